/* Brunswick Isles Realty (ASP.NET WebForms vacation engine): the search options button, the detail page's rate
 * calculator (the ASMX script service GetQuote, called as ASP.NET AJAX calls it: POST JSON, answer in `d`). */
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  function usd(n) {
    return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }

  var btn = $('btnSearch');
  if (btn) {
    btn.addEventListener('click', function (e) {
      e.preventDefault();
      var q = new URLSearchParams();
      [['Arrival', 'txtArrival'], ['Departure', 'txtDeparture'], ['Sleeps', 'ddlSleeps'], ['Bedrooms', 'ddlBedrooms'], ['Location', 'ddlLocation']].forEach(function (p) {
        if ($(p[1]).value) q.set(p[0], $(p[1]).value);
      });
      location.href = '/vacation/all/searchresults.aspx?' + q;
    });
  }

  var calc = $('btnGetQuote');
  if (calc) {
    var out = $('quote-result');
    var book = $('lnkBookNow');
    calc.addEventListener('click', function () {
      var stay = {
        propertyId: $('DisplayProperty_ctl00_hfPropertyID').value,
        arrival: $('txtQuoteArrival').value,
        departure: $('txtQuoteDeparture').value,
        adults: Number($('ddlAdults').value),
        children: Number($('ddlChildren').value)
      };
      book.className = 'btn hidden';
      out.innerHTML = '<p class="loading">Calculating…</p>';
      var x = new XMLHttpRequest();
      x.open('POST', '/vacation/common/services/ratequote.asmx/GetQuote');
      x.setRequestHeader('Content-Type', 'application/json; charset=utf-8');
      x.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
      x.onload = function () {
        var r = JSON.parse(x.responseText).d;
        if (!r.Available) { out.innerHTML = '<p class="alert alert-danger quote-error">' + r.Message + '</p>'; return; }
        out.innerHTML = '<table class="quote-lines">' + r.Lines.map(function (l) { return '<tr><td>' + l.Description + '</td><td>' + usd(l.Amount) + '</td></tr>'; }).join('') +
          '</table><p>Total <strong class="quote-total">' + usd(r.Total) + '</strong></p>';
        book.href = '/vacation/rental/reservation.aspx?' + new URLSearchParams({ propertyid: stay.propertyId, arrival: stay.arrival, departure: stay.departure, adults: stay.adults, children: stay.children });
        book.className = 'btn';
      };
      x.send(JSON.stringify(stay));
    });
  }
})();
