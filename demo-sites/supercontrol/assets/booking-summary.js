// Stand-in for SuperControl's booking-summary script on the owner's summary page: it looks for a
// .sc-summary-container (and keeps looking every 500 ms, for containers added later), reads the cart key from the
// page hash (#k=…), fetches {data-api-domain or https://api.supercontrol.co.uk}/v3/cart/summary/{k}, shows the
// answer's summaryHtml and hands the answer to the host page as the document event "sc-summary-booking-info".
(function () {
  var hash = {};
  location.hash.slice(1).split('&').forEach(function (part) {
    var kv = part.split('=');
    if (kv[0]) hash[kv[0]] = kv[1];
  });

  function start(box) {
    box.classList.add('sc-initialised');
    var api = box.getAttribute('data-api-domain') || 'https://api.supercontrol.co.uk';
    if (!hash.k) {
      box.innerHTML = '<span>Sorry, there has been an error: Booking summary was not found.</span>';
      return;
    }
    box.innerHTML = '<b>Please wait while the booking summary is loading...</b>';
    fetch(api + '/v3/cart/summary/' + hash.k)
      .then(function (res) {
        return res.json().then(function (data) {
          if (!res.ok) throw data;
          return data;
        });
      })
      .then(function (data) {
        box.classList.add('sc-loaded');
        box.innerHTML = data.summaryHtml;
        setTimeout(function () {
          document.dispatchEvent(new CustomEvent('sc-summary-booking-info', { detail: data }));
        }, 0);
      })
      .catch(function (err) {
        box.classList.add('sc-error');
        box.innerHTML = '<span>Sorry, there has been an error: ' + String((err && err.message) || err) + '</span>';
      });
  }

  (function look() {
    var box = document.querySelector('.sc-summary-container:not(.sc-initialised)');
    if (box) start(box);
    setTimeout(look, 500);
  })();
})();
