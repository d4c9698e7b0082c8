/* Currituck Coast Rentals checkout: the stay's summary (GET /api/v1/quote), the guest's details
 * (POST /api/v1/reservations, JSON) and the PCI payment page's card form (POST /page/pci/payment/ProcessPayment). */
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  function usd(n) {
    return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  var page = new URLSearchParams(location.search);

  var summary = $('summary');
  if (summary) {
    var stay = { listing: summary.getAttribute('data-listing'), checkin: page.get('checkin'), checkout: page.get('checkout'), adults: page.get('adults'), children: page.get('children') };
    fetch('/api/v1/quote?' + new URLSearchParams(stay), { headers: { Accept: 'application/json' } })
      .then(function (r) { return r.json(); })
      .then(function (q) {
        if (q.error) { summary.innerHTML = '<p class="alert alert-danger quote-error">' + q.error + '</p><p><a href="http://www.site-generic-i-demo.test/find-a-rental">Choose other dates</a></p>'; return; }
        summary.innerHTML = '<table class="charges">' + q.lines.map(function (l) { return '<tr><td>' + l.label + '</td><td>' + usd(l.amount) + '</td></tr>'; }).join('') + '<tr><th>Total</th><th class="total">' + usd(q.total) + '</th></tr></table>';
        $('guest-form').className = 'card';
      });
    $('guest-form').addEventListener('submit', function (e) {
      e.preventDefault();
      var body = { listing: Number(stay.listing), checkin: stay.checkin, checkout: stay.checkout, adults: Number(stay.adults), children: Number(stay.children), guest: { first_name: $('first-name').value, last_name: $('last-name').value, email: $('email').value, phone: $('phone').value } };
      fetch('/api/v1/reservations', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })
        .then(function (r) { return r.json(); })
        .then(function (r) {
          if (r.error) { $('form-error').textContent = r.error; return; }
          location.href = r.payment_url;
        });
    });
  }

  var card = $('card-form');
  if (card) {
    card.addEventListener('submit', function (e) {
      e.preventDefault();
      var q = new URLSearchParams(new FormData(card));
      q.set('reservation', card.getAttribute('data-reservation'));
      $('pay').disabled = true;
      var x = new XMLHttpRequest();
      x.open('POST', '/page/pci/payment/ProcessPayment');
      x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
      x.onload = function () {
        var r = JSON.parse(x.responseText);
        $('pay').disabled = false;
        if (r.result === 'Approved') location.href = r.redirect;
        else $('payment-error').textContent = r.message;
      };
      x.send(q.toString());
    });
  }
})();
