/* 365villas property floater (villas-365-property-floater.js, as its public source behaves): the visible date
 * controls show MMM/DD/YYYY and write yyyy-mm-dd into the hidden checkin/checkout fields; whenever a date or the
 * party changes and arrival, departure and adults are set, the stay is priced with _villas_365_calculate_booking
 * (jQuery.ajax POST, dataType json) from the hidden fields; the answer shows the total and its details, the API's
 * message, or "We're sorry, an error occurred."; Book Now carries the stay to the booking page. */
(function () {
  'use strict';
  var floater = document.getElementById('_villas-365-property-floater');
  var $ = function (id) { return document.getElementById('_villas-365-' + id); };
  var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  var perNight = $('property-floater-price-per-night');
  var total = $('property-floater-total');
  var details = $('property-floater-price-details-row');
  var calculating = false;

  /* "Dec/22/2026" -> "2026-12-22" ('' when it is not one) */
  function iso(shown) {
    var m = /^([A-Za-z]{3})\/(\d{2})\/(\d{4})$/.exec(shown.trim());
    var month = m ? MONTHS.indexOf(m[1]) + 1 : 0;
    return month ? m[3] + '-' + (month < 10 ? '0' : '') + month + '-' + m[2] : '';
  }

  function reset(message) {
    $('property-floater-total-label').classList.add('d-none');
    total.textContent = message;
    perNight.textContent = perNight.getAttribute('data-default-per-night');
    details.classList.add('d-none');
  }

  function calculatePrice() {
    if (calculating) return;
    var checkIn = floater.querySelector("input[name='checkin']").value;
    var checkOut = floater.querySelector("input[name='checkout']").value;
    if (!checkIn || !checkOut || !$('adults').value) return reset('');
    calculating = true;
    total.textContent = '…';
    window.siteAjax.post(window._villas_365_wp_ajax.ajax_url, {
      _ajax_nonce: window._villas_365_wp_ajax.nonce,
      action: '_villas_365_calculate_booking',
      propertyId: floater.getAttribute('data-property-id'),
      checkIn: checkIn,
      checkOut: checkOut,
      adults: $('adults').value,
      children: $('children').value,
    }, {
      dataType: 'json',
      success: function (response) {
        calculating = false;
        var data = response.data;
        if (data.status === 'success') {
          $('property-floater-total-label').classList.remove('d-none');
          total.innerHTML = data.total;
          perNight.textContent = data.perNight + '/night';
          $('property-floater-price-details-label-per-night').textContent = data.perNight + ' x ' + data.totalNights + ' nights';
          $('property-floater-price-details-per-night').textContent = data.rentTotal;
          $('property-floater-price-details-fees').textContent = data.serviceTotal;
          $('property-floater-price-details-tax').textContent = data.taxTotal;
          details.classList.remove('d-none');
        } else if (data.status === 'error' && data.message) {
          reset(data.message);
        } else {
          reset("We're sorry, an error occurred.");
        }
      },
      error: function () { calculating = false; reset("We're sorry, an error occurred."); },
    });
  }

  [['checkin', '_villas-365-date-control-start'], ['checkout', '_villas-365-date-control-end']].forEach(function (pair) {
    var shown = floater.querySelector('.' + pair[1]);
    shown.addEventListener('input', function () {
      $(pair[0]).value = iso(shown.value);
      calculatePrice();
    });
  });
  $('adults').addEventListener('change', calculatePrice);
  $('children').addEventListener('change', calculatePrice);

  floater.querySelector('._villas-365-property-floater-book-now-button').addEventListener('click', function (event) {
    event.preventDefault();
    var url = this.getAttribute('href') + '?property=' + floater.getAttribute('data-property-id');
    var checkIn = $('checkin').value, checkOut = $('checkout').value;
    if (checkIn !== '') url += '&checkin=' + checkIn;
    if (checkOut !== '') url += '&checkout=' + checkOut;
    if ($('adults').value !== '') url += '&adults=' + $('adults').value;
    if ($('children').value !== '') url += '&children=' + $('children').value;
    document.location.href = url + '&mode=book';
  });
})();
