// Apartaments Cala Montgó's page script (ICNEA website): the list page asks DailyAvailability for the stay in its
// query and the lodging page asks Lodging for its facts through the site's POST /api/icnea with the web method in
// `ws`; the lodging page asks a stay's price from POST /WebService.asmx/DailyRates (the method in the path, as
// gls-icnea.php calls it). ICNEA's JSON fields either way; answers are { d: "<JSON>" }.
(function () {
  var cfg = window.icnea;
  var q = new URLSearchParams(location.search);

  function call(ws, fields, done) {
    var xhr = new XMLHttpRequest();
    var inPath = ws === 'DailyRates';
    xhr.open('POST', inPath ? '/WebService.asmx/' + ws : cfg.api);
    xhr.setRequestHeader('Content-Type', 'application/json; charset=utf-8');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onload = function () { done(JSON.parse(JSON.parse(xhr.responseText).d)); };
    var body = inPath ? {} : { ws: ws };
    Object.keys(fields).forEach(function (k) { body[k] = fields[k]; });
    body.language = cfg.language;
    xhr.send(JSON.stringify(body));
  }
  function euros(n) {
    var parts = Number(n).toFixed(2).split('.');
    return parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, '.') + ',' + parts[1] + ' €';
  }
  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }
  function fill(form) {
    ['arrival', 'departure', 'guests'].forEach(function (n) { if (q.get(n) && form.elements[n]) form.elements[n].value = q.get(n); });
  }

  var list = document.getElementById('resultats');
  var article = document.querySelector('article.allotjament');
  var stayQuery = 'arrival=' + encodeURIComponent(q.get('arrival') || '') + '&departure=' + encodeURIComponent(q.get('departure') || '') + '&guests=' + encodeURIComponent(q.get('guests') || '2');

  function search() {
    fill(document.querySelector('form.cercador'));
    call('DailyAvailability', { arrival: q.get('arrival'), departure: q.get('departure'), people: Number(q.get('guests') || 2) }, function (a) {
      var found = a.DailyAvailability || [];
      list.innerHTML = '<p class="resultats-count">' + found.length + ' allotjaments disponibles</p><ul class="allotjaments">' + found.map(function (l) {
        var slug = l.lodging_public_name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
        return '<li><a href="/ca/' + slug + '-h' + l.lodging_id + '?' + stayQuery + '">' + esc(l.lodging_public_name) + '</a> · ' + l.lodging_maximum_capacity + ' persones</li>';
      }).join('') + '</ul>';
    });
  }

  function lodging() {
    var hot = article.getAttribute('data-hot');
    var form = document.getElementById('consulta-preu');
    var box = document.getElementById('preu');
    var book = article.querySelector('a.reservar');
    fill(form);
    call('Lodging', { id: Number(hot) }, function (a) {
      article.querySelector('.fitxa-dades').textContent = a.Lodging.lodging_number_of_rooms + ' habitacions · ' + a.Lodging.lodging_number_of_bathrooms + ' banys · fins a ' + a.Lodging.lodging_maximum_capacity + ' persones';
    });
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var stay = { id: Number(hot), arrival: form.arrival.value, departure: form.departure.value, people: Number(form.guests.value) };
      call('DailyRates', stay, function (a) {
        if (a.error_message) { book.hidden = true; box.innerHTML = '<p class="error alert-danger">' + esc(a.error_message) + '</p>'; return; }
        var total = a.DailyRates.reduce(function (t, r) { return t + r.price; }, 0);
        box.innerHTML = '<p class="preu-estada">' + a.DailyRates.length + ' nits · <span class="total">' + euros(total) + '</span></p>';
        book.href = '/reserves.aspx?emp=' + cfg.emp + '&hot=' + hot + '&idi=' + cfg.idi + '&ent=' + encodeURIComponent(stay.arrival) + '&sor=' + encodeURIComponent(stay.departure) + '&per=' + stay.people;
        book.hidden = false;
      });
    });
  }

  // at load, not while the page parses (an earlier call would precede the async tracker)
  addEventListener('load', function () {
    if (list) search();
    if (article) lodging();
  });
})();
