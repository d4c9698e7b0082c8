/* HomHero plugin search: the form's fields (every selected option of the amenities[] multi-select, as jQuery's
 * serialize sends them) go to admin-ajax homhero_ajax_search once the page has loaded; the answer's cards and count
 * are shown. */
window.addEventListener('load', function () {
  'use strict';
  var form = document.getElementById('hh-search-form');
  var parts = ['action=homhero_ajax_search'];
  Array.prototype.forEach.call(form.elements, function (el) {
    if (!el.name) return;
    var values = el.multiple ? Array.prototype.filter.call(el.options, function (o) { return o.selected; }).map(function (o) { return o.value; }) : [el.value];
    values.forEach(function (v) {
      parts.push(encodeURIComponent(el.name === 'hh_nonce' ? 'nonce' : el.name) + '=' + encodeURIComponent(v).replace(/%20/g, '+'));
    });
  });
  parts.push('page=1');
  window.siteAjax.post(window.homhero.ajax_url, parts.join('&'), {
    dataType: 'json',
    success: function (answer) {
      document.querySelector('.hh-results__count').textContent = answer.data.total + ' properties';
      document.querySelector('.hh-results').innerHTML = answer.data.html;
    },
  });
});
