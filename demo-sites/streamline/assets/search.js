/* Search results: asks the booking API for units free on the searched dates and lists them. */
(function () {
  'use strict';
  var config = window.streamlinecoreConfig;
  var form = document.getElementById('resortpro-search');
  var list = document.getElementById('search-results');
  var count = document.getElementById('search-count');

  function money(n) {
    return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }

  function escapeHtml(s) {
    return String(s).replace(/[&<>"']/g, function (c) { return '&#' + c.charCodeAt(0) + ';'; });
  }

  var params = {
    startdate: form.sd.value,
    enddate: form.ed.value,
    occupants: Number(form.oc.value),
    occupants_small: Number(form.os.value),
    bedrooms_number: Number(form.beds.value) || 0,
    sort_by: 'price',
    page_number: 1,
    page_results_number: 20,
    use_room_type_logic: 0,
    return_gallery: 0,
    extra_charges: 1,
  };
  var stayQuery = 'sd=' + params.startdate + '&ed=' + params.enddate + '&oc=' + params.occupants + '&os=' + params.occupants_small;

  fetch(config.bookingApi + '/booking/search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ methodName: 'GetPropertyAvailabilityWithRatesWordPress', params: params }),
  })
    .then(function (res) { return res.json(); })
    .then(function (answer) {
      if (answer.status) {
        count.textContent = answer.status.description;
        return;
      }
      var found = answer.data.available_properties;
      count.textContent = found.pagination.total_units + ' properties available';
      list.innerHTML = found.property.map(function (u) {
        var href = '/vacation-rentals/' + u.seo_page_name + '/?' + stayQuery;
        return '<article class="unit-card card" data-unit-id="' + u.id + '">' +
          '<h3 class="unit-name"><a class="unit-link" data-unit-id="' + u.id + '" href="' + href + '">' + escapeHtml(u.name) + '</a></h3>' +
          '<p class="unit-location">' + escapeHtml(u.location_name) + '</p>' +
          '<p class="unit-specs">' + u.bedrooms_number + ' BR · ' + u.bathrooms_number + ' BA · Sleeps ' + u.max_occupants + '</p>' +
          '<p class="unit-price"><span class="price-total">' + money(u.total) + '</span> total incl. fees &amp; taxes</p></article>';
      }).join('');
    });
})();
