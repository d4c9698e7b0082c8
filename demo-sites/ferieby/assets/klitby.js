/* Klitby Feriehuse: the price widget and the booking form, with fetch and form-encoded bodies on the site's API;
 * the booking is confirmed in place (no thank-you page). */
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var postForm = function (url, data) {
    return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' }, body: new URLSearchParams(data).toString() }).then(function (r) { return r.json(); });
  };
  var dkk = function (n) { return 'DKK ' + Number(n).toLocaleString('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); };
  var lines = function (l) { return '<ul class="linjer">' + l.map(function (x) { return '<li>' + x.tekst + ': ' + dkk(x.beloeb) + '</li>'; }).join('') + '</ul>'; };

  var box = $('booking-box');
  if (box) {
    $('beregn').addEventListener('click', function () {
      var stay = { hus: box.getAttribute('data-house'), ankomst: $('ankomst').value, afrejse: $('afrejse').value, voksne: $('voksne').value, boern: $('boern').value };
      $('book').className = 'btn hidden';
      postForm('/api/pris', stay).then(function (r) {
        if (!r.ok) { $('pris').innerHTML = '<p class="alert pris-fejl">' + r.fejl + '</p>'; return; }
        $('pris').innerHTML = lines(r.pris.linjer) + '<p>I alt <strong class="pris-total">' + dkk(r.pris.total) + '</strong></p>';
        $('book').href = '/booking?' + new URLSearchParams(stay);
        $('book').className = 'btn';
      });
    });
  }

  var form = $('booking-form');
  if (form) {
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      postForm('/api/booking', new FormData(form)).then(function (r) {
        if (!r.ok) { $('booking-fejl').textContent = r.fejl; return; }
        form.style.display = 'none';
        var b = r.booking;
        $('bekraeftelse').innerHTML = '<div class="card"><h2>Tak for din booking</h2><p>Bookingnummer <strong id="booking-nummer">' + b.nummer + '</strong></p><p>' + b.husnavn + ', ' + b.ankomst + ' – ' + b.afrejse + '</p>' + lines(b.linjer) + '<p>I alt <strong>' + dkk(b.total) + '</strong></p></div>';
      });
    });
  }
})();
