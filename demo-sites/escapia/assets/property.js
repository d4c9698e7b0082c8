/* The detail page's availability check as the engine's property.js does it: $('#refineForm').serialize() POSTed
 * to bookingFolder + '/ajax/get-pdp-rates.cfm'; the answer fragment goes into #APIresponse as is ('No' and
 * 'API Error' answers become the engine's own alerts). Asked at load when the page opens with dates, and on
 * the Check Availability button. */
(function () {
  'use strict';
  var bookingFolder = '/rentals';
  var form = document.getElementById('refineForm');
  var box = document.getElementById('APIresponse');
  if (!form || !box) return;

  function check() {
    box.innerHTML = '<div class="cssload-container"><div class="cssload-spinner"></div></div>';
    window.siteAjax.post(bookingFolder + '/ajax/get-pdp-rates.cfm', window.siteAjax.serialize(form), {
      success: function (data) {
        var response = String(data).trim();
        if (response === 'No') box.innerHTML = '<div class="alert alert-danger">Sorry, this property is not available for the selected dates.</div>';
        else if (response === 'API Error') box.innerHTML = '<div class="alert alert-danger">Sorry, there was a problem retrieving availability info for this property.</div>';
        else box.innerHTML = data;
      }
    });
  }
  document.getElementById('checkAvailability').addEventListener('click', check);
  addEventListener('load', function () { if (form.strcheckin.value && form.strcheckout.value) check(); });
})();
