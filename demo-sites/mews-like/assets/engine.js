/* The booking engine (hash routes) on the Distributor API's PascalCase contract. The stay travels in the route's query (start, end, adults, children); the
 * currency picker above the app chooses which entry of the multi-currency amounts is shown.
 *   #/                          dates and guests
 *   #/rooms?…                   the free categories that fit the party: POST hotels/getAvailability
 *   #/rooms/<categoryId>?…      the category priced: POST reservations/getPricing
 *   #/checkout/<categoryId>?…   guest details, POST reservationGroups/create
 *   #/confirmation?number=…     the confirmation number */
(function () {
  'use strict';
  var spa = window.siteSpa;
  var config = window.mewsDistributor;
  var picker = document.getElementById('currency');

  function h(tag, attrs, content) {
    var node = document.createElement(tag);
    Object.keys(attrs).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    node.textContent = content == null ? '' : String(content);
    return node.outerHTML;
  }

  function amount(multi) {
    var code = picker.value;
    var c = config.currencies[code];
    var n = multi[code].GrossValue;
    return c.symbol + n.toLocaleString('en-US', { minimumFractionDigits: c.decimals, maximumFractionDigits: c.decimals });
  }

  function stayFrom(query) {
    return { start: query.get('start') || '', end: query.get('end') || '', adults: Number(query.get('adults')) || 2, children: Number(query.get('children')) || 0 };
  }

  function stayQuery(s) {
    return 'start=' + encodeURIComponent(s.start) + '&end=' + encodeURIComponent(s.end) + '&adults=' + s.adults + '&children=' + s.children;
  }

  // the hotel's midnight in UTC (Reykjavík keeps UTC all year)
  function utc(day) {
    return day + 'T00:00:00Z';
  }

  function call(operation, body) {
    var payload = Object.assign({ Client: config.client, HotelId: config.hotelId }, body);
    return fetch(config.api + '/' + operation, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
      .then(function (res) { return res.json().then(function (answer) { return { ok: res.ok, answer: answer }; }); });
  }

  function categoryOf(id) {
    return config.roomCategories.filter(function (c) { return c.id === id; })[0];
  }

  function counts(max, selected, from) {
    var out = '';
    for (var i = from; i <= max; i++) out += '<option value="' + i + '"' + (i === selected ? ' selected' : '') + '>' + i + '</option>';
    return out;
  }

  spa.route('/', function (params, query, view) {
    var s = stayFrom(query);
    view.innerHTML = '<form id="dates-form" class="card" onsubmit="return false"><h2>When are you staying?</h2>' +
      '<label>Check-in ' + h('input', { id: 'start', placeholder: 'yyyy-mm-dd', value: s.start }) + '</label>' +
      '<label>Check-out ' + h('input', { id: 'end', placeholder: 'yyyy-mm-dd', value: s.end }) + '</label>' +
      '<label>Adults <select id="adults">' + counts(5, s.adults, 1) + '</select></label>' +
      '<label>Children <select id="children">' + counts(4, s.children, 0) + '</select></label>' +
      '<button type="button" id="search" class="btn">Show rooms</button></form>';
    view.querySelector('#search').addEventListener('click', function () {
      var next = { start: view.querySelector('#start').value.trim(), end: view.querySelector('#end').value.trim(), adults: Number(view.querySelector('#adults').value), children: Number(view.querySelector('#children').value) };
      spa.go('/rooms?' + stayQuery(next));
    });
  });

  spa.route('/rooms', function (params, query, view) {
    var s = stayFrom(query);
    view.innerHTML = '<h2>Rooms for ' + h('span', { id: 'rooms-stay' }, s.start + ' → ' + s.end) + '</h2><div id="room-list" class="grid" aria-busy="true"></div>' +
      h('a', { id: 'change-dates', 'data-spa': '', href: '#/?' + stayQuery(s) }, 'Change dates');
    call('hotels/getAvailability', { ConfigurationId: config.configurationId, StartUtc: utc(s.start), EndUtc: utc(s.end), CurrencyCode: picker.value, VoucherCode: null, AdultCount: s.adults, ChildCount: s.children, CategoryIds: null }).then(function (r) {
      var list = view.querySelector('#room-list');
      if (!list) return;
      if (!r.ok || !r.answer.RoomCategoryAvailabilities.length) { list.innerHTML = h('p', { class: 'no-rooms' }, r.ok ? 'No rooms are free for these dates.' : r.answer.Message); return; }
      list.innerHTML = r.answer.RoomCategoryAvailabilities.map(function (a) {
        var c = categoryOf(a.RoomCategoryId);
        return '<article class="card">' + h('h3', {}, c.name) + h('p', {}, c.description) + h('p', {}, 'Sleeps ' + c.maxGuests + ' · minimum ' + c.minNights + ' nights · ' + a.AvailableRoomCount + ' left') +
          h('a', { class: 'room-category btn', 'data-spa': '', 'data-category-id': c.id, href: '#/rooms/' + c.id + '?' + stayQuery(s) }, 'Select') + '</article>';
      }).join('');
    });
  });

  spa.route('/rooms/:categoryId', function (params, query, view) {
    var s = stayFrom(query);
    var c = categoryOf(params.categoryId);
    if (!c) { view.innerHTML = h('p', { class: 'pricing-error' }, 'This room is not offered.'); return; }
    view.innerHTML = '<section class="card room-detail">' + h('h2', { class: 'room-category-name', 'data-category-id': c.id }, c.name) + h('p', {}, c.description) +
      '<div id="room-price" aria-busy="true">Checking prices…</div>' +
      h('a', { id: 'back-to-rooms', 'data-spa': '', href: '#/rooms?' + stayQuery(s) }, 'Other rooms') + ' ' + h('a', { id: 'change-dates', 'data-spa': '', href: '#/?' + stayQuery(s) }, 'Change dates') + '</section>';
    call('reservations/getPricing', {
      StartUtc: utc(s.start),
      EndUtc: utc(s.end),
      VoucherCode: null,
      RoomCategoryId: c.id,
      Occupancies: [{ AdultCount: s.adults, ChildCount: s.children }],
      ProductIds: [],
    }).then(function (r) {
      var box = view.querySelector('#room-price');
      if (!box) return;
      if (!r.ok) { box.innerHTML = h('p', { class: 'pricing-error alert-danger' }, r.answer.Message); return; }
      var price = r.answer.OccupancyPrices[0].Pricing[0].Price;
      box.innerHTML = h('p', {}, config.rate.name) + '<p>Total ' + h('strong', { id: 'room-total' }, amount(price.TotalAmount)) + '</p>' +
        h('a', { id: 'book-room', class: 'btn', 'data-spa': '', href: '#/checkout/' + c.id + '?' + stayQuery(s) }, 'Book this room');
    });
  });

  spa.route('/checkout/:categoryId', function (params, query, view) {
    var s = stayFrom(query);
    var c = categoryOf(params.categoryId);
    view.innerHTML = '<form id="guest-form" class="card" onsubmit="return false"><h2>Your details</h2>' + h('p', {}, c.name + ', ' + s.start + ' → ' + s.end) +
      '<label>First name <input id="first-name"></label><label>Last name <input id="last-name"></label><label>Email <input id="email" type="email"></label>' +
      '<div id="guest-errors"></div><button type="button" id="confirm-reservation" class="btn">Confirm reservation</button></form>';
    view.querySelector('#confirm-reservation').addEventListener('click', function () {
      call('reservationGroups/create', {
        ConfigurationId: config.configurationId,
        Customer: { Email: view.querySelector('#email').value, FirstName: view.querySelector('#first-name').value, LastName: view.querySelector('#last-name').value, SendMarketingEmails: false },
        Reservations: [{ RoomCategoryId: c.id, StartUtc: utc(s.start), EndUtc: utc(s.end), RateId: config.rate.id, AdultCount: s.adults, ChildCount: s.children, ProductIds: [] }],
      }).then(function (r) {
        if (!r.ok) { view.querySelector('#guest-errors').innerHTML = h('p', { class: 'alert-danger' }, r.answer.Message); return; }
        spa.go('/confirmation?number=' + r.answer.Reservations[0].Number + '&reservationGroupId=' + r.answer.Id);
      });
    });
  });

  spa.route('/confirmation', function (params, query, view) {
    view.innerHTML = '<section class="card"><h2>Thank you, your room is reserved</h2><p>Confirmation number ' + h('strong', { id: 'confirmation-number' }, query.get('number')) + '</p></section>';
  });

  spa.start({ hash: true });
})();
