// Juniper Ridge Cabins' app (reduced): the cabins view lists GET /api/listings/get_available for the stay in the
// form; a cabin view reads GET /api/listings/<id> with the stay and shows its name and pricing.total (or the
// message when it is not available). The form updates the URL and asks again.
(function () {
  var root = document.getElementById('root');
  var view = root.getAttribute('data-view');
  var form = document.getElementById('stay-form');
  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }
  function usd(n) { return '$' + n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','); }
  function params() {
    return new URLSearchParams({ checkIn: form.checkIn.value, checkOut: form.checkOut.value, adults: form.adults.value, children: form.children.value }).toString();
  }
  function get(url, done) {
    var xhr = new XMLHttpRequest();
    xhr.open('GET', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.onload = function () { done(JSON.parse(xhr.responseText)); };
    xhr.send();
  }
  function load() {
    var q = params();
    history.replaceState(null, '', location.pathname + '?' + q);
    if (view === 'available') {
      get('/api/listings/get_available?' + q, function (a) {
        document.querySelector('.available-count').textContent = a.data.length + ' cabins available';
        document.querySelector('.cabin-grid').innerHTML = a.data.map(function (c) {
          return '<div class="cabin-card" data-id="' + c.id + '"><a href="/cabins/' + c.id + '?' + q + '"><h3>' + esc(c.name) + '</h3></a><p>' +
            c.bedrooms + ' bedrooms · sleeps ' + c.guests + ' · from ' + usd(c.price_from) + '/night</p></div>';
        }).join('');
      });
    } else {
      get('/api/listings/' + root.getAttribute('data-id') + '?' + q, function (l) {
        document.title = l.name + ' | Juniper Ridge Cabins';
        document.querySelector('.cabin-name').textContent = l.name;
        document.querySelector('.cabin-facts').textContent = l.bedrooms + ' bedrooms · ' + l.bathrooms + ' baths · sleeps ' + l.guests;
        var msg = document.querySelector('.cabin-message');
        msg.hidden = !l.message;
        msg.textContent = l.message || '';
        document.querySelector('.cabin-total').textContent = l.pricing ? 'Total ' + usd(l.pricing.total) + ' for ' + l.pricing.nights + ' nights' : '';
      });
    }
  }
  form.addEventListener('submit', function (e) { e.preventDefault(); load(); });
  load();
})();
