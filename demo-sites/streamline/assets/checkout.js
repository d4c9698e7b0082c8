/* Checkout: MakeReservation through the booking API's book-now, then the confirmation page. */
(function () {
  'use strict';
  var config = window.streamlinecoreConfig;
  var form = document.getElementById('checkout-form');
  if (!form) return;
  var messages = document.getElementById('checkout-messages');
  var button = document.getElementById('confirm-booking');

  function showError(text) {
    messages.innerHTML = '<div class="alert alert-danger" role="alert"></div>';
    messages.firstChild.textContent = text;
    button.disabled = false;
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    messages.innerHTML = '';
    if (!form.terms.checked) return showError('Please accept the rental agreement to continue.');
    button.disabled = true;
    var params = {
      unit_id: Number(form.unit_id.value),
      startdate: form.startdate.value,
      enddate: form.enddate.value,
      occupants: Number(form.occupants.value),
      occupants_small: Number(form.occupants_small.value),
      pets: 0,
      first_name: form.first_name.value,
      last_name: form.last_name.value,
      email: form.email.value,
      phone: form.phone.value,
      credit_card_number: form.cc_number.value.replace(/\s+/g, ''),
      credit_card_expiration_month: form.cc_exp_month.value,
      credit_card_expiration_year: form.cc_exp_year.value,
      credit_card_cid: form.cc_cvv.value,
    };
    fetch(config.bookingApi + '/booking/book-now', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ methodName: 'MakeReservation', params: params }),
    })
      .then(function (res) { return res.json(); })
      .then(function (answer) {
        if (!answer.success) return showError(answer.status ? answer.status.description : 'Your booking could not be completed.');
        window.location.href = config.confirmationUrl + '?confirmation_id=' + answer.res_number;
      });
  });
})();
