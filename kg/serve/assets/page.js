// kg serve's query page: runs the query against /sparql (the SPARQL 1.1 Protocol, as any
// client does), shows the results as a table whose IRIs link to what the graph says about
// them, and offers the results for download in every format the endpoint writes.
"use strict";

const PREFIXES = {
  nkg: "https://w3id.org/newskg/ns#",
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  rdfs: "http://www.w3.org/2000/01/rdf-schema#",
  xsd: "http://www.w3.org/2001/XMLSchema#",
  owl: "http://www.w3.org/2002/07/owl#",
  prov: "http://www.w3.org/ns/prov#",
  skos: "http://www.w3.org/2004/02/skos/core#",
  dcterms: "http://purl.org/dc/terms/",
  schema: "https://schema.org/",
};
// [label, format parameter] for each kind of result.
const DOWNLOADS = {
  solutions: [["SPARQL JSON", "json"], ["SPARQL XML", "xml"], ["CSV", "csv"], ["TSV", "tsv"],
    ["Turtle", "turtle"], ["N-Triples", "nt"], ["JSON-LD", "json-ld"], ["RDF/XML", "rdf+xml"]],
  graph: [["Turtle", "turtle"], ["N-Triples", "nt"], ["JSON-LD", "json-ld"], ["RDF/XML", "rdf+xml"],
    ["CSV", "csv"], ["TSV", "tsv"], ["SPARQL JSON", "application/sparql-results+json"],
    ["SPARQL XML", "application/sparql-results+xml"]],
};
DOWNLOADS.boolean = DOWNLOADS.solutions;
// An IRI as SPARQL writes it between < and > (IRIREF): nothing that could end it early.
const IRIREF = /^[A-Za-z][A-Za-z0-9+.-]*:[^<>"{}|^`\\\u0000-\u0020]*$/;

const $ = (id) => document.getElementById(id);

function describeQuery(iri) {
  return `# Everything the graph states about this IRI, in both directions.
SELECT ?subject ?predicate ?object WHERE {
  { <${iri}> ?predicate ?object . BIND(<${iri}> AS ?subject) }
  UNION
  { ?subject ?predicate <${iri}> . BIND(<${iri}> AS ?object) }
}
ORDER BY ?subject ?predicate ?object`;
}

function declaredPrefixes(query) {
  const found = { ...PREFIXES };
  for (const m of query.matchAll(/PREFIX\s+([\w.-]*):\s*<([^>]*)>/gi)) found[m[1]] = m[2];
  return found;
}

function compact(iri, prefixes) {
  for (const [prefix, ns] of Object.entries(prefixes)) {
    if (ns && iri.startsWith(ns) && /^[\w.-]*$/.test(iri.slice(ns.length))) return `${prefix}:${iri.slice(ns.length)}`;
  }
  return `<${iri}>`;
}

function cell(term, prefixes) {
  const td = document.createElement("td");
  if (!term) return td;
  if (term.type === "uri") {
    const a = document.createElement("a");
    a.href = `/?describe=${encodeURIComponent(term.value)}`;
    a.textContent = compact(term.value, prefixes);
    a.title = term.value;
    a.className = "iri";
    td.append(a);
  } else if (term.type === "bnode") {
    td.textContent = `_:${term.value}`;
    td.className = "bnode";
  } else if (term.type === "literal" || term.type === "typed-literal") {
    td.textContent = term.value;
    td.className = "literal";
    const note = term["xml:lang"] ? `@${term["xml:lang"]}` : term.datatype ? compact(term.datatype, prefixes) : "";
    if (note) {
      const span = document.createElement("span");
      span.className = "datatype";
      span.textContent = note;
      td.append(" ", span);
    }
  } else if (term.type === "triple") {
    const v = term.value;
    td.textContent = `<< ${[v.subject, v.predicate, v.object].map((t) => t.value).join(" ")} >>`;
  }
  return td;
}

function showTable(vars, rows, prefixes) {
  const table = $("results");
  table.replaceChildren();
  const head = table.createTHead().insertRow();
  for (const v of vars) {
    const th = document.createElement("th");
    th.textContent = `?${v}`;
    head.append(th);
  }
  const body = table.createTBody();
  for (const row of rows) {
    const tr = body.insertRow();
    for (const v of vars) tr.append(cell(row[v], prefixes));
  }
  table.hidden = false;
}

function showDownloads(kind, query) {
  const nav = $("downloads");
  nav.replaceChildren("Download: ");
  for (const [label, format] of DOWNLOADS[kind] || []) {
    const a = document.createElement("a");
    a.href = `/sparql?${new URLSearchParams({ query, format, download: "1" })}`;
    a.textContent = label;
    a.className = "download";
    nav.append(a, " ");
  }
  nav.hidden = false;
}

function reset() {
  $("error").hidden = true;
  $("results").hidden = true;
  $("downloads").hidden = true;
  $("status").textContent = "";
}

function fail(message) {
  $("status").textContent = "";
  $("error").textContent = message;
  $("error").hidden = false;
}

async function run(query) {
  reset();
  $("status").textContent = "Running…";
  const started = performance.now();
  let response;
  try {
    response = await fetch("/sparql", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      // named, not negotiated: CONSTRUCT and DESCRIBE come back as a subject/predicate/object table
      body: new URLSearchParams({ query, format: "application/sparql-results+json" }),
    });
  } catch (error) {
    fail(`The endpoint did not answer: ${error}`);
    return;
  }
  const text = await response.text();
  if (!response.ok) {
    fail(`${response.status} ${response.statusText}: ${text}`);
    return;
  }
  const kind = response.headers.get("X-KG-Result-Kind") || "solutions";
  const limit = response.headers.get("X-KG-Result-Limit");
  const truncated = response.headers.get("X-KG-Truncated") === "true";
  const results = JSON.parse(text);
  const ms = Math.round(performance.now() - started);
  if (kind === "boolean") {
    $("status").textContent = `ASK: ${results.boolean} (${ms} ms)`;
  } else {
    const rows = results.results.bindings;
    showTable(results.head.vars, rows, declaredPrefixes(query));
    const noun = kind === "graph" ? "triple" : "row";
    const cut = truncated ? `, cut at the endpoint's limit of ${limit}` : "";
    $("status").textContent = `${rows.length} ${noun}${rows.length === 1 ? "" : "s"}${cut} (${ms} ms)`;
  }
  showDownloads(kind, query);
}

function start() {
  const editor = $("query");
  const params = new URLSearchParams(location.search);
  $("examples").addEventListener("change", (event) => {
    const template = $(`example-${event.target.value}`);
    if (template) editor.value = template.content.textContent;
  });
  $("query-form").addEventListener("submit", (event) => {
    event.preventDefault();
    history.replaceState(null, "", `/?${new URLSearchParams({ query: editor.value })}`);
    run(editor.value);
  });
  editor.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      $("query-form").requestSubmit();
    }
  });
  if (params.has("describe")) {
    const iri = params.get("describe");
    if (!IRIREF.test(iri)) {
      fail(`Not an IRI that can be asked about: ${iri}`);
      return;
    }
    editor.value = describeQuery(iri);
    run(editor.value);
  } else if (params.has("query")) {
    editor.value = params.get("query");
    run(editor.value);
  }
}

document.addEventListener("DOMContentLoaded", start);
