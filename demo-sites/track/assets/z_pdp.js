/* Demo stand-in for the property page script of TRACK's booking engine (z_pdp.js), written for this site: the call
 * it makes follows the public shapes (SOURCES.md), the code is ours.
 *  - "Get Quote": POST siteFolder + 'ajax/quote' + siteURLEnding, the dates form serialized (form-encoded,
 *    X-Requested-With), answered with HTML;
 *  - "No" shows the not-available sentence, "API Error" the service problem, anything else is shown as it is
 *    (the breakdown, or a rule's alert). */
(function () {
  'use strict';

  addEventListener('load', function () {
    var form = document.getElementById('pdpDatesForm');
    var box = document.getElementById('pdpQuote');
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      box.innerHTML = '<div class="pdp-quote-loading">Loading…</div>';
      window.siteAjax.post(window.siteFolder + 'ajax/quote' + window.siteURLEnding, window.siteAjax.serialize(form), {
        success: function (html) {
          var answer = String(html).trim();
          if (answer === 'No') box.innerHTML = '<div class="alert alert-warning">Sorry, this property is not available for the selected dates.</div>';
          else if (answer === 'API Error') box.innerHTML = '<div class="alert alert-warning">There was a problem retrieving availability info for this property.</div>';
          else box.innerHTML = answer;
        },
      });
    });
  });
})();
