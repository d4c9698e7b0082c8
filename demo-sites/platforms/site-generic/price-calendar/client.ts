// The browser script of a price-calendar site (plain ES5, served as /assets/js/<name>.js): the search form's price
// slider, the unit page's price calendar, availability check, price and "Price details" window, and the booking
// page's price per payment method. Each site's copy differs only in these options (the served text is the site's).

export interface ClientOptions {
  brand: string;
  /** the unit's word in the page's data attributes (data-villa) and the header comment */
  noun: string;
  /** the id parameter of the calls (villa_id) */
  idParam: string;
  /** the money formatter's name in the script (idr, chf) */
  moneyFn: string;
  symbol: string;
  thousands: string;
  /** the quote the script writes the thousands separator in; single unless it is one */
  thousandsQuote?: "'" | '"';
  /** the calendar's day shows the rate in thousands (1500k) instead of whole */
  calendarInThousands?: boolean;
  /** what the total includes, in "(… included)" */
  included: string;
  /** the header comment calls the /ajax/ calls old and the /api/ call newer */
  olderAjax?: boolean;
}

export function priceCalendarScript(o: ClientOptions): string {
  const m = o.moneyFn;
  const q = o.thousandsQuote ?? (o.thousands.includes("'") ? '"' : "'");
  const old = (word: string) => (o.olderAjax ? `${word} ` : '');
  const rate = o.calendarInThousands ? "Math.round(d.rate / 1000) + 'k'" : 'd.rate';
  return String.raw`/* ${o.brand}: the search form's price slider, the ${o.noun} page's price calendar, availability check, price
 * and "Price details" window, and the booking page's price per payment method. The ${old('old')}/ajax/ calls use
 * XMLHttpRequest; the ${old('newer')}/api/ call uses fetch with a JSON body. */
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  function ajax(url, done) {
    var x = new XMLHttpRequest();
    x.open('GET', url);
    x.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    x.onload = function () { done(JSON.parse(x.responseText)); };
    x.send();
  }
  function ${m}(n) {
    return '${o.symbol}' + String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ${q}${o.thousands}${q});
  }
  function table(lines) {
    return '<table class="price-lines">' + lines.map(function (l) { return '<tr><td>' + l.label + '</td><td>' + ${m}(l.amount) + '</td></tr>'; }).join('') + '</table>';
  }

  var slider = $('price-slider');
  if (slider) {
    var lo = slider.querySelector("input[name='price_min']"), hi = slider.querySelector("input[name='price_max']");
    var label = function () {
      var a = Number(lo.value), b = Number(hi.value), top = Number(hi.max);
      $('price-label').textContent = a === 0 && b === top ? 'Any price' : ${m}(a) + ' – ' + (b === top ? ${m}(b) + '+' : ${m}(b));
    };
    lo.addEventListener('input', label);
    hi.addEventListener('input', label);
  }

  var cal = $('price-cal');
  if (cal) {
    var month = ($('checkin').value || new Date().toISOString()).slice(0, 7);
    ajax('/ajax/price_cal?' + new URLSearchParams({ ${o.idParam}: cal.getAttribute('data-${o.noun}'), month: month }), function (r) {
      cal.innerHTML = '<h2>' + r.month + '</h2><div class="days">' + r.days.map(function (d) {
        return '<span class="day' + (d.available ? '' : ' booked') + '" title="' + d.date + '">' + Number(d.date.slice(8)) + '<small>' + (d.available ? ${rate} : '—') + '</small></span>';
      }).join('') + '</div>';
    });
  }

  var widget = $('stay-widget');
  if (widget) {
    var out = $('stay-output');
    var stay = function () {
      return new URLSearchParams({ ${o.idParam}: widget.getAttribute('data-${o.noun}'), checkin: $('checkin').value, checkout: $('checkout').value, adults: $('adults').value, children: $('children').value });
    };
    var next = widget.getAttribute('data-instant') === '1' ? [$('book-now')] : [$('inquiry-form')];
    var shown = [$('price-details-link')].concat(next);
    $('check-availability').addEventListener('click', function () {
      var q = stay();
      shown.forEach(function (el) { el.className = 'hidden'; });
      $('price-details-modal').className = 'hidden card';
      out.innerHTML = '<p class="loading">Checking the calendar…</p>';
      ajax('/ajax/price_cal?' + q, function (a) {
        if (!a.available) { out.innerHTML = '<p class="alert alert-danger avail-error">' + a.message + '</p>'; return; }
        ajax('/ajax/priceDetails?' + q, function (r) {
          if (r.error) { out.innerHTML = '<p class="alert alert-danger avail-error">' + r.error + '</p>'; return; }
          out.innerHTML = '<p>' + r.nights + ' nights · total <strong class="price-total">' + ${m}(r.total) + '</strong> (${o.included} included)</p>';
          shown.forEach(function (el) { el.className = el.tagName === 'A' && el.id === 'book-now' ? 'btn' : el.tagName === 'FORM' ? 'card' : ''; });
          if ($('book-now')) $('book-now').href = '/book.php?' + q;
        });
      });
    });
    $('price-details-link').addEventListener('click', function (e) {
      e.preventDefault();
      var modal = $('price-details-modal');
      // the window loads its breakdown from the server each time it opens
      ajax('/ajax/priceDetails?' + stay(), function (r) {
        modal.innerHTML = r.error ? '<p class="alert">' + r.error + '</p>' : '<h3>Price details</h3>' + table(r.details) + '<p>Total <strong class="details-total">' + ${m}(r.total) + '</strong></p>';
        modal.className = 'card';
      });
    });
    var inquiry = $('inquiry-form');
    if (inquiry) {
      inquiry.addEventListener('submit', function () {
        stay().forEach(function (v, k) { if (inquiry.elements[k]) inquiry.elements[k].value = v; });
      });
    }
  }

  var book = $('book-form');
  if (book) {
    var rate = function () {
      var f = new FormData(book);
      var body = { property_id: Number(f.get('${o.idParam}')), checkin: f.get('checkin'), checkout: f.get('checkout'), adults: Number(f.get('adults')), children: Number(f.get('children')), payment_method: f.get('payment_method') };
      fetch('/api/properties/room_rate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
        .then(function (res) { return res.json(); })
        .then(function (r) {
          $('rate-summary').innerHTML = r.error ? '<p class="alert">' + r.error + '</p>' : table(r.rate.lines) + '<p>Total <strong id="rate-total">' + ${m}(r.rate.total) + '</strong></p>';
        });
    };
    // priced once the page has loaded (its scripts included), again when the payment method changes
    addEventListener('load', rate);
    $('pay-card').addEventListener('change', rate);
    $('pay-bank').addEventListener('change', rate);
  }
})();
`;
}
