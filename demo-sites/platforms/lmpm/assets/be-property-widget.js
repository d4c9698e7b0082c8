// The LMPM booking widget on a property page (reduced): the property id from hub_property_id (base64 of
// item:<id>), GET <root>/properties/<id>/property-items/search for the chosen stay, the cost summary shown, or the
// refusal in .lmpm-error-message (the answer's error message, or the widget's own text when it has none).
(function () {
  var hub = new URLSearchParams(location.search).get('hub_property_id');
  var id = atob(hub).split(':')[1];
  var form = document.querySelector('.lmpm-quote-form');
  var box = document.querySelector('.lmpm-quote');
  var error = document.querySelector('.lmpm-error-message');
  function usd(n) { return '$' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','); }
  function price(m) { return m.deal != null ? m.deal : m.rack; }
  function quote() {
    var p = new URLSearchParams({ start: form.start.value, end: form.end.value, pms_id: id, adults: form.adults.value, children: form.children.value });
    var xhr = new XMLHttpRequest();
    xhr.open('GET', window.lmpmSettings.root + '/properties/' + id + '/property-items/search?' + p.toString());
    xhr.setRequestHeader('Accept', 'application/json, text/plain, */*');
    xhr.onload = function () {
      var a = JSON.parse(xhr.responseText);
      var c = a.cost_summary;
      if (a.unavailable || a.empty_quote_result || !c) {
        box.innerHTML = '';
        error.hidden = false;
        error.textContent = (a.error && a.error.message) || 'Sorry, this property is not available for the dates you selected.';
        return;
      }
      error.hidden = true;
      error.textContent = '';
      box.innerHTML = '<table class="lmpm-cost-summary"><tr><td>Rent</td><td>' + usd(price(c.item.subtotal)) + '</td></tr><tr><td>Fees</td><td>' + usd(price(c.fees.subtotal)) + '</td></tr>' +
        '<tr><td>Taxes</td><td>' + usd(c.total_tax_amount) + '</td></tr><tr class="lmpm-total"><th>Total</th><th>' + usd(price(c.total)) + '</th></tr></table>';
    };
    xhr.send();
  }
  form.addEventListener('submit', function (e) { e.preventDefault(); quote(); });
  if (form.start.value && form.end.value) quote();
})();
