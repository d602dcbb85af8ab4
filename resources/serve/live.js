// Makes a follow page live (docs/serve.md, "Live"). The page is whole without this
// script: the server rendered it. Here the server's events at data-events replace
// the part #live with the fragment they carry (rendered and escaped by the server,
// the same template as the page); the browser's EventSource reconnects by itself
// after a sleep or a change of network, sending the id of the last sheet it got,
// and the server answers with the sheet as it is now when that one is old.
(function () {
  "use strict";
  var live = document.getElementById("live");
  var status = document.getElementById("status");
  if (!live || !status || !window.EventSource) {
    return;
  }
  var url = live.getAttribute("data-events");
  var source = null;

  function say(state) {
    status.textContent = status.getAttribute("data-" + state);
    status.className = "status " + state;
    status.hidden = false;
  }

  function show(html) {
    var scroller = live.querySelector(".scroll");
    var left = scroller ? scroller.scrollLeft : 0;
    live.innerHTML = html;
    scroller = live.querySelector(".scroll");
    if (scroller) {
      scroller.scrollLeft = left;
    }
  }

  function connect() {
    source = new EventSource(url);
    source.addEventListener("open", function () {
      say("live");
    });
    source.addEventListener("sheet", function (event) {
      show(event.data);
      say("live");
    });
    source.addEventListener("pending", function (event) {
      // Replaced only when it changed: a link replaced under a finger loses the tap.
      var pending = document.getElementById("pending-live");
      if (pending && event.data.trim() !== pending.innerHTML.trim()) {
        pending.innerHTML = event.data;  // rendered and escaped by the server
      }
    });
    source.addEventListener("gone", function (event) {
      source.close();
      show(event.data);
      say("stopped");
    });
    source.addEventListener("error", function () {
      say(source.readyState === EventSource.CLOSED ? "stopped" : "reconnecting");
    });
  }

  // A phone back from sleep whose stream the browser gave up on: try once more.
  document.addEventListener("visibilitychange", function () {
    if (!document.hidden && source && source.readyState === EventSource.CLOSED) {
      connect();
    }
  });
  connect();
}());
