/* Listeo's front-end, the parts this site uses: the archive's ajax filter (listeo_get_listings once the page has loaded, on a
 * feature tick and on Search) and the rental booking widget (check_avaliabity when the date range is applied). */
(function () {
  'use strict';
  var ajax = window.siteAjax;
  var url = window.listeo.ajaxurl;

  var search = document.getElementById('listeo_core-search-form');
  if (search) {
    var refresh = function () {
      var data = ajax.serialize(search) + '&action=listeo_get_listings&page=1&per_page=10&style=list&grid_columns=2&listeo_core_order=date';
      ajax.post(url, data, {
        dataType: 'json',
        success: function (answer) {
          document.getElementById('listeo-listings-container').innerHTML = answer.html;
          document.querySelector('.listings-counter').textContent = answer.total_found + ' __RESULTS__';
        },
      });
    };
    search.addEventListener('submit', function (event) {
      event.preventDefault();
      refresh();
    });
    search.addEventListener('change', function (event) {
      if (event.target.type === 'checkbox') refresh();
    });
    window.addEventListener('load', refresh);
  }

  var picker = document.getElementById('date-picker');
  if (!picker) return;
  var cost = document.querySelector('.booking-estimated-cost');
  var problem = document.querySelector('.booking-error-message');
  var book = document.querySelector('a.book-now');
  var sql = function (us) {
    var m = /^(\d\d)\/(\d\d)\/(\d{4})$/.exec(us.trim());
    return m ? m[3] + '-' + m[1] + '-' + m[2] : '';
  };

  // Listeo Core 2.0 lists the answer's breakdown lines (label, sublabel, amount_formatted) above the total.
  function showBreakdown(breakdown) {
    var list = document.getElementById('booking-price-breakdown');
    list.textContent = '';
    if (!breakdown || !breakdown.lines || !breakdown.lines.length) {
      list.style.display = 'none';
      return;
    }
    breakdown.lines.forEach(function (line) {
      var li = document.createElement('li');
      li.className = 'booking-breakdown-line booking-breakdown-line--' + line.key;
      var label = document.createElement('span');
      label.className = 'booking-breakdown-line-label';
      label.textContent = line.label;
      var sub = document.createElement('span');
      sub.className = 'booking-breakdown-line-sublabel';
      sub.textContent = line.sublabel || '';
      var amount = document.createElement('span');
      amount.className = 'booking-breakdown-line-amount';
      amount.textContent = line.amount_formatted;
      var text = document.createElement('div');
      text.className = 'booking-breakdown-line-text';
      text.append(label, sub);
      li.append(text, amount);
      list.appendChild(li);
    });
    list.style.display = '';
  }

  function checkBooking() {
    var range = picker.value.split(' - ');
    var data = {
      action: 'check_avaliabity',
      listing_type: picker.getAttribute('data-listing_type'),
      listing_id: document.getElementById('listing_id').value,
      coupon: document.getElementById('coupon_code').value,
      date_start: sql(range[0] || ''),
      date_end: sql(range[1] || ''),
      adults: document.querySelector('.qtyButtons input.adults').value,
      children: document.querySelector('.qtyButtons input.children').value,
    };
    book.classList.add('loading');
    ajax.post(url, data, {
      dataType: 'json',
      success: function (answer) {
        book.classList.remove('loading');
        if (answer.success === true && answer.data.free_places > 0) {
          problem.classList.add('hidden');
          cost.querySelector(':scope > span').textContent = answer.data.price + ' ' + window.listeo_core.currency_symbol;
          showBreakdown(answer.data.breakdown);
          cost.classList.remove('hidden');
          book.classList.remove('inactive');
          book.href = '/checkout/?listing_id=' + data.listing_id + '&date_start=' + data.date_start + '&date_end=' + data.date_end + '&adults=' + data.adults + '&children=' + data.children;
          return;
        }
        cost.classList.add('hidden');
        book.classList.add('inactive');
        problem.textContent = answer.error || 'Unfortunately we are fully booked for selected dates. Try different dates.';
        problem.classList.remove('hidden');
      },
    });
  }

  document.querySelector('.daterangepicker .applyBtn').addEventListener('click', checkBooking);
})();
