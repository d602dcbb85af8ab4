// The score page's live preview (docs/serve.md, "The score page"). The page is whole
// without this script: the Preview button posts the form and the server answers with
// the page, the preview filled in. Here, as the form is filled in, the form is posted
// (never put in an address) to data-preview, which changes nothing and answers with
// the preview (rendered and escaped by the server) and the error, if any, which is
// shown at its field. The newest answer wins: an older one arriving late is dropped.
(function () {
  "use strict";
  var form = document.querySelector("form.deal-form");
  var preview = document.getElementById("preview");
  var general = document.getElementById("form-error");
  if (!form || !preview || !general || !window.fetch || !window.URLSearchParams) {
    return;
  }
  var url = form.getAttribute("data-preview");
  var timer = null;
  var asked = 0;
  var shown = 0;

  function clearErrors() {
    var marked = form.querySelectorAll("fieldset.invalid");
    for (var i = 0; i < marked.length; i += 1) {
      marked[i].classList.remove("invalid");
      var said = marked[i].querySelector("p.error");
      if (said) {
        said.parentNode.removeChild(said);
      }
    }
    general.textContent = "";
    general.hidden = true;
  }

  function showError(row, text, whole) {
    clearErrors();
    var fieldset = row ? document.getElementById("f-" + row) : null;
    if (fieldset && text) {
      var said = document.createElement("p");
      said.className = "error";
      said.setAttribute("role", "alert");
      said.textContent = text;
      fieldset.classList.add("invalid");
      fieldset.appendChild(said);
    } else if (whole) {
      general.textContent = whole;
      general.hidden = false;
    }
  }

  function ask() {
    var number = asked + 1;
    asked = number;
    window.fetch(url, {
      method: "POST",
      body: new URLSearchParams(new FormData(form)),
      credentials: "same-origin",
      headers: {"Accept": "application/json"}
    }).then(function (answer) {
      return answer.ok ? answer.json() : null;
    }).then(function (data) {
      if (!data || number < shown) {
        return;
      }
      shown = number;
      preview.innerHTML = data.html;
      showError(data.row, data.error, data.form);
    }).catch(function () {
      // offline for a moment: the next change asks again; Enter still posts the form
    });
  }

  function later() {
    if (timer !== null) {
      window.clearTimeout(timer);
    }
    timer = window.setTimeout(ask, 150);
  }

  form.addEventListener("input", later);
  form.addEventListener("change", later);
  var button = document.getElementById("preview-button");
  if (button) {
    button.hidden = true; // the preview follows the form by itself
  }
}());
