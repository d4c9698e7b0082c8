/* Chalets des Aravis' theme script (Smily theme v3 style): pages are cached without their query, so the script
 * reads the page's parameters and calls the website's Public API v2. Started at load: calls made while the page
 * parses could finish before the async tracker is evaluated. */
(function () {
  'use strict';

  function api(path, params) {
    var query = Object.keys(params)
      .filter(function (k) { return params[k] !== '' && params[k] != null; })
      .map(function (k) { return encodeURIComponent(k) + '=' + encodeURIComponent(params[k]); })
      .join('&');
    return fetch('/api/public/v2/' + path + '?' + query, { headers: { Accept: 'application/json' } }).then(function (res) {
      return res.json().then(function (body) { return { ok: res.ok, body: body }; });
    });
  }

  function search(box) {
    var page = new URLSearchParams(location.search);
    var params = { checkin: page.get('checkin'), checkout: page.get('checkout'), guests: page.get('guests'), per_page: 12, locale: box.dataset.locale, currency: box.dataset.currency };
    api('search', params).then(function (res) {
      var total = res.body.meta.pagination.total_count;
      box.querySelector('.rentals-list').innerHTML = res.body.rentals
        .map(function (r) { return '<li class="rental-preview"><a href="' + r.url + '">' + r.name + '</a> <span>' + r.bedrooms_count + ' bedrooms, sleeps ' + r.sleeps + '</span></li>'; })
        .join('');
      box.querySelector('.search-count').textContent = total + (total === 1 ? ' rental' : ' rentals');
    });
  }

  function booknow(form) {
    var price = form.querySelector('.booknow-price');
    var error = form.querySelector('.booknow-error');
    form.addEventListener('input', function () {
      var start = form.elements.start_at.value;
      var end = form.elements.end_at.value;
      if (!start || !end) return;
      var params = { start_date: start, end_date: end, occupancy: form.elements.adults.value, currency: form.dataset.currency, locale: form.dataset.locale };
      api('rentals/' + form.dataset.rentalId + '/channel_prices', params).then(function (res) {
        price.hidden = !res.ok;
        error.hidden = res.ok;
        if (res.ok) price.textContent = 'Total ' + Number(res.body.search_price).toFixed(2) + ' ' + res.body.currency + ' for ' + start + ' to ' + end;
        else error.textContent = res.body.errors[0].detail;
      });
    });
  }

  addEventListener('load', function () {
    var box = document.getElementById('search-results');
    var form = document.getElementById('booknow');
    if (box) search(box);
    if (form) booknow(form);
  });
})();
