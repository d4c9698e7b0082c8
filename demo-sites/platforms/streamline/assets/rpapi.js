/* The plugin's API gateway (newer streamline-core `rpapi.getWithParams`): every Streamline method is a POST to
 * admin-ajax.php with an empty body and the call in the query string, serialized the way AngularJS $http `params`
 * does it (keys sorted, the object JSON-encoded, ':' and ',' left unescaped), Content-type application/json. */
(function () {
  'use strict';
  function encode(value) {
    return encodeURIComponent(value).replace(/%40/g, '@').replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%3B/gi, ';').replace(/%20/g, '+');
  }
  window.rpapi = function (methodName, params) {
    var query = 'action=' + encode('streamlinecore-api-request') + '&params=' + encode(JSON.stringify({ methodName: methodName, params: params }));
    return new Promise(function (resolve, reject) {
      var xhr = new XMLHttpRequest();
      xhr.open('POST', window.streamlinecoreConfig.ajaxUrl + '?' + query);
      xhr.setRequestHeader('Content-type', 'application/json');
      xhr.setRequestHeader('Accept', 'application/json, text/plain, */*');
      xhr.onload = function () {
        try { resolve(JSON.parse(xhr.responseText)); } catch (e) { reject(e); }
      };
      xhr.onerror = reject;
      xhr.send();
    });
  };
  /* goToProperty: the unit link with the stay (sd, ed, oc, ch); the plugin encodes the encoded query once more */
  window.goToProperty = function (seo, sd, ed, adults, children) {
    var q = '';
    if (sd) q += 'sd=' + encodeURIComponent(sd) + '&';
    if (ed) q += 'ed=' + encodeURIComponent(ed) + '&';
    if (adults) q += 'oc=' + encodeURIComponent(adults) + '&';
    if (children) q += 'ch=' + encodeURIComponent(children) + '&';
    var url = window.streamlinecoreConfig.propertyUrl + seo + '/';
    return encodeURI(q ? url + '?' + q.replace(/&+$/, '') : url);
  };
})();
