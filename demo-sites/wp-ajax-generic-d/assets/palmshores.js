/* Palm Shores theme: the villa page's quote box. "Get a quote" first asks check_availablity; when the villa is
 * free it asks quickquote and shows the price lines, else the reason. Both answers are JSON text (the handlers
 * echo json_encode), posted the way jQuery.post does (the site kit's siteAjax). */
(function (ajax, settings) {
  'use strict';
  var box = document.getElementById('quick-quote');
  if (!box) return;
  var ask = function (action, fields, done) {
    var data = { action: action, _ajax_nonce: settings.nonce };
    Object.keys(fields).forEach(function (k) { data[k] = fields[k]; });
    ajax.post(settings.ajaxurl, data, { success: function (raw) { done(JSON.parse(raw)); } });
  };
  var dollars = function (n) { return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','); };
  var out = document.getElementById('quote-result');
  var reserve = document.getElementById('reserve');
  var refuse = function (msg) {
    out.innerHTML = '<p class="alert alert-danger quote-unavailable"></p>';
    out.firstChild.textContent = msg;
  };
  document.getElementById('get-quote').addEventListener('click', function () {
    var v = function (id) { return document.getElementById(id).value; };
    var f = { villa_id: box.getAttribute('data-villa'), arrival: v('arrival'), departure: v('departure'), adults: v('adults'), children: v('children') };
    out.innerHTML = '';
    reserve.classList.add('hidden');
    ask('check_availablity', f, function (a) {
      if (a.status !== 'available') return refuse(a.msg);
      ask('quickquote', f, function (q) {
        if (q.status !== 'ok') return refuse(q.msg);
        out.innerHTML = '<ul class="quote-fees">' + Object.keys(q.quote.fees).map(function (k) { return '<li>' + k + ': ' + dollars(q.quote.fees[k]) + '</li>'; }).join('') +
          '</ul><p class="quote-total">Total ' + dollars(q.quote.total) + '</p>';
        reserve.href = '/reserve/?' + ajax.param(f);
        reserve.classList.remove('hidden');
      });
    });
  });
})(window.siteAjax, window.palmshores);
