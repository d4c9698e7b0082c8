/* The theme's front end: on the search page, getSearchResultsAJAX with the search form's fields on load, on
 * "Update results" and when the bedrooms filter changes; on a property page, calculatePriceAJAX when "Calculate
 * price" is pressed, then the Reserve link carries the stay. */
(function (ajax, vars) {
  'use strict';
  var search = document.getElementById('property-search');
  if (search) {
    var run = function (event) {
      if (event) event.preventDefault();
      ajax.post(vars.ajaxurl, 'action=getSearchResultsAJAX&paged=1&' + ajax.serialize(search), {
        dataType: 'json',
        success: function (answer) {
          document.getElementById('results-count').textContent = answer.data.count + ' homes available';
          document.getElementById('search-results').innerHTML = answer.data.html;
        },
      });
    };
    search.addEventListener('submit', run);
    document.getElementById('bedrooms').addEventListener('change', run);
    // First search on window load (the async embed tag has run by then; earlier calls cannot be observed).
    window.addEventListener('load', function () { run(); });
  }

  var booking = document.getElementById('booking-form');
  if (!booking) return;
  var v = function (id) { return document.getElementById(id).value; };
  document.getElementById('calculate-price').addEventListener('click', function () {
    var result = document.getElementById('price-result');
    var reserve = document.getElementById('book-now');
    var stay = { property_id: v('property_id'), arrival: v('arrival'), departure: v('departure'), adults: v('adults'), children: v('children') };
    result.innerHTML = '<span class="spinner">Calculating…</span>';
    reserve.classList.add('hidden');
    ajax.post(vars.ajaxurl, Object.assign({ action: 'calculatePriceAJAX', _wpnonce: v('price_nonce'), damage_waiver: document.getElementById('damage_waiver').checked ? 1 : 0 }, stay), {
      dataType: 'json',
      success: function (answer) {
        if (!answer.success) {
          result.innerHTML = answer.data.message;
          return;
        }
        var rows = Object.keys(answer.data.breakdown).map(function (label) {
          return '<li><span>' + label + '</span> <span>' + answer.data.breakdown[label] + '</span></li>';
        });
        result.innerHTML = '<ul class="price-list">' + rows.join('') + '</ul><p class="price-total">Total <strong>' + answer.data.total + '</strong></p>';
        reserve.href = '/reservation/?' + ajax.param(stay);
        reserve.classList.remove('hidden');
      },
    });
  });
})(window.siteAjax, window.blueHeron);
