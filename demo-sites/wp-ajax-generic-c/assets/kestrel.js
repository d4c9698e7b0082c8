/* Kestrel Bay theme: jQuery-less admin-ajax calls with form bodies. The search page fills its grid from
 * load_available_properties and appends later pages from load_properties ("Load more"); a home's page asks
 * checkRoomAvailability when "Check availability" is pressed and shows the price or the reason. */
(function (settings) {
  'use strict';
  function post(action, fields) {
    var body = new URLSearchParams(fields);
    body.set('action', action);
    body.set('nonce', settings.nonce);
    var xhr = new XMLHttpRequest();
    return new Promise(function (resolve) {
      xhr.open('POST', settings.ajax_url);
      xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
      xhr.onload = function () { resolve(JSON.parse(xhr.responseText)); };
      xhr.send(body.toString());
    });
  }
  var pounds = function (n) { return '£' + n.toFixed(2); };

  var search = document.getElementById('home-search');
  if (search) {
    var grid = document.getElementById('property-grid');
    var more = document.getElementById('load-more');
    var page = 1;
    var show = function (answer, append) {
      var d = answer.data;
      grid.innerHTML = (append ? grid.innerHTML : '') + d.html;
      document.getElementById('results-count').textContent = d.total + (d.total === 1 ? ' home' : ' homes') + ' available';
      page = d.page;
      more.classList.toggle('hidden', !d.has_more);
    };
    var first = function () {
      var f = new FormData(search);
      f.set('page', '1');
      post('load_available_properties', f).then(function (a) { show(a, false); });
    };
    search.addEventListener('submit', function (e) { e.preventDefault(); first(); });
    more.addEventListener('click', function () {
      var f = new FormData(search);
      f.set('page', String(page + 1));
      post('load_properties', f).then(function (a) { show(a, true); });
    });
    // the grid loads on window load, as the theme's jQuery(window).on('load') does
    window.addEventListener('load', first);
  }

  var form = document.getElementById('availability-form');
  if (!form) return;
  var out = document.getElementById('availability-output');
  var book = document.getElementById('book-now');
  document.getElementById('check-availability').addEventListener('click', function () {
    var f = { room: form.getAttribute('data-room'), checkIn: form.elements.checkIn.value, checkOut: form.elements.checkOut.value, adults: form.elements.adults.value, children: form.elements.children.value };
    book.classList.add('hidden');
    post('checkRoomAvailability', f).then(function (answer) {
      var d = answer.data;
      if (!answer.success) {
        out.innerHTML = '<p class="alert alert-danger not-available">' + d.message + '</p>';
        return;
      }
      out.innerHTML = '<ul class="price-lines">' + Object.keys(d.breakdown).map(function (k) { return '<li>' + k + ': ' + pounds(d.breakdown[k]) + '</li>'; }).join('') +
        '</ul><p class="price-total">Total for ' + d.nights + ' nights: ' + pounds(d.total) + '</p>';
      book.href = '/book/?' + new URLSearchParams(f);
      book.classList.remove('hidden');
    });
  });
})(window.kestrel_ajax);
