/* HomHero plugin script (WordPress handle homhero-scripts, printed as script#homhero-scripts-js): the search,
 * booking-widget and checkout parts, each running only on a page that has its markup. */
window.addEventListener('load', function () {
  'use strict';
  var form = document.getElementById('hh-search-form');
  if (!form) return;
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
      document.querySelector('.hh-results__count').textContent = answer.data.listings.length + ' properties';
      document.querySelector('.hh-results').innerHTML = answer.data.html;
    },
  });
});
(function () {
  'use strict';
  var box = document.querySelector('.hh-booking');
  if (!box) return;
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
(function () {
  'use strict';
  var form = document.querySelector('form.hh-checkout');
  if (!form) return;
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
