/* Boostly half-map search: once the page (and its map) has loaded, posts the search form to admin-ajax
 * boostly_half_map_2 (jQuery-style form body, no cache-buster) and shows the cards and the count it answers. */
window.addEventListener('load', function () {
  'use strict';
  var form = document.getElementById('boostly-half-map-search');
  var data = { action: 'boostly_half_map_2' };
  Array.prototype.forEach.call(form.elements, function (el) {
    if (el.name) data[el.name] = el.value;
  });
  data.paged = '1';
  data.security = document.getElementById('securityBoostlyMap').value;
  window.siteAjax.post(window.ajaxurl, data, {
    dataType: 'json',
    success: function (answer) {
      document.getElementById('boostly_results_count').textContent = '(' + answer.total_results + ')';
      document.getElementById('boostly_listings_container').innerHTML = answer.getListings ? answer.listingHtml : '<p class="no-results">No homes match your search.</p>';
    },
  });
});
