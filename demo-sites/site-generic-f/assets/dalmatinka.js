/* Dalmatinka Holidays: the home page's availability check, a house's price (the booking wizard's step 1 for
 * instant houses, the owners' DBS for houses let on request) and the booking request, with plain
 * XMLHttpRequest and form-encoded bodies, as the site has done since before fetch. */
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var form = function (data) {
    return Object.keys(data).filter(function (k) { return data[k] !== '' && data[k] != null; }).map(function (k) { return encodeURIComponent(k) + '=' + encodeURIComponent(data[k]); }).join('&');
  };
  var xhr = function (method, url, data, done) {
    var x = new XMLHttpRequest();
    var q = form(data);
    x.open(method, method == 'GET' ? url + '?' + q : url, true);
    x.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (method == 'POST') x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    x.onload = function () { done(JSON.parse(x.responseText)); };
    x.send(method == 'POST' ? q : null);
  };
  var eur = function (n) { return '€ ' + Number(n).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); };
  var stay = function () { return { arrival: $('arrival').value, departure: $('departure').value, adults: $('adults').value, children: $('children').value }; };
  var breakdown = function (items, total) {
    return '<ul class="breakdown">' + items.map(function (l) { return '<li>' + l.label + ': ' + eur(l.amount) + '</li>'; }).join('') + '</ul><p>Total <strong class="quote-total">' + eur(total) + '</strong></p>';
  };

  var quick = $('quick-search');
  if (quick) {
    quick.addEventListener('submit', function (e) {
      e.preventDefault();
      var s = stay();
      s.region = $('region').value;
      xhr('POST', '/ajax/results', s, function (r) {
        $('availability').innerHTML = '<p class="live-count">' + r.count + (r.count == 1 ? ' house' : ' houses') + ' free</p>' +
          (r.count ? '<a class="btn" id="show-houses" href="/book/step1?' + form(s) + '">Show the houses</a>' : '');
      });
    });
  }

  var box = $('booking-box');
  if (box) {
    var house = box.getAttribute('data-house');
    var instant = box.getAttribute('data-booking') == 'instant';
    var last = null;
    $('check-price').addEventListener('click', function () {
      var s = stay();
      var show = function (error, total, items) {
        if (error) { $('quote').innerHTML = '<p class="alert quote-error">' + error + '</p>'; return false; }
        $('quote').innerHTML = breakdown(items, total);
        return true;
      };
      if (instant) {
        s.house = house;
        $('book-now').className = 'btn hidden';
        xhr('POST', '/book/step1', s, function (r) {
          if (show(r.ok ? null : r.error, r.ok && r.price.total, r.ok && r.price.items)) { $('book-now').href = r.next; $('book-now').className = 'btn'; }
        });
      } else {
        $('request-form').className = 'hidden';
        xhr('GET', '/dbs/quote', { object: house, from: s.arrival, to: s.departure, adults: s.adults, children: s.children }, function (r) {
          if (show(r.status == 'OK' ? null : r.message, r.quote && r.quote.total, r.quote && r.quote.items)) { last = s; $('request-form').className = 'card'; }
        });
      }
    });
    var request = $('request-form');
    if (request) {
      request.addEventListener('submit', function (e) {
        e.preventDefault();
        var b = { house: house, arrival: last.arrival, departure: last.departure, adults: last.adults, children: last.children, name: $('guest-name').value, email: $('guest-email').value, message: $('guest-message').value };
        xhr('POST', '/submit-request', b, function (r) {
          $('request-result').innerHTML = r.status == 'OK' ? 'Thank you! Your request number is <strong id="request-ref">' + r.requestId + '</strong>. The owner answers within 24 hours.' : '<span class="alert">' + r.message + '</span>';
        });
      });
    }
  }
})();
