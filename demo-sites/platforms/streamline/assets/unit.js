/* Unit page (the plugin's getPreReservationPrice): VerifyPropertyAvailability first (an answer with `status` is a
 * refusal, shown as an alert), then GetPreReservationPrice; the booking panel form posts to the checkout. */
(function () {
  'use strict';
  var panel = document.getElementById('resortpro-book-unit');
  var form = panel.querySelector('form');
  var alerts = document.getElementById('resortpro-alerts');
  var summary = document.getElementById('quote-summary');
  var breakdown = document.getElementById('quote-breakdown');
  var total = document.getElementById('quote-total');
  var bookNow = document.getElementById('book-now');

  function money(n) {
    return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  function asList(x) { return x == null ? [] : Array.isArray(x) ? x : [x]; }
  function line(label, amount) {
    var tr = document.createElement('tr');
    tr.innerHTML = '<td></td><td class="text-right"></td>';
    tr.firstChild.textContent = label;
    tr.lastChild.textContent = money(amount);
    return tr;
  }
  function alertDanger(text) {
    alerts.innerHTML = '<div class="alert alert-danger" role="alert"></div>';
    alerts.firstChild.textContent = text;
  }

  document.addEventListener('DOMContentLoaded', function () { calendar(); });
  function calendar() { window.rpapi('GetPropertyAvailabilityRawData', { unit_id: Number(form.book_unit.value), use_room_type_logic: 'no' }).then(function (obj) {
    var d = obj.data;
    document.getElementById('unit-calendar').textContent = d.availability.split('').filter(function (c) { return c === 'Y'; }).length + ' of ' + d.availability.length + ' nights open from ' + d.begin_date + '.';
  }); }

  function getPreReservationPrice() {
    alerts.innerHTML = '';
    summary.hidden = true;
    breakdown.innerHTML = '';
    bookNow.disabled = true;
    var book = {
      unit_id: Number(form.book_unit.value),
      startdate: form.book_start_date.value,
      enddate: form.book_end_date.value,
      occupants: form.book_occupants.value,
      occupants_small: form.book_occupants_small.value,
      pets: '0',
    };
    window.rpapi('VerifyPropertyAvailability', Object.assign({ use_room_type_logic: 0 }, book)).then(function (obj) {
      if (obj.status) return alertDanger(obj.status.description);
      return window.rpapi('GetPreReservationPrice', Object.assign({ coupon_code: '' }, book)).then(function (priced) {
        var d = priced.data;
        if (!d) return;
        breakdown.appendChild(line('Rent', d.price));
        asList(d.required_fees).forEach(function (f) { if (Number(f.value) > 0) breakdown.appendChild(line(f.name, f.value)); });
        asList(d.taxes_details).forEach(function (t) { breakdown.appendChild(line(t.name, t.value)); });
        total.textContent = money(d.total);
        summary.hidden = false;
        bookNow.disabled = false;
      });
    });
  }
  document.getElementById('get-quote').addEventListener('click', getPreReservationPrice);
  document.addEventListener('DOMContentLoaded', function () { if (form.book_end_date.value) getPreReservationPrice(); });
})();
