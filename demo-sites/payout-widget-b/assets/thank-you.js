// The owner's own snippet (not the widget's): once the widget shows a reservation code, say so and send the guest
// a moment later to the site's thank-you page, /booking-confirmation/?reservation=<code>, where the owner's
// analytics count bookings.
(function () {
  var sent = false;
  function check() {
    var code = document.querySelector('.igms-direct-booking-widget .dbw-reservation-code');
    if (!code || sent) return;
    sent = true;
    code.parentNode.insertAdjacentHTML('afterend', '<p class="dbw-redirect">Taking you to your booking confirmation…</p>');
    setTimeout(function () {
      window.location.assign('/booking-confirmation/?reservation=' + encodeURIComponent(code.textContent));
    }, 1000);
  }
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
})();
