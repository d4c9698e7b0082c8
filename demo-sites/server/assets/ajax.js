/* Site kit: a small XMLHttpRequest helper that puts on the wire what jQuery.ajax does (form-encoded body with
 * jQuery.param's encoding, X-Requested-With, jQuery's Accept for dataType json, `_=<ms>` with cache: false),
 * for the WordPress demo sites. Exposes window.siteAjax = { post, param, serialize }. */
(function () {
  'use strict';

  function encode(value) {
    return encodeURIComponent(value === null || value === undefined ? '' : value).replace(/%20/g, '+');
  }

  /* Like jQuery.param: arrays as key[]=value, everything else as key=value. */
  function param(data) {
    var parts = [];
    Object.keys(data).forEach(function (key) {
      var value = data[key];
      if (Array.isArray(value)) {
        value.forEach(function (item) { parts.push(encode(key + '[]') + '=' + encode(item)); });
      } else {
        parts.push(encode(key) + '=' + encode(value));
      }
    });
    return parts.join('&');
  }

  /* Like jQuery's $(form).serialize(): the successful controls, in document order. */
  function serialize(form) {
    var parts = [];
    Array.prototype.forEach.call(form.elements, function (el) {
      if (!el.name || el.disabled || /^(submit|button|reset|file)$/.test(el.type)) return;
      if ((el.type === 'checkbox' || el.type === 'radio') && !el.checked) return;
      parts.push(encode(el.name) + '=' + encode(el.value));
    });
    return parts.join('&');
  }

  /* post(url, data, { dataType: 'json'?, cache: false?, beforeSend, success(data), error(xhr), complete(xhr) }) */
  function post(url, data, options) {
    var opts = options || {};
    var xhr = new XMLHttpRequest();
    if (opts.cache === false) url += (url.indexOf('?') < 0 ? '?' : '&') + '_=' + Date.now();
    xhr.open('POST', url, true);
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.setRequestHeader('Accept', opts.dataType === 'json' ? 'application/json, text/javascript, */*; q=0.01' : '*/*');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4) return;
      var ok = xhr.status >= 200 && xhr.status < 300;
      var body = xhr.responseText;
      if (ok && opts.dataType === 'json') {
        try { body = JSON.parse(body); } catch (e) { ok = false; }
      }
      if (ok && opts.success) opts.success(body, 'success', xhr);
      if (!ok && opts.error) opts.error(xhr, 'error');
      if (opts.complete) opts.complete(xhr);
    };
    if (opts.beforeSend) opts.beforeSend(xhr);
    xhr.send(typeof data === 'string' ? data : param(data));
    return xhr;
  }

  window.siteAjax = { post: post, param: param, serialize: serialize };
})();
