/* Q4VR instant quote widget: "Get an Instant Quote" posts q4vr_stay and shows the quote table (or the alert), then
 * asks unit_rate_check_vr for the stay's rent to show the average nightly rate; Book Now carries the stay to /book/. */
(function () {
  'use strict';
  var byId = function (id) { return document.getElementById('q4vr-' + id); };
  var result = byId('quote-result');
  var avg = byId('avg-rate');
  var book = byId('book-now');

  function stay(action) {
    return {
      action: action,
      security: byId('security').value,
      unit_id: byId('unit-id').value,
      arrival: byId('arrival').value,
      departure: byId('departure').value,
      adults: byId('adults').value,
      children: byId('children').value,
    };
  }

  byId('get-quote').addEventListener('click', function () {
    result.innerHTML = '<div class="q4vr-loading">Getting your quote…</div>';
    avg.textContent = '';
    book.classList.add('hidden');
    window.siteAjax.post(window.q4vr_vars.ajax_url, stay('q4vr_stay'), {
      dataType: 'json',
      success: function (answer) {
        result.innerHTML = answer.data.html;
        if (!answer.success) return;
        var s = stay('unit_rate_check_vr');
        book.href = '/book/?unit=' + s.unit_id + '&arrival=' + encodeURIComponent(s.arrival) + '&departure=' + encodeURIComponent(s.departure) +
          '&adults=' + s.adults + '&children=' + s.children;
        book.classList.remove('hidden');
        window.siteAjax.post(window.q4vr_vars.ajax_url, s, {
          dataType: 'json',
          success: function (rate) {
            if (rate.success) avg.textContent = 'Average nightly rate: $' + (rate.data.total / rate.data.nights).toFixed(2);
          },
        });
      },
    });
  });
})();
