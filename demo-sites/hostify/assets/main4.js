/* Hostify Booking's listing booking form (public/res/main4.js, as its public source behaves): any change of the
 * dates or the party (the guest +/- controls, debounced 500 ms) or "Apply" of a discount code serializes the
 * form.listing-price, adds the page URL's parameters it lacks, writes them back into the URL and, when both dates
 * are set (DD-MM-YYYY), POSTs admin-ajax action=listing_price with the whole serialization in one `data` field.
 * The answer's `data` (the price block, or a .calendar-error) replaces .prices. The calentim date picker is
 * stood in by two text fields. */
(function () {
  'use strict';
  /* jQuery.ajax's wire shape (form body, X-Requested-With, the plugin's X-HFY-CSRF-TOKEN header from ajaxSetup) */
  window.jQueryLikePost = function (url, body, success) {
    var xhr = new XMLHttpRequest();
    xhr.open('POST', url, true);
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.setRequestHeader('Accept', '*/*');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    var token = document.querySelector('meta[name="hfy-csrf-token"]');
    if (token) xhr.setRequestHeader('X-HFY-CSRF-TOKEN', token.getAttribute('content'));
    xhr.onload = function () { success(JSON.parse(xhr.responseText)); };
    xhr.send(body);
  };

  var wrap = document.querySelector('.hfy-listing-booking-form');
  if (!wrap) return;
  var form = wrap.querySelector('form.listing-price');
  var prices = form.querySelector('.prices');
  var adults = form.querySelector('#adults');
  var children = form.querySelector('#children');
  var guests = form.querySelector('input[name=guests]');
  var timer;

  function encode(v) { return encodeURIComponent(v == null ? '' : v).replace(/%20/g, '+'); }

  function submitForm(timeouted) {
    var vars = {};
    var order = [];
    Array.prototype.forEach.call(form.elements, function (el) {
      if (!el.name || el.type === 'button' || el.type === 'submit') return;
      if (!(el.name in vars)) order.push(el.name);
      vars[el.name] = el.value.trim();
    });
    new URL(location.href).searchParams.forEach(function (value, key) {
      if (!(key in vars)) { order.push(key); vars[key] = value; }
    });
    var fres = order.map(function (k) { return encode(k) + '=' + encode(vars[k]); }).join('&');
    history.replaceState('', '', '?' + fres);
    if (!vars.start_date || !vars.end_date) return;
    clearTimeout(timer);
    timer = setTimeout(function () {
      document.body.classList.add('loading-price');
      window.jQueryLikePost(window.hfyx.url, 'action=listing_price&data=' + encode(fres), function (data) {
        document.body.classList.remove('loading-price');
        prices.innerHTML = data.data;
        document.dispatchEvent(new Event('hfy-price-loaded'));
      });
    }, timeouted ? 500 : 1);
  }


  form.querySelectorAll('.calentim-start, .calentim-end').forEach(function (input) {
    // the picker's own change; typed text gives input events (one request: submitForm's timer is reset)
    ['input', 'change'].forEach(function (type) { input.addEventListener(type, function () { submitForm(true); }); });
  });
  form.querySelectorAll('.number-guest-input .ctrl-inc, .number-guest-input .ctrl-dec').forEach(function (ctrl) {
    ctrl.addEventListener('click', function () {
      var input = ctrl.parentNode.querySelector('input');
      var max = Number(adults.getAttribute('max')) || 10;
      var change = ctrl.classList.contains('ctrl-inc') ? 1 : -1;
      var a = Number(adults.value), c = Number(children.value);
      if (input === adults) a = change > 0 ? (a + c + 1 <= max ? a + 1 : a) : Math.max(1, a - 1);
      else c = change > 0 ? (a + c + 1 <= max ? c + 1 : c) : Math.max(0, c - 1);
      adults.value = a; children.value = c; guests.value = a + c;
      submitForm(true);
    });
  });
  form.querySelector('.discount_code_check').addEventListener('click', function () { submitForm(); });
})();
