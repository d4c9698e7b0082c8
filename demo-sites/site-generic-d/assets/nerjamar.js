/* Nerja Mar Apartamentos: the home page's availability box (searchproperty.php), the /apartments filter
 * (/get_properties.php), a destination landing's type chips (/get_properties_landing.php), the property page's
 * price box (/ajax?property-price-details) and the booking form (POST /api/apartments/book), all with fetch. The
 * question form is a plain HTML form posting to /enviarContacto.php. */
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var getJson = function (url) { return fetch(url, { credentials: 'same-origin' }).then(function (r) { return r.json(); }); };
  var eur = function (n) { return '€' + Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); };
  var plural = function (n) { return n === 1 ? '1 property' : n + ' properties'; };
  var cards = function (list) {
    return list.map(function (p) {
      return '<div class="card apartment" data-id="' + p.id + '"><a class="apartment-link" href="' + p.url + '">' + p.nombre + '</a><span>' + p.tipo + ' · ' + p.dormitorios + ' bedrooms · sleeps ' + p.plazas + ' · from ' + eur(p.precio) + '/night</span></div>';
    }).join('');
  };
  var stayQuery = function (form) {
    var f = new FormData(form);
    var q = new URLSearchParams();
    ['llegada', 'salida', 'adultos', 'ninos'].forEach(function (k) { q.set(k, f.get(k)); });
    return q;
  };

  var box = $('availability-box');
  if (box) {
    box.addEventListener('submit', function (e) {
      e.preventDefault();
      getJson('/searchproperty.php?' + stayQuery(box)).then(function (r) {
        $('availability-result').innerHTML = '<p class="available-count">' + plural(r.total) + ' free for your dates</p><div class="grid">' + cards(r.properties) + '</div>';
      });
    });
  }

  var filter = $('filter-form');
  if (filter) {
    filter.addEventListener('submit', function (e) {
      e.preventDefault();
      var q = stayQuery(filter);
      q.set('tipo', new FormData(filter).get('tipo'));
      getJson('/get_properties.php?' + q).then(function (r) {
        document.querySelector('.results-count').textContent = plural(r.total);
        $('results').innerHTML = cards(r.properties);
      });
    });
  }

  var chips = $('tipo-chips');
  if (chips) {
    chips.addEventListener('click', function (e) {
      var chip = e.target.closest('.tipo-chip');
      if (!chip) return;
      var q = new URLSearchParams({ destino: chips.getAttribute('data-destino'), tipo: chip.getAttribute('data-tipo') });
      getJson('/get_properties_landing.php?' + q).then(function (r) {
        document.querySelector('.results-count').textContent = plural(r.total);
        $('results').innerHTML = cards(r.properties);
      });
    });
  }

  var priceBox = $('price-box');
  if (priceBox) {
    $('ver-precio').addEventListener('click', function () {
      var q = new URLSearchParams({ id: priceBox.getAttribute('data-id'), llegada: $('llegada').value, salida: $('salida').value, adultos: $('adultos').value, ninos: $('ninos').value });
      $('reservar').className = 'btn hidden';
      getJson('/ajax?property-price-details&' + q).then(function (r) {
        if (!r.ok) { $('precio').innerHTML = '<p class="alert price-error">' + r.error + '</p>'; return; }
        $('precio').innerHTML = '<ul class="desglose">' + r.desglose.map(function (l) { return '<li>' + l.concepto + ': ' + eur(l.importe) + '</li>'; }).join('') + '</ul><p>Total <strong class="price-total">' + eur(r.total) + '</strong></p>';
        $('reservar').href = '/booking?' + q;
        $('reservar').className = 'btn';
      });
    });
  }

  var booking = $('booking-form');
  if (booking) {
    booking.addEventListener('submit', function (e) {
      e.preventDefault();
      var b = JSON.parse(booking.getAttribute('data-stay'));
      b.id = Number(b.id);
      b.nombre = $('guest-name').value;
      b.email = $('guest-email').value;
      b.pago = new FormData(booking).get('pago');
      fetch('/api/apartments/book', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b) })
        .then(function (r) { return r.json(); })
        .then(function (r) {
          if (!r.success) { $('booking-error').textContent = r.error; return; }
          // the booking is made: say so, then show its page
          booking.innerHTML = '<p class="alert alert-success">Booking ' + r.reserva.codigo + ' confirmed. Taking you to your booking…</p>';
          setTimeout(function () { location.href = r.redirect; }, 1200);
        });
    });
  }
})();
