/* The cottage page's availability calculator (assumed: jQuery-style form post to the Umbraco surface controller):
 * Check price posts the form (anti-forgery token, PropertyId, ArrivalDate dd/mm/yyyy, Nights, Adults, Children)
 * as form-urlencoded XHR and shows Price when HasPrice, else Message; a priced stay offers Book now. */
(function () {
  'use strict';
  var form = document.getElementById('price-form');
  if (!form) return;
  var result = document.querySelector('.availability-calculator .price-result');
  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var body = new URLSearchParams(new FormData(form)).toString();
    var xhr = new XMLHttpRequest();
    xhr.open('POST', form.action);
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    result.innerHTML = '<p class="checking">Checking…</p>';
    xhr.onload = function () {
      var a = JSON.parse(xhr.responseText);
      if (!a.HasPrice) { result.innerHTML = '<p class="price-message alert-danger">' + esc(a.Message) + '</p>'; return; }
      var price = '£' + Number(a.Price).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
      var q = new URLSearchParams(new FormData(form));
      q.delete('__RequestVerificationToken');
      q.delete('PropertyId');
      result.innerHTML = '<p class="price">Price for your stay: <strong class="price-total">' + price + '</strong></p>' +
        '<a class="btn book-now" href="' + location.pathname + 'book/?' + esc(q.toString()) + '">Book now</a>';
    };
    xhr.send(body);
  });
})();
