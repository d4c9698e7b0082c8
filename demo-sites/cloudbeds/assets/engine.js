// Casa Marisol's booking engine page script (the hosted Cloudbeds engine): reads the stay from the page URL, asks
// POST /booking/rooms for the room types, prices a chosen rate with POST /booking/calculateTotals and books it
// with POST /booking/prepare, then asks GET /booking/confirmation?data_res=<enc_res_id> for the confirmation. Bodies are form-urlencoded, nested values as JSON strings (data[rates], rooms).
(function () {
  var app = document.getElementById('be-app');
  var q = new URLSearchParams(location.search);
  var stay = { checkin: q.get('checkin') || '', checkout: q.get('checkout') || '', adults: q.get('adults') || '2', children: q.get('children') || '0' };
  var property = app.getAttribute('data-property-id');
  var currency = (q.get('currency') || app.getAttribute('data-currency')).toUpperCase();
  var lang = location.pathname.split('/')[1] || 'en';
  var cart = null;

  function postForm(url, fields, done) {
    var xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onload = function () { done(JSON.parse(xhr.responseText)); };
    xhr.send(new URLSearchParams(fields).toString());
  }
  function money(n) { return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','); }
  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }

  function renderRooms(answer) {
    var rows = answer.room_types.map(function (r) {
      var options = '';
      for (var n = 1; n <= 8; n++) options += '<option value="' + n + '"' + (String(n) === stay.adults ? ' selected' : '') + '>' + n + '</option>';
      return '<li class="room-type" data-rate-id="' + r.rate_id + '"><h3 class="room-type-name">' + esc(r.room_type_name) + '</h3>' +
        '<span class="room-rate">' + money(r.rate_basic) + '</span> <label>Adults <select class="adults">' + options + '</select></label>' +
        ' <button type="button" class="select-room">Select</button></li>';
    });
    app.innerHTML = '<p class="results-count">' + answer.total + ' accommodations available</p><ul class="room-types">' + rows.join('') + '</ul>' +
      '<div id="totals"></div><form id="guest-form" hidden><input name="first_name" placeholder="First name"><input name="last_name" placeholder="Last name">' +
      '<input name="email" placeholder="Email"><label><input type="checkbox" name="agree" value="1" checked> I agree</label><button type="submit" class="book-now">Book now</button></form>';
    app.querySelectorAll('.select-room').forEach(function (b) { b.addEventListener('click', function () { selectRate(b.closest('.room-type')); }); });
    document.getElementById('guest-form').addEventListener('submit', book);
  }

  function selectRate(li) {
    var rates = [{ addons: [], adults: Number(li.querySelector('.adults').value), kids: Number(stay.children), rateId: li.getAttribute('data-rate-id') }];
    postForm('/booking/calculateTotals', { lang: lang, 'data[checkIn]': stay.checkin, 'data[checkOut]': stay.checkout, 'data[currency]': currency, 'data[rates]': JSON.stringify(rates), property_id: property }, function (a) {
      var box = document.getElementById('totals');
      if (!a.success) { cart = null; box.innerHTML = '<div class="alert alert-danger">' + esc(a.statusMessage) + '</div>'; document.getElementById('guest-form').hidden = true; return; }
      cart = { rate: rates[0], token: a.data.cart_token };
      var lines = [['Room', a.data.total]].concat(a.data.fees.data.map(function (f) { return [f.name, f.credit]; }), a.data.taxes.data.map(function (t) { return [t.name, t.credit]; }));
      box.innerHTML = '<h3>' + esc(a.data.rooms[0].name) + '</h3><table class="totals">' + lines.map(function (l) { return '<tr><td>' + esc(l[0]) + '</td><td>' + money(l[1]) + '</td></tr>'; }).join('') +
        '<tr class="grand-total"><th>Grand Total</th><th>' + money(a.data.grandTotal) + '</th></tr></table>';
      document.getElementById('guest-form').hidden = false;
    });
  }

  function book(e) {
    e.preventDefault();
    if (!cart) return;
    var f = e.target;
    var rooms = {};
    rooms[cart.rate.rateId] = [{ addons: [], adults: String(cart.rate.adults), kids: String(cart.rate.kids) }];
    postForm('/booking/prepare', {
      widget_property: property, lang: lang, selected_checkin: stay.checkin, selected_checkout: stay.checkout, rooms: JSON.stringify(rooms),
      agree: f.agree.checked ? '1' : '0', currency: currency, cart_token: cart.token, first_name: f.first_name.value, last_name: f.last_name.value,
      email: f.email.value, phone: '', country: 'US', booking_estimated_arrival_time: '15', payment_sdk: 'false', booking_engine_source: 'hotels', iframe: '0',
    }, function (a) {
      if (!a.success) { app.innerHTML = '<div class="alert alert-danger">' + esc(a.statusMessage) + '</div>'; return; }
      // the booking's confirmation, as the engine's confirmation step asks it (GET /booking/confirmation?data_res=)
      var xhr = new XMLHttpRequest();
      xhr.open('GET', '/booking/confirmation?data_res=' + encodeURIComponent(a.enc_res_id));
      xhr.setRequestHeader('Accept', 'application/json, text/javascript, */*; q=0.01');
      xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
      xhr.onload = function () {
        var m = JSON.parse(xhr.responseText).data.mail_info;
        app.innerHTML = '<div class="confirmation"><h2>Reservation confirmed</h2><p>Reservation <span class="reservation-id">' + esc(m.reservation_id) + '</span> · total <span class="grand-total">' + money(m.grand_total) + '</span></p></div>';
      };
      xhr.send();
    });
  }

  // at load, not while the page parses (an earlier call would precede the async tracker)
  addEventListener('load', function () {
    postForm('/booking/rooms', { checkin: stay.checkin, checkout: stay.checkout, currency_code: currency, lang: lang, widget_property: property }, renderRooms);
  });
})();
