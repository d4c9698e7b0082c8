// The property page's client (the Awaze Next.js app's property chunk, reduced): asks GET /api/availability for
// the stay in the page URL when the page loads, and again for the form's start date, nights and party; shows the
// total in #nowprice or the answer's message.
(function () {
  var data = JSON.parse(document.getElementById('__NEXT_DATA__').textContent);
  var code = data.props.pageProps.property.code;
  var form = document.getElementById('availability-form');
  var price = document.getElementById('nowprice');
  var message = document.querySelector('.availability-message');

  function pounds(n) { return '£' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','); }

  function check() {
    var p = new URLSearchParams({ propertyCode: code, start: form.start.value, nights: form.nights.value, adult: form.adult.value, child: form.child.value, infant: form.infant.value, pets: form.pets.value });
    fetch('/api/availability?' + p.toString(), { headers: { accept: 'application/json', 'x-awaze-brand': data.props.pageProps.brand, 'x-awaze-locale': 'en-gb' } })
      .then(function (r) { return r.json(); })
      .then(function (a) {
        if (a.available) { price.textContent = pounds(a.price.total); message.hidden = true; message.textContent = ''; }
        else { price.textContent = ''; message.hidden = false; message.textContent = a.message; }
      });
  }

  form.addEventListener('submit', function (e) { e.preventDefault(); check(); });
  if (form.start.value) check();
})();
