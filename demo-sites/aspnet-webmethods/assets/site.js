/* Demo stand-in for the site's own script, written for this site (the calls follow SOURCES.md, the code is ours):
 *  - search page: "Search" posts the form's values to the page method DoAjaxSearch and lists the results;
 *  - property page: "Check Rates" posts the stay and party to the page method GetPrice.
 * Both answers are ASP.NET's { d: "<JSON text>" }. */
(function () {
  'use strict';

  function webMethod(url, data, done) {
    var xhr = new XMLHttpRequest();
    xhr.open('POST', url, true);
    xhr.setRequestHeader('Content-Type', 'application/json; charset=utf-8');
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4) return;
      var d;
      try { d = JSON.parse(JSON.parse(xhr.responseText).d); } catch (e) { d = null; }
      done(d);
    };
    xhr.send(JSON.stringify(data));
  }
  window.siteWebMethod = webMethod;

  function value(id) { return document.getElementById(id).value; }
  function usd(n) { return '$' + Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }

  addEventListener('load', function () {
    var search = document.getElementById('btnSearch');
    if (search) search.addEventListener('click', function () {
      var box = document.getElementById('searchResults');
      box.innerHTML = '<p class="loading">Searching…</p>';
      webMethod('/property-search.aspx/DoAjaxSearch', {
        arrival: value('txtArrival'), departure: value('txtDeparture'),
        adults: Number(value('ddlAdults')), children: Number(value('ddlChildren')), bedrooms: Number(value('ddlBedrooms')),
      }, function (r) {
        if (!r) { box.innerHTML = '<p class="error">Search failed.</p>'; return; }
        box.innerHTML = '<p class="search-count">' + r.TotalCount + ' properties found</p><ul class="results">' + r.Results.map(function (p) {
          return '<li class="result" data-id="' + p.PropertyId + '"><a href="' + p.Url + '">' + esc(p.Name) + '</a> · ' + p.Bedrooms + ' BR · ' + usd(p.Total) + '</li>';
        }).join('') + '</ul>';
      });
    });

    var rates = document.getElementById('bbCheckRates');
    if (rates) rates.addEventListener('click', function () {
      var box = document.getElementById('bbPrice');
      box.innerHTML = '<p class="loading">Checking…</p>';
      webMethod('/web-methods/property-details.aspx/GetPrice', {
        propertyId: window.cal.rentalId, arrival: value('bbArrival'), departure: value('bbDeparture'),
        adults: Number(value('bbAdults')), children: Number(value('bbChildren')),
      }, function (r) {
        if (!r || !r.Success) { box.innerHTML = '<p class="bb-error">' + esc(r ? r.Message : 'Please try again.') + '</p>'; return; }
        box.innerHTML = '<table class="bb-lines">' + r.Lines.map(function (l) { return '<tr><td>' + esc(l.Name) + '</td><td>' + usd(l.Amount) + '</td></tr>'; }).join('') +
          '</table><p class="bb-total">Total ' + usd(r.Total) + '</p>';
      });
    });
  });
})();
