"""Which serialisation a request asks for, by every name the usual clients send.

A request names its format in one of two ways, and the first one given wins:

- a parameter ``format``, ``output`` or ``results`` (Virtuoso reads ``format``, Jena's
  Fuseki ``output``, rasqal ``results``; SPARQLWrapper sends all three, each with its own
  name, and adds the media type for TSV, JSON-LD and RDF/XML): a short name (``json``,
  ``turtle``, ``rdf+xml``, ``json-ld`` …) or a media type, or a comma-separated list of them;
- the ``Accept`` header, with q-values (werkzeug's parser and matcher).

The query form is known only once the query runs, so a request resolves to a ``Choice``:
the format for solutions (SELECT, ASK) and the format for triples (CONSTRUCT, DESCRIBE),
named as ``kg.sparql.run_query`` names them. Every name serves every form: a SELECT asked
for Turtle gets its results as RDF in the ``rs:`` result-set vocabulary (as Jena and
Virtuoso answer), a CONSTRUCT asked for CSV or TSV, or with ``format=`` naming a SPARQL
results type, gets a subject/predicate/object table (as Virtuoso answers).
"""

from __future__ import annotations

from dataclasses import dataclass

from werkzeug.datastructures import MIMEAccept
from werkzeug.wrappers import Request


@dataclass(frozen=True, slots=True)
class Choice:
    """How to write the results, whatever the query form turns out to be."""

    solutions: str  # run_query(fmt=...) for SELECT and ASK
    triples: str  # run_query(graph_fmt=...) for CONSTRUCT and DESCRIBE


class NotAcceptable(Exception):
    """No format the server writes matches the request (HTTP ``status``)."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


JSON = Choice("json", "jsonld")
SPARQL_JSON = Choice("json", "spo-json")
XML = Choice("xml", "xml")
SPARQL_XML = Choice("xml", "spo-xml")
CSV = Choice("csv", "spo-csv")
TSV = Choice("tsv", "spo-tsv")
TEXT = Choice("table", "nt")
TURTLE = Choice("ttl", "ttl")
NTRIPLES = Choice("nt", "nt")
JSONLD = Choice("jsonld", "jsonld")
RDFXML = Choice("rdfxml", "xml")

# ?format= / ?output= / ?results= short names (lower case).
NAMES: dict[str, Choice] = {
    "json": JSON,
    "xml": XML,
    "csv": CSV,
    "tsv": TSV,
    "text": TEXT,
    "txt": TEXT,
    "turtle": TURTLE,
    "ttl": TURTLE,
    "n3": TURTLE,  # Turtle is N3 without its extensions; SPARQLWrapper reads both alike
    "nt": NTRIPLES,
    "ntriples": NTRIPLES,
    "n-triples": NTRIPLES,
    "json-ld": JSONLD,
    "jsonld": JSONLD,
    "rdf": RDFXML,
    "rdf+xml": RDFXML,
    "rdfxml": RDFXML,
    "rdf/xml": RDFXML,
}

# Media types, in the order the server prefers them when a client accepts several equally.
SOLUTION_MEDIA_ORDER: tuple[str, ...] = (
    "application/sparql-results+json",
    "application/sparql-results+xml",
    "application/json",
    "application/xml",
    "text/csv",
    "text/tab-separated-values",
    "text/turtle",
    "application/ld+json",
    "application/rdf+xml",
    "application/n-triples",
    "text/plain",
    "text/xml",
    "application/turtle",
    "application/x-turtle",
    "text/n3",
    "text/rdf+n3",
    "application/n3",
    "application/x-json+ld",
    "text/javascript",
    "application/javascript",
)
TRIPLE_MEDIA_ORDER: tuple[str, ...] = (
    "text/turtle",
    "application/n-triples",
    "application/ld+json",
    "application/rdf+xml",
    "application/json",
    "application/xml",
    "text/xml",
    "application/turtle",
    "application/x-turtle",
    "text/n3",
    "text/rdf+n3",
    "application/n3",
    "application/x-json+ld",
    "text/plain",
    "application/sparql-results+json",
    "application/sparql-results+xml",
    "text/csv",
    "text/tab-separated-values",
    "text/javascript",
    "application/javascript",
)
MEDIA: dict[str, Choice] = {
    "application/sparql-results+json": SPARQL_JSON,
    "application/sparql-results+xml": SPARQL_XML,
    "application/json": JSON,
    "text/javascript": JSON,  # SPARQLWrapper accepts these for JSON (VIVO answers with them)
    "application/javascript": JSON,
    "application/xml": XML,
    "text/xml": XML,
    "text/csv": CSV,
    "text/tab-separated-values": TSV,
    "text/plain": TEXT,
    "text/turtle": TURTLE,
    "application/turtle": TURTLE,
    "application/x-turtle": TURTLE,
    "text/n3": TURTLE,
    "text/rdf+n3": TURTLE,
    "application/n3": TURTLE,
    "application/n-triples": NTRIPLES,
    "application/ld+json": JSONLD,
    "application/x-json+ld": JSONLD,
    "application/rdf+xml": RDFXML,
}
DEFAULT = Choice("json", "ttl")  # no format asked for, or */*
# In an Accept header, the SPARQL results types ask for a graph in the nearest RDF syntax:
# rdflib's SPARQLStore sends only ``application/sparql-results+json`` in its JSON mode and
# parses whatever comes back by its content type. Named in a format parameter, they give
# the subject/predicate/object table (``MEDIA``).
ACCEPT_MEDIA: dict[str, Choice] = {
    **MEDIA,
    "application/sparql-results+json": JSON,
    "application/sparql-results+xml": XML,
}

# The Content-Type of each serialisation.
SOLUTION_CONTENT_TYPES: dict[str, str] = {
    "json": "application/sparql-results+json",
    "xml": "application/sparql-results+xml",
    "csv": "text/csv; charset=utf-8",
    "tsv": "text/tab-separated-values; charset=utf-8",
    "table": "text/plain; charset=utf-8",
    "ttl": "text/turtle; charset=utf-8",
    "nt": "application/n-triples",
    "jsonld": "application/ld+json",
    "rdfxml": "application/rdf+xml",
}
TRIPLE_CONTENT_TYPES: dict[str, str] = {
    "ttl": "text/turtle; charset=utf-8",
    "nt": "application/n-triples",
    "jsonld": "application/ld+json",
    "xml": "application/rdf+xml",
    "spo-json": "application/sparql-results+json",
    "spo-xml": "application/sparql-results+xml",
    "spo-csv": "text/csv; charset=utf-8",
    "spo-tsv": "text/tab-separated-values; charset=utf-8",
}
# File name extension of each, for downloads.
SOLUTION_EXTENSIONS = {"json": "srj", "xml": "srx", "csv": "csv", "tsv": "tsv", "table": "txt", "ttl": "ttl",
                       "nt": "nt", "jsonld": "jsonld", "rdfxml": "rdf"}
TRIPLE_EXTENSIONS = {"ttl": "ttl", "nt": "nt", "jsonld": "jsonld", "xml": "rdf", "spo-json": "srj",
                     "spo-xml": "srx", "spo-csv": "csv", "spo-tsv": "tsv"}

FORMAT_PARAMETERS = ("format", "output", "results")


def accepted() -> str:
    """What the server accepts, for error messages."""
    return f"format names {', '.join(NAMES)}; media types {', '.join(MEDIA)}"


def choose(request: Request) -> Choice:
    """The serialisations ``request`` asks for.

    Raises:
        NotAcceptable: 400 for a format parameter naming nothing known, 406 for an Accept
            header that excludes every media type the server writes.
    """
    values = [v for name in FORMAT_PARAMETERS for v in _parameter_values(request, name)]
    if values:
        for value in values:
            choice = by_name(value)
            if choice is not None:
                return choice
        shown = ", ".join(repr(v) for v in values)
        raise NotAcceptable(400, f"unknown format {shown}: accepted are {accepted()}")
    return negotiate(request.accept_mimetypes)


def by_name(value: str) -> Choice | None:
    """The choice a format parameter value names: a short name, a media type, or a list."""
    for part in value.split(","):
        key = part.split(";", 1)[0].strip().lower()
        if key in NAMES:
            return NAMES[key]
        if key in MEDIA:
            return MEDIA[key]
    return None


def negotiate(accept: MIMEAccept) -> Choice:
    """The best serialisations for an ``Accept`` header (q-values, wildcards)."""
    if not accept or all(value == "*/*" for value, _ in accept):
        return DEFAULT
    solutions = accept.best_match(SOLUTION_MEDIA_ORDER)
    triples = accept.best_match(TRIPLE_MEDIA_ORDER)
    if solutions is None or triples is None:
        raise NotAcceptable(406, f"no format the client accepts ({accept}) is written here: accepted are {accepted()}")
    return Choice(ACCEPT_MEDIA[solutions].solutions, ACCEPT_MEDIA[triples].triples)


def _parameter_values(request: Request, name: str) -> list[str]:
    values = request.args.getlist(name)
    if request.method == "POST" and request.mimetype == "application/x-www-form-urlencoded":
        values += request.form.getlist(name)
    return [v for v in values if v.strip()]
