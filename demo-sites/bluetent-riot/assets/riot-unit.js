/* A Riot site's unit page: the stay comes in the hash (`#rcav={"rcav":{"begin","end","adult","child"}}`); on load
 * the page prices it with GET /rcapi/item/avail/search and rcav[eid] (the sandersbeachrentals.com scraper's
 * request) and shows prices[0].p, or "Not Available" for an empty answer. */
(function () {
  'use strict';
  function run() {
    var box = document.querySelector('.rc-unit-quote');
    var raw = new URLSearchParams(location.hash.slice(1)).get('rcav');
    if (!box || !raw) return;
    var st = JSON.parse(raw).rcav;
    var f = { begin: st.begin, end: st.end, adult: st.adult, child: st.child, eid: window.Drupal.settings.rcItemAvailForm[0].eid, flex: '', flex_type: 'd' };
    var query = Object.keys(f).map(function (k) { return encodeURIComponent('rcav[' + k + ']') + '=' + encodeURIComponent(f[k]); }).join('&');
    var xhr = new XMLHttpRequest();
    xhr.open('GET', '/rcapi/item/avail/search?' + query, true);
    xhr.setRequestHeader('Accept', 'application/json, text/plain, */*');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4 || xhr.status !== 200) return;
      var items = JSON.parse(xhr.responseText);
      var price = items[0] && items[0].prices[0];
      box.innerHTML = price ? '<span class="rc-price">$' + Number(price.p).toLocaleString('en-US') + '</span> for your stay' : '<span class="rc-na">Not Available</span>';
    };
    xhr.send();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
  else run();
})();
