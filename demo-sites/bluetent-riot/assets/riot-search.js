/* The Riot search app of a RESCMS site, the parts the demo needs. The URL hash is the whole search state, as on
 * Bluetent sites: `fq` filter queries ({!tag=…} facets and the availability filter item_id:(a OR b)), `q`, and
 * `rcav` = {"rcav":{"begin","end","adult","child"}}. On load and on every hash change the app POSTs the query to
 * /solr/ the way jQuery sends a same-origin JSONP request (XHR, form body, `json.wrf` naming the callback) and
 * renders the documents. Dates go first to GET /rcapi/item/avail/search, whose entities become the hash's
 * availability filter. jQuery's callback names carry a random number and the time; the demo numbers them so
 * its requests repeat exactly. */
(function () {
  'use strict';
  var CALLBACK = 'jQuery110209409870599692013_';
  var AVAIL_TAG = '{!tag=RCRiotAvailFilter,RiotSolrWidget,RCRiotPrices}';
  var FACET = 'sm_field_vr_featured_amenities$name';
  var calls = 0;
  var rows = 24;

  function pairs() {
    return location.hash.slice(1).split('&').filter(Boolean).map(function (p) {
      var i = p.indexOf('=');
      return [decodeURIComponent(p.slice(0, i)), decodeURIComponent(p.slice(i + 1))];
    });
  }
  function encode(list) {
    return list.map(function (p) { return encodeURIComponent(p[0]) + '=' + encodeURIComponent(p[1]); }).join('&');
  }
  function request(method, url, body, accept, done) {
    var xhr = new XMLHttpRequest();
    xhr.open(method, url, true);
    xhr.setRequestHeader('Accept', accept);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (body) xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.onreadystatechange = function () {
      if (xhr.readyState === 4 && xhr.status === 200) done(xhr.responseText);
    };
    xhr.send(body);
  }

  var count = document.querySelector('.rc-riot-result-count');
  var list = document.querySelector('riot-solr-result-list .result-list');

  function render(data) {
    var found = data.response.numFound;
    count.textContent = found ? found + (found === 1 ? ' Result' : ' Results') : 'No properties match your search.';
    list.innerHTML = data.response.docs.map(function (d) {
      return '<div class="rc-riot-result-list-item"><h4><a class="itemlink" href="' + d.ss_url + '">' + d.ss_name + '</a></h4>' +
        '<span class="rc-lodging-beds">' + d['fs_rc_core_lodging_product$beds'] + ' Bed</span></div>';
    }).join('');
  }

  function query() {
    var state = pairs();
    var q = '*:*';
    var body = [];
    state.forEach(function (p) {
      if (p[0] === 'q') q = p[1];
      if (p[0] === 'fq') body.push(p);
    });
    calls += 1;
    body = [['q', q]].concat(body, [['fq', 'index_id:rci'], ['wt', 'json'], ['json.wrf', CALLBACK + calls], ['start', '0'], ['rows', String(rows)]]);
    request('POST', '/solr/', encode(body), 'text/javascript, application/javascript, application/ecmascript, application/x-ecmascript, */*; q=0.01', function (text) {
      render(JSON.parse(text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'))));
    });
  }

  /** The hash with its facets kept and the availability filter and stay replaced. */
  function withStay(ids, stay) {
    var facets = pairs().filter(function (p) { return p[0] === 'fq' && p[1].indexOf(AVAIL_TAG) !== 0; });
    var avail = ['fq', AVAIL_TAG + 'item_id:(' + (ids.length ? ids.join(' OR ') : '0') + ')'];
    return [avail].concat(facets, [['q', '*:*'], ['rcav', JSON.stringify({ rcav: stay })]]);
  }

  document.querySelector('.rc-riot-avail-form').addEventListener('submit', function (e) {
    e.preventDefault();
    var f = e.target;
    var stay = { begin: f.begin.value, end: f.end.value, adult: Number(f.adult.value), child: Number(f.child.value) };
    var url = '/rcapi/item/avail/search?' + encode([['rcav[begin]', stay.begin], ['rcav[end]', stay.end], ['rcav[adult]', String(stay.adult)], ['rcav[child]', String(stay.child)], ['rcav[flex]', ''], ['rcav[flex_type]', 'd']]);
    request('GET', url, null, 'application/json, text/plain, */*', function (text) {
      var ids = JSON.parse(text).map(function (item) { return item.eid; });
      location.hash = encode(withStay(ids, stay));
    });
  });

  document.querySelector('.riot-facets').addEventListener('change', function (e) {
    var fq = '{!tag=RiotSolrWidget,RiotSolrFacetList-' + FACET + '}' + FACET + ':"' + e.target.value + '"';
    var state = pairs().filter(function (p) { return !(p[0] === 'fq' && p[1] === fq); });
    if (e.target.checked) state.unshift(['fq', fq]);
    location.hash = encode(state);
  });

  document.querySelector('.riot-more').addEventListener('click', function () {
    rows += 24;
    query();
  });

  addEventListener('hashchange', query);
  if (document.readyState === 'complete') query();
  else addEventListener('load', query);
})();
