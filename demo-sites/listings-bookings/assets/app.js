// Saltmarsh Cottages' app (reduced): one script for the three views. Search posts the stay to listings/search and
// lists the results; a listing view reads listings/<id>/ and prices the stay with bookings/quote (on load when the
// URL has dates, and on "Check price"); "Book now" posts bookings/ and opens /booking/success, which reads the
// booking back with bookings/booking_confirmation.
(function () {
  var api = window.APP_CONFIG.apiBase;
  var app = document.getElementById('app');
  var view = app.getAttribute('data-view');
  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }
  function usd(n) { return '$' + n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','); }
  function call(method, url, data, done) {
    var opts = { method: method, headers: { Accept: 'application/json' } };
    if (data) { opts.headers['Content-Type'] = 'application/json'; opts.body = JSON.stringify(data); }
    fetch(api + url, opts).then(function (r) { return r.json().then(function (j) { done(r.ok, j); }); });
  }
  function stay(form) {
    return { check_in: form.check_in.value, check_out: form.check_out.value, adults: Number(form.adults.value), children: Number(form.children.value) };
  }
  function query(s) { return new URLSearchParams({ check_in: s.check_in, check_out: s.check_out, adults: String(s.adults), children: String(s.children) }).toString(); }

  if (view === 'search') {
    var form = document.getElementById('search-form');
    var search = function () {
      var s = stay(form);
      call('POST', '/listings/search', s, function (ok, a) {
        var count = document.querySelector('.results-count');
        count.setAttribute('data-count', a.count);
        count.textContent = a.count + (a.count === 1 ? ' cottage available' : ' cottages available');
        document.querySelector('.listing-cards').innerHTML = a.results.map(function (l) {
          return '<li class="listing-card" data-id="' + l.id + '"><a href="/listings/' + l.id + '?' + query(s) + '"><h3>' + esc(l.name) + '</h3></a><p>' +
            esc(l.town) + ' · ' + l.bedrooms + ' BR · sleeps ' + l.max_guests + ' · from ' + usd(l.nightly_from) + '/night</p></li>';
        }).join('');
      });
    };
    form.addEventListener('submit', function (e) { e.preventDefault(); search(); });
    search();
  }

  if (view === 'listing') {
    var id = app.getAttribute('data-listing-id');
    var qform = document.getElementById('quote-form');
    var out = document.querySelector('.quote');
    var err = document.querySelector('.quote-error');
    var bookBtn = document.querySelector('.book-now');
    var price = function () {
      var s = stay(qform);
      if (!s.check_in || !s.check_out) return;
      call('GET', '/bookings/quote?listing_id=' + id + '&' + query(s), null, function (ok, a) {
        bookBtn.hidden = !ok;
        err.hidden = ok;
        if (!ok) { out.innerHTML = ''; err.textContent = a.detail; return; }
        out.innerHTML = '<ul class="line-items">' + a.data.line_items.map(function (li) {
          return '<li><span>' + esc(li.name) + '</span> <span>' + usd(li.amount) + '</span></li>';
        }).join('') + '</ul><p class="quote-total">Total ' + usd(a.data.total) + '</p>';
      });
    };
    call('GET', '/listings/' + id + '/', null, function (ok, l) {
      document.title = l.name + ' | Saltmarsh Cottages';
      document.querySelector('.listing-name').textContent = l.name;
      document.querySelector('.listing-facts').textContent = l.town + ' · ' + l.bedrooms + ' bedrooms · ' + l.bathrooms + ' baths · sleeps ' + l.max_guests;
      price();
    });
    qform.addEventListener('submit', function (e) { e.preventDefault(); price(); });
    bookBtn.addEventListener('click', function () {
      var s = stay(qform);
      s.listing_id = Number(id);
      s.guest = { first_name: 'Jane', last_name: 'Doe', email: 'jane.doe@example.com' };
      call('POST', '/bookings/', s, function (ok, a) {
        if (ok) location.href = '/booking/success?confirmation_code=' + encodeURIComponent(a.data.confirmation_code);
      });
    });
  }

  if (view === 'confirmation') {
    var code = new URLSearchParams(location.search).get('confirmation_code') || '';
    call('GET', '/bookings/booking_confirmation?confirmation_code=' + encodeURIComponent(code), null, function (ok, a) {
      if (!ok) return;
      var b = a.data;
      document.querySelector('.booking-summary').innerHTML = '<div class="booking-confirmed" data-confirmation-code="' + esc(b.confirmation_code) + '"><p>Confirmation ' +
        esc(b.confirmation_code) + ': ' + esc(b.listing_name) + ', ' + esc(b.check_in) + ' to ' + esc(b.check_out) + '</p><p class="booking-total">Total paid ' + usd(b.total) + '</p></div>';
    });
  }
})();
