/* The unit page's rates: at load, with the dates the visitor arrived with, GET /Unit/Rate/<UnitCode> (the site's
 * rate lookup, flat JSON: total or error); on Check Availability, POST the stay form to /Escapia/UnitStay (the
 * live EVRN UnitStay answer as JSON: UnitStay.Total AmountBeforeTax + Taxes.Amount, or Errors). Both fill #rateBox
 * with the total and a Book Now link to the WebForms reservation page, or the error. */
(function () {
  'use strict';
  var form = document.getElementById('stayForm');
  var box = document.getElementById('rateBox');
  if (!form || !box) return;
  var code = form.unitcode.value;
  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }
  function money(n) { return '$' + Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
  function enc(o) { return Object.keys(o).map(function (k) { return encodeURIComponent(k) + '=' + encodeURIComponent(o[k]).replace(/%20/g, '+'); }).join('&'); }
  function stay() { return { strCheckin: form.strCheckin.value, strCheckout: form.strCheckout.value, Adults: form.Adults.value }; }

  function show(total, error) {
    if (error) { box.innerHTML = '<div class="alert alert-danger">' + esc(error) + '</div>'; return; }
    var s = stay();
    var book = '/vacation/rental/reservation.aspx?' + enc({ UnitCode: code, strCheckin: s.strCheckin, strCheckout: s.strCheckout, Adults: s.Adults });
    box.innerHTML = '<div class="rate-total">Total <strong>' + money(total) + '</strong></div><p class="small">Taxes and fees included</p>' +
      '<a id="lnkBookNow" class="btn" href="' + esc(book) + '">Book Now</a>';
  }
  function ask(method, url, body, read) {
    box.innerHTML = '<div class="loading">Checking…</div>';
    var xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json, text/javascript, */*; q=0.01');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (body) xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.onload = function () { read(JSON.parse(xhr.responseText)); };
    xhr.send(body);
  }
  function rate() {
    var s = stay();
    ask('GET', '/Unit/Rate/' + encodeURIComponent(code) + '?' + enc({ strcheckin: s.strCheckin, strcheckout: s.strCheckout, adults: s.Adults }), null, function (r) { show(r.total, r.error); });
  }
  function unitStay() {
    var s = stay();
    ask('POST', '/Escapia/UnitStay', enc({ UnitCode: code, strCheckin: s.strCheckin, strCheckout: s.strCheckout, Adults: s.Adults }), function (rs) {
      if (rs.Errors && rs.Errors.length) return show(null, rs.Errors[0].Value);
      var t = rs.UnitStay.Total;
      show(Math.round((t.AmountBeforeTax + t.Taxes.Amount) * 100) / 100, null);
    });
  }
  document.getElementById('btnCheckAvailability').addEventListener('click', unitStay);
  addEventListener('load', function () { if (form.strCheckin.value && form.strCheckout.value) rate(); });
})();
