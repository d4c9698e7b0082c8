// The search page's client (the Awaze Next.js app's search chunk, reduced): the page's criteria from
// __NEXT_DATA__, GET /api/search/properties/list with the x-awaze-* headers, cards rendered from the answer;
// changing a filter (feature boxes; the property-type and pets selects and "Clear all" where a brand has them)
// updates the URL (shallow routing) and fetches the list again.
(function () {
  var data = JSON.parse(document.getElementById('__NEXT_DATA__').textContent);
  var criteria = Object.assign({}, data.props.pageProps.initialState.searchCriteria);
  var brand = data.props.pageProps.brand;
  var ORDER = ['adult', 'child', 'infant', 'pets', 'range', 'nights', 'accommodationType', 'regionName', 'start', 'page', 'sort', 'displayMode'];

  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }
  function pounds(n) { return '£' + Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ','); }
  function query(extra) {
    var p = new URLSearchParams();
    ORDER.forEach(function (k) { if (criteria[k] != null) p.append(k, criteria[k]); });
    Object.keys(extra).forEach(function (k) { p.append(k, extra[k]); });
    return p.toString();
  }

  function load() {
    document.querySelector('[data-test="results-count"]').textContent = 'Searching…';
    var url = '/api/search/properties/list?' + query({ index: 'search', features: criteria.features || '', siteFeatures: '', searchEngineVersion: 'v2', brand: brand });
    fetch(url, { headers: { accept: 'application/json', 'x-awaze-brand': brand, 'x-awaze-locale': 'en-gb' } })
      .then(function (r) { return r.json(); })
      .then(render);
  }

  function render(answer) {
    var total = answer.pagination.total;
    document.querySelector('[data-test="results-count"]').textContent = total + (total === 1 ? ' property' : ' properties') + ' found';
    document.querySelector('[data-test="results-list"]').innerHTML = answer.properties.map(function (p) {
      return '<article class="property-card" data-test="property-card" data-code="' + esc(p.code) + '"><h3><a href="' + esc(p.url) + '?' + query({}) + '">' + esc(p.name) + '</a></h3>' +
        '<p class="location">' + esc(p.location) + ' · Sleeps ' + p.sleeps + ' · ' + p.bedrooms + ' bedrooms</p>' +
        '<p class="price">' + p.lengthOfStay + ' nights from <span data-test="price-value">' + pounds(p.priceFrom) + '</span></p></article>';
    }).join('');
  }

  var filters = document.querySelector('[data-test="filters"]');
  function update() {
    var codes = [].map.call(filters.querySelectorAll('input[name="features"]:checked'), function (i) { return i.value; });
    [].forEach.call(filters.querySelectorAll('select'), function (s) { criteria[s.name] = s.value; });
    criteria.features = codes.join(',');
    criteria.page = '1';
    history.replaceState(null, '', '/search?' + query({ features: criteria.features }));
    load();
  }
  filters.addEventListener('change', update);
  filters.addEventListener('click', function (e) {
    if (!e.target.closest('[data-test="clear-filters"]')) return;
    [].forEach.call(filters.querySelectorAll('input[name="features"]:checked'), function (i) { i.checked = false; });
    update();
  });
  load();
})();
