/* The results page as the engine's results.js runs it: submitForm() POSTs $('#refineForm, #sortForm').serialize()
 * to bookingFolder + '/ajax/results.cfm', puts the answer in #list-all-results and the NUMRESULTS cookie (set by
 * that answer) in .props-return. Run at load and on the refine Apply button. */
(function () {
  'use strict';
  var bookingFolder = '/rentals';

  function getCookie(cname) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + cname + '=([^;]*)'));
    return match ? match[1] : '';
  }

  function submitForm() {
    var refine = document.getElementById('refineForm');
    var sort = document.getElementById('sortForm');
    refine.page.value = 0;
    var data = window.siteAjax.serialize(refine) + '&' + window.siteAjax.serialize(sort);
    window.siteAjax.post(bookingFolder + '/ajax/results.cfm', data, {
      success: function (html) {
        var numResults = getCookie('NUMRESULTS');
        document.querySelector('.props-return').textContent = numResults;
        document.getElementById('list-all-results').innerHTML = html;
      }
    });
  }
  document.getElementById('refineDatesApply').addEventListener('click', submitForm);
  addEventListener('load', submitForm);
})();
