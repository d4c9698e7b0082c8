// Dénia Mar's booking-engine page script: step1 asks the engine for the accommodations through xajax
// (xajax_listarAlojamientos -> POST ajax/list.php, xajax 0.2 framing, an XML answer whose commands set markup),
// "Reservar" prices the stay with POST /set-step2 (form-urlencoded, JSON answer), "Continuar" opens step2.
(function () {
  var q = new URLSearchParams(location.search);
  var FIELDS = ['FRMEntrada', 'FRMSalida', 'FRMAdultos', 'FRMNinyos'];

  function enc(v) { return encodeURIComponent(v == null ? '' : v); }
  function send(url, body, done) {
    var xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onload = function () { done(xhr); };
    xhr.send(body);
  }
  // xajax 0.2: the function's name, a cache-buster and each argument; a form goes as <xjxquery><q>…</q></xjxquery>
  function xajaxCall(fn, query) {
    var arg = '<xjxquery><q>' + query + '</q></xjxquery>';
    send(window.xajaxRequestUri, 'xajax=' + fn + '&xajaxr=' + new Date().getTime() + '&xajaxargs[]=' + enc(arg), function (xhr) {
      var cmds = xhr.responseXML.getElementsByTagName('cmd');
      for (var i = 0; i < cmds.length; i++) {
        var c = cmds[i];
        if (c.getAttribute('n') === 'as') document.getElementById(c.getAttribute('t'))[c.getAttribute('p')] = c.textContent;
      }
      bind();
    });
  }
  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }

  function bind() {
    document.querySelectorAll('.alojamiento .reservar').forEach(function (b) {
      b.addEventListener('click', function () { price(b.closest('.alojamiento')); });
    });
  }
  function price(card) {
    var body = 'idAlojamiento=' + enc(card.getAttribute('data-id')) + FIELDS.map(function (f) { return '&' + f + '=' + enc(q.get(f) || (f === 'FRMNinyos' ? '0' : '')); }).join('');
    send('/set-step2', body, function (xhr) {
      var a = JSON.parse(xhr.responseText);
      var box = card.querySelector('.presupuesto');
      if (a.result !== 'ok') { box.innerHTML = '<p class="error alert-danger">' + esc(a.msg) + '</p>'; return; }
      box.innerHTML = '<table class="desglose">' + a.precio.desglose.map(function (r) { return '<tr><td>' + esc(r.concepto) + '</td><td>' + esc(r.importe) + ' €</td></tr>'; }).join('') +
        '<tr class="total"><td>Total</td><td class="importe-total">' + esc(a.precio.total) + ' €</td></tr></table><a class="btn continuar" href="' + esc(a.url) + '">Continuar</a>';
    });
  }

  // at load, not while the page parses (an earlier call would precede the async tracker)
  addEventListener('load', function () {
    if (document.getElementById('listado')) xajaxCall('listarAlojamientos', FIELDS.map(function (f) { return f + '=' + enc(q.get(f) || ''); }).join('&') + '&FRMPagina=1');
  });
})();
