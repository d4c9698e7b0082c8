/* Boostly booking widget: every guest change and the Check price button ask admin-ajax
 * boostly_calculate_booking_cost. The theme binds the button's click and the form's submit to the same
 * handler, so one click sends the same request twice. A priced answer shows its lines and a Reserve link to the
 * WooCommerce checkout; an errors object is listed under the form. */
(function () {
  'use strict';
  var byId = function (id) { return document.getElementById(id); };
  var form = byId('boostly-booking-form');
  var errors = document.querySelector('.boostly-booking-errors');
  var cost = byId('boostly-booking-cost');
  var reserve = byId('boostly-reserve');
  var fields = ['listing_id', 'check_in_date', 'check_out_date', 'adult_guest', 'child_guest'];

  function calculate() {
    var data = { action: 'boostly_calculate_booking_cost' };
    fields.forEach(function (id) { data[id] = byId(id).value; });
    data.security = byId('boostly-booking-security').value;
    reserve.classList.add('hidden');
    window.siteAjax.post(window.ajaxurl, data, {
      dataType: 'json',
      success: function (answer) {
        cost.innerHTML = '';
        if (!answer.success) {
          errors.textContent = Object.keys(answer.errors).map(function (k) { return answer.errors[k].join(' · '); }).join(' · ');
          return;
        }
        errors.textContent = '';
        var lines = Object.keys(answer.breakdown).map(function (label) {
          return '<li>' + label + ' <span>' + answer.breakdown[label] + '</span></li>';
        });
        cost.innerHTML = '<ul class="price-list boostly-cost">' + lines.join('') + '<li class="boostly-total"><strong>Total</strong> <span>' + answer.total_html + '</span></li></ul>';
        var query = fields.map(function (id) { return id + '=' + encodeURIComponent(byId(id).value); }).join('&');
        reserve.href = '/checkout/?' + query;
        reserve.classList.remove('hidden');
      },
    });
  }

  byId('adult_guest').addEventListener('change', calculate);
  byId('child_guest').addEventListener('change', calculate);
  byId('boostly-check-price').addEventListener('click', calculate);
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    calculate();
  });
})();
