/* The website app (history mode): the home page has the search bar and lists the homes, /en/all-properties asks the
 * lodging search (GET …/lodgings/search?arrival&departure&adults&children), a property page has the booking box. The box asks
 * the rates API for a quotation (GET …/quotation?arrival&departure&adults&children) and Book Now opens the
 * checkout app on its hash route. Links with data-spa navigate with pushState. */
(function () {
  'use strict';
  var spa = window.siteSpa;
  var site = window.lodgifySite;

  function money(n) {
    return '€' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }

  function esc(s) {
    var d = document.createElement('div');
    d.textContent = String(s);
    return d.innerHTML;
  }

  function options(from, to, selected) {
    var out = '';
    for (var i = from; i <= to; i++) out += '<option value="' + i + '"' + (i === selected ? ' selected' : '') + '>' + i + '</option>';
    return out;
  }

  function stayQuery(s) {
    return 'arrival=' + encodeURIComponent(s.arrival) + '&departure=' + encodeURIComponent(s.departure) + '&adults=' + s.adults + '&children=' + s.children;
  }

  function cards(list, query) {
    return '<div class="grid">' + list.map(function (p) {
      return '<article class="card property-card"><h2>' + esc(p.name) + '</h2><p>' + esc(p.town) + ' · ' + p.bedrooms + ' bedrooms · sleeps ' + p.maxGuests + '</p>' +
        (p.minPrice ? '<p>' + money(p.minPrice) + ' for your stay</p>' : '<p>From ' + money(p.fromPrice) + ' per night</p>') +
        '<a class="property-link btn" data-spa data-property-id="' + p.id + '" href="/en/' + p.slug + (query ? '?' + query : '') + '">See the house</a></article>';
    }).join('') + '</div>';
  }

  spa.route('/en/', function (params, query, view) {
    document.title = 'Holiday homes in the Algarve | Algarve Shore Houses';
    view.innerHTML = '<form id="search-bar" class="card" onsubmit="return false">' +
      '<label>Arrival <input id="search-arrival" placeholder="yyyy-mm-dd"></label><label>Departure <input id="search-departure" placeholder="yyyy-mm-dd"></label>' +
      '<label>Adults <select id="search-adults">' + options(1, 8, 2) + '</select></label><label>Children <select id="search-children">' + options(0, 6, 0) + '</select></label>' +
      '<button type="button" id="search-button" class="btn">Search</button></form><h1 class="page-title">Our homes</h1>' + cards(site.properties);
    view.querySelector('#search-button').addEventListener('click', function () {
      var s = { arrival: view.querySelector('#search-arrival').value.trim(), departure: view.querySelector('#search-departure').value.trim(), adults: Number(view.querySelector('#search-adults').value), children: Number(view.querySelector('#search-children').value) };
      spa.go('/en/all-properties?' + stayQuery(s));
    });
  });

  spa.route('/en/all-properties', function (params, query, view) {
    document.title = 'All properties | Algarve Shore Houses';
    view.innerHTML = '<h1 class="page-title">Available homes</h1><p id="search-count">Searching…</p><div id="search-results"></div>';
    fetch(site.searchApi + '?' + query.toString(), { headers: { Accept: 'application/json' } })
      .then(function (res) { return res.json(); })
      .then(function (found) {
        view.querySelector('#search-count').textContent = found.totalCount + (found.totalCount === 1 ? ' home' : ' homes') + ' available';
        view.querySelector('#search-results').innerHTML = cards(found.items, query.toString());
      });
  });

  spa.route('/en/:slug', function (params, query, view) {
    var p = site.properties.filter(function (x) { return x.slug === params.slug; })[0];
    if (!p) { view.innerHTML = '<h1 class="page-title">Oops! That page can’t be found.</h1>'; return; }
    document.title = p.name + ' | Algarve Shore Houses';
    view.innerHTML = '<div class="grid"><article class="card property" data-property-id="' + p.id + '">' +
      '<h1 class="property-name">' + esc(p.name) + '</h1><p class="property-town">' + esc(p.town) + '</p><p>' + esc(p.headline) + '</p>' +
      '<ul class="property-facts"><li>' + p.bedrooms + ' bedrooms</li><li>' + p.bathrooms + ' bathrooms</li><li>Sleeps ' + p.maxGuests + '</li><li>Minimum stay ' + p.minNights + ' nights</li></ul></article>' +
      '<aside id="booking-box" class="card"><h3>Book your stay</h3>' +
      '<label>Arrival <input id="arrival" placeholder="yyyy-mm-dd" value="' + esc(query.get('arrival') || '') + '"></label>' +
      '<label>Departure <input id="departure" placeholder="yyyy-mm-dd" value="' + esc(query.get('departure') || '') + '"></label>' +
      '<label>Adults <select id="adults">' + options(1, p.maxGuests, Number(query.get('adults')) || 2) + '</select></label>' +
      '<label>Children <select id="children">' + options(0, p.maxGuests - 1, Number(query.get('children')) || 0) + '</select></label>' +
      '<button type="button" id="check-price" class="btn">Check price</button>' +
      '<div id="price-message"></div><p id="price-summary" class="hidden">Total <strong id="price-total"></strong></p>' +
      '<button type="button" id="book-now" class="btn" disabled>Book now</button><p id="booked-periods" class="calendar-note"></p></aside></div>';
    fetch(site.ratesApi + '/' + p.id + '/calendar', { headers: { Accept: 'application/json' } })
      .then(function (res) { return res.json(); })
      .then(function (cal) {
        view.querySelector('#booked-periods').textContent = cal.periods.length ? 'Already booked: ' + cal.periods.map(function (b) { return b.start + ' → ' + b.end; }).join(', ') : 'Open all season';
      });
    var quoted = null;
    var stay = function () {
      return { arrival: view.querySelector('#arrival').value.trim(), departure: view.querySelector('#departure').value.trim(), adults: Number(view.querySelector('#adults').value), children: Number(view.querySelector('#children').value) };
    };
    view.querySelector('#check-price').addEventListener('click', function () {
      var s = stay();
      var message = view.querySelector('#price-message');
      message.innerHTML = '';
      view.querySelector('#price-summary').classList.add('hidden');
      view.querySelector('#book-now').disabled = true;
      fetch(site.ratesApi + '/' + p.id + '/quotation?' + stayQuery(s), { headers: { Accept: 'application/json' } })
        .then(function (res) { return res.json().then(function (body) { return { ok: res.ok, body: body }; }); })
        .then(function (r) {
          if (!r.ok) { message.innerHTML = '<p class="error alert-danger">' + esc(r.body.detail) + '</p>'; return; }
          view.querySelector('#price-total').textContent = money(r.body.minPrice);
          view.querySelector('#price-summary').classList.remove('hidden');
          view.querySelector('#book-now').disabled = false;
          quoted = s;
        });
    });
    view.querySelector('#book-now').addEventListener('click', function () {
      if (quoted) window.location.href = site.checkoutUrl + '#/' + p.id + '?' + stayQuery(quoted);
    });
  });

  spa.start();
})();
