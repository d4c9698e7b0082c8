/* The Rezfusion Hub components the site mounts, reduced to what the demo shows. fetchData is the bundle's own
 * (dist/main.js module 7124): the query with its whitespace removed, GET `?query&variables` when the JSON body
 * is at most 1200 characters, else a POST of the JSON. The search (#app) reads `availFilter` from the page's
 * query string and asks lodgingProducts; the avail picker (data-rezfusion-*) asks orderQuote for the chosen
 * stay and shows the charges, taxes and total, or the bundle's error text. Book hands the stay to checkout.
 * Both start at the load event, as the bundle renders after the page. */
(function () {
  'use strict';
  var conf = window.REZFUSION_COMPONENTS_CONF.settings.components.SearchProvider;

  function fetchData(query, variables, endpoint) {
    var q = query.replace(/\s+/g, '');
    var body = JSON.stringify({ query: q, variables: variables });
    if (body.length > 1200) {
      return fetch(endpoint, { mode: 'cors', cache: 'no-cache', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, method: 'POST', body: body });
    }
    var p = new URLSearchParams();
    p.set('query', q);
    p.set('variables', JSON.stringify(variables));
    return fetch(endpoint + '?' + p, { method: 'GET', mode: 'cors', cache: 'no-cache', credentials: 'same-origin' });
  }
  function money(n) {
    return n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  }

  var TEASER = '\nid,\nbeds,\nbaths,\nhalf_baths,\nocc_total,\nitem {\n    images(limit: 1) {\n        url,\n        description,\n        title,\n        derivatives\n    }\n    location {\n        latitude,\n        longitude\n    }\n    id,\n    type,\n    name,\n    remote_id,\n    quoteList {\n        quotes {\n            price\n        }\n    }\n}\n';
  var SEARCH = '\n    query(\n    $channels: ChannelFilter!,\n    $bedsFilter: Range,\n    $bathsFilter: Range,\n    $occFilter: Range,\n    $ratingFilter: Range,\n    $categoryFilter: CategoryFilterList,\n    $availFilter: AvailabilityFilter,\n    $nameFilter: Text,\n    $itemIds: [String]) {\n        lodgingProducts(\n            channels: $channels,\n            beds: $bedsFilter,\n            baths: $bathsFilter,\n            occ_total: $occFilter,\n            rating: $ratingFilter,\n            category_filter: $categoryFilter,\n            itemIds: $itemIds,\n            availability: $availFilter,\n            name: $nameFilter) {\n            results {\n                ' + TEASER + '\n            }\n        }\n    }\n';
  var QUOTE = '\nquery($item_id: String!, $type: Int!, $channels: ChannelFilter!, $params: OrderQuoteFilter!) {\n  orderQuote(item_id:$item_id, type:$type, channels:$channels, params: $params) {\n    total,\n    subtotal,\n    tax,\n    currency,\n    provider,\n    source,\n    charges {\n      name,\n      base,\n      option,\n      accepted,\n      declined,\n    }\n  }\n}\n';

  function search(app) {
    var given = new URLSearchParams(location.search).get('availFilter');
    var a = given ? JSON.parse(given) : {};
    var variables = {
      channels: { url: conf.channels },
      availFilter: { begin: a.begin || null, end: a.end || null, adult: Number(a.adult) || 1, child: Number(a.child) || 0, non_bookable: null, non_bookable_threshold: 0 },
      categoryFilter: { categories: [] },
      nameFilter: { text: '' },
    };
    fetchData(SEARCH, variables, conf.endpoint).then(function (r) { return r.json(); }).then(function (d) {
      var results = d.data.lodgingProducts.results;
      app.innerHTML = '<p class="bt-result-count">' + results.length + ' results</p><div class="bt-results">' + results.map(function (r) {
        return '<div class="bt-teaser"><a href="/vacation-rentals/' + r.item.name.toLowerCase().replace(/\W+/g, '-') + '/">' + r.item.name + '</a> · ' + r.beds + ' beds</div>';
      }).join('') + '</div>';
    });
  }

  function picker(el) {
    var d = el.dataset;
    el.innerHTML = '<form class="bt-avail-picker"><label>Check in <input type="date" name="begin"></label><label>Check out <input type="date" name="end"></label><label>Adults <input type="number" name="adult" value="2"></label></form><section class="avail-quotes bt-avail-quotes"></section>';
    var form = el.querySelector('form');
    var out = el.querySelector('.bt-avail-quotes');
    form.addEventListener('change', function () {
      var begin = form.begin.value;
      var end = form.end.value;
      if (!begin || !end) return;
      var type = Number(d.rezfusionItemType);
      var ids = {};
      ids[type] = [d.rezfusionItemId];
      var stay = { begin: begin, end: end, IDs: ids, adult: Number(form.adult.value) || 1, child: 0, coupon: null };
      fetchData(QUOTE, { item_id: d.rezfusionItemId, type: type, channels: { url: d.rezfusionChannel }, params: stay }, d.rezfusionEndpoint).then(function (r) { return r.json(); }).then(function (res) {
        var q = res && res.data && res.data.orderQuote;
        if (!q) {
          out.innerHTML = '<p class="bt-quote-error">An error occurred while fetching quotes.</p>';
          return;
        }
        var rows = q.charges.filter(function (c) { return !c.option; }).map(function (c) {
          return '<div class="bt-detailed-quote__line"><span class="name bt-detailed-quote__name">' + c.name + '</span> <span class="total bt-detailed-quote__total">' + money(c.base) + '</span></div>';
        });
        rows.push('<div class="bt-detailed-quote__tax-amount">Taxes ' + money(q.tax) + '</div>');
        rows.push('<div class="bt-detailed-quote__total-amount"><strong>Total</strong> <span class="amount bt-detailed-quote__amount">' + money(q.total) + '</span></div>');
        var book = new URLSearchParams({ item_id: d.rezfusionItemId, begin: begin, end: end, adult: String(stay.adult), child: '0' });
        out.innerHTML = rows.join('') + '<a class="btn bt-book-button" href="' + d.rezfusionSpsDomain + '/?' + book + '">Book</a>';
      });
    });
  }

  function start() {
    var app = document.getElementById('app');
    if (app) search(app);
    Array.prototype.forEach.call(document.querySelectorAll('.lodging-item-details__avail-picker'), picker);
    var f = document.querySelector('form.hub-search');
    if (f) f.addEventListener('submit', function (e) {
      e.preventDefault();
      location.search = '?availFilter=' + encodeURIComponent(JSON.stringify({ begin: f.begin.value, end: f.end.value, adult: Number(f.adult.value), child: 0 }));
    });
  }
  if (document.readyState === 'complete') start();
  else addEventListener('load', start);
})();
