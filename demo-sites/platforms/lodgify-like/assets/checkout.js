// The checkout's reservation page (/{lang}/{tenant}/{propertyId}/reservation?currency&arrival&departure&guests):
// once loaded it prices the stay with GET api/v1/checkout/price and shows rent, fees, local taxes and the payment
// schedule; "Book and pay" books it and shows the confirmation on the #/confirmation/{bookingId} route.
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var euros = function (n) { return '€' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','); };
  var esc = function (s) {
    return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; });
  };
  var row = function (name, value) { return '<li><span>' + esc(name) + '</span><span>' + euros(value) + '</span></li>'; };

  window.addEventListener('load', function () {
    var id = location.pathname.split('/')[3];
    var q = new URLSearchParams(location.search);
    var stay = { propertyId: Number(id), arrival: q.get('arrival'), departure: q.get('departure'), guests: Number(q.get('guests')) };
    var price = '/api/v1/checkout/price?propertyId=' + id + '&arrival=' + stay.arrival + '&departure=' + stay.departure + '&guests=' + stay.guests + '&currency=' + (q.get('currency') || 'EUR');
    fetch(price, { headers: { Accept: 'application/json' } })
      .then(function (res) { return res.json(); })
      .then(function (p) {
        $('checkout-stay').textContent = stay.arrival + ' → ' + stay.departure + ' · ' + stay.guests + ' guests';
        $('checkout-lines').innerHTML = row('Rent', p.rentalPrice.total) + p.fees.details.concat(p.localTaxes.details).map(function (d) { return row(d.name, d.value); }).join('');
        $('checkout-total').textContent = euros(p.totalPrice.total);
        $('checkout-payments').innerHTML = p.scheduledPayments.payments.map(function (x) { return row(x.name, x.amount); }).join('');
        $('confirm-booking').disabled = false;
      });
    $('confirm-booking').addEventListener('click', function () {
      var body = { propertyId: stay.propertyId, arrival: stay.arrival, departure: stay.departure, guests: stay.guests, guest: { name: $('guest-name').value, email: $('guest-email').value, phone: $('guest-phone').value } };
      fetch('/api/v1/checkout/book', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })
        .then(function (res) { return res.json().then(function (b) { return { ok: res.ok, body: b }; }); })
        .then(function (r) {
          if (!r.ok) {
            $('checkout-message').innerHTML = '<p class="error">' + esc(r.body.detail) + '</p>';
            return;
          }
          document.querySelector('main').innerHTML = '<section class="card checkout-confirmation"><h1>Your booking is confirmed</h1><p>Booking reference <strong id="booking-reference">' +
            r.body.bookingId + '</strong></p></section>';
          location.hash = '#/confirmation/' + r.body.bookingId;
        });
    });
  });
})();
