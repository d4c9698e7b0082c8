// SuperControl price widget on a cottage page: "Check price" posts new_get_price (the price for the dates);
// "Full price quote" asks fullpricequote.ashx for the party's full quote and payment schedule; "Book now" goes to
// the booking form with the same stay.
(function () {
  // the property is the one SuperControl's calendar widget element on the page names
  var id = document.querySelector('[data-calendar-property-id]').getAttribute('data-calendar-property-id');
  var $ = function (sel) { return document.getElementById(sel); };
  var pounds = function (n) { return '£' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','); };
  var stay = function () {
    return { propertyID: id, startdate: $('sc-startdate').value, numbernights: $('sc-numbernights').value, adults: $('sc-adults').value, children: $('sc-children').value, infants: $('sc-infants').value };
  };
  var lines = function (price) {
    var rows = [['Rent', price.rent]].concat(price.extras.map(function (x) { return [x.description, x.price]; }));
    return '<ul class="price-list">' + rows.map(function (r) { return '<li><span>' + r[0] + '</span><span>' + pounds(r[1]) + '</span></li>'; }).join('') + '</ul>';
  };

  $('sc-check-price').addEventListener('click', function () {
    var s = stay();
    $('sc-price').innerHTML = '';
    $('sc-quote').innerHTML = '';
    $('sc-full-quote').disabled = true;
    $('sc-book').classList.add('hidden');
    var form = new URLSearchParams({ propertyID: s.propertyID, startdate: s.startdate, numbernights: s.numbernights });
    fetch('/api/supercontrol/new_get_price', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' }, body: form })
      .then(function (res) { return res.json(); })
      .then(function (a) {
        if (!a.success) {
          $('sc-price').innerHTML = '<p class="sc-price-error alert">' + a.msg + '</p>';
          return;
        }
        $('sc-price').innerHTML = lines(a.price) + '<p>Total <strong id="sc-total">' + pounds(a.price.total) + '</strong></p>';
        $('sc-full-quote').disabled = false;
        $('sc-book').href = '/booking/?' + new URLSearchParams(s).toString();
        $('sc-book').classList.remove('hidden');
      });
  });

  $('sc-full-quote').addEventListener('click', function () {
    fetch('/fullpricequote.ashx?' + new URLSearchParams(stay()).toString())
      .then(function (res) { return res.json(); })
      .then(function (a) {
        if (!a.success) {
          $('sc-quote').innerHTML = '<p class="sc-price-error alert">' + a.msg + '</p>';
          return;
        }
        $('sc-quote').innerHTML = '<h4>Your quote for ' + a.adults + ' adults, ' + a.children + ' children</h4><ul id="sc-payments" class="price-list">' +
          a.payments.map(function (p) { return '<li><span>' + p.description + ' due ' + p.dueDate + '</span><span>' + pounds(p.amount) + '</span></li>'; }).join('') + '</ul>';
      });
  });
})();
