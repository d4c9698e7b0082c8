// The direct-booking widget as an owner site embeds it: every .igms-direct-booking-widget[data-listing-id] element
// becomes a booking box for that listing (labels from its data-text-* attributes). It prices with XHR GET
// get-payout and books with XHR POST book; answers come in the { data } envelope, errors as { error: { message } }.
(function () {
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
  function fees(b) {
    return b.priceFees.concat(b.customFees, b.priceTaxes);
  }
  function select(cls, max, chosen) {
    var o = '';
    for (var i = 0; i <= max; i++) o += '<option' + (i === chosen ? ' selected' : '') + '>' + i + '</option>';
    return '<select class="' + cls + '">' + o + '</select>';
  }

  function mount(box) {
    var uuid = box.getAttribute('data-listing-id');
    box.innerHTML = '<div class="dbw"><label>Check-in <input class="dbw-checkin" placeholder="yyyy-mm-dd"></label><label>Check-out <input class="dbw-checkout" placeholder="yyyy-mm-dd"></label>' +
      '<label>Adults ' + select('dbw-adults', 8, 2) + '</label><label>Children ' + select('dbw-children', 8, 0) + '</label>' +
      '<button type="button" class="btn dbw-check">' + esc(box.getAttribute('data-text-check-availability') || 'Check availability') + '</button><div class="dbw-result"></div>' +
      '<button type="button" class="btn dbw-book" disabled>' + esc(box.getAttribute('data-text-book-now') || 'Book now') + '</button><div class="dbw-guest"></div></div>';
    var $ = function (cls) { return box.querySelector('.' + cls); };
    var stay = function () {
      return { listingUuid: uuid, checkIn: $('dbw-checkin').value, checkOut: $('dbw-checkout').value, adults: Number($('dbw-adults').value), children: Number($('dbw-children').value) };
    };
    $('dbw-check').addEventListener('click', function () {
      var s = stay();
      $('dbw-result').innerHTML = '';
      $('dbw-book').disabled = true;
      xhr('GET', '/get-payout?listingUuid=' + s.listingUuid + '&checkIn=' + s.checkIn + '&checkOut=' + s.checkOut + '&adults=' + s.adults + '&children=' + s.children, null, function (ok, res) {
        if (!ok) {
          $('dbw-result').innerHTML = '<p class="dbw-error">' + esc(res.error.message) + '</p>';
          return;
        }
        var p = res.data;
        var b = p.breakdown;
        var total = fees(b).reduce(function (t, f) { return t + f.amount; }, b.priceBase);
        var rows = [['Nightly rate × ' + p.reservationNights, b.priceBase]].concat(fees(b).map(function (f) { return [f.feeType, f.amount]; }));
        $('dbw-result').innerHTML = '<ul class="price-list">' + rows.map(function (r) { return '<li><span>' + esc(r[0]) + '</span><span>' + usd(r[1]) + '</span></li>'; }).join('') +
          '</ul><p>Total <strong class="dbw-total">' + usd(total) + '</strong></p><p>Due now ' + usd(p.payment[0].amount) + '</p>';
        $('dbw-book').disabled = false;
      });
    });
    $('dbw-book').addEventListener('click', function () {
      var field = function (cls, label) { return '<label>' + label + ' <input class="' + cls + '"></label>'; };
      $('dbw-guest').innerHTML = field('dbw-first-name', 'First name') + field('dbw-last-name', 'Last name') + field('dbw-email', 'Email') + field('dbw-card', 'Card number') +
        '<button type="button" class="btn dbw-confirm">Confirm booking</button><div class="dbw-booked"></div>';
      $('dbw-confirm').addEventListener('click', function () {
        var body = stay();
        body.guest = { firstName: $('dbw-first-name').value, lastName: $('dbw-last-name').value, email: $('dbw-email').value };
        xhr('POST', '/book', body, function (ok, res) {
          $('dbw-booked').innerHTML = ok
            ? '<p>Booked! Reservation <strong class="dbw-reservation-code">' + esc(res.data.reservation_code) + '</strong></p>'
            : '<p class="dbw-error">' + esc(res.error.message) + '</p>';
        });
      });
    });
  }

  var boxes = document.querySelectorAll('.igms-direct-booking-widget[data-listing-id]');
  for (var i = 0; i < boxes.length; i++) mount(boxes[i]);
})();
