/* The plugin's widgets as this Bizcor theme uses them. Every method goes through admin-ajax:
 * action=streamlinecore-api-request, params=JSON { methodName, params } (jQuery.ajax's wire format, via siteAjax).
 *   search page   BizcorGetPropertyAvailabilityWithRatesWordPress once the page has loaded
 *   cabin page    Get a quote: VerifyPropertyAvailability, then GetPreReservationPrice; Book now to the booking form
 *   booking page  MakeReservation, then the confirmation page */
(function () {
  'use strict';
  var config = window.streamlinecoreConfig;
  var $ = function (id) { return document.getElementById(id); };

  function relay(methodName, params, done) {
    window.siteAjax.post(config.ajaxUrl, { action: 'streamlinecore-api-request', params: JSON.stringify({ methodName: methodName, params: params }) }, { dataType: 'json', cache: false, success: done });
  }

  function dollars(v) {
    return '$' + Number(v).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }

  function item(label, value) {
    var li = document.createElement('li');
    li.appendChild(document.createElement('span')).textContent = label;
    li.appendChild(document.createElement('span')).textContent = dollars(value);
    return li;
  }

  function alertBox(where, message) {
    var div = document.createElement('div');
    div.className = 'alert alert-danger';
    div.textContent = message;
    where.replaceChildren(div);
  }

  var search = $('bz-search');
  if (search) {
    addEventListener('load', function () {
      var f = search.elements;
      var stay = { startdate: f.sd.value, enddate: f.ed.value, occupants: Number(f.oc.value), occupants_small: Number(f.os.value) };
      var wanted = Object.assign({ min_bedrooms_number: Number(f.beds.value), sort_by: 'price', page_number: 1, page_results_number: 12 }, stay);
      relay('BizcorGetPropertyAvailabilityWithRatesWordPress', wanted, function (answer) {
        var found = answer.data.available_properties;
        $('bz-results-count').textContent = found.pagination.total_units + ' cabins available';
        var query = new URLSearchParams({ sd: stay.startdate, ed: stay.enddate, oc: stay.occupants, os: stay.occupants_small }).toString().replace(/%2F/g, '/');
        found.property.forEach(function (c) {
          var card = document.createElement('article');
          card.className = 'card bz-cabin-card';
          card.innerHTML = '<h3><a class="bz-cabin-link"></a></h3><p class="bz-cabin-meta"></p><p class="bz-cabin-price"></p>';
          var link = card.querySelector('a');
          link.href = '/cabins/' + c.seo_page_name + '/?' + query;
          link.setAttribute('data-unit-id', c.id);
          link.textContent = c.name;
          card.querySelector('.bz-cabin-meta').textContent = c.location_area_name + ' · ' + c.bedrooms_number + ' BR · sleeps ' + c.max_occupants;
          card.querySelector('.bz-cabin-price').textContent = dollars(c.price_data.total) + ' for your stay';
          $('bz-results').appendChild(card);
        });
      });
    });
  }

  var quoteForm = $('bz-quote');
  if (quoteForm) {
    var asked = null;
    $('bz-get-quote').addEventListener('click', function () {
      var stay = { unit_id: Number(quoteForm.elements.unit_id.value), startdate: $('bz-arrive').value, enddate: $('bz-depart').value, occupants: Number($('bz-adults').value), occupants_small: Number($('bz-kids').value), pets: 0 };
      $('bz-quote-messages').replaceChildren();
      $('bz-breakdown').replaceChildren();
      $('bz-book').disabled = true;
      relay('VerifyPropertyAvailability', stay, function (verified) {
        if (verified.status) return alertBox($('bz-quote-messages'), verified.status.description);
        relay('GetPreReservationPrice', Object.assign({ separate_taxes: 1, optional_default_enabled: 0 }, stay), function (priced) {
          if (priced.status) return alertBox($('bz-quote-messages'), priced.status.description);
          var d = priced.data;
          $('bz-breakdown').appendChild(item('Rent', d.price));
          d.required_fees.concat(d.taxes_details).forEach(function (line) {
            if (Number(line.value) > 0) $('bz-breakdown').appendChild(item(line.name, line.value));
          });
          $('bz-total').textContent = dollars(d.total);
          $('bz-book').disabled = false;
          asked = stay;
        });
      });
    });
    $('bz-book').addEventListener('click', function () {
      if (asked) location.href = config.bookingUrl + '?unit=' + asked.unit_id + '&sd=' + asked.startdate + '&ed=' + asked.enddate + '&oc=' + asked.occupants + '&os=' + asked.occupants_small;
    });
  }

  var booking = $('bz-booking-form');
  if (booking) {
    $('bz-confirm').addEventListener('click', function () {
      var params = {};
      Array.prototype.forEach.call(booking.elements, function (el) {
        if (el.name) params[el.name] = el.type === 'hidden' && /occupants/.test(el.name) ? Number(el.value) : el.value;
      });
      params.unit_id = Number(params.unit_id);
      relay('MakeReservation', params, function (answer) {
        if (!answer.success) return alertBox($('bz-booking-messages'), answer.status.description);
        location.href = config.confirmationUrl + '?confirmation_id=' + answer.data.reservation.confirmation_id;
      });
    });
  }
})();
