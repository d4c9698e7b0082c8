// Stand-in for SuperControl's calendar widget embed: after the page loads it reads the first [data-calendar-key]
// element, asks {data-calendar-api-domain}/v3/Calendar/Settings?key=… which cart to use (synchronously, as the
// real embed does), and would then fill each element with SuperControl's calendar iframe. The iframes are not
// served here; a placeholder shows where they go.
window.addEventListener('load', function () {
  var boxes = document.querySelectorAll('[data-calendar-key]');
  if (!boxes.length) return;
  var api = boxes[0].getAttribute('data-calendar-api-domain') || 'https://api.supercontrol.co.uk';
  var r = new XMLHttpRequest();
  r.open('GET', api + '/v3/Calendar/Settings?key=' + boxes[0].getAttribute('data-calendar-key'), false);
  r.send(null);
  var path = JSON.parse(r.responseText).newCart ? 'cart' : 'calendar';
  for (var i = 0; i < boxes.length; i++) boxes[i].innerHTML = '<p class="sc-calendar-placeholder" data-widget-path="' + path + '">Availability calendar</p>';
});
