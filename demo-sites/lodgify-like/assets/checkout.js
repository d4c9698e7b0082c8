/* The checkout app (hash routes): #/<propertyId>?arrival&departure&adults&children prices the stay
 * (POST …/checkout/price) and books it (POST …/checkout/book); #/confirmation/<bookingId> thanks the guest. */
(function () {
  'use strict';
  var spa = window.siteSpa;
  var site = window.lodgifySite;

  function euros(n) {
    return '€' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }

  function text(tag, attrs, content) {
    var node = document.createElement(tag);
    Object.keys(attrs).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    node.textContent = content;
    return node.outerHTML;
  }

  function send(path, body) {
    return fetch(site.checkoutApi + path, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })
      .then(function (res) { return res.json().then(function (answer) { return { ok: res.ok, answer: answer }; }); });
  }

  spa.route('/:propertyId', function (params, query, view) {
    var p = site.properties.filter(function (x) { return String(x.id) === params.propertyId; })[0];
    if (!p) { view.innerHTML = text('p', { class: 'error' }, 'This property cannot be booked online.'); return; }
    var stay = { propertyId: p.id, roomTypes: [{ id: p.roomTypeId }], arrival: query.get('arrival'), departure: query.get('departure'), adults: Number(query.get('adults')), children: Number(query.get('children')) };
    view.innerHTML = '<div class="grid"><section id="checkout-summary" class="card"><h2>Your stay</h2>' + text('h3', { class: 'property-name', 'data-property-id': p.id }, p.name) +
      '<p>' + text('span', { id: 'checkout-arrival' }, stay.arrival) + ' → ' + text('span', { id: 'checkout-departure' }, stay.departure) + ' · ' + stay.adults + ' adults, ' + stay.children + ' children</p>' +
      '<ul id="checkout-lines" class="price-list"></ul><p>Total <strong id="checkout-total"></strong></p></section>' +
      '<form id="checkout-form" class="card" onsubmit="return false"><h2>Guest details</h2>' +
      '<label>Full name <input id="guest-name" autocomplete="name"></label><label>Email <input id="guest-email" type="email"></label>' +
      '<label>Phone <input id="guest-phone" type="tel"></label><div id="checkout-message"></div>' +
      '<button type="button" id="confirm-booking" class="btn" disabled>Book and pay</button></form></div>';
    send('/price', stay).then(function (r) {
      if (!r.ok) { view.querySelector('#checkout-message').innerHTML = text('p', { class: 'error alert-danger' }, r.answer.detail); return; }
      r.answer.roomTypes[0].priceTypes.forEach(function (t) {
        view.querySelector('#checkout-lines').insertAdjacentHTML('beforeend', '<li>' + text('span', {}, t.description) + ' ' + text('span', {}, euros(t.subtotal)) + '</li>');
      });
      view.querySelector('#checkout-total').textContent = euros(r.answer.totalPrice.total);
      view.querySelector('#confirm-booking').disabled = false;
    });
    view.querySelector('#confirm-booking').addEventListener('click', function () {
      var guest = { name: view.querySelector('#guest-name').value, email: view.querySelector('#guest-email').value, phone: view.querySelector('#guest-phone').value };
      send('/book', Object.assign({ guest: guest }, stay)).then(function (r) {
        if (!r.ok) { view.querySelector('#checkout-message').innerHTML = text('p', { class: 'error alert-danger' }, r.answer.detail); return; }
        spa.go('/confirmation/' + r.answer.bookingId);
      });
    });
  });

  spa.route('/confirmation/:bookingId', function (params, query, view) {
    view.innerHTML = '<section class="card checkout-confirmation"><h1>Your booking is confirmed</h1><p>Booking reference ' +
      text('strong', { id: 'booking-reference' }, params.bookingId) + '</p><p>We have sent the details to your email address.</p></section>';
  });

  // The app boots once the page has loaded (its scripts, and any tag the owner added, have run).
  addEventListener('load', function () { spa.start({ hash: true }); });
})();
