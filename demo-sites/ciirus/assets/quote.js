/* The site's quote form the way the CiiRUS jQuery library's Booker does it (SOURCES.md): the dates of #DateFrom /
 * #DateTo formatted 'dd+M+yy', a GET of /EmbedQuoter.aspx?PropertyID=&ad=&dd= (the query decoded, so the '+'
 * stay literal), then the answer page read: <font color="Red"> or .hasQuotingError is the error, else the
 * breakdown table of #rates1_pnlQuoteResults_tbQuoteResults_C0 .ratesControlQuoteResponse. Book goes to
 * /quote-book.aspx?PID=&ad=&dd=. */
(function () {
  'use strict';
  var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  var pid = new URL(location.href).searchParams.get('PropertyID');

  function formatDate(mdy) {
    var p = mdy.split('/');
    return p.length === 3 ? Number(p[1]) + '+' + MONTHS[Number(p[0]) - 1] + '+' + p[2] : '';
  }
  function dates() {
    return 'ad=' + formatDate(document.getElementById('DateFrom').value) + '&dd=' + formatDate(document.getElementById('DateTo').value);
  }

  function check() {
    var xhr = new XMLHttpRequest();
    xhr.open('GET', '/EmbedQuoter.aspx?PropertyID=' + pid + '&' + dates(), true);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4 || xhr.status !== 200) return;
      var doc = new DOMParser().parseFromString(xhr.responseText, 'text/html');
      var error = doc.querySelector('[color="Red"]') || doc.querySelector('.ratesControlQuoteResponse.hasQuotingError');
      var table = doc.querySelector('#rates1_pnlQuoteResults_tbQuoteResults_C0 .ratesControlQuoteResponse>table');
      var book = document.getElementById('bookIt');
      document.getElementById('quoteError').textContent = error ? error.textContent : '';
      document.getElementById('newQuoteResults').innerHTML = !error && table ? table.outerHTML : '';
      book.className = error ? 'btn hidden' : 'btn';
      book.href = '/quote-book.aspx?PID=' + pid + '&' + dates();
    };
    xhr.send(null);
  }
  document.getElementById('getQuote').addEventListener('click', check);
})();
