// The booking hand-off under the plugin's price widget (reduced): once the widget shows a cost summary, a
// "Book now" link to the checkout page with the priced stay; a refusal clears the summary and the link with it.
(function () {
  var box = document.querySelector('.lmpm-quote');
  var form = document.querySelector('.lmpm-quote-form');
  var id = atob(new URLSearchParams(location.search).get('hub_property_id')).split(':')[1];
  new MutationObserver(function () {
    if (!box.querySelector('.lmpm-cost-summary') || box.querySelector('.lmpm-book-now')) return;
    var q = new URLSearchParams({ pms_id: id, start: form.start.value, end: form.end.value, adults: form.adults.value, children: form.children.value });
    var a = document.createElement('a');
    a.className = 'lmpm-book-now';
    a.href = '/checkout/?' + q.toString();
    a.textContent = 'Book now';
    box.appendChild(a);
  }).observe(box, { childList: true });
})();
