// Alfama Loft Stays' own booking pages in front of Guesty. /properties/ lists what get_available answers for the
// query's stay; /properties/{id}/ loads the listing and prices a stay with /api/guesty/quote/; /book/{id}/ creates
// the quote the booking will use with /api/guesty-quotes/ and books it with the instant reservation.
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var q = new URLSearchParams(location.search);
  var esc = function (s) {
    return String(s == null ? '' : s).replace(/[&<>"']/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]; });
  };
  var euros = function (n) { return '€' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','); };
  function api(method, url, body) {
    var init = { method: method, headers: { Accept: 'application/json' } };
    if (body) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch('/api' + url, init).then(function (res) {
      return res.json().then(function (data) { return { ok: res.ok, data: data }; });
    });
  }
  function breakdown(money) {
    return '<ul id="price-breakdown" class="price-list">' + money.invoiceItems.map(function (i) { return '<li><span>' + esc(i.title) + '</span> <span>' + euros(i.amount) + '</span></li>'; }).join('') +
      '</ul><p>Total <strong id="price-total">' + euros(money.hostPayout) + '</strong></p>';
  }

  function search(view) {
    api('GET', '/listings/get_available/?' + q.toString()).then(function (res) {
      var guests = res.data.adults + res.data.children;
      $('result-count').textContent = res.data.data.length + ' stays available';
      view.innerHTML = res.data.data.map(function (l) {
        var href = '/properties/' + l._id + '/?checkIn=' + res.data.checkIn + '&checkOut=' + res.data.checkOut + '&guests=' + guests;
        return '<article class="card listing-card"><h2><a class="listing-link" data-listing-id="' + l._id + '" href="' + href + '">' + esc(l.title) + '</a></h2><p>' +
          esc(l.address.neighborhood) + ' · sleeps ' + l.accommodates + ' · from ' + euros(l.prices.basePrice) + ' / night</p></article>';
      }).join('');
    });
  }

  function listing(view, id) {
    api('GET', '/listings/' + id + '/').then(function (res) {
      var l = res.data;
      var options = '';
      for (var g = 1; g <= l.accommodates; g++) options += '<option value="' + g + '"' + (String(g) === q.get('guests') ? ' selected' : '') + '>' + g + '</option>';
      view.innerHTML = '<div class="grid"><article class="card"><h1 class="listing-title">' + esc(l.title) + '</h1><p>' + esc(l.propertyType) + ' in ' + esc(l.address.neighborhood) +
        ' · minimum ' + l.terms.minNights + ' nights</p></article><aside class="card booking-widget"><label>Check-in <input id="checkIn" value="' + esc(q.get('checkIn')) + '"></label>' +
        '<label>Check-out <input id="checkOut" value="' + esc(q.get('checkOut')) + '"></label><label>Guests <select id="guests">' + options + '</select></label>' +
        '<button type="button" id="get-price" class="btn">Check price</button><div id="quote-box"></div><button type="button" id="reserve" class="btn" disabled>Reserve</button></aside></div>';
      var stay = null;
      $('get-price').addEventListener('click', function () {
        stay = null;
        $('reserve').disabled = true;
        $('quote-box').innerHTML = '';
        var body = { listingId: l._id, checkIn: $('checkIn').value, checkOut: $('checkOut').value, guestsCount: Number($('guests').value) };
        api('POST', '/guesty/quote/', body).then(function (r) {
          if (!r.ok) {
            $('quote-box').innerHTML = '<p id="quote-error" class="alert alert-danger">' + esc(r.data.error) + '</p>';
            return;
          }
          $('quote-box').innerHTML = breakdown(r.data.rates.ratePlans[0].ratePlan.money);
          stay = body;
          $('reserve').disabled = false;
        });
      });
      $('reserve').addEventListener('click', function () {
        if (stay) location.href = '/book/' + l._id + '/?check_in=' + stay.checkIn + '&check_out=' + stay.checkOut + '&guests=' + stay.guestsCount;
      });
    });
  }

  function book(view, id) {
    var body = { listingId: id, checkInDateLocalized: q.get('check_in'), checkOutDateLocalized: q.get('check_out'), guestsCount: Number(q.get('guests')) };
    api('POST', '/guesty-quotes/', body).then(function (r) {
      if (!r.ok) {
        $('checkout-summary').innerHTML = '<p class="alert alert-danger">' + esc(r.data.error.message) + '</p>';
        return;
      }
      var quote = r.data;
      var plan = quote.rates.ratePlans[0].ratePlan;
      $('checkout-summary').innerHTML = '<p>' + quote.checkInDateLocalized + ' → ' + quote.checkOutDateLocalized + ' · ' + quote.guestsCount + ' guests</p>' + breakdown(plan.money);
      $('book').disabled = false;
      $('book').addEventListener('click', function () {
        var v = function (f) { return $(f).value; };
        // the card form stands in for Stripe Elements: a test card tokenizes to Stripe's test payment method
        var token = /^4242/.test(v('card-number').replace(/\s/g, '')) ? 'pm_card_visa' : '';
        var guest = { firstName: v('first-name'), lastName: v('last-name'), email: v('email'), phone: v('phone') };
        api('POST', '/reservations/quotes/' + quote._id + '/instant/', { ratePlanId: plan._id, ccToken: token, guest: guest, policy: { accepted: true } }).then(function (b) {
          if (!b.ok) {
            $('booking-error').innerHTML = '<p class="alert alert-danger">' + esc(b.data.error.message) + '</p>';
            return;
          }
          view.innerHTML = '<section class="card"><h1>You are booked, ' + esc(guest.firstName) + '!</h1><p>Confirmation code <strong id="confirmation-code">' + esc(b.data.confirmationCode) + '</strong></p></section>';
        });
      });
    });
  }

  window.addEventListener('load', function () {
    var view = $('view');
    var id = view.getAttribute('data-listing-id');
    var kind = view.getAttribute('data-page');
    if (kind === 'search') search(view);
    else if (kind === 'listing') listing(view, id);
    else if (kind === 'book') book(view, id);
  });
})();
