/* Currituck Coast Rentals (www): the home page's price check (GET /api/rates with fetch) and the Book now link to
 * the company's checkout host. */
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  function usd(n) {
    return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  var widget = $('booking-widget');
  if (!widget) return;
  var out = $('price-output');
  var book = $('book-now');
  $('check-price').addEventListener('click', function () {
    var q = new URLSearchParams({ listing_id: widget.getAttribute('data-listing-id'), checkin: $('checkin').value, checkout: $('checkout').value, adults: $('adults').value, children: $('children').value });
    book.className = 'btn hidden';
    out.innerHTML = '<p class="loading">Checking…</p>';
    fetch('/api/rates?' + q, { headers: { Accept: 'application/json' } })
      .then(function (r) { return r.json(); })
      .then(function (r) {
        if (r.error) { out.innerHTML = '<p class="alert alert-danger price-error">' + r.error + '</p>'; return; }
        out.innerHTML = '<table class="price-lines">' + r.lines.map(function (l) { return '<tr><td>' + l.label + '</td><td>' + usd(l.amount) + '</td></tr>'; }).join('') + '</table><p>Total <strong class="price-total">' + usd(r.total) + '</strong> for ' + r.nights + ' nights</p>';
        var c = new URLSearchParams({ listing: q.get('listing_id'), checkin: q.get('checkin'), checkout: q.get('checkout'), adults: q.get('adults'), children: q.get('children') });
        book.href = widget.getAttribute('data-checkout-host') + '/checkout?' + c;
        book.className = 'btn';
      });
  });
})();
