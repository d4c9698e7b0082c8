// The plugin's confirmation page (reduced): GET <root>/trips/<trip_id> and the booking rendered from it (the
// confirmation number, the home, the dates, the party and the cost summary), after the page has loaded.
(function () {
  var root = document.getElementById('lmpm-booking-confirmation');
  var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  function day(iso) { return MONTHS[Number(iso.slice(5, 7)) - 1] + ' ' + Number(iso.slice(8, 10)) + ', ' + iso.slice(0, 4); }
  function usd(n) { return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','); }
  function esc(s) { return String(s).replace(/[&<>"']/g, function (c) { return '&#' + c.charCodeAt(0) + ';'; }); }
  var xhr = new XMLHttpRequest();
  xhr.open('GET', window.lmpmSettings.root + '/trips/' + encodeURIComponent(root.dataset.tripId));
  xhr.setRequestHeader('Accept', 'application/json, text/plain, */*');
  xhr.onload = function () {
    var t = JSON.parse(xhr.responseText);
    if (xhr.status !== 200) {
      root.innerHTML = '<div class="lmpm-error-message">' + esc(t.message) + '</div>';
      return;
    }
    var r = t.reservations[0];
    root.innerHTML = '<h1 class="lmpm-confirmation-title">Your booking is confirmed</h1>' +
      '<p>Confirmation number <strong class="lmpm-confirmation-number">' + esc(r.confirmation_number) + '</strong></p>' +
      '<p>Thank you, ' + esc(t.guest.first_name) + '. We sent your confirmation to ' + esc(t.guest.email) + '.</p>' +
      '<h2 class="lmpm-property-name"><a href="' + esc(r.property.url) + '">' + esc(r.property.name) + '</a></h2>' +
      '<dl class="lmpm-trip-details"><dt>Check in</dt><dd><time class="lmpm-check-in" datetime="' + esc(r.start) + '">' + day(r.start) + '</time></dd>' +
      '<dt>Check out</dt><dd><time class="lmpm-check-out" datetime="' + esc(r.end) + '">' + day(r.end) + '</time></dd>' +
      '<dt>Adults</dt><dd class="lmpm-adults">' + r.adults + '</dd><dt>Children</dt><dd class="lmpm-children">' + r.children + '</dd></dl>' +
      '<table class="lmpm-cost-summary"><tr><td>Rent</td><td>' + usd(r.rent_total) + '</td></tr><tr><td>Fees</td><td>' + usd(r.fees_total) + '</td></tr>' +
      '<tr><td>Taxes</td><td>' + usd(r.tax_total) + '</td></tr><tr class="lmpm-total"><th>Total</th><th>' + usd(r.total) + '</th></tr></table>';
  };
  xhr.send();
})();
