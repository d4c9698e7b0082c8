/* High Country Hideaways: the site's own script. The cabin search refines in place (/cabins/getAvailable/, XHR);
 * a cabin page prices the stay with /quote (XHR) and "Book now" saves that quote (POST /quotes, fetch) before the
 * booking form, which is a plain form post to /cabins/booking; a condo page reads its rates.json and reserves
 * through POST /reservations (fetch). */
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  function getJson(url, done) {
    var x = new XMLHttpRequest();
    x.open('GET', url);
    x.onload = function () { done(JSON.parse(x.responseText)); };
    x.send();
  }
  function postJson(url, body) {
    return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(function (r) { return r.json(); });
  }
  function lines(rows) {
    return '<table class="quote-lines">' + rows.map(function (r) { return '<tr><td>' + r[0] + '</td><td>' + r[1] + '</td></tr>'; }).join('') + '</table>';
  }
  var usd = function (n) { return '$' + Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); };
  var error = function (msg) { return '<p class="alert alert-danger quote-error">' + msg + '</p>'; };

  var search = document.querySelector('#cabin-search[data-refine]');
  if (search) {
    search.addEventListener('submit', function (e) {
      e.preventDefault();
      getJson('/cabins/getAvailable/?' + new URLSearchParams(new FormData(search)), function (r) {
        document.querySelector('.results-count').textContent = r.found + (r.found === 1 ? ' cabin available' : ' cabins available');
        $('results').innerHTML = r.cabins.map(function (c) {
          return '<div class="card unit" data-unit="' + c.id + '"><a class="unit-link" href="' + c.url + '">' + c.name + '</a> <span class="unit-meta">' + c.town + ' · ' + c.bedrooms + ' BR · sleeps ' + c.sleeps + ' · from ' + usd(c.nightly) + '/night</span></div>';
        }).join('');
      });
    });
  }

  var widget = $('rate-widget');
  if (widget) {
    var out = $('quote-result');
    var stay = function () { return { arrival: $('arrival').value, departure: $('departure').value, adults: $('adults').value, children: $('children').value }; };
    if ($('get-quote')) {
      var book = $('book-now');
      $('get-quote').addEventListener('click', function () {
        var q = stay();
        q.unit = widget.getAttribute('data-unit');
        book.className = 'btn hidden';
        out.innerHTML = '<p class="loading">Pricing your stay…</p>';
        getJson('/quote?' + new URLSearchParams(q), function (r) {
          if (!r.success) { out.innerHTML = error(r.message); return; }
          out.innerHTML = lines(r.quote.charges.map(function (c) { return [c.name, usd(c.amount)]; })) + '<p>Total <strong class="quote-total">' + usd(r.quote.total) + '</strong></p>';
          book.className = 'btn';
        });
      });
      book.addEventListener('click', function () {
        var q = stay();
        q.unit = Number(widget.getAttribute('data-unit'));
        q.adults = Number(q.adults);
        q.children = Number(q.children);
        postJson('/quotes', q).then(function (r) {
          if (r.success) location.href = '/book?quote=' + encodeURIComponent(r.quote.id);
          else out.innerHTML = error(r.message);
        });
      });
    }
    if ($('check-rates')) {
      var reserve = $('reserve');
      $('check-rates').addEventListener('click', function () {
        var q = new URLSearchParams(stay());
        reserve.className = 'btn hidden';
        fetch(widget.getAttribute('data-rates') + '?' + q).then(function (r) { return r.json(); }).then(function (r) {
          if (!r.available) { out.innerHTML = error(r.message); return; }
          out.innerHTML = lines(Object.keys(r.rates).map(function (k) { return [k, r.rates[k]]; })) + '<p>Total <strong class="quote-total">' + r.total + '</strong></p>';
          reserve.href = location.pathname + '/reserve?' + q;
          reserve.className = 'btn';
        });
      });
    }
  }

  var condo = $('condo-reserve-form');
  if (condo) {
    condo.addEventListener('submit', function (e) {
      e.preventDefault();
      var b = {};
      new FormData(condo).forEach(function (v, k) { b[k] = v; });
      b.unit = Number(condo.getAttribute('data-unit'));
      postJson('/reservations', b).then(function (r) {
        if (r.success) location.href = r.redirect;
        else $('reserve-error').textContent = r.message;
      });
    });
  }
})();
