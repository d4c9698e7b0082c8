// A stand-in for jQuery's ajax module, enough for the observers' ajaxComplete hook: $.ajax runs an XHR and
// triggers the global ajaxComplete handlers with (event, jqXHR, settings), as jQuery does.
(function () {
  'use strict';
  var handlers = [];
  function $(target) {
    return {
      on: function (type, fn) {
        if (target === document && type === 'ajaxComplete') handlers.push(fn);
        return this;
      },
    };
  }
  $.ajax = function (s) {
    return new Promise(function (resolve) {
      var x = new XMLHttpRequest();
      var url = s.url;
      if (s.data && (s.type || 'GET').toUpperCase() === 'GET') url += (url.indexOf('?') < 0 ? '?' : '&') + s.data;
      x.open(s.type || 'GET', url);
      if (s.data && s.type === 'POST') x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
      x.onload = x.onerror = function () {
        var jq = { status: x.status, responseText: x.responseText, getAllResponseHeaders: function () { return x.getAllResponseHeaders(); } };
        var settings = { type: s.type || 'GET', url: url, data: s.type === 'POST' ? s.data : undefined };
        var results = handlers.map(function (h) { return h.call(document, { type: 'ajaxComplete' }, jq, settings); });
        resolve({ status: jq.status, text: jq.responseText, handlerResults: results.filter(function (r) { return r !== undefined; }) });
      };
      x.send(s.type === 'POST' ? s.data : null);
    });
  };
  window.jQuery = window.$ = $;
})();
