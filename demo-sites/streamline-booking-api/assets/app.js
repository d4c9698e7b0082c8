// Emerald Coast Getaways' site script (reduced): one script for its views. Every booking call is a fetch POST of
// JSON to the web host's API (window.SITE.api), with Streamline's parameter names and mm/dd/yyyy dates.
//   search: booking/search with the stay of the page's query, then the result cards;
//   unit:   booking/availability, then (when available) quote: on load when the URL has dates, and on "Check price";
//   book-now (step=details): the guest form; "Confirm booking" posts booking/book-now and, on success, moves to
//           step=book_now (history.pushState) and shows the confirmation.
(function () {
  var api = window.SITE.api;
  var app = document.getElementById('app');
  var view = app.getAttribute('data-view');
  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }
  function usd(n) { return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','); }
  function us(iso) { return iso ? iso.slice(5, 7) + '/' + iso.slice(8, 10) + '/' + iso.slice(0, 4) : ''; }
  function post(path, body, done) {
    fetch(api + path, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); })
      .then(done);
  }
  function stayOf(form) {
    return { startdate: us(form.arrival.value), enddate: us(form.departure.value), occupants: Number(form.adults.value), occupants_small: Number(form.children.value) };
  }
  function pageQuery(form) {
    return new URLSearchParams({ arrival: form.arrival.value, departure: form.departure.value, adults: form.adults.value, children: form.children.value }).toString();
  }

  if (view === 'search') {
    var sform = document.getElementById('search-form');
    var search = function () {
      var body = stayOf(sform);
      if (sform.bedrooms.value) body.min_bedrooms_number = Number(sform.bedrooms.value);
      post('/booking/search', body, function (a) {
        var units = a.data ? [].concat(a.data.available_properties.property) : [];
        var count = document.querySelector('.results-count');
        count.textContent = units.length + (units.length === 1 ? ' home available' : ' homes available');
        document.querySelector('.result-cards').innerHTML = units.map(function (u) {
          return '<li class="result-card" data-unit-id="' + u.id + '"><a href="/rentals/' + esc(u.seo_page_name) + '?' + pageQuery(sform) + '"><h3>' + esc(u.name) + '</h3></a><p>' +
            esc(u.location_name) + ' · ' + u.bedrooms_number + ' BR · sleeps ' + u.max_occupants + ' · ' + usd(u.total) + ' total</p></li>';
        }).join('');
      });
    };
    sform.addEventListener('submit', function (e) { e.preventDefault(); search(); });
    search();
  }

  if (view === 'unit') {
    var unitId = Number(app.getAttribute('data-unit-id'));
    var qform = document.getElementById('quote-form');
    var out = document.querySelector('.quote');
    var err = document.querySelector('.quote-error');
    var bookLink = document.getElementById('book-now');
    var shown = function (ok) { bookLink.hidden = !ok; err.hidden = ok; if (!ok) out.innerHTML = ''; };
    var price = function () {
      if (!qform.arrival.value || !qform.departure.value) return;
      var stay = stayOf(qform);
      stay.unit_id = unitId;
      post('/booking/availability', stay, function (v) {
        if (v.status) { shown(false); err.textContent = v.status.description; return; }
        post('/quote', stay, function (a) {
          if (a.status) { shown(false); err.textContent = a.status.description; return; }
          var q = a.data;
          var lines = [['Rent', q.price]].concat(q.required_fees.map(function (f) { return [f.name, f.value]; }), q.taxes_details.map(function (t) { return [t.name, t.value]; }));
          out.innerHTML = '<ul class="quote-lines">' + lines.map(function (l) { return '<li><span>' + esc(l[0]) + '</span> <span>' + usd(l[1]) + '</span></li>'; }).join('') +
            '</ul><p class="quote-total">Total ' + usd(q.total) + '</p>';
          bookLink.href = '/book-now?unit_id=' + unitId + '&' + pageQuery(qform) + '&step=details';
          shown(true);
        });
      });
    };
    qform.addEventListener('submit', function (e) { e.preventDefault(); price(); });
    price();
  }

  if (view === 'book-now') {
    var bform = document.getElementById('guest-form');
    bform.addEventListener('submit', function (e) {
      e.preventDefault();
      var body = stayOf(bform);
      body.unit_id = Number(bform.unit_id.value);
      body.first_name = bform.first_name.value;
      body.last_name = bform.last_name.value;
      body.email = bform.email.value;
      body.phone = bform.phone.value;
      post('/booking/book-now', body, function (a) {
        var problem = document.querySelector('.booking-error');
        if (!a.success) { problem.hidden = false; problem.textContent = a.status.description; return; }
        history.pushState({}, '', '/book-now?step=book_now&res_number=' + a.res_number);
        var fees = a.rate.fees.map(function (f) { return '<li><span>' + esc(f.name) + '</span> <span>' + usd(f.value) + '</span></li>'; }).join('');
        app.innerHTML = '<section id="booking-confirmation" data-res-number="' + a.res_number + '" data-unit-id="' + a.unit_id + '" data-startdate="' + esc(a.startdate) +
          '" data-enddate="' + esc(a.enddate) + '" data-occupants="' + a.occupants + '" data-occupants-small="' + a.occupants_small + '" data-total="' + a.rate.total + '">' +
          '<h1>You are booked!</h1><p>Reservation <strong class="res-number">' + a.res_number + '</strong>: <span class="unit-name">' + esc(a.name) + '</span>, ' +
          esc(a.startdate) + ' to ' + esc(a.enddate) + '</p><ul class="rate-lines"><li><span>Rent</span> <span>' + usd(a.rate.base) + '</span></li>' + fees +
          '<li><span>Taxes</span> <span>' + usd(a.rate.taxes) + '</span></li></ul><p class="booking-total">Total ' + usd(a.rate.total) + '</p></section>';
      });
    });
  }
})();
