/* Single listing booking module: pick arrive and depart on the calendar (booked nights cannot be picked), then
 * check_booking_availability_on_date_change and, when available, homey_calculate_booking_cost (HTML into
 * #homey_booking_cost); Instant Booking asks homey_instance_booking for the checkout URL. */
(function () {
  'use strict';
  var ajax = window.siteAjax;
  var notify = document.querySelector('.homey_notification');
  var arrive = document.getElementById('arrive');
  var depart = document.getElementById('depart');
  var adults = document.getElementById('adult_guest');
  var children = document.getElementById('child_guest');
  var guests = document.getElementById('guests');
  var cost = document.getElementById('homey_booking_cost');
  var preloader = document.querySelector('.homey_preloader');
  var instant = document.getElementById('instance_reservation');
  var listingId = document.getElementById('listing_id').value;
  var security = document.getElementById('reservation-security').value;
  var days = document.querySelectorAll('.single-listing-booking-calendar-js li[data-formatted-date]');

  function say(ok, message) {
    var old = notify.querySelector('.notify');
    if (old) old.remove();
    if (message === undefined) return;
    var div = document.createElement('div');
    div.className = 'notify text-center btn btn-full-width ' + (ok ? 'text-success btn-success-outlined' : 'text-danger btn-danger-outlined');
    div.textContent = message;
    notify.insertBefore(div, notify.firstChild);
  }

  function mark() {
    Array.prototype.forEach.call(days, function (li) {
      var d = li.getAttribute('data-formatted-date');
      li.classList.toggle('selected', d === arrive.value || d === depart.value);
      li.classList.toggle('in-between', !!depart.value && d > arrive.value && d < depart.value);
    });
  }

  function calculate() {
    say(true);
    cost.innerHTML = '';
    instant.disabled = true;
    if (!arrive.value || !depart.value) return;
    guests.value = Number(adults.value) + Number(children.value);
    preloader.classList.remove('hidden');
    ajax.post(window.ajaxurl, {
      action: 'check_booking_availability_on_date_change',
      check_in_date: arrive.value,
      check_out_date: depart.value,
      listing_id: listingId,
      security: security,
    }, {
      dataType: 'json',
      success: function (data) {
        say(data.success, data.message);
        if (!data.success) {
          preloader.classList.add('hidden');
          return;
        }
        ajax.post(window.ajaxurl, {
          action: 'homey_calculate_booking_cost',
          check_in_date: arrive.value,
          check_out_date: depart.value,
          guests: guests.value,
          // Homey 2.4 calls homey_calculate_booking_cost(…, security, adult_guest, child_guest) against the
          // parameters (…, security, extra_options, adult_guest, child_guest): the adults land in extra_options,
          // the children in adult_guest, and child_guest is undefined (jQuery sends it empty).
          adult_guest: children.value,
          child_guest: '',
          extra_options: adults.value,
          listing_id: listingId,
          security: security,
        }, {
          success: function (fragment) {
            cost.innerHTML = fragment;
            instant.disabled = false;
          },
          complete: function () { preloader.classList.add('hidden'); },
        });
      },
    });
  }

  Array.prototype.forEach.call(days, function (li) {
    li.addEventListener('click', function () {
      if (li.classList.contains('homey-not-available-for-booking')) return;
      var date = li.getAttribute('data-formatted-date');
      if (!arrive.value || depart.value || date <= arrive.value) {
        arrive.value = date;
        depart.value = '';
        mark();
        calculate();
        return;
      }
      depart.value = date;
      mark();
      calculate();
    });
  });

  adults.addEventListener('change', calculate);
  children.addEventListener('change', calculate);

  instant.addEventListener('click', function () {
    ajax.post(window.ajaxurl, {
      action: 'homey_instance_booking',
      check_in_date: arrive.value,
      check_out_date: depart.value,
      guests: guests.value,
      adult_guest: adults.value,
      child_guest: children.value,
      extra_options: '',
      listing_id: listingId,
      security: security,
    }, {
      dataType: 'json',
      success: function (data) {
        if (data.success) window.location.href = data.instance_url;
        else say(false, data.message);
      },
    });
  });
})();
