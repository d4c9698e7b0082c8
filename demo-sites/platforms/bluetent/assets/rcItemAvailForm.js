/* RESCMS's unit-page availability form (rc_core rcItemAvailForm), the parts the site needs: on submit it asks
 * GET /rescms/ajax/item/pricing/simple with the rcav[…] fields the way jQuery.ajax sends a GET (jQuery.param
 * encoding, Accept for dataType json, X-Requested-With) and shows the answer's `content`; the "Show Detailed
 * Quote" link in that content loads /rescms/ajax/item/pricing/quote the same way into the quote modal. Started
 * on DOMContentLoaded by the visitor's submit, so the async tracker is always there first. */
(function () {
  'use strict';

  function getJson(url, done) {
    var xhr = new XMLHttpRequest();
    xhr.open('GET', url, true);
    xhr.setRequestHeader('Accept', 'application/json, text/javascript, */*; q=0.01');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4 || xhr.status !== 200) return;
      try { done(JSON.parse(xhr.responseText)); } catch (e) { /* the page keeps its previous content */ }
    };
    xhr.send();
  }

  var form = document.getElementById('rc-item-avail-form');
  var result = document.querySelector('.rc-item-avail-result');
  var modal = document.getElementById('rc-item-quote-modal');
  if (!form) return;

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    modal.className = 'card hidden';
    var query = Array.prototype.filter.call(form.elements, function (el) { return el.name; })
      .map(function (el) { return encodeURIComponent(el.name) + '=' + encodeURIComponent(el.value).replace(/%20/g, '+'); })
      .join('&');
    getJson('/rescms/ajax/item/pricing/simple?' + query, function (answer) {
      result.innerHTML = answer.content;
    });
  });

  result.addEventListener('click', function (e) {
    var link = e.target.closest('a.rc-item-quote-link');
    if (!link) return;
    e.preventDefault();
    getJson(link.getAttribute('href'), function (answer) {
      modal.innerHTML = answer.content;
      modal.className = 'card';
    });
  });
})();
