/* Checkout (the plugin's processCheckout): MakeReservation, then GetReservationInfo, then the hidden
 * #form_thankyou is filled from both answers and posted to the thank-you page. */
(function () {
  'use strict';
  var form = document.getElementById('checkout-form');
  if (!form) return;
  var alerts = document.getElementById('checkout-messages');
  var button = document.getElementById('confirm-booking');
  var thanks = document.getElementById('form_thankyou');

  function alertDanger(text) {
    alerts.innerHTML = '<div class="alert alert-danger" role="alert"></div>';
    alerts.firstChild.textContent = text;
    button.disabled = false;
  }
  function set(name, value) { thanks.elements[name].value = value == null ? '' : value; }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    alerts.innerHTML = '';
    if (!form.terms.checked) return alertDanger('Please accept the rental agreement to continue.');
    button.disabled = true;
    var params = {
      pricing_model: 0,
      startdate: form.startdate.value,
      enddate: form.enddate.value,
      occupants: form.occupants.value,
      occupants_small: form.occupants_small.value,
      first_name: form.first_name.value,
      last_name: form.last_name.value,
      email: form.email.value,
      phone: form.phone.value,
      credit_card_type_id: 1,
      credit_card_number: form.cc_number.value.replace(/\s+/g, ''),
      credit_card_expiration_month: form.cc_exp_month.value,
      credit_card_expiration_year: form.cc_exp_year.value,
      credit_card_cid: form.cc_cvv.value,
      unit_id: Number(form.unit_id.value),
      pets: 0,
    };
    window.rpapi('MakeReservation', params).then(function (obj) {
      if (obj.status) return alertDanger(obj.status.description);
      var res = obj.data.reservation;
      ['confirmation_id', 'location_name', 'condo_type_name', 'unit_name', 'startdate', 'enddate', 'occupants', 'occupants_small', 'pets', 'price_common', 'price_balance', 'travelagent_name'].forEach(function (k) { set(k, res[k]); });
      return window.rpapi('GetReservationInfo', { confirmation_id: res.confirmation_id }).then(function (info) {
        var r = info.data.reservation;
        set('email', r.email);
        set('fname', r.first_name);
        set('lname', r.last_name);
        set('unit_id', r.unit_id);
        thanks.submit();
      });
    });
  });
})();
