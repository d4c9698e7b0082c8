/* Lakeshore theme: search results and quotes through admin-ajax with fetch (URLSearchParams bodies). The search
 * page loads get_property_search_result's HTML into #cabin-results; the quote widget asks quote_listing when the
 * party changes (dates or not: it then shows the "from" price) and when "Check availability" is pressed. */
(function (settings) {
  'use strict';
  function ask(action, fields) {
    var body = new URLSearchParams(fields);
    body.set('action', action);
    body.set('security', settings.security);
    return fetch(settings.ajaxurl, { method: 'POST', body: body, credentials: 'same-origin' });
  }

  var search = document.getElementById('cabin-search');
  if (search) {
    var load = function () {
      ask('get_property_search_result', new FormData(search)).then(function (r) { return r.text(); }).then(function (markup) {
        document.getElementById('cabin-results').innerHTML = markup;
      });
    };
    search.addEventListener('submit', function (e) { e.preventDefault(); load(); });
    // The first search runs on window load, as the theme's jQuery(window).on('load') does: the async embed tag
    // has been evaluated by then (a call made before the tracker exists cannot be observed).
    window.addEventListener('load', function () { load(); });
  }

  var widget = document.getElementById('quote-widget');
  if (!widget) return;
  var out = document.getElementById('quote-output');
  var book = document.getElementById('request-booking');
  var fields = function () {
    return { listing_id: widget.getAttribute('data-listing'), check_in: document.getElementById('check_in').value, check_out: document.getElementById('check_out').value, guests: document.getElementById('guests').value };
  };
  var quote = function () {
    var f = fields();
    book.classList.add('hidden');
    ask('quote_listing', f).then(function (r) { return r.json(); }).then(function (answer) {
      if (answer.status === 'error') {
        out.innerHTML = '<ul class="quote-errors">' + Object.keys(answer.errors).map(function (k) {
          return '<li>' + k.replace('_', ' ') + ' ' + answer.errors[k].join(', ') + '</li>';
        }).join('') + '</ul>';
        return;
      }
      var p = answer.price;
      out.innerHTML = p.per === 'night'
        ? '<p class="quote-from">From C$' + p.total.toFixed(2) + ' per night</p>'
        : '<ul class="quote-lines">' + Object.keys(p.lines).map(function (l) { return '<li>' + l + ': C$' + p.lines[l].toFixed(2) + '</li>'; }).join('') +
          '</ul><p class="quote-total">Total C$' + p.total.toFixed(2) + '</p>';
      if (p.per === 'stay') {
        book.href = '/book/?' + new URLSearchParams(f);
        book.classList.remove('hidden');
      }
    });
  };
  document.getElementById('guests').addEventListener('change', quote);
  document.getElementById('check-availability').addEventListener('click', quote);
})(window.lakeshore);
