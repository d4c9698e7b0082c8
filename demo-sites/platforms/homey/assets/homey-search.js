/* Half-map search: posts every field of the search form to homey_half_map (jQuery-style XHR, dataType json, no
 * cache-buster, as Homey 2.4's homey-maps.js) and shows listingHtml and the "3 Rentals" count in #listings_found. */
(function () {
  'use strict';
  var form = document.getElementById('homey-half-map-search');
  var container = document.getElementById('homey_halfmap_listings_container');
  var count = document.getElementById('listings_found');
  var map = document.getElementById('homey-halfmap');
  var value = function (name) { return form.elements[name] ? form.elements[name].value : ''; };

  var data = { action: 'homey_half_map' };
  ['arrive', 'depart', 'guest', 'keyword', 'pets', 'bedrooms', 'rooms', 'room_size', 'search_country', 'search_city',
    'search_area', 'listing_type', 'min-price', 'max-price', 'country', 'state', 'city', 'area', 'booking_type',
    'search_lat', 'search_lng', 'radius'].forEach(function (name) { data[name] = value(name); });
  data.start_hour = '';
  data.end_hour = '';
  data.amenity = '';
  data.facility = '';
  data.layout = map.getAttribute('data-layout');
  data.num_posts = map.getAttribute('data-num-posts');
  data.sort_by = map.getAttribute('data-order');
  data.paged = '';
  data.security = document.getElementById('securityhomeyMap').value;

  window.siteAjax.post(window.ajaxurl, data, {
    dataType: 'json',
    success: function (answer) {
      count.textContent = answer.total_results;
      container.innerHTML = answer.getListings ? answer.listingHtml : '<div class="no-results">No listings found.</div>';
    },
  });
})();
