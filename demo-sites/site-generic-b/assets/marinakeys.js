/* Marina Keys: the property search, the quote widget, the checkout and the receipt, all with fetch on the site's
 * JSON API. The receipt is read on window load, as the site's bundle does once the page is up. */
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var getJson = function (url) { return fetch(url, { credentials: 'same-origin' }).then(function (r) { return r.json(); }); };
  var postJson = function (url, body) {
    return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(function (r) { return r.json(); });
  };
  var aed = function (n) { return 'AED ' + Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); };

  var search = $('property-search');
  if (search) {
    search.addEventListener('submit', function (e) {
      e.preventDefault();
      var f = new FormData(search);
      var q = new URLSearchParams();
      ['checkIn', 'checkOut', 'adults', 'children'].forEach(function (k) { q.set(k, f.get(k)); });
      q.set('category', f.getAll('category').join(','));
      q.set('minPrice', f.get('minPrice'));
      q.set('maxPrice', f.get('maxPrice'));
      getJson('/api/properties/fetch?' + q).then(function (r) {
        $('result-count').textContent = r.data.total + ' properties available';
        $('results').innerHTML = r.data.properties.map(function (p) {
          return '<div class="card home" data-property-id="' + p.id + '"><a class="home-link" href="' + p.url + '">' + p.name + '</a><span>' + p.area + ' · ' + p.bedrooms + ' BR · ' + aed(p.nightly) + '/night</span></div>';
        }).join('');
      });
    });
  }

  var widget = $('booking-widget');
  if (widget) {
    $('get-quote').addEventListener('click', function () {
      var stay = { propertyId: Number(widget.getAttribute('data-property-id')), checkIn: $('check-in').value, checkOut: $('check-out').value, adults: Number($('adults').value), children: Number($('children').value) };
      $('book-now').className = 'btn hidden';
      postJson('/api/v1/quote', stay).then(function (r) {
        if (!r.success) { $('quote').innerHTML = '<p class="alert quote-error">' + r.error.message + '</p>'; return; }
        $('quote').innerHTML = '<ul class="breakdown">' + r.data.breakdown.map(function (l) { return '<li>' + l.label + ': ' + aed(l.amount) + '</li>'; }).join('') + '</ul><p>Total <strong class="quote-total">' + aed(r.data.total) + '</strong></p>';
        $('book-now').href = '/en/checkout?' + new URLSearchParams(stay);
        $('book-now').className = 'btn';
      });
    });
  }

  var checkout = $('checkout-form');
  if (checkout) {
    checkout.addEventListener('submit', function (e) {
      e.preventDefault();
      var b = JSON.parse(checkout.getAttribute('data-stay'));
      b.name = $('guest-name').value;
      b.email = $('guest-email').value;
      postJson('/api/v1/bookings', b).then(function (r) {
        if (r.reference) location.href = '/booking-success?ref=' + encodeURIComponent(r.reference);
        else $('checkout-error').textContent = r.error.message;
      });
    });
  }

  var done = document.querySelector('.booking-success');
  if (done) {
    window.addEventListener('load', function () {
      getJson('/api/v1/bookings/' + encodeURIComponent(done.getAttribute('data-ref')) + '/receipt').then(function (r) {
        var b = r.booking;
        $('receipt').innerHTML = '<p>Booking reference <strong id="booking-reference">' + b.reference + '</strong></p><p>' + b.propertyName + ', ' + b.checkIn + ' – ' + b.checkOut + '</p><p>Total paid <strong id="receipt-total">' + aed(b.total) + '</strong></p>';
      });
    });
  }
})();
