/* A stand-in for Smily's calendar widget (bookingsync-calendar-widget): every `[data-smily-calendar-widget]`
 * element becomes a calendar whose options come from its data- attributes; with a rental id it fetches
 * `<apiHost>/api/v2/public/maps.json?rental_id=<id>&exchange_to_currency=<currency>` (the widget's rentalUrl) and
 * renders the map's first two months. The real widget starts at DOMContentLoaded; this one at load, because calls
 * made while the page parses could finish before the async tracker is evaluated. */
(function () {
  'use strict';
  var API_NAMESPACE = '/api/v2/public';

  function rentalUrl(opts) {
    return opts.apiHost + API_NAMESPACE + '/maps.json?rental_id=' + opts.rentalId + (opts.currency ? '&exchange_to_currency=' + opts.currency : '');
  }

  function month(attrs, first) {
    var rates = attrs.nightly_rates.split(',');
    var start = Date.parse(attrs.start_date + 'T00:00:00Z');
    var from = Date.parse(first + 'T00:00:00Z');
    var cells = [];
    for (var day = from; new Date(day).getUTCMonth() === new Date(from).getUTCMonth(); day += 86400000) {
      var i = Math.round((day - start) / 86400000);
      var booked = attrs.availability.charAt(i) === '1';
      cells.push('<span class="SmilyCalendar__day' + (booked ? ' is-unavailable' : '') + '">' + new Date(day).getUTCDate() + (booked ? '' : '<small>' + rates[i] + '</small>') + '</span>');
    }
    return '<div class="SmilyCalendar__month js-month" role="grid" aria-label="' + first.slice(0, 7) + '"><div class="SmilyCalendar__caption">' + first.slice(0, 7) + '</div>' + cells.join('') + '</div>';
  }

  function init(el) {
    var opts = { apiHost: el.dataset.apiHost || 'https://secure.smily.com', rentalId: el.dataset.rentalId, currency: el.dataset.currency || null };
    el.classList.add('SmilyCalendar');
    el.setAttribute('data-theme', 'basic');
    fetch(rentalUrl(opts))
      .then(function (res) { return res.json(); })
      .then(function (maps) {
        var attrs = maps.data[0].attributes;
        var second = new Date(Date.parse(attrs.start_date + 'T00:00:00Z'));
        second.setUTCMonth(second.getUTCMonth() + 1);
        el.innerHTML = '<div class="SmilyCalendar__months">' + month(attrs, attrs.start_date) + month(attrs, second.toISOString().slice(0, 10)) + '</div>';
        el.setAttribute('data-maps-loaded', attrs.currency);
      });
  }

  addEventListener('load', function () {
    Array.prototype.forEach.call(document.querySelectorAll('[data-smily-calendar-widget]'), init);
  });
})();
