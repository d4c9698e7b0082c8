/* The unit page's stay form as the Q4VR plugin's public script sends it: the form serialized the way jQuery's
 * serialize() does (kit siteAjax.serialize), plus &search_nonce= from the VRAjax global, as a GET to admin-ajax.php
 * with jQuery's headers for dataType json; the answer's data is the summary fragment, shown in #q4vr-stay as is.
 * The stay is asked at once when the page opens with dates (the visitor came from a search). */
(function () {
  'use strict';
  var form = document.querySelector('.q4vr-search-form[data-call-type="q4_vr_search_form_ajax"]');
  var box = document.getElementById('q4vr-stay');
  if (!form || !box) return;

  function askStay() {
    box.innerHTML = '<div class="q4vr-loading">Checking availability&hellip;</div>';
    var xhr = new XMLHttpRequest();
    xhr.open('GET', window.VRAjax.ajaxurl + '?' + window.siteAjax.serialize(form) + '&search_nonce=' + window.VRAjax.search_nonce, true);
    xhr.setRequestHeader('Accept', 'application/json, text/javascript, */*; q=0.01');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4 || xhr.status !== 200) return;
      var r = JSON.parse(xhr.responseText);
      box.innerHTML = typeof r.data === 'string' ? r.data : '';
    };
    xhr.send(null);
  }
  form.addEventListener('submit', function (e) { e.preventDefault(); askStay(); });
  if (form.start_date.value && form.end_date.value) askStay();
})();
