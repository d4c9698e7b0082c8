/* HomHero checkout: the guest's details and the stay go to admin-ajax homhero_ajax_book; success follows the
 * answer's redirect to the confirmation page, errors are listed above the form. */
(function () {
  'use strict';
  var form = document.querySelector('form.hh-checkout');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    window.siteAjax.post(window.homhero.ajax_url, window.siteAjax.serialize(form) + '&action=homhero_ajax_book', {
      dataType: 'json',
      success: function (answer) {
        if (answer.success) {
          window.location.href = answer.data.redirect;
          return;
        }
        form.querySelector('.hh-checkout__errors').innerHTML = '<div class="alert alert-danger">' + answer.data.message + '</div>';
      },
    });
  });
})();
