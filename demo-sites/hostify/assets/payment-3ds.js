/* Hostify Booking's payment page (public/res/payment-3ds.js, as its public source behaves): Pay creates the
 * reservation (admin-ajax init_reservation with the guest and the stay from hfystripedata), has Stripe create a
 * card payment method, then POSTs admin-ajax action=payment with the same data plus stripeObject (jQuery's nested
 * data[...] fields). A successful answer shows the success block with the confirmation code. Stripe.js is stood
 * in: the demo has no network, and createPaymentMethod just answers a test payment method. */
(function () {
  'use strict';
  var form = document.getElementById('hfy-payment-form');
  if (!form) return;
  var reservationId = null;

  /* jQuery.param for nested objects: data[address][postal_code]=… */
  function param(obj, prefix) {
    return Object.keys(obj).map(function (k) {
      var key = prefix ? prefix + '[' + k + ']' : k;
      var v = obj[k];
      if (v && typeof v === 'object') return param(v, key);
      return encodeURIComponent(key) + '=' + encodeURIComponent(v == null ? '' : v).replace(/%20/g, '+');
    }).join('&');
  }
  function post(action, data, success) {
    window.jQueryLikePost(window.hfyx.url, param({ action: action, data: data }), success);
  }
  function getAdditionalData() {
    var d = window.hfystripedata;
    var zip = document.getElementById('hfy-payment-zip').value;
    return {
      name: document.getElementById('hfy-payment-name').value, email: document.getElementById('hfy-payment-email').value,
      phone: form.querySelector('input[name=pphone]').value, address: { postal_code: zip, country: 'SI' },
      note: '', zip: zip, start_date: d.start_date, end_date: d.end_date, guests: d.guests, adults: d.adults, children: d.children,
      infants: d.infants, pets: d.pets, listing_id: d.listing_id, total: d.total, dcid: '', fees: '', discount_code: '', reservationId: reservationId,
    };
  }
  function showError(message) {
    form.querySelector('.error-message').textContent = message;
    form.querySelector('.payment-error').classList.remove('hidden');
  }
  var stripe = { createPaymentMethod: function () { return Promise.resolve({ paymentMethod: { id: 'pm_card_visa' } }); } };

  function pay() {
    stripe.createPaymentMethod({ type: 'card' }).then(function (result) {
      var data = getAdditionalData();
      data.redirect_url = window.hfystripedata.return_url;
      data.form_type = 'payment_card';
      data.stripeObject = result.paymentMethod;
      post('payment', data, function (r) {
        if (!(r && r.success && r.data && r.data.success)) return showError((r && r.error) || 'There was an error processing your request');
        document.getElementById('transaction-message').textContent = r.data.message;
        document.getElementById('reservation-id').textContent = r.data.reservation.confirmation_code;
        document.getElementById('reservation-code').value = r.data.reservation.confirmation_code;
        form.classList.add('hidden');
        document.querySelector('.hfy-payment-success').classList.remove('hidden');
        location.hash = 'success';
      });
    });
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (reservationId) return pay();
    post('init_reservation', getAdditionalData(), function (r) {
      if (r.success && r.reservation) { reservationId = r.reservation; pay(); }
      else showError(r.error + '. Your card was not charged.');
    });
  });
})();
