/* HomHero booking widget. Typing a complete "dd/mm/yyyy to dd/mm/yyyy" range checks availability
 * (homhero_ajax_quote with check_only=1); Get quote prices the stay in full, then asks what is due today
 * (payment_option=deposit) for the summary; Book now opens HomHero's checkout with the stay. */
(function () {
  'use strict';
  var box = document.querySelector('.hh-booking');
  var find = function (selector) { return box.querySelector(selector); };
  var dates = find('#hh-dates'), messages = find('.hh-booking__messages'), summary = find('.hh-quote'), getQuote = find('#hh-get-quote'), book = find('#hh-book');
  var id = document.querySelector('.hh-property').getAttribute('data-property-id');

  function stay(extra) {
    var range = dates.value.split(' to ');
    var data = {
      action: 'homhero_ajax_quote',
      nonce: box.getAttribute('data-nonce'),
      property_id: id,
      check_in: range[0] || '',
      check_out: range[1] || '',
      adults: find('#hh-adults').value,
      children: find('#hh-children').value,
    };
    Object.keys(extra).forEach(function (k) { data[k] = extra[k]; });
    return data;
  }

  function ask(extra, done) {
    window.siteAjax.post(window.homhero.ajax_url, stay(extra), {
      dataType: 'json',
      success: function (answer) {
        if (!answer.success) {
          messages.innerHTML = answer.data.html;
          getQuote.disabled = true;
          summary.innerHTML = '';
          book.classList.add('hidden');
          return;
        }
        done(answer.data);
      },
    });
  }

  dates.addEventListener('input', function () {
    if (!/^\d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}$/.test(dates.value.trim())) return;
    ask({ check_only: 1 }, function () {
      messages.innerHTML = '<div class="alert alert-success">Your dates are available.</div>';
      getQuote.disabled = false;
    });
  });

  getQuote.addEventListener('click', function () {
    ask({ payment_option: 'full' }, function (full) {
      var lines = Object.keys(full.breakdown).map(function (k) {
        return '<li>' + k + ' <span>A$' + full.breakdown[k].toFixed(2) + '</span></li>';
      });
      summary.innerHTML = '<ul class="price-list">' + lines.join('') + '</ul><p class="hh-quote__total">Total ' + full.total_formatted + '</p>';
      ask({ payment_option: 'deposit' }, function (deposit) {
        summary.insertAdjacentHTML('beforeend', '<p class="hh-quote__deposit">Pay today ' + deposit.total_formatted + '</p>');
        var s = stay({});
        book.href = '/checkout/?property_id=' + s.property_id + '&check_in=' + encodeURIComponent(s.check_in) + '&check_out=' + encodeURIComponent(s.check_out) + '&adults=' + s.adults + '&children=' + s.children;
        book.classList.remove('hidden');
      });
    });
  });
})();
