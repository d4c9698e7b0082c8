/* The rental page's booking box (assumed: jQuery $.post to inc/prop_check.php, named by the form's data-check,
 * dataType json): "Vérifier" posts id_prop, date_arrivee and date_depart (jj/mm/aaaa), nb_adultes, nb_enfants;
 * the answer's error is shown, or its price, which enables "Réserver" (the form then GETs reserver.php with the
 * same fields). */
(function () {
  'use strict';
  var form = document.getElementById('form-reservation');
  if (!form) return;
  var box = document.getElementById('resultat-dispo');
  var book = form.querySelector('.reserver');
  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }
  form.querySelector('.verifier').addEventListener('click', function () {
    var xhr = new XMLHttpRequest();
    xhr.open('POST', form.getAttribute('data-check'));
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onload = function () {
      var a = JSON.parse(xhr.responseText);
      book.disabled = !!a.error;
      box.innerHTML = a.error ? '<p class="erreur">' + esc(a.error) + '</p>' : '<p class="prix">Prix du séjour : <strong class="prix-total">' + esc(a.price) + ' €</strong></p>';
    };
    xhr.send(new URLSearchParams(new FormData(form)).toString());
  });
})();
