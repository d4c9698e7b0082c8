// SuperControl availability page: once the page has loaded, the calendar widget posts the searched week to
// sc_calendar_post_v2.php (a jQuery-style form post); ticking a feature asks the filter API (JSON) and keeps the
// URL in step with pushState.
(function () {
  var config = window.sc_config;
  var count = document.getElementById('sc-count');
  var results = document.getElementById('sc-results');

  function query() {
    return new URLSearchParams(location.search);
  }
  function isoFromUk(d) {
    var m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(d || '');
    return m ? m[3] + '-' + m[2] + '-' + m[1] : '';
  }
  function show(answer) {
    count.textContent = answer.count + (answer.count === 1 ? ' property available' : ' properties available');
    results.innerHTML = answer.properties
      .map(function (p) {
        var q = query();
        q.delete('features');
        return '<div class="sc-property card"><h3><a class="sc-property-link" data-property-id="' + p.propertyID + '" href="' + p.url + '?propertyID=' + p.propertyID + '&' + q.toString() + '">' +
          p.propertyname + '</a></h3><p>' + p.village + ' · sleeps ' + p.sleeps + ' · £' + p.price.toFixed(2) + ' for the stay</p></div>';
      })
      .join('');
  }
  function features() {
    return Array.prototype.map.call(document.querySelectorAll('#sc-filters input[name=features]:checked'), function (i) { return i.value; });
  }

  function calendar() {
    var q = query();
    var form = new URLSearchParams({ ownerID: config.ownerID, siteID: config.siteID, startdate: q.get('startdate') || '', numbernights: q.get('numbernights') || '7', adults: q.get('adults') || '2', children: q.get('children') || '0' });
    var r = new XMLHttpRequest();
    r.open('POST', config.calendarPost);
    r.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    r.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    r.onload = function () { show(JSON.parse(r.responseText)); };
    r.send(form.toString());
  }

  function filter() {
    var q = query();
    var body = { startdate: isoFromUk(q.get('startdate')), numbernights: Number(q.get('numbernights') || 7), adults: Number(q.get('adults') || 2), children: Number(q.get('children') || 0), features: features() };
    fetch(config.filterApi, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (res) { return res.json(); })
      .then(show);
  }

  document.getElementById('sc-filters').addEventListener('change', function () {
    var q = query();
    q.delete('features');
    features().forEach(function (f) { q.append('features', f); });
    history.pushState(null, '', location.pathname + '?' + q.toString());
    filter();
  });
  addEventListener('popstate', function () {
    var wanted = query().getAll('features');
    Array.prototype.forEach.call(document.querySelectorAll('#sc-filters input[name=features]'), function (i) { i.checked = wanted.indexOf(i.value) >= 0; });
    if (wanted.length) filter();
    else calendar();
  });

  // the calendar widget starts once the page has loaded (its embed waits for window load, like most widgets)
  function start() {
    if (query().getAll('features').length) filter();
    else calendar();
  }
  if (document.readyState === 'complete') start();
  else addEventListener('load', start);
})();
