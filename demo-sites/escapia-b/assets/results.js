/* searchresults.aspx's list: the criteria posted as JSON to the page's GetUnits page method (ASP.NET AJAX's
 * convention: POST <page>.aspx/<Method>, Content-Type application/json, the answer wrapped in d), the cards built
 * from d.Units and the count from d.TotalCount. Run at load and on the Search button. */
(function () {
  'use strict';
  var form = document.getElementById('searchForm');
  if (!form) return;
  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }
  function money(n) { return '$' + Number(n).toLocaleString('en-US', { minimumFractionDigits: 0 }); }

  function search() {
    var criteria = { strCheckin: form.strCheckin.value, strCheckout: form.strCheckout.value, sleeps: form.sleeps.value, bedrooms: form.bedrooms.value };
    var xhr = new XMLHttpRequest();
    xhr.open('POST', 'searchresults.aspx/GetUnits');
    xhr.setRequestHeader('Content-Type', 'application/json; charset=utf-8');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onload = function () {
      if (xhr.status !== 200) return;
      var d = JSON.parse(xhr.responseText).d;
      document.getElementById('lblResultCount').textContent = d.TotalCount;
      document.getElementById('unitList').innerHTML = d.Units.map(function (u) {
        return '<div class="card unit-card" data-propertyid="' + esc(u.UnitCode) + '"><h3><a href="' + esc(u.DetailUrl) + '">' + esc(u.UnitName) + '</a></h3>' +
          '<p>' + esc(u.Area) + ' · ' + u.Bedrooms + ' BR · ' + u.Bathrooms + ' BA · sleeps ' + u.MaxOccupancy + '</p><p>From ' + money(u.FromRate) + '/night</p></div>';
      }).join('');
    };
    xhr.send(JSON.stringify(criteria));
  }
  document.getElementById('btnSearch').addEventListener('click', search);
  addEventListener('load', search);
})();
