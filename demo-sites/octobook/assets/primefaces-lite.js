// The PrimeFaces partial-request client, reduced to what these pages use (PrimeFaces.ab): a button posts its form
// back to the form's action with the JSF ajax parameters (source, execute, render) and the Faces-Request header;
// each <update> of the <partial-response> answer replaces the element of that id (the view state's input too).
(function () {
  function ab(button) {
    var form = button.form;
    var fields = new URLSearchParams();
    fields.append('javax.faces.partial.ajax', 'true');
    fields.append('javax.faces.source', button.id);
    fields.append('javax.faces.partial.execute', form.id);
    fields.append('javax.faces.partial.render', button.getAttribute('data-render'));
    fields.append(button.name, button.name);
    [].forEach.call(form.elements, function (el) {
      if (el.name && el.type !== 'button' && el.type !== 'submit') fields.append(el.name, el.value);
    });
    var xhr = new XMLHttpRequest();
    xhr.open('POST', form.getAttribute('action'));
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.setRequestHeader('Faces-Request', 'partial/ajax');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onload = function () {
      var doc = new DOMParser().parseFromString(xhr.responseText, 'text/xml');
      [].forEach.call(doc.getElementsByTagName('update'), function (u) {
        var id = u.getAttribute('id');
        if (id.indexOf('javax.faces.ViewState') >= 0) {
          [].forEach.call(document.getElementsByName('javax.faces.ViewState'), function (i) { i.value = u.textContent; });
          return;
        }
        var target = document.getElementById(id);
        if (target) target.outerHTML = u.textContent;
      });
    };
    xhr.send(fields.toString());
  }
  document.addEventListener('click', function (e) {
    var b = e.target.closest && e.target.closest('button.ui-button[data-render]');
    if (b) { e.preventDefault(); ab(b); }
  });
  window.PrimeFaces = { ab: ab };
})();
