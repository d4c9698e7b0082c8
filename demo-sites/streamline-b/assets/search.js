/* Results page of a Streamline Core install on the default search setting (the plugin's searchProperties): no
 * dates -> GetPropertyListWordPress; dates -> the configured method, or GetPropertyAvailabilitySimple past
 * maxSearchDays. Both list methods put the units in data.property (a bare object for one unit) and the count in
 * data.available_properties.pagination.total_units. */
(function () {
  'use strict';
  var stay = window.streamlineSearch;
  var settings = window.searchSettings;
  var results = document.getElementById('search-results');
  var shown = document.getElementById('search-count');
  var loading = document.getElementById('search-loading');
  var ONE_DAY = 864e5;

  var params = { sort_by: 'name', use_description: 'no', use_amenities: 'no', page_number: 1, page_results_number: settings.propertyPagination };
  var method = 'GetPropertyListWordPress';
  if (stay.start_date && stay.end_date) {
    params.startdate = stay.start_date;
    params.enddate = stay.end_date;
    var days = Math.round(Math.abs(new Date(stay.end_date) - new Date(stay.start_date)) / ONE_DAY);
    method = days > settings.maxSearchDays ? 'GetPropertyAvailabilitySimple' : settings.searchMethod;
    if (Number(stay.occupants) > 0) params.occupants = Number(stay.occupants);
    if (Number(stay.occupants_small) > 0) params.occupants_small = Number(stay.occupants_small);
  }
  if (stay.num_bedrooms !== '') params.min_bedrooms_number = Number(stay.num_bedrooms);

  function card(u) {
    var href = window.goToProperty(u.seo_page_name, stay.start_date, stay.end_date, stay.occupants, stay.occupants_small);
    var div = document.createElement('div');
    div.className = 'col-md-4 resortpro-property listing';
    div.id = 'unit-' + u.id;
    div.innerHTML = '<a class="location_name truncate"></a><div class="property-details"></div><div class="location"></div>';
    div.firstChild.href = href;
    div.firstChild.setAttribute('data-unit-id', u.id);
    div.firstChild.textContent = u.name;
    div.childNodes[1].textContent = u.bedrooms_number + ' BR / ' + u.bathrooms_number + ' BA / sleeps ' + u.max_occupants;
    div.childNodes[2].textContent = u.location_name;
    return div;
  }

  document.addEventListener('DOMContentLoaded', function () {
    window.rpapi(method, params).then(function (obj) {
      loading.parentNode.removeChild(loading);
      var found = obj.data && obj.data.available_properties;
      if (obj.status || !found || !(found.pagination.total_units > 0)) {
        shown.innerHTML = '<span class="alert alert-danger">No properties match your search.</span>';
        return;
      }
      var units = [].concat(method === 'GetPropertyAvailabilityWithRatesWordPress' ? found.property : obj.data.property);
      var line = document.createElement('p');
      line.className = 'search-pagination';
      line.textContent = 'Showing ' + units.length + ' of ' + found.pagination.total_units + ' properties';
      shown.appendChild(line);
      units.forEach(function (u) { results.appendChild(card(u)); });
    });
  });
})();
