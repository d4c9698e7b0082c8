/* WP Rentals booking form (js/property.js and js/control.js, as their public source behaves): the dates show in the
 * site format (control_vars.date_format 'mm-dd-yy'); the guest count is the dropdown's data-value. Picking the
 * departure (then any date or guest change) asks wpestate_ajax_show_booking_costs with yyyy-mm-dd dates and inserts
 * its cost form before #add_costs_here. Ticking an extra only changes the shown total. Book Now asks
 * wpestate_ajax_check_booking_valability with the dates as shown: 'run' goes on to the WooCommerce checkout, any
 * other answer shows control_vars.bookdenied in #booking_form_request_mess. */
(function () {
  'use strict';
  var ajax = window.siteAjax;
  var url = window.control_vars.admin_url + 'admin-ajax.php';
  var byId = function (id) { return document.getElementById(id); };
  var start = byId('start_date');
  var end = byId('end_date');
  var guests = byId('booking_guest_no_wrapper');
  var mess = byId('booking_form_request_mess');
  var anchor = byId('add_costs_here');
  var listing = byId('listing_edit').value;
  var nonce = byId('wprentals_add_booking').value;
  var started = false;

  /* "12-14-2026" (mm-dd-yyyy) -> "2026-12-14" */
  var iso = function (shown) {
    var m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(shown);
    return m ? m[3] + '-' + m[1] + '-' + m[2] : '';
  };
  var guestNo = function () { return parseInt(guests.getAttribute('data-value'), 10) || 0; };
  var extras = function () {
    return Array.prototype.map.call(document.querySelectorAll('.cost_row_extra input:checked'), function (box) { return box.getAttribute('data-key'); }).join(',');
  };
  var dropCosts = function () {
    var old = byId('show_cost_form');
    if (old) old.remove();
  };

  function showCosts() {
    document.querySelectorAll('.cost_row_extra input').forEach(function (box) { box.checked = false; });
    var from = iso(start.value), to = iso(end.value);
    if (!from || !to) return dropCosts();
    if (from >= to) {
      dropCosts();
      mess.className = 'book_not_available';
      mess.textContent = window.property_vars.nostart;
      return;
    }
    mess.textContent = '';
    mess.className = 'hidden';
    ajax.post(url, { action: 'wpestate_ajax_show_booking_costs', fromdate: from, todate: to, property_id: listing, guest_no: guestNo(), guest_fromone: 0, security: nonce }, {
      success: function (html) {
        dropCosts();
        anchor.insertAdjacentHTML('beforebegin', html);
      },
    });
  }

  end.addEventListener('input', function () { started = true; showCosts(); });
  start.addEventListener('input', function () { if (started) showCosts(); });
  document.querySelectorAll('#booking_guest_no_wrapper_list li').forEach(function (li) {
    li.addEventListener('click', function () {
      guests.setAttribute('data-value', li.getAttribute('data-value'));
      guests.querySelector('.text_selection').textContent = li.textContent;
      if (started) showCosts();
    });
  });
  document.querySelectorAll('.cost_row_extra input').forEach(function (box) {
    box.addEventListener('click', function () {
      var cell = document.querySelector('#total_cost_row .cost_value');
      if (!cell) return;
      var total = parseFloat(cell.getAttribute('data_total_price'));
      var add = parseFloat(box.closest('.cost_row_extra').getAttribute('data-value_add'));
      total = Math.round((total + (box.checked ? add : -add)) * 100) / 100;
      cell.setAttribute('data_total_price', String(total));
      cell.textContent = '$' + total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    });
  });
  byId('submit_booking_front').addEventListener('click', function (event) {
    event.preventDefault();
    ajax.post(url, { action: 'wpestate_ajax_check_booking_valability', book_from: start.value, book_to: end.value, listing_id: listing, internal: 0, security: nonce }, {
      success: function (answer) {
        if (answer.trim() === 'run') {
          window.location.href = '/checkout/?property_id=' + listing + '&fromdate=' + iso(start.value) + '&todate=' + iso(end.value) + '&guest_no=' + guestNo() + '&extra_options=' + extras();
          return;
        }
        mess.className = 'book_not_available';
        mess.textContent = window.control_vars.bookdenied;
      },
    });
  });
})();
