// The plugin's checkout (reduced): POST <root>/bookings with the stay and the guest as JSON; a booked answer sends
// the guest to its redirect_url (the confirmation page), a WordPress REST error is shown in .lmpm-error-message.
(function () {
  var form = document.getElementById('lmpm-checkout-form');
  if (!form) return;
  var error = document.querySelector('.lmpm-checkout .lmpm-error-message');
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var d = form.dataset;
    var body = {
      pms_id: d.pmsId, start: d.start, end: d.end, adults: Number(d.adults), children: Number(d.children),
      guest: { first_name: form.first_name.value, last_name: form.last_name.value, email: form.email.value, phone: form.phone.value },
      accept_terms: form.accept_terms.checked,
    };
    var xhr = new XMLHttpRequest();
    xhr.open('POST', window.lmpmSettings.root + '/bookings');
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json, text/plain, */*');
    xhr.onload = function () {
      var a = JSON.parse(xhr.responseText);
      if (xhr.status === 201 && a.success) return location.assign(a.redirect_url);
      error.hidden = false;
      error.textContent = a.message || 'Something went wrong. Please try again.';
    };
    xhr.send(JSON.stringify(body));
  });
})();
