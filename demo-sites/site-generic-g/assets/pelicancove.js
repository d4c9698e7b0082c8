/* Pelican Cove Vacation Rentals: the availability search, the rental page's rate widget, the PHP engine's
 * reservation form and the booking request form; plain XMLHttpRequest (the site predates fetch). */
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  function call(method, url, body, done) {
    var x = new XMLHttpRequest();
    x.open(method, url);
    x.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (body != null) x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    x.onload = function () { done(JSON.parse(x.responseText)); };
    x.send(body);
  }
  function usd(n) {
    return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  function table(lines) {
    return '<table class="quote-lines">' + lines.map(function (l) { return '<tr><td>' + l[0] + '</td><td>' + usd(l[1]) + '</td></tr>'; }).join('') + '</table>';
  }

  var search = $('avail-search');
  if (search) {
    search.addEventListener('submit', function (e) {
      e.preventDefault();
      var q = new URLSearchParams(new FormData(search));
      call('GET', '/properties.cfc?method=search&returnformat=json&' + q, null, function (r) {
        $('result-count').textContent = r.DATA.length + (r.DATA.length === 1 ? ' home available' : ' homes available');
        $('results').innerHTML = r.DATA.map(function (row) {
          return '<div class="card unit" data-propid="' + row[0] + '"><a class="unit-link" href="/rental.cfm?propid=' + row[0] + '">' + row[1] + '</a> <span>' + row[2] + ' · ' + row[3] + ' BR · sleeps ' + row[4] + ' · from ' + usd(row[5]) + '/night</span></div>';
        }).join('');
      });
    });
  }

  var widget = $('quote-widget');
  if (widget) {
    var out = $('quote-output');
    var stay = function () {
      return new URLSearchParams({ propid: widget.getAttribute('data-propid'), arrive: $('arrive').value, depart: $('depart').value, adults: $('adults').value, children: $('children').value });
    };
    var next = widget.getAttribute('data-instant') === '1' ? [$('email-quote-box'), $('book-now')] : [$('request-form')];
    $('check-rates').addEventListener('click', function () {
      var q = stay();
      next.forEach(function (el) { el.className = 'hidden'; });
      out.innerHTML = '<p class="loading">Checking availability…</p>';
      call('GET', '/availability.cfc?method=check&returnformat=json&' + q, null, function (a) {
        if (!a.AVAILABLE) { out.innerHTML = '<p class="alert alert-danger quote-error">' + a.MESSAGE + '</p>'; return; }
        call('GET', '/ajax/ajax-property-quote.cfm?' + q, null, function (r) {
          if (r.ERROR) { out.innerHTML = '<p class="alert alert-danger quote-error">' + r.ERROR + '</p>'; return; }
          out.innerHTML = table(r.ITEMS.map(function (l) { return [l.LABEL, l.AMOUNT]; })) + '<p>Total <strong class="quote-total">' + usd(r.TOTAL) + '</strong> · 50% deposit ' + usd(r.DEPOSIT) + '</p>';
          next.forEach(function (el) { el.className = el.tagName === 'A' ? 'btn' : 'card'; });
          if ($('book-now')) {
            q.set('unit', q.get('propid'));
            q.delete('propid');
            $('book-now').href = '/engine/reserve/?' + q;
          }
        });
      });
    });
    if ($('email-quote')) {
      $('email-quote').addEventListener('click', function () {
        var q = stay();
        q.set('email', $('quote-email').value);
        call('POST', '/generatequote', q.toString(), function (r) {
          $('quote-sent').textContent = r.status === 'sent' ? 'Quote ' + r.quote_no + ' sent (' + usd(r.total) + ')' : r.message;
        });
      });
    }
    if ($('request-form')) {
      $('request-form').addEventListener('submit', function (e) {
        e.preventDefault();
        var q = stay();
        q.set('process', 'booking_request');
        new FormData($('request-form')).forEach(function (v, k) { q.set(k, v); });
        call('POST', '/site_process.php', q.toString(), function (r) {
          if (r.result === 'ok') {
            // the request is recorded: say so, then show its page
            $('request-form').innerHTML = '<p class="alert alert-success">Booking request ' + r.request_id + ' sent. One moment…</p>';
            setTimeout(function () { location.href = r.redirect; }, 1200);
          } else $('request-error').textContent = r.message;
        });
      });
    }
  }

  var reserve = $('reserve-form');
  if (reserve) {
    var page = new URLSearchParams(location.search);
    var cost = function () {
      var q = new URLSearchParams({ unit: page.get('unit'), arrive: page.get('arrive'), depart: page.get('depart'), adults: page.get('adults'), children: page.get('children'), insurance: $('insurance').checked ? '1' : '0' });
      call('GET', '/engine/cost/?' + q, null, function (r) {
        if (r.error) { $('cost-summary').innerHTML = '<p class="alert">' + r.error + '</p>'; return; }
        $('cost-summary').innerHTML = table(Object.keys(r.charges).map(function (k) { return [k, r.charges[k]]; })) + '<p>Total <strong id="cost-total">' + usd(r.total) + '</strong></p>';
      });
    };
    // priced once the page has loaded (its scripts included)
    addEventListener('load', cost);
    $('insurance').addEventListener('change', cost);
    reserve.addEventListener('submit', function (e) {
      e.preventDefault();
      var q = new URLSearchParams(new FormData(reserve));
      ['arrive', 'depart', 'adults', 'children'].forEach(function (k) { q.set(k, page.get(k)); });
      call('POST', '/booking.php', q.toString(), function (r) {
        if (r.status === 'success') {
          // the reservation is made: say so, then show its confirmation page
          $('reserve-error').textContent = 'Reservation ' + r.reservation.number + ' confirmed. Taking you to your confirmation…';
          setTimeout(function () { location.href = r.redirect; }, 1200);
        } else $('reserve-error').textContent = r.message;
      });
    });
  }
})();
