/* WP Rentals booking form: once both dates are in, ask wpestate_ajax_check_booking_valability; on 'run' ask
 * wpestate_ajax_show_booking_costs and insert its cost form before #add_costs_here, on 'stop' show the notice.
 * A guest change and ticking an extra in the cost form price again. Book Now goes to the WooCommerce checkout. */
(function () {
  'use strict';
  var ajax = window.siteAjax;
  var byId = function (id) { return document.getElementById(id); };
  var start = byId('start_date');
  var end = byId('end_date');
  var guests = byId('booking_guest_no');
  var mess = byId('booking_form_request_mess');
  var anchor = byId('add_costs_here');
  var listing = byId('listing_edit').value;
  var nonce = byId('wprentals_add_booking').value;

  var extras = function () {
    return Array.prototype.map.call(document.querySelectorAll('#show_cost_form .wpestate_extra_option:checked'), function (box) {
      return box.getAttribute('data-key');
    }).join(',');
  };
  var dropCosts = function () {
    var old = byId('show_cost_form');
    if (old) old.remove();
  };

  function showCosts() {
    ajax.post(window.ajaxurl, {
      action: 'wpestate_ajax_show_booking_costs',
      fromdate: start.value,
      todate: end.value,
      property_id: listing,
      guest_no: guests.value,
      guest_fromone: window.control_vars_property.price_per_guest_from_one,
      extra_options: extras(),
      security: nonce,
    }, {
      success: function (html) {
        dropCosts();
        anchor.insertAdjacentHTML('beforebegin', html);
      },
    });
  }

  function datesChanged() {
    if (!start.value || !end.value) return;
    ajax.post(window.ajaxurl, { action: 'wpestate_ajax_check_booking_valability', book_from: start.value, book_to: end.value, listing_id: listing, internal: 0, security: nonce }, {
      success: function (answer) {
        if (answer.trim() === 'stop') {
          dropCosts();
          mess.textContent = window.property_vars.bookedalready;
          mess.className = 'book_not_available';
          return;
        }
        mess.textContent = '';
        mess.className = 'hidden';
        showCosts();
      },
    });
  }

  start.addEventListener('input', datesChanged);
  end.addEventListener('input', datesChanged);
  guests.addEventListener('change', datesChanged);
  document.addEventListener('change', function (event) {
    if (event.target.classList && event.target.classList.contains('wpestate_extra_option')) showCosts();
  });
  byId('submit_booking_front').addEventListener('click', function () {
    if (!byId('show_cost_form')) return;
    window.location.href = '/checkout/?property_id=' + listing + '&fromdate=' + start.value + '&todate=' + end.value + '&guest_no=' + guests.value + '&extra_options=' + extras();
  });
})();
