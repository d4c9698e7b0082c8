// The LMPM search list (reduced): the page's stay from its URL, GET <root>/properties/search, the homes rendered
// into #lmpm-property-search-list-scroll's grid; the form searches again.
(function () {
  var form = document.getElementById('lmpm-search-form');
  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }
  function search() {
    var p = new URLSearchParams({ start: form.start.value, end: form.end.value, adults: form.adults.value, children: form.children.value, pageNumber: '1', pageSize: '25' });
    var xhr = new XMLHttpRequest();
    xhr.open('GET', window.lmpmSettings.root + '/properties/search?' + p.toString());
    xhr.setRequestHeader('Accept', 'application/json, text/plain, */*');
    xhr.onload = function () {
      var a = JSON.parse(xhr.responseText);
      document.querySelector('.lmpm-results-count').textContent = a.total_count + ' properties available';
      document.querySelector('#lmpm-property-search-list-scroll > div.lmpm-search-grid').innerHTML = a.results.map(function (r) {
        var href = r.url + (form.start.value ? '&start-date=' + form.start.value + '&end-date=' + form.end.value : '');
        return '<div class="lmpm-search-card"><a href="' + esc(href) + '"><img src="' + esc(r.images[0].path) + '" alt=""><h3>' + esc(r.friendly_name) + '</h3></a>' +
          '<p>' + r.bedrooms + ' BR · ' + r.bathrooms + ' BA · ' + r.sleeps + ' Guests</p></div>';
      }).join('');
    };
    xhr.send();
  }
  form.addEventListener('submit', function (e) { e.preventDefault(); search(); });
  search();
})();
