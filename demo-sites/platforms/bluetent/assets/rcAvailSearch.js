/* RESCMS's availability search on an area page: on submit it asks GET /rcapi/item/avail/search with the form's
 * rcav[…] fields (jQuery.param encoding, as the cbislandvacations.com and homeownerscollection.com scrapers send
 * them) and lists the units of the bare-array answer with their priced window. */
(function () {
  'use strict';
  var form = document.getElementById('rc-avail-search-form');
  var out = document.querySelector('.rc-search-results');
  if (!form) return;
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var query = Array.prototype.filter.call(form.elements, function (el) { return el.name; })
      .map(function (el) { return encodeURIComponent(el.name) + '=' + encodeURIComponent(el.value); })
      .join('&');
    var xhr = new XMLHttpRequest();
    xhr.open('GET', '/rcapi/item/avail/search?' + query, true);
    xhr.setRequestHeader('Accept', 'application/json, text/plain, */*');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4 || xhr.status !== 200) return;
      var items = JSON.parse(xhr.responseText);
      out.innerHTML = '<p class="rc-search-count">' + items.length + ' available</p><ul>' + items.map(function (i) {
        return '<li class="rc-search-item">' + i.name + ' <span class="rc-price">$' + Number(i.prices[0].p).toLocaleString('en-US') + '</span></li>';
      }).join('') + '</ul>';
    };
    xhr.send();
  });
})();
