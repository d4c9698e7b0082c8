/* Great Smoky Retreats: the cabin page's "Get my total" box. Asks GET /api/quote (fetch) for the chosen stay, shows
 * the charges or the refusal, and points Book now at /booking/new with the same stay. "Refresh total" asks again. */
(function () {
  'use strict';
  var box = document.getElementById('quote-box');
  if (!box) return;
  var el = function (id) { return document.getElementById(id); };
  var dollars = function (n) { return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','); };
  var params = function () {
    return new URLSearchParams({ cabin_id: box.getAttribute('data-cabin-id'), arrive: el('arrive').value, depart: el('depart').value, adults: el('adults').value, children: el('children').value });
  };
  function show(q, query) {
    var out = el('quote-result');
    if (q.message) {
      out.innerHTML = '<p class="alert quote-error">' + q.message + '</p>';
      el('book-now').className = 'btn hidden';
      el('refresh-quote').className = 'btn-link hidden';
      return;
    }
    out.innerHTML = '<ul class="charges">' + q.charges.map(function (c) { return '<li>' + c.description + ': ' + dollars(c.amount) + '</li>'; }).join('') +
      '</ul><p>Total <strong class="quote-total">' + dollars(q.total) + '</strong></p>';
    el('book-now').href = '/booking/new?' + query;
    el('book-now').className = 'btn';
    el('refresh-quote').className = 'btn-link';
  }
  function ask() {
    var query = params().toString();
    el('quote-result').innerHTML = '<p class="loading">Getting your total…</p>';
    fetch('/api/quote?' + query, { headers: { Accept: 'application/json' } })
      .then(function (res) { return res.json(); })
      .then(function (q) { show(q, query); });
  }
  el('get-quote').addEventListener('click', ask);
  el('refresh-quote').addEventListener('click', ask);
})();
