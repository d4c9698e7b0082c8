/* Door County Cottage Co.: the cottage page's rate calculator. Posts the stay to /property/rates the way the site's
 * old jQuery code did ($.post with a form body and X-Requested-With), shows the rate lines or the refusal, and points
 * Reserve now at /property/checkout with the same stay. Recalculate posts the same stay again. */
(function () {
  'use strict';
  var form = document.getElementById('rate-calculator');
  if (!form) return;
  var byId = function (id) { return document.getElementById(id); };
  var money = function (n) { return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','); };
  function fields() {
    return { property_id: form.getAttribute('data-property'), check_in: byId('rc-check-in').value, check_out: byId('rc-check-out').value, adults: byId('rc-adults').value, children: byId('rc-children').value };
  }
  function encode(o) {
    return Object.keys(o).map(function (k) { return encodeURIComponent(k) + '=' + encodeURIComponent(o[k]).replace(/%20/g, '+'); }).join('&');
  }
  function render(answer, sent) {
    var out = byId('rate-output');
    var reserve = byId('reserve');
    if (!answer.success) {
      out.innerHTML = '<div class="alert alert-warning rate-error">' + answer.error + '</div>';
      reserve.hidden = true;
      byId('recalculate').disabled = true;
      return;
    }
    out.innerHTML = '<dl>' + answer.quote.lines.map(function (l) { return '<dt>' + l.label + '</dt><dd>' + money(l.amount) + '</dd>'; }).join('') +
      '</dl><p class="rate-total">Total: <b id="rate-total">' + money(answer.quote.total) + '</b></p>';
    reserve.href = '/property/checkout?' + encode({ property: sent.property_id, check_in: sent.check_in, check_out: sent.check_out, adults: sent.adults, children: sent.children });
    reserve.hidden = false;
    byId('recalculate').disabled = false;
  }
  function calculate() {
    var sent = fields();
    var xhr = new XMLHttpRequest();
    xhr.open('POST', '/property/rates');
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.setRequestHeader('Accept', 'application/json, text/javascript, */*; q=0.01');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onload = function () { render(JSON.parse(xhr.responseText), sent); };
    xhr.send(encode(sent));
  }
  byId('calculate').addEventListener('click', calculate);
  byId('recalculate').addEventListener('click', calculate);
})();
