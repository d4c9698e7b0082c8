/* 365villas property floater: whenever a date or the party changes and arrival, departure and adults are set,
 * prices the stay with _villas_365_calculate_booking (jQuery.ajax POST, dataType json) and shows the total and
 * the details, the API's message, or "We're sorry, an error occurred."; Book now carries the stay to /book-now/. */
(function () {
  'use strict';
  var floater = document.getElementById('_villas-365-property-floater');
  var $ = function (id) { return document.getElementById('_villas-365-' + id); };
  var checkin = floater.querySelector("input[name='checkin']");
  var checkout = floater.querySelector("input[name='checkout']");
  var perNight = $('property-floater-price-per-night');
  var total = $('property-floater-total');
  var details = $('property-floater-price-details-row');

  function reset(message) {
    $('property-floater-total-label').classList.add('d-none');
    total.textContent = message;
    perNight.textContent = perNight.getAttribute('data-default-per-night') + '/night';
    details.classList.add('d-none');
  }

  function calculatePrice() {
    if (!checkin.value || !checkout.value || !$('adults').value) return reset('');
    total.textContent = '…';
    window.siteAjax.post(window._villas_365_wp_ajax.ajax_url, {
      _ajax_nonce: window._villas_365_wp_ajax.nonce,
      action: '_villas_365_calculate_booking',
      propertyId: floater.getAttribute('data-property-id'),
      checkIn: checkin.value,
      checkOut: checkout.value,
      adults: $('adults').value,
      children: $('children').value,
    }, {
      dataType: 'json',
      success: function (response) {
        var data = response.data;
        if (data.status === 'success') {
          $('property-floater-total-label').classList.remove('d-none');
          total.textContent = data.total;
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
      error: function () { reset("We're sorry, an error occurred."); },
    });
  }

  checkin.addEventListener('input', calculatePrice);
  checkout.addEventListener('input', calculatePrice);
  $('adults').addEventListener('change', calculatePrice);
  $('children').addEventListener('change', calculatePrice);

  $('property-floater-book-now-button').addEventListener('click', function (event) {
    event.preventDefault();
    var url = this.getAttribute('href') + '?property=' + floater.getAttribute('data-property-id');
    if (checkin.value) url += '&checkin=' + encodeURIComponent(checkin.value);
    if (checkout.value) url += '&checkout=' + encodeURIComponent(checkout.value);
    url += '&adults=' + $('adults').value + '&children=' + $('children').value;
    document.location.href = url;
  });
})();
