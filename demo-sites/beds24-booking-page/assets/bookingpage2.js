// The booking page's room-price loader: each room's first offer is priced with GET api/ajax/getroomprice.php
// (ro, ci, co, na, nc, of, nr, la, cu) once the page has loaded; answers are kept in sessionStorage under a key with
// the dates and the party (storeroomprice), so the same stay in the same tab is not asked again.
(function () {
  var s = window.b24stay;
  function key(ro) { return 'roomprice-' + ro + '-' + s.checkin + '-' + s.checkout + '-' + s.numadult + '-' + s.numchild; }
  function storeroomprice(ro, a) { try { sessionStorage.setItem(key(ro), JSON.stringify(a)); } catch (e) {} }
  function show(ro, a) {
    var offer = a && a[0];
    var warn = document.getElementById('warn-1-' + ro);
    var from = document.getElementById('from-1-' + ro);
    if (offer && offer.roomprice) { from.innerHTML = offer.roompricedisplay; warn.className = 'hidden ajaxroomwarn at_offerwarndiv'; }
    else { warn.textContent = (offer && offer.warn) || 'Not available'; warn.className = 'ajaxroomwarn at_offerwarndiv'; document.getElementById('selectors1-' + ro).className = 'hidden'; }
    from.setAttribute('data-loaded', '1');
    warn.setAttribute('data-loaded', '1');
  }
  function price(ro) {
    var cached = null;
    try { cached = JSON.parse(sessionStorage.getItem(key(ro)) || 'null'); } catch (e) {}
    if (cached) return show(ro, cached);
    var q = new URLSearchParams({ ro: ro, ci: s.checkin, co: s.checkout, na: String(s.numadult), nc: String(s.numchild), of: '1', nr: '1', la: s.lang, cu: '' });
    var xhr = new XMLHttpRequest();
    xhr.open('GET', '/api/ajax/getroomprice.php?' + q.toString());
    xhr.onload = function () { var a = JSON.parse(xhr.responseText); storeroomprice(ro, a); show(ro, a); };
    xhr.send();
  }
  addEventListener('load', function () { if (s.checkin) s.rooms.forEach(price); });
})();
