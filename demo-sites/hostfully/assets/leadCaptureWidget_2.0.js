// Hostfully lead-capture booking widget (the part of leadCaptureWidget_2.0.js this site uses):
//   var widget = new Widget('leadWidget', '<property uid>', { pathRoot, redirectURL, valuesByDefaults, … });
// Prices and bookings go to the widget's endpoints by JSONP: a <script> tag whose answer calls a one-off global
// callback (hfwQuote<n>, hfwLead<n>; the search widget's hfwSearch<n>), removed once it has run.
(function () {
  var seq = 0;

  function jsonp(root, path, params, prefix, done) {
    var name = prefix + ++seq;
    var script = document.createElement('script');
    window[name] = function (data) {
      delete window[name];
      script.parentNode.removeChild(script);
      done(data);
    };
    params.callback = name;
    script.src = root + path + '?' + new URLSearchParams(params).toString();
    document.head.appendChild(script);
  }

  function dollars(n) {
    return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }

  function Widget(containerId, propertyUid, options) {
    var box = document.getElementById(containerId);
    var defaults = options.valuesByDefaults || {};
    var value = function (k) { return (defaults[k] && defaults[k].value) || ''; };
    var select = function (id, from, to, selected) {
      var html = '<select id="' + id + '">';
      for (var i = from; i <= to; i++) html += '<option' + (String(i) === String(selected) ? ' selected' : '') + '>' + i + '</option>';
      return html + '</select>';
    };
    box.innerHTML =
      '<form class="hfw-form card" onsubmit="return false"><h3 class="hfw-title">Book your stay</h3>' +
      '<label>Check-in <input id="hfw-checkin" value="' + value('checkIn') + '" placeholder="yyyy-mm-dd"></label>' +
      '<label>Check-out <input id="hfw-checkout" value="' + value('checkOut') + '" placeholder="yyyy-mm-dd"></label>' +
      '<label>Adults ' + select('hfw-adults', 1, 10, value('adults') || 2) + '</label>' +
      '<label>Children ' + select('hfw-children', 0, 8, value('children') || 0) + '</label>' +
      '<label>Discount code <input id="hfw-discount" value="' + value('discountCode') + '"></label>' +
      '<p class="hfw-availability">Loading availability…</p><button type="button" id="hfw-get-quote" class="btn">Get a quote</button><div class="hfw-result"></div>' +
      '<button type="button" id="hfw-book" class="btn" disabled>Book now</button>' +
      '<div class="hfw-lead hidden"><label>First name <input id="hfw-first-name"></label><label>Last name <input id="hfw-last-name"></label>' +
      '<label>Email <input id="hfw-email" type="email"></label><button type="button" id="hfw-submit" class="btn">Confirm booking</button></div></form>';
    var $ = function (sel) { return box.querySelector(sel); };
    var stay = function () {
      return { propertyUid: propertyUid, checkIn: $('#hfw-checkin').value, checkOut: $('#hfw-checkout').value, adults: $('#hfw-adults').value, children: $('#hfw-children').value };
    };
    var refused = function (data) {
      $('.hfw-result').innerHTML = '<p class="hfw-error text-danger">' + data.violated_rules.join(' ') + '</p>';
    };

    // showAvailability: the calendar of the two months from the default check-in's month
    if (options.showAvailability && value('checkIn')) {
      jsonp(options.pathRoot, 'api/widget/availability', { propertyUid: propertyUid, from: value('checkIn').slice(0, 8) + '01' }, 'hfwCalendar', function (data) {
        var open = data.valid ? data.days.filter(function (d) { return d.available; }).length : 0;
        $('.hfw-availability').textContent = data.valid ? open + ' of ' + data.days.length + ' nights open' : '';
      });
    }

    $('#hfw-get-quote').addEventListener('click', function () {
      $('.hfw-result').innerHTML = '<p class="hfw-loading">Calculating…</p>';
      $('#hfw-book').disabled = true;
      var params = stay();
      params.pets = '0';
      params.discountCode = $('#hfw-discount').value;
      jsonp(options.pathRoot, 'api/widget/quote', params, 'hfwQuote', function (data) {
        if (!data.valid) return refused(data);
        var q = data.quote;
        var rows = [['Rent', q.rent.totalAmount]].concat(q.fees.map(function (f) { return [f.name, f.totalAmount]; }));
        $('.hfw-result').innerHTML = '<ul class="hfw-lines price-list">' + rows.map(function (r) { return '<li><span>' + r[0] + '</span><span>' + dollars(r[1]) + '</span></li>'; }).join('') +
          '</ul><p class="hfw-total-row">Total <strong id="hfw-total">' + dollars(q.totalPrice) + '</strong></p><p class="hfw-deposit">Refundable security deposit ' + dollars(q.securityDeposit) + '</p>';
        $('#hfw-book').disabled = false;
      });
    });

    $('#hfw-book').addEventListener('click', function () {
      $('.hfw-lead').classList.remove('hidden');
    });

    $('#hfw-submit').addEventListener('click', function () {
      var params = stay();
      params.firstName = $('#hfw-first-name').value;
      params.lastName = $('#hfw-last-name').value;
      params.email = $('#hfw-email').value;
      jsonp(options.pathRoot, 'api/widget/lead', params, 'hfwLead', function (data) {
        if (!data.valid) return refused(data);
        if (options.redirectURL) window.location.href = options.redirectURL + '?leadUid=' + encodeURIComponent(data.leadUid);
      });
    });
  }

  window.Widget = Widget;
  // Hostfully's search widget: the properties free for a stay, through the same JSONP channel
  window.HostfullySearch = function (root, params, done) {
    jsonp(root, 'api/widget/search', params, 'hfwSearch', done);
  };
})();
