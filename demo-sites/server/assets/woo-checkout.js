/* Site kit: WooCommerce's classic checkout behaviour. Submitting form.checkout posts the serialized form to
 * wc_checkout_params.checkout_url (`/?wc-ajax=checkout`) and follows `redirect` on success, or shows the
 * `messages` notice group on failure. Needs ajax.js. */
(function () {
  'use strict';
  var form = document.querySelector('form.checkout');
  if (!form) return;

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var old = form.querySelector('.woocommerce-NoticeGroup-checkout');
    if (old) old.remove();
    form.classList.add('processing');
    window.siteAjax.post(window.wc_checkout_params.checkout_url, window.siteAjax.serialize(form), {
      dataType: 'json',
      success: function (result) {
        if (result.result === 'success') {
          window.location.href = result.redirect;
          return;
        }
        var group = document.createElement('div');
        group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
        group.innerHTML = result.messages;
        form.insertBefore(group, form.firstChild);
        form.classList.remove('processing');
      },
    });
  });
})();
