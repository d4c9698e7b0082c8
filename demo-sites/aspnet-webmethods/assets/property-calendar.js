/* Demo stand-in for the rate calendar script (property-calendar.min.js), written for this site: "Get Quote" posts
 * { RentalId, Arrival, Departure, PromoCode } (dates M/D/YYYY, no party) to /service.asmx/GetQuote with the page's
 * cal.rentalId; the answer's d is { IsAvailable, Message, Charge: [{ Charge, Amount }] }. */
(function () {
  'use strict';

  function unpadded(us) {
    var m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(us.trim());
    return m ? Number(m[1]) + '/' + Number(m[2]) + '/' + m[3] : us;
  }
  function usd(n) { return '$' + Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }

  addEventListener('load', function () {
    var button = document.getElementById('calGetQuote');
    if (!button) return;
    button.addEventListener('click', function () {
      var box = document.getElementById('calQuote');
      box.innerHTML = '<p class="loading">Getting your quote…</p>';
      var xhr = new XMLHttpRequest();
      xhr.open('POST', '/service.asmx/GetQuote', true);
      xhr.setRequestHeader('Content-Type', 'application/json; charset=utf-8');
      xhr.setRequestHeader('Accept', 'application/json, text/javascript, */*; q=0.01');
      xhr.onreadystatechange = function () {
        if (xhr.readyState !== 4) return;
        var q;
        try { q = JSON.parse(xhr.responseText).d; } catch (e) { q = null; }
        if (!q || !q.IsAvailable) { box.innerHTML = '<p class="cal-error">' + ((q && q.Message) || 'Not available') + '</p>'; return; }
        box.innerHTML = '<table class="cal-charges">' + q.Charge.map(function (c) {
          return '<tr class="' + (c.Charge === 'Total' ? 'cal-total' : 'cal-charge') + '"><td>' + c.Charge + '</td><td>' + usd(c.Amount) + '</td></tr>';
        }).join('') + '</table>';
      };
      xhr.send(JSON.stringify({
        RentalId: window.cal.rentalId,
        Arrival: unpadded(document.getElementById('calArrival').value),
        Departure: unpadded(document.getElementById('calDeparture').value),
        PromoCode: document.getElementById('calPromo').value,
      }));
    });
  });
})();
