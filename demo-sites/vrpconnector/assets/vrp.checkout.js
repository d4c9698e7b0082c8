/* Demo stand-in for the VRPConnector theme's step-3 submit (js.js, "Step3.php"), written for this site without
 * jQuery: the call and the names follow the plugin's theme (SOURCES.md), the code is ours.
 *  - #vrpbookform submit: POST url_paths.site_url + "/?vrpjax=1&act=processbooking" with the form serialized;
 *  - answer { Bad, Error, Results }: Bad entries mark `#<field>tr` with span.vrpmsg; an Error text is shown;
 *    otherwise the browser goes to the form's action (/vrp/book/confirm/?obj[…]). */
(function () {
  'use strict';

  addEventListener('load', function () {
    var form = document.getElementById('vrpbookform');
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var old = form.querySelectorAll('span.vrpmsg');
      for (var i = 0; i < old.length; i++) old[i].parentNode.removeChild(old[i]);
      document.getElementById('bookingbuttonvrp').style.display = 'none';
      document.getElementById('vrploadinggif').style.display = '';
      window.siteAjax.post(window.url_paths.site_url + '/?vrpjax=1&act=processbooking', window.siteAjax.serialize(form), {
        success: function (data) {
          var obj = JSON.parse(data);
          var bad = Object.keys(obj.Bad || {});
          if (bad.length || obj.Error) {
            document.getElementById('bookingbuttonvrp').style.display = '';
            document.getElementById('vrploadinggif').style.display = 'none';
            bad.forEach(function (k) {
              var cell = document.querySelector('#' + k + 'tr td');
              if (cell) cell.insertAdjacentHTML('beforeend', '<span class="vrpmsg alert alert-error">' + obj.Bad[k] + '</span>');
            });
            if (obj.Error) form.insertAdjacentHTML('afterbegin', '<span class="vrpmsg alert alert-error">' + obj.Error + '</span>');
          } else {
            window.location = form.getAttribute('action');
          }
        },
      });
    });
  });
})();
