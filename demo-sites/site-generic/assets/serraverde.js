/* Serra Verde Temporada: the chalet page's widget and the booking form, plain XMLHttpRequest. "Calcular" asks
 * /properties/availability first and, when the stay is free, /getquote.php for the price; "Confirmar reserva"
 * posts the form to /booking.php and follows the answer's redirect. */
(function () {
  'use strict';
  function get(url, done) {
    var x = new XMLHttpRequest();
    x.open('GET', url);
    x.onload = function () { done(JSON.parse(x.responseText)); };
    x.send();
  }
  var $ = function (id) { return document.getElementById(id); };

  var widget = $('quote-widget');
  if (widget) {
    var out = $('quote-output');
    var book = $('reservar');
    $('calcular').addEventListener('click', function () {
      var q = new URLSearchParams({ propid: widget.getAttribute('data-propid'), checkin: $('checkin').value, checkout: $('checkout').value, adults: $('adults').value, children: $('children').value });
      book.className = 'btn hidden';
      out.innerHTML = '<p class="loading">Calculando…</p>';
      get('/properties/availability?' + q, function (a) {
        if (!a.available) { out.innerHTML = '<p class="alert alert-danger quote-error">' + a.reason + '</p>'; return; }
        get('/getquote.php?' + q, function (r) {
          if (!r.ok) { out.innerHTML = '<p class="alert alert-danger quote-error">' + r.error + '</p>'; return; }
          var rows = Object.keys(r.quote.items).map(function (k) { return '<tr><td>' + k + '</td><td>' + r.quote.items[k] + '</td></tr>'; }).join('');
          out.innerHTML = '<table class="quote-lines">' + rows + '</table><p>Total <strong class="quote-total">' + r.quote.total + '</strong></p>';
          q.delete('propid');
          q.set('home', widget.getAttribute('data-propid'));
          book.href = '/reserve?' + q;
          book.className = 'btn';
        });
      });
    });
  }

  var form = $('reserve-form');
  if (form) {
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var x = new XMLHttpRequest();
      x.open('POST', '/booking.php');
      x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
      x.onload = function () {
        var r = JSON.parse(x.responseText);
        if (r.status === 'ok') location.href = r.redirect;
        else $('reserve-error').textContent = r.message;
      };
      x.send(new URLSearchParams(new FormData(form)).toString());
    });
  }
})();
