
"use strict";
// Everything here is an enhancement: without script the page still shows every table,
// card (through :target), chart (with SVG <title> on hover) and highlighted sentence.
(function () {
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }

  // --- the entity table: search and sort
  var table = document.getElementById("entity_table");
  var tools = document.getElementById("entity_tools");
  if (table && tools) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var input = document.getElementById("entity_search");
    var status = document.getElementById("entity_status");
    tools.hidden = false;
    input.addEventListener("input", function () {
      var query = fold(input.value.trim());
      var shown = 0;
      rows.forEach(function (row) {
        var match = !query || fold(row.dataset.search).indexOf(query) !== -1;
        row.hidden = !match;
        if (match) { shown += 1; }
      });
      status.textContent = query ? shown + " of " + rows.length + " shown" : "";
    });
    var headers = Array.prototype.slice.call(table.tHead.querySelectorAll("th[aria-sort]"));
    headers.forEach(function (th) {
      var button = th.querySelector("button");
      button.addEventListener("click", function () {
        var key = button.dataset.sort;
        var numeric = button.hasAttribute("data-numeric");
        var current = th.getAttribute("aria-sort");
        var order = current === "ascending" ? "descending"
          : current === "descending" ? "ascending" : (numeric ? "descending" : "ascending");
        var sign = order === "ascending" ? 1 : -1;
        headers.forEach(function (other) { other.setAttribute("aria-sort", "none"); });
        th.setAttribute("aria-sort", order);
        var sorted = rows.slice().sort(function (a, b) {
          var x = a.dataset[key], y = b.dataset[key];
          var cmp = numeric ? Number(x) - Number(y) : x.localeCompare(y, "en", { sensitivity: "base" });
          if (cmp === 0) { cmp = a.dataset.name.localeCompare(b.dataset.name, "en"); return cmp; }
          return sign * cmp;
        });
        sorted.forEach(function (row) { body.appendChild(row); });
      });
    });
  }

  // --- charts: the sentence of the value under the pointer or the keyboard focus
  Array.prototype.forEach.call(document.querySelectorAll("figure"), function (figure) {
    var detail = figure.querySelector(".chart-detail");
    if (!detail) { return; }
    var initial = detail.textContent;
    Array.prototype.forEach.call(figure.querySelectorAll(".claim-mark"), function (link) {
      var title = link.querySelector("title");
      function show() { detail.textContent = title ? title.textContent : initial; }
      link.addEventListener("mouseenter", show);
      link.addEventListener("focus", show);
    });
  });

  // --- the highlighted sentence: light up every piece of a span split around another
  function highlight() {
    Array.prototype.forEach.call(document.querySelectorAll("mark.current"), function (m) {
      m.classList.remove("current");
    });
    var id = decodeURIComponent(location.hash.slice(1));
    if (!id) { return; }
    var target = document.getElementById(id);
    if (target && target.tagName === "MARK") {
      Array.prototype.forEach.call(document.querySelectorAll("mark[data-span]"), function (m) {
        if (m.dataset.span === id) { m.classList.add("current"); }
      });
    }
    if (target && target.classList.contains("card")) { target.focus({ preventScroll: true }); }
  }
  window.addEventListener("hashchange", highlight);
  highlight();
})();
