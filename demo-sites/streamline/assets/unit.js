/* Unit page: the plugin's availability calendar (admin-ajax), and the quote widget: VerifyPropertyAvailability,
 * then GetPreReservationPrice (its URL carries a `_=<ms>` cache-buster), then Book Now to the checkout. */
(function () {
  'use strict';
  var config = window.streamlinecoreConfig;
  var form = document.getElementById('resortpro-form-quote');
  var messages = document.getElementById('quote-messages');
  var summary = document.getElementById('quote-summary');
  var breakdown = document.getElementById('quote-breakdown');
  var total = document.getElementById('quote-total');
  var bookNow = document.getElementById('book-now');
  var quoted = null;

  function money(n) {
    return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }

  function api(path, methodName, params) {
    return fetch(config.bookingApi + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ methodName: methodName, params: params }),
    }).then(function (res) { return res.json(); });
  }

  function line(label, amount) {
    var li = document.createElement('li');
    li.innerHTML = '<span class="label"></span> <span class="amount"></span>';
    li.firstChild.textContent = label;
    li.lastChild.textContent = money(amount);
    return li;
  }

  function showError(text) {
    messages.innerHTML = '<div class="alert alert-danger" role="alert"></div>';
    messages.firstChild.textContent = text;
  }

  var calendar = document.getElementById('unit-calendar');
  var body = new URLSearchParams();
  body.set('action', 'streamlinecore-api-request');
  body.set('params', JSON.stringify({ methodName: 'GetPropertyAvailabilityRawData', params: { unit_id: Number(form.unit_id.value) } }));
  fetch(config.ajaxUrl, { method: 'POST', body: body })
    .then(function (res) { return res.json(); })
    .then(function (answer) {
      var d = answer.data;
      var free = d.availability.split('').filter(function (c) { return c === 'Y'; }).length;
      calendar.textContent = free + ' of ' + d.availability.length + ' nights open between ' + d.begin_date + ' and ' + d.end_date + '.';
    });

  document.getElementById('get-quote').addEventListener('click', function () {
    messages.innerHTML = '';
    summary.classList.add('hidden');
    breakdown.innerHTML = '';
    total.textContent = '';
    bookNow.disabled = true;
    var params = {
      unit_id: Number(form.unit_id.value),
      startdate: form.startdate.value,
      enddate: form.enddate.value,
      occupants: Number(form.occupants.value),
      occupants_small: Number(form.occupants_small.value),
      pets: 0,
    };
    api('/booking/availability', 'VerifyPropertyAvailability', params).then(function (verified) {
      if (verified.status) return showError(verified.status.description);
      var priced = Object.assign({ separate_taxes: 1, optional_default_enabled: 0 }, params);
      return api('/quote?_=' + Date.now(), 'GetPreReservationPrice', priced).then(function (answer) {
        if (answer.status) return showError(answer.status.description);
        var q = answer.data;
        breakdown.appendChild(line('Rent', q.price));
        q.required_fees.forEach(function (f) { if (Number(f.value) > 0) breakdown.appendChild(line(f.name, f.value)); });
        q.taxes_details.forEach(function (t) { breakdown.appendChild(line(t.name, t.value)); });
        total.textContent = money(q.total);
        summary.classList.remove('hidden');
        quoted = params;
        bookNow.disabled = false;
      });
    });
  });

  bookNow.addEventListener('click', function () {
    if (!quoted) return;
    window.location.href = config.checkoutUrl + '?unit=' + quoted.unit_id + '&sd=' + quoted.startdate + '&ed=' + quoted.enddate +
      '&oc=' + quoted.occupants + '&os=' + quoted.occupants_small;
  });
})();
