// Hartwell Venues' Nuxt app, reduced to plain JS on the kit router (window.siteSpa): pages render on the client and
// call the site's API with fetch. Signed-in guests (an auth token in localStorage) use the private properties
// resource; everyone else the public one.
(function () {
  var config = (window.__NUXT__ && window.__NUXT__.config && window.__NUXT__.config.public) || {};
  var API = config.apiBase || '/api';
  var RESOURCE = API + (localStorage.getItem('auth._token.local') ? '/properties/property' : '/public-properties/property');
  var spa = window.siteSpa;

  function esc(s) {
    return String(s == null ? '' : s).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  }
  function money(n) {
    return Number(n).toLocaleString('en-GB', { style: 'currency', currency: config.currency || 'GBP' });
  }
  function qs(fields) {
    var p = new URLSearchParams();
    Object.keys(fields).forEach(function (k) {
      if (fields[k] !== '' && fields[k] != null) p.set(k, fields[k]);
    });
    return p.toString();
  }
  function call(url, options) {
    var init = options || {};
    init.headers = Object.assign({ Accept: 'application/json' }, init.headers || {});
    return fetch(url, init).then(function (r) {
      return r.json().then(function (body) {
        return { status: r.status, body: body };
      });
    });
  }
  function postJson(url, body) {
    return call(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  }
  /** Laravel's 422 answer: the first message of the first field */
  function firstError(body) {
    var errors = (body && body.errors) || {};
    var field = Object.keys(errors)[0];
    return field ? errors[field][0] : (body && body.message) || 'Something went wrong.';
  }
  function title(t) {
    document.title = t + ' | Hartwell Venues';
  }
  function options(from, to, selected, label) {
    var out = '';
    for (var n = from; n <= to; n++) out += '<option value="' + n + '"' + (String(n) === String(selected) ? ' selected' : '') + '>' + (label ? label(n) : n) + '</option>';
    return out;
  }
  function stayOf(query) {
    return { checkin: query.get('checkin') || '', checkout: query.get('checkout') || '', adults: query.get('adults') || '2', children: query.get('children') || '0' };
  }
  function stayFields(stay) {
    return (
      '<label>Arrive <input type="date" id="checkin" value="' + esc(stay.checkin) + '"></label>' +
      '<label>Depart <input type="date" id="checkout" value="' + esc(stay.checkout) + '"></label>' +
      '<label>Adults <select id="adults">' + options(1, 16, stay.adults) + '</select></label>' +
      '<label>Children <select id="children">' + options(0, 6, stay.children) + '</select></label>'
    );
  }
  function readStay() {
    return {
      checkin: document.getElementById('checkin').value,
      checkout: document.getElementById('checkout').value,
      adults: document.getElementById('adults').value,
      children: document.getElementById('children').value,
    };
  }
  function lines(list) {
    return '<ul class="quote-lines">' + list.map(function (l) {
      return '<li><span class="quote-label">' + esc(l.label) + '</span><span class="quote-amount">' + money(l.amount) + '</span></li>';
    }).join('') + '</ul>';
  }

  spa.route('/', function (params, query, view) {
    title('Group houses in the Cotswolds');
    view.innerHTML =
      '<section class="hero"><h1>Large group houses in the Cotswolds</h1><form id="search-form" class="card" onsubmit="return false">' +
      stayFields(stayOf(query)) + '<button id="search" class="btn" type="button">Find a venue</button></form></section>' +
      '<h2>Featured venues</h2><div id="featured" class="grid"></div>';
    call(RESOURCE + '?' + qs({ featured: 1, per_page: 3 })).then(function (r) {
      document.getElementById('featured').innerHTML = (r.body.data || []).map(function (v) {
        return '<a class="venue-card card" data-spa href="/venues/' + esc(v.slug) + '"><h2>' + esc(v.name) + '</h2><p>' + esc(v.village) + ' · sleeps ' + v.sleeps + '</p></a>';
      }).join('');
    });
    document.getElementById('search').addEventListener('click', function () {
      spa.go('/venues?' + qs(readStay()));
    });
  });

  spa.route('/venues', function (params, query, view) {
    title('Our venues');
    var stay = stayOf(query);
    var bedrooms = query.get('bedrooms') || '';
    view.innerHTML =
      '<h1>Our venues</h1><div class="filters card"><label>Bedrooms <select id="bedrooms"><option value="">Any</option>' +
      options(3, 7, bedrooms, function (n) { return n + '+'; }) + '</select></label></div>' +
      '<p id="result-count" class="result-count">Searching…</p><div id="venue-list" class="grid"></div>';
    document.getElementById('bedrooms').addEventListener('change', function (e) {
      spa.go('/venues?' + qs(Object.assign({}, stay, { bedrooms: e.target.value })));
    });
    call(RESOURCE + '?' + qs(Object.assign({}, stay, { bedrooms: bedrooms, page: 1 }))).then(function (r) {
      var venues = r.body.data || [];
      document.getElementById('result-count').textContent = r.body.meta.total + (r.body.meta.total === 1 ? ' venue' : ' venues');
      document.getElementById('venue-list').innerHTML = venues.map(function (v) {
        var href = '/venues/' + v.slug + '?' + qs(stay);
        return (
          '<a class="venue-card card" data-spa data-venue-id="' + v.id + '" href="' + esc(href) + '"><h2>' + esc(v.name) + '</h2>' +
          '<p>' + esc(v.village) + ' · ' + v.bedrooms + ' bedrooms · sleeps ' + v.sleeps + '</p>' +
          '<p class="price">' + (v.stay_total != null ? money(v.stay_total) + ' for your stay' : 'from ' + money(v.price_from) + ' a night') + '</p></a>'
        );
      }).join('');
    });
  });

  spa.route('/venues/:slug', function (params, query, view) {
    var stay = stayOf(query);
    view.innerHTML = '<p class="loading">Loading…</p>';
    call(RESOURCE + '/' + encodeURIComponent(params.slug)).then(function (r) {
      if (r.status !== 200) {
        view.innerHTML = '<h1>Venue not found</h1>';
        return;
      }
      var v = r.body.data;
      title(v.name);
      view.innerHTML =
        '<article class="venue"><h1 class="venue-title" data-venue-id="' + v.id + '">' + esc(v.name) + '</h1>' +
        '<p class="venue-facts">' + esc(v.village) + ' · ' + v.bedrooms + ' bedrooms · ' + v.bathrooms + ' bathrooms · sleeps ' + v.sleeps + ' · minimum stay ' + v.min_nights + ' nights</p>' +
        '<p class="venue-calendar"></p>' +
        '<form id="booking-box" class="card" onsubmit="return false">' + stayFields(stay) +
        '<label>Promo code <input type="text" id="promo" value=""></label>' +
        '<button id="check" class="btn" type="button">Check availability</button></form>' +
        '<div id="quote"></div><button id="book" class="btn" type="button" hidden>Book now</button></article>';
      if (stay.checkin) {
        var month = stay.checkin.slice(0, 7) + '-01';
        call(API + '/availability?' + qs({ venue: v.id, from: month, to: stay.checkout || month })).then(function (c) {
          var booked = (c.body.data && c.body.data.booked) || [];
          document.querySelector('.venue-calendar').textContent = booked.length
            ? 'Already booked: ' + booked.map(function (b) { return b.from + ' to ' + b.to; }).join(', ')
            : 'No other bookings around your dates.';
        });
      }
      var out = document.getElementById('quote');
      var book = document.getElementById('book');
      document.getElementById('check').addEventListener('click', function () {
        var s = readStay();
        book.hidden = true;
        out.innerHTML = '<p class="loading">Checking…</p>';
        call(API + '/availability/venue?' + qs(Object.assign({ venue: v.id }, s))).then(function (a) {
          if (!a.body.data || !a.body.data.available) {
            out.innerHTML = '<p class="availability-error alert-danger">' + esc(a.body.data ? a.body.data.message : a.body.message) + '</p>';
            return;
          }
          var promo = document.getElementById('promo').value;
          var ask = { property_id: v.id, checkin: s.checkin, checkout: s.checkout, adults: Number(s.adults), children: Number(s.children), promo_code: promo || null };
          return postJson(RESOURCE, ask).then(function (q) {
            if (q.status !== 200) {
              out.innerHTML = '<p class="quote-error alert-danger">' + esc(firstError(q.body)) + '</p>';
              return;
            }
            out.innerHTML = lines(q.body.data.breakdown) + '<p id="quote-total" class="quote-total">Total ' + money(q.body.data.total) + '</p>';
            book.hidden = false;
            book.onclick = function () {
              spa.go('/booking/checkout?' + qs({ venue: v.slug, checkin: s.checkin, checkout: s.checkout, adults: s.adults, children: s.children, promo: promo }));
            };
          });
        });
      });
    });
  });

  spa.route('/booking/checkout', function (params, query, view) {
    title('Your booking');
    var stay = stayOf(query);
    view.innerHTML = '<p class="loading">Loading…</p>';
    call(RESOURCE + '/' + encodeURIComponent(query.get('venue') || '')).then(function (r) {
      var v = r.body.data;
      view.innerHTML =
        '<h1>Your booking</h1><p class="booking-stay">' + esc(v.name) + ': ' + esc(stay.checkin) + ' to ' + esc(stay.checkout) + ', ' +
        esc(stay.adults) + ' adults, ' + esc(stay.children) + ' children</p>' +
        '<form id="guest-form" class="card" onsubmit="return false"><label>First name <input id="first-name" autocomplete="given-name"></label>' +
        '<label>Last name <input id="last-name" autocomplete="family-name"></label><label>Email <input id="email" type="email" autocomplete="email"></label>' +
        '<button id="confirm" class="btn" type="button">Confirm and pay</button></form><div id="booking-error"></div>';
      document.getElementById('confirm').addEventListener('click', function () {
        var body = {
          property_id: v.id, checkin: stay.checkin, checkout: stay.checkout, adults: Number(stay.adults), children: Number(stay.children),
          promo_code: query.get('promo') || null,
          first_name: document.getElementById('first-name').value, last_name: document.getElementById('last-name').value, email: document.getElementById('email').value,
        };
        postJson(API + '/public-reservations', body).then(function (b) {
          if (b.status !== 201) {
            document.getElementById('booking-error').innerHTML = '<p class="alert-danger">' + esc(firstError(b.body)) + '</p>';
            return;
          }
          spa.go('/booking/confirmation?' + qs({ reference: b.body.data.reference }));
        });
      });
    });
  });

  spa.route('/booking/confirmation', function (params, query, view) {
    title('Booking confirmed');
    view.innerHTML = '<p class="loading">Loading…</p>';
    call(API + '/metareservations/' + encodeURIComponent(query.get('reference') || '')).then(function (r) {
      if (r.status !== 200) {
        view.innerHTML = '<h1>Booking not found</h1>';
        return;
      }
      var b = r.body.data;
      view.innerHTML =
        '<section class="booking-confirmed card"><h1>Your booking is confirmed</h1><p>Reference <strong id="booking-reference">' + esc(b.reference) + '</strong></p>' +
        '<p>' + esc(b.property.name) + ', ' + esc(b.checkin) + ' to ' + esc(b.checkout) + ', ' + b.adults + ' adults, ' + b.children + ' children</p>' +
        lines(b.breakdown) + '<p id="booking-total" class="quote-total">Total ' + money(b.total) + '</p></section>';
    });
  });

  spa.start();
})();
