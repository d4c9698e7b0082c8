/* Search results (the plugin's availabilitySearch): the configured search method with the stay from the page's
 * sd / ed / oc / ch / beds, plus logic (min_bedrooms_number); "Showing X of Y properties" and the result cards. */
(function () {
  'use strict';
  var search = window.streamlineSearch;
  var list = document.getElementById('search-results');
  var count = document.getElementById('search-count');

  function escapeHtml(s) {
    return String(s).replace(/[&<>"']/g, function (c) { return '&#' + c.charCodeAt(0) + ';'; });
  }
  function money(n) {
    return '$' + Number(n).toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }

  var params = { sort_by: 'price', use_room_type_logic: 0, extra_charges: 1, additional_variables: 1 };
  if (Number(search.occupants) > 0) params.occupants = Number(search.occupants);
  if (search.start_date && search.end_date) { params.startdate = search.start_date; params.enddate = search.end_date; }
  if (Number(search.occupants_small) > 0) params.occupants_small = Number(search.occupants_small);
  if (search.num_bedrooms !== '') params.min_bedrooms_number = Number(search.num_bedrooms);
  params.page_number = 1;
  params.page_results_number = 12;

  // the plugin's AngularJS app bootstraps on DOMContentLoaded; its controller's ng-init starts the search
  document.addEventListener('DOMContentLoaded', function () { window.rpapi(search.method, params).then(show); });
  function show(obj) {
    if (obj.status || !obj.data.available_properties || !(obj.data.available_properties.pagination.total_units > 0)) {
      count.innerHTML = '<span class="alert alert-danger">No properties match your search.</span>';
      return;
    }
    var found = obj.data.available_properties;
    var units = Array.isArray(found.property) ? found.property : [found.property];
    count.innerHTML = 'Showing <span>' + units.length + '</span> of <span class="total-units">' + found.pagination.total_units + '</span> properties';
    list.innerHTML = units.map(function (u) {
      var href = window.goToProperty(u.seo_page_name, search.start_date, search.end_date, search.occupants, search.occupants_small);
      return '<div class="col-md-4 resortpro-property listing" id="unit-' + u.id + '">' +
        '<a class="location_name truncate" data-unit-id="' + u.id + '" href="' + href + '">' + escapeHtml(u.name) + '</a>' +
        '<div class="property-details">' + u.bedrooms_number + ' BR / ' + u.bathrooms_number + ' BA / sleeps ' + u.max_occupants + '</div>' +
        '<div class="price">' + money(u.total) + ' <span>including taxes &amp; fees</span></div></div>';
    }).join('');
  }
})();
