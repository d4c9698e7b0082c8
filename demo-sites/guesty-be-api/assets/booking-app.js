// Alfama Loft Stays booking app: a hash-routed single-page app on the Guesty Booking Engine API (the site's
// proxy under /api). Routes: #/properties (search results), #/properties/<listingId> (listing + price widget),
// #/reserve/<quoteId> (guest and card form), #/reserve/confirmation?confirmationCode=…&reservationId=….
(function () {
  var spa = window.siteSpa;
  var state = { quote: null };

  function esc(s) {
    return String(s == null ? '' : s).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  }
  function euros(n) {
    return '€' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  function call(method, url, body) {
    var init = { method: method, headers: { accept: 'application/json; charset=utf-8' } };
    if (body) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch('/api' + url, init).then(function (res) {
      return res.json().then(function (data) {
        return { ok: res.ok, data: data };
      });
    });
  }
  function stayQuery(checkIn, checkOut, guests) {
    return 'checkIn=' + checkIn + '&checkOut=' + checkOut + '&guests=' + guests;
  }

  spa.route('/', function (params, query, view) {
    view.innerHTML = '<h1>Stay in the heart of Lisbon</h1><p><a class="btn" data-spa href="#/properties?checkIn=2026-10-09&checkOut=2026-10-16&minOccupancy=2">See October stays</a></p>';
  });

  spa.route('/properties', function (params, query, view) {
    var guests = query.get('minOccupancy') || '2';
    view.innerHTML = '<h1>Available stays</h1><div id="results" class="grid"></div>';
    call('GET', '/listings?' + query.toString()).then(function (res) {
      var list = res.data.results || [];
      document.getElementById('results').innerHTML = list
        .map(function (l) {
          var href = '#/properties/' + l._id + '?' + stayQuery(query.get('checkIn'), query.get('checkOut'), guests);
          return '<article class="listing-card card"><h2><a class="listing-link" data-spa data-listing-id="' + l._id + '" href="' + href + '">' +
            esc(l.title) + '</a></h2><p>' + esc(l.address.neighborhood) + ' · sleeps ' + l.accommodates + ' · from ' + euros(l.prices.basePrice) + ' / night</p></article>';
        })
        .join('');
    });
  });

  spa.route('/properties/:id', function (params, query, view) {
    call('GET', '/listings/' + params.id).then(function (res) {
      var l = res.data;
      var options = '';
      for (var g = 1; g <= l.accommodates; g++) options += '<option value="' + g + '"' + (String(g) === query.get('guests') ? ' selected' : '') + '>' + g + '</option>';
      view.innerHTML =
        '<div class="grid"><article class="card"><h1 class="listing-title">' + esc(l.title) + '</h1><p>' + esc(l.propertyType) + ' in ' + esc(l.address.neighborhood) +
        ' · ' + l.bedrooms + ' bedroom(s) · minimum ' + l.terms.minNights + ' nights</p></article>' +
        '<aside class="card booking-widget"><label>Check-in <input id="checkIn" value="' + esc(query.get('checkIn')) + '" placeholder="yyyy-mm-dd"></label>' +
        '<label>Check-out <input id="checkOut" value="' + esc(query.get('checkOut')) + '" placeholder="yyyy-mm-dd"></label>' +
        '<label>Guests <select id="guests">' + options + '</select></label>' +
        '<button type="button" id="get-price" class="btn">Check price</button><div id="quote-box"></div>' +
        '<button type="button" id="reserve" class="btn" disabled>Reserve</button></aside></div>';
      document.getElementById('get-price').addEventListener('click', function () { quote(l); });
      document.getElementById('reserve').addEventListener('click', function () {
        if (state.quote) spa.go('/reserve/' + state.quote._id);
      });
    });
  });

  function quote(l) {
    var box = document.getElementById('quote-box');
    var reserve = document.getElementById('reserve');
    box.innerHTML = '';
    reserve.disabled = true;
    state.quote = null;
    var body = {
      listingId: l._id,
      checkInDateLocalized: document.getElementById('checkIn').value,
      checkOutDateLocalized: document.getElementById('checkOut').value,
      guestsCount: Number(document.getElementById('guests').value),
      coupons: '',
    };
    call('POST', '/reservations/quotes', body).then(function (res) {
      if (!res.ok) {
        var details = ((res.data.error.data || {}).moreDetails || {}).notApplicableRatePlans || [];
        var minNights = details.some(function (p) { return p.notApplicable && p.notApplicable.minNights; });
        box.innerHTML = '<p id="quote-error" class="alert alert-danger">' + esc(minNights ? 'These dates are shorter than the ' + l.terms.minNights + '-night minimum stay.' : res.data.error.message) + '</p>';
        return;
      }
      var money = res.data.rates.ratePlans[0].ratePlan.money;
      box.innerHTML = '<ul id="price-breakdown" class="price-list">' +
        money.invoiceItems.map(function (i) { return '<li><span>' + esc(i.title) + '</span> <span>' + euros(i.amount) + '</span></li>'; }).join('') +
        '</ul><p>Total <strong id="price-total">' + euros(money.hostPayout) + '</strong></p>';
      state.quote = res.data;
      reserve.disabled = false;
    });
  }

  spa.route('/reserve/confirmation', function (params, query, view) {
    call('GET', '/reservations/' + query.get('reservationId')).then(function (res) {
      var r = res.data;
      view.innerHTML = '<section class="card"><h1>You are booked, ' + esc(r.guest.firstName) + '!</h1><p>Confirmation code <strong id="confirmation-code">' + esc(r.confirmationCode) +
        '</strong></p><p>' + esc(r.listing.title) + ' · ' + r.checkInDateLocalized + ' → ' + r.checkOutDateLocalized + ' · ' + r.guestsCount + ' guests</p><p>Total paid <strong>' +
        euros(r.money.hostPayout) + '</strong></p></section>';
    });
  });

  spa.route('/reserve/:quoteId', function (params, query, view) {
    call('GET', '/reservations/quotes/' + params.quoteId).then(function (res) {
      var q = res.data;
      var plan = q.rates.ratePlans[0].ratePlan;
      var field = function (id, label, type) { return '<label>' + label + ' <input id="' + id + '" type="' + (type || 'text') + '"></label>'; };
      view.innerHTML = '<div class="grid"><section class="card"><h2>Your stay</h2><p>' + q.checkInDateLocalized + ' → ' + q.checkOutDateLocalized + ' · ' + q.guestsCount +
        ' guests</p><p>Total <strong id="checkout-total">' + euros(plan.money.hostPayout) + '</strong></p></section>' +
        '<form id="guest-form" class="card" onsubmit="return false"><h2>Guest details</h2>' + field('first-name', 'First name') + field('last-name', 'Last name') +
        field('email', 'Email', 'email') + field('phone', 'Phone', 'tel') + '<h2>Card</h2>' + field('card-number', 'Card number') + field('card-expiry', 'Expiry (MM/YY)') +
        field('card-cvc', 'CVC') + '<div id="booking-error"></div><button type="button" id="book-now" class="btn">Book now</button></form></div>';
      document.getElementById('book-now').addEventListener('click', function () {
        var value = function (id) { return document.getElementById(id).value; };
        // the card form stands in for Stripe Elements: a test card tokenizes to Stripe's test payment method
        var token = /^4242/.test(value('card-number').replace(/\s/g, '')) ? 'pm_card_visa' : '';
        var body = { ratePlanId: plan._id, ccToken: token, guest: { firstName: value('first-name'), lastName: value('last-name'), email: value('email'), phone: value('phone') } };
        call('POST', '/reservations/quotes/' + q._id + '/instant', body).then(function (booked) {
          if (!booked.ok) {
            document.getElementById('booking-error').innerHTML = '<p class="alert alert-danger">' + esc(booked.data.error.message) + '</p>';
            return;
          }
          spa.go('/reserve/confirmation?confirmationCode=' + booked.data.confirmationCode + '&reservationId=' + booked.data._id);
        });
      });
    });
  });

  spa.start({ hash: true });
})();
