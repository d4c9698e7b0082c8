/* Kernow Coast Holiday Homes: the home page's availability and price check (fetch, JSON), the "See price
 * breakdown" panel (which asks the same call again) and the enquiry form's hidden stay fields. */
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  function gbp(n) {
    return '£' + String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  function table(lines) {
    return '<table class="price-lines">' + lines.map(function (l) { return '<tr><td>' + l.label + '</td><td>' + gbp(l.amount) + '</td></tr>'; }).join('') + '</table>';
  }

  var box = $('availability');
  if (!box) return;
  var out = $('quote-output');
  var stay = function () {
    return { property_id: Number(box.getAttribute('data-home')), arrival: $('arrival').value, departure: $('departure').value, adults: Number($('adults').value), children: Number($('children').value) };
  };
  var ask = function (done) {
    fetch('/api/availability/quote', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(stay()) })
      .then(function (res) { return res.json(); })
      .then(done);
  };
  var next = box.getAttribute('data-instant') === '1' ? $('book-now') : $('enquiry-form');
  var shown = [$('breakdown-link'), next];
  $('check-price').addEventListener('click', function () {
    shown.forEach(function (el) { el.className = 'hidden'; });
    $('breakdown').className = 'hidden card';
    out.innerHTML = '<p class="loading">Checking availability…</p>';
    ask(function (r) {
      if (!r.available) { out.innerHTML = '<p class="alert alert-danger quote-error">' + r.error + '</p>'; return; }
      out.innerHTML = '<p>Available: ' + r.nights + ' nights, total <strong class="quote-total">' + gbp(r.total) + '</strong></p>';
      $('breakdown-link').className = '';
      next.className = next.tagName === 'A' ? 'btn' : 'card';
      var s = stay();
      if (next.tagName === 'A') next.href = '/book?' + new URLSearchParams({ id: s.property_id, arrival: s.arrival, departure: s.departure, adults: s.adults, children: s.children });
    });
  });
  $('breakdown-link').addEventListener('click', function (e) {
    e.preventDefault();
    // the panel asks for the current price each time it opens
    ask(function (r) {
      $('breakdown').innerHTML = r.available ? '<h3>Price breakdown</h3>' + table(r.breakdown) + '<p>Total <strong class="breakdown-total">' + gbp(r.total) + '</strong></p>' : '<p class="alert">' + r.error + '</p>';
      $('breakdown').className = 'card';
    });
  });
  var enquiry = $('enquiry-form');
  if (enquiry) {
    enquiry.addEventListener('submit', function () {
      var s = stay();
      ['arrival', 'departure', 'adults', 'children'].forEach(function (k) { enquiry.elements[k].value = s[k]; });
    });
  }
})();
