// Sonoran Casitas booking app (pushState): / lists the casitas, /listings/<uuid>/ has the booking widget,
// /checkout/ takes the guest, /booking-confirmation/?reservation=… shows the booking. Every call is an XHR.
(function () {
  var spa = window.siteSpa;
  var API = '/api/direct-booking-widget';

  function xhr(method, url, body, done) {
    var r = new XMLHttpRequest();
    r.open(method, API + url);
    r.setRequestHeader('Accept', 'application/json');
    if (body) r.setRequestHeader('Content-Type', 'application/json');
    r.onload = function () {
      done(r.status < 300, JSON.parse(r.responseText));
    };
    r.send(body ? JSON.stringify(body) : null);
  }
  function usd(n) {
    return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  function esc(s) {
    return String(s).replace(/[&<>"]/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c];
    });
  }
  function stayParams(s) {
    return 'listingUuid=' + s.listingUuid + '&checkIn=' + s.checkIn + '&checkOut=' + s.checkOut + '&adults=' + s.adults + '&children=' + s.children;
  }
  function lines(p) {
    var b = p.breakdown;
    var rows = [['Nightly rate × ' + p.reservationNights, b.priceBase]].concat(b.priceFees.concat(b.customFees, b.priceTaxes).map(function (f) { return [f.feeType, f.amount]; }));
    return rows.map(function (r) { return '<li><span>' + esc(r[0]) + '</span><span>' + usd(r[1]) + '</span></li>'; }).join('');
  }
  function sum(p) {
    var b = p.breakdown;
    return b.priceFees.concat(b.customFees, b.priceTaxes).reduce(function (t, f) { return t + f.amount; }, b.priceBase);
  }

  function cards(view, shown, q, title) {
    view.innerHTML = '<h1 class="page-title">' + title + '</h1><div class="grid">' + shown.map(function (l) {
      return '<article class="listing-card card"><h2><a class="listing-link" data-spa data-uuid="' + l.uuid + '" href="/listings/' + l.uuid + '/' + (q ? '?' + q : '') + '">' + esc(l.name) +
        '</a></h2><p>' + esc(l.neighborhood) + ' · ' + l.bedrooms + ' bedrooms · sleeps ' + l.maxGuests + ' · from ' + usd(l.nightly) + '/night</p></article>';
    }).join('') + '</div>';
  }

  // with a stay in the URL the list is the widget's search answer
  spa.route('/', function (params, query, view) {
    var q = query.toString();
    if (!query.get('checkIn') || !query.get('checkOut')) return cards(view, window.DBW_LISTINGS, q, 'Our casitas');
    xhr('GET', '/search?' + q, null, function (ok, found) {
      var free = ok ? found.listings.map(function (l) { return l.listingUuid; }) : [];
      var shown = window.DBW_LISTINGS.filter(function (l) { return free.indexOf(l.uuid) >= 0; });
      cards(view, shown, q, found.count + ' casitas free for your dates');
    });
  });

  spa.route('/listings/:uuid/', function (params, query, view) {
    xhr('GET', '/listing/' + params.uuid, null, function (ok, l) {
      if (!ok) return;
      var pick = function (id, max, value) {
        var o = '';
        for (var i = 0; i <= max; i++) o += '<option' + (String(i) === String(value) ? ' selected' : '') + '>' + i + '</option>';
        return '<select id="' + id + '">' + o + '</select>';
      };
      view.innerHTML = '<div class="grid"><article class="card"><h1 class="listing-name">' + esc(l.listingName) + '</h1><p>' + esc(l.neighborhood) + ' · ' + l.bedrooms +
        ' bedrooms · sleeps ' + l.maxGuests + ' · ' + l.minNights + '-night minimum</p></article>' +
        '<aside id="dbw-widget" class="card"><label>Arrive <input id="dbw-checkin" value="' + esc(query.get('checkIn') || '') + '"></label>' +
        '<label>Depart <input id="dbw-checkout" value="' + esc(query.get('checkOut') || '') + '"></label>' +
        '<label>Adults ' + pick('dbw-adults', l.maxGuests, query.get('adults') || 2) + '</label><label>Children ' + pick('dbw-children', l.maxGuests, query.get('children') || 0) + '</label>' +
        '<button type="button" id="dbw-check" class="btn">Check price</button><div id="dbw-result"></div>' +
        '<button type="button" id="dbw-reserve" class="btn" disabled>Reserve</button></aside></div>';
      var stay = function () {
        var v = function (id) { return document.getElementById(id).value; };
        return { listingUuid: l.listingUuid, checkIn: v('dbw-checkin'), checkOut: v('dbw-checkout'), adults: v('dbw-adults'), children: v('dbw-children') };
      };
      document.getElementById('dbw-check').addEventListener('click', function () {
        var result = document.getElementById('dbw-result');
        var reserveButton = document.getElementById('dbw-reserve');
        result.innerHTML = '';
        reserveButton.disabled = true;
        xhr('GET', '/get-payout?' + stayParams(stay()), null, function (ok, p) {
          if (!ok) {
            result.innerHTML = '<p id="dbw-error" class="text-danger">' + esc(p.detail) + '</p>';
            return;
          }
          result.innerHTML = '<ul class="price-list">' + lines(p) + '</ul><p>Total <strong id="dbw-total">' + usd(sum(p)) + '</strong></p>';
          reserveButton.disabled = false;
        });
      });
      document.getElementById('dbw-reserve').addEventListener('click', function () {
        spa.go('/checkout/?' + stayParams(stay()));
      });
    });
  });

  spa.route('/checkout/', function (params, query, view) {
    var s = { listingUuid: query.get('listingUuid'), checkIn: query.get('checkIn'), checkOut: query.get('checkOut'), adults: query.get('adults'), children: query.get('children') };
    xhr('GET', '/get-payout?' + stayParams(s), null, function (ok, p) {
      if (!ok) return;
      var field = function (id, label, type) { return '<label>' + label + ' <input id="' + id + '" type="' + (type || 'text') + '"></label>'; };
      var schedule = p.payment.map(function (x) { return '<li><span>Due ' + x.dueDate + '</span><span>' + usd(x.amount) + '</span></li>'; }).join('');
      view.innerHTML = '<div class="grid"><section class="card"><h2>' + esc(p.listingName) + '</h2><p>' + p.reservationDateCheckIn + ' → ' + p.reservationDateCheckOut + '</p><ul class="price-list">' +
        lines(p) + '</ul><p>Total <strong id="checkout-total">' + usd(sum(p)) + '</strong></p><h3>Payment schedule</h3><ul class="price-list">' + schedule + '</ul></section>' +
        '<form id="guest-form" class="card" onsubmit="return false">' + field('guest-first-name', 'First name') + field('guest-last-name', 'Last name') + field('guest-email', 'Email', 'email') +
        field('card-number', 'Card number') + '<div id="checkout-error"></div><button type="button" id="confirm-booking" class="btn">Confirm and pay ' + usd(p.payment[0].amount) + '</button></form></div>';
      document.getElementById('confirm-booking').addEventListener('click', function () {
        var v = function (id) { return document.getElementById(id).value; };
        var body = { listingUuid: s.listingUuid, checkIn: s.checkIn, checkOut: s.checkOut, adults: Number(s.adults), children: Number(s.children), guest: { firstName: v('guest-first-name'), lastName: v('guest-last-name'), email: v('guest-email') } };
        xhr('POST', '/reserve', body, function (ok, r) {
          if (!ok) {
            document.getElementById('checkout-error').innerHTML = '<p class="text-danger">' + esc(r.detail) + '</p>';
            return;
          }
          spa.go('/booking-confirmation/?reservation=' + r.reservationCode);
        });
      });
    });
  });

  spa.route('/booking-confirmation/', function (params, query, view) {
    xhr('GET', '/reservation/' + query.get('reservation'), null, function (ok, r) {
      if (!ok) return;
      view.innerHTML = '<section class="card"><h1>See you in Scottsdale, ' + esc(r.guestFirstName) + '!</h1><p>Reservation <strong id="reservation-code">' + esc(r.reservationCode) +
        '</strong></p><p>' + esc(r.listingName) + ' · ' + r.checkIn + ' → ' + r.checkOut + ' · total ' + usd(r.total) + '</p></section>';
    });
  });

  spa.start();
})();
