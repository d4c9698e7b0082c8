/* Makai Villa Collection: the search filters, the villa pages' price check (instant booking) and estimate + inquiry
 * (on-request villas), the payment form and the two confirmation pages, all with fetch on the site's JSON API. The
 * confirmation pages read their reservation or inquiry on window load, as the site's bundle does once the page is up. */
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var getJson = function (url) { return fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(function (r) { return r.json(); }); };
  var postJson = function (url, body) {
    return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) }).then(function (r) { return r.json(); });
  };
  var usd = function (n) { return '$' + Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); };
  var breakdown = function (p) {
    return '<ul class="breakdown">' + p.items.map(function (l) { return '<li>' + l.label + ': ' + usd(l.amount) + '</li>'; }).join('') + '</ul><p>Total <strong class="quote-total">' + usd(p.total) + '</strong></p>';
  };

  // Search page: the filters re-run the search without a reload, and the address follows them.
  var search = $('villa-search');
  if (search) {
    search.addEventListener('submit', function (e) {
      e.preventDefault();
      var q = new URLSearchParams(new FormData(search));
      getJson('/villa-rentals?' + q).then(function (r) {
        document.querySelector('.results-count').textContent = r.total + (r.total === 1 ? ' villa' : ' villas') + ' match your search';
        $('results').innerHTML = r.villas.map(function (v) {
          return '<div class="card villa" data-villa-id="' + v.id + '"><a class="villa-link" href="' + v.url + '">' + v.name + '</a><span>' + v.area + ' · ' + v.bedrooms + ' bedrooms · sleeps ' + v.sleeps + ' · from ' + usd(v.nightly) + '/night</span></div>';
        }).join('');
        history.replaceState(null, '', '/search-maui-vacation-rentals?' + q);
      });
    });
  }

  var widget = $('villa-booking');
  var stay = function () {
    return { checkin: $('checkin').value, checkout: $('checkout').value, adults: $('adults').value, children: $('children').value };
  };
  var refused = function (message) { $('quote').innerHTML = '<p class="alert quote-error">' + message + '</p>'; };

  // Instant-book villa: the date picker's calendar check, then the price.
  if (widget && $('check-price')) {
    var id = widget.getAttribute('data-villa-id');
    $('check-price').addEventListener('click', function () {
      var s = stay();
      var q = new URLSearchParams(s);
      $('book-now').className = 'btn hidden';
      getJson('/api/villas/' + id + '/calendar?' + q).then(function (c) {
        if (!c.available) return refused(c.error);
        return getJson('/api/villas/' + id + '/pricing?' + q).then(function (r) {
          if (r.error) return refused(r.error);
          $('quote').innerHTML = breakdown(r.pricing);
          q.set('villa_id', id);
          $('book-now').href = '/payment?' + q;
          $('book-now').className = 'btn';
        });
      });
    });
  }

  // On-request villa: an estimate, then the inquiry.
  if (widget && $('get-estimate')) {
    var listing = widget.getAttribute('data-villa-id');
    $('get-estimate').addEventListener('click', function () {
      var q = new URLSearchParams(stay());
      q.set('listing', listing);
      $('inquiry-form').className = 'hidden';
      getJson('/api/listing-price?' + q).then(function (r) {
        if (r.error) return refused(r.error);
        $('quote').innerHTML = '<p class="muted">Estimated price</p>' + breakdown(r.estimate);
        $('inquiry-form').className = '';
      });
    });
    $('inquiry-form').addEventListener('submit', function (e) {
      e.preventDefault();
      var b = stay();
      b.listing = Number(listing);
      b.adults = Number(b.adults);
      b.children = Number(b.children);
      b.name = $('guest-name').value;
      b.email = $('guest-email').value;
      b.message = $('guest-message').value;
      postJson('/api/inquiries', b).then(function (r) {
        if (r.reference) location.href = '/inquiry-success?ref=' + encodeURIComponent(r.reference);
        else $('inquiry-error').textContent = r.error;
      });
    });
  }

  var payment = $('payment-form');
  if (payment) {
    payment.addEventListener('submit', function (e) {
      e.preventDefault();
      var b = JSON.parse(payment.getAttribute('data-stay'));
      b.name = $('guest-name').value;
      b.email = $('guest-email').value;
      b.card = $('card-number').value;
      postJson('/api/reservations', b).then(function (r) {
        if (r.number) location.href = '/instant-success?ref=' + encodeURIComponent(r.number);
        else $('payment-error').textContent = r.error;
      });
    });
  }

  var booked = document.querySelector('.booking-confirmed');
  if (booked) {
    window.addEventListener('load', function () {
      getJson('/api/reservations/' + encodeURIComponent(booked.getAttribute('data-ref'))).then(function (r) {
        var b = r.reservation;
        $('receipt').innerHTML = '<p>Reservation <strong id="reservation-number">' + b.number + '</strong></p><p>' + b.villa_name + ', ' + b.checkin + ' – ' + b.checkout + '</p><p>Paid <strong id="paid-total">' + usd(b.total) + '</strong></p>';
      });
    });
  }

  var asked = document.querySelector('.inquiry-sent');
  if (asked) {
    window.addEventListener('load', function () {
      getJson('/api/inquiries/' + encodeURIComponent(asked.getAttribute('data-ref'))).then(function (r) {
        var i = r.inquiry;
        $('receipt').innerHTML = '<p>Inquiry <strong id="inquiry-reference">' + i.reference + '</strong></p><p>' + i.villa_name + ', ' + i.checkin + ' – ' + i.checkout + '</p><p>Estimate <strong id="estimate-total">' + usd(i.estimate.total) + '</strong></p>';
      });
    });
  }
})();
