// The unit page's booking form: "Check availability" asks the quotation call
// (v2/websites/rates/property/{id}/quotation?arrival&departure&adults&children) and shows its minPrice or the
// refusal's detail; Book Now opens the checkout's reservation page with the party as one guest count.
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var euros = function (n) { return '€' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','); };
  var esc = function (s) {
    return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; });
  };

  window.addEventListener('load', function () {
    var ld = document.querySelector('script[type="application/ld+json"]');
    if (!$('booking-form') || !ld) return;
    var id = JSON.parse(ld.textContent).identifier;
    var quoted = null;
    $('check-price').addEventListener('click', function () {
      var s = { arrival: $('arrival').value, departure: $('departure').value, adults: $('adults').value, children: $('children').value };
      quoted = null;
      $('book-now').disabled = true;
      $('price-message').innerHTML = '';
      var url = '/v2/websites/rates/property/' + id + '/quotation?arrival=' + s.arrival + '&departure=' + s.departure + '&adults=' + s.adults + '&children=' + s.children;
      fetch(url, { headers: { Accept: 'application/json' } }).then(function (res) {
        return res.json().then(function (body) {
          if (!res.ok) {
            $('price-message').innerHTML = '<p class="error">' + esc(body.detail || body.title) + '</p>';
            return;
          }
          $('price-message').innerHTML = '<p>Total <strong id="price-total">' + euros(body.minPrice) + '</strong></p>';
          quoted = s;
          $('book-now').disabled = false;
        });
      });
    });
    $('book-now').addEventListener('click', function () {
      if (!quoted) return;
      var guests = Number(quoted.adults) + Number(quoted.children);
      location.href = '/en/algarve-shore-houses/' + id + '/reservation?currency=EUR&arrival=' + quoted.arrival + '&departure=' + quoted.departure + '&guests=' + guests;
    });
  });
})();
