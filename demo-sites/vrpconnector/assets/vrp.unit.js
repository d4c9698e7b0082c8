/* Demo stand-in for the VRPConnector theme's vrp.unit.js, written for this site without jQuery: the calls it makes
 * and the names it uses follow the plugin's theme (SOURCES.md), the code is ours.
 *  - at load: GET /?vrpjax=1&act=getUnitBookedDates&par=<unit slug> (the date picker's closed days);
 *  - #checkbutton: GET url_paths.site_url + "/?vrpjax=1&act=checkavailability&par=1" with #bookingform serialized
 *    (jQuery.get appends the data after '&'); the text answer is parsed as JSON: obj.Error shows in #errormsg as
 *    .alert.alert-error, else the charges, tax and total fill #ratebreakdown and #booklink appears. */
(function () {
  'use strict';

  function get(url, done) {
    var xhr = new XMLHttpRequest();
    xhr.open('GET', url, true);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onreadystatechange = function () {
      if (xhr.readyState === 4 && xhr.status === 200) done(xhr.responseText);
    };
    xhr.send();
  }

  function money(n) {
    return '$' + parseFloat(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }

  function row(label, amount, cls) {
    return '<tr' + (cls ? ' class="' + cls + '"' : '') + '><td>' + label + '</td><td class="rate-breakdown-value">' + money(amount) + '</td></tr>';
  }

  function ratebreakdown(obj) {
    var html = '';
    for (var i = 0; i < obj.Charges.length; i++) if (obj.Charges[i].Amount > 0) html += row(obj.Charges[i].Description, obj.Charges[i].Amount);
    if (obj.HasInsurance && obj.HasInsurance == 1) html += row('Insurance (optional)', obj.InsuranceAmount);
    if (obj.TotalTax > 0) html += row('Tax:', obj.TotalTax);
    html += row('<b>Total Cost :</b>', obj.TotalCost, 'double');
    if (obj.DueToday !== obj.TotalCost) html += row('<b>Total Due Now:</b>', obj.DueToday, 'success');
    document.getElementById('ratebreakdown').innerHTML = html;
  }

  function checkAvailability() {
    var errors = document.getElementById('errormsg');
    errors.innerHTML = '';
    document.getElementById('booklink').style.display = 'none';
    document.getElementById('ratebreakdown').innerHTML = '';
    var form = document.getElementById('bookingform');
    get(window.url_paths.site_url + '/?vrpjax=1&act=checkavailability&par=1&' + window.siteAjax.serialize(form), function (data) {
      var obj = JSON.parse(data);
      if (!obj.Error) {
        ratebreakdown(obj);
        document.getElementById('booklink').style.display = '';
      } else {
        errors.innerHTML = '<div class="alert alert-error">' + obj.Error + '</div>';
      }
    });
  }

  addEventListener('load', function () {
    var unit = document.getElementById('unit-data');
    get(window.url_paths.site_url + '/?vrpjax=1&act=getUnitBookedDates&par=' + unit.getAttribute('data-unit-slug'), function () {});
    document.getElementById('checkbutton').addEventListener('click', checkAvailability);
  });
})();
