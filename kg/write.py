"""Writes quads to a file in the format its suffix names, atomically and deterministically.

Quads are written in the order they come (the build's order is deterministic), streaming:
memory does not grow with the output. An item may also be the N-Quads bytes of whole graphs
(an article's, made for its SHACL check): an N-Quads file gets them as they are, the other
formats their quads. Oxigraph's
serialisers do the writing: rdflib's Turtle writer slows down as the number of IRI
prefixes grows (see issue 8), Oxigraph's stays linear. The output goes to a part file
in the same folder and is renamed into place only when complete, so a failed run never
leaves a half-written file at ``--out`` (``kg.outfile``, which also writes devices and FIFOs).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import pyoxigraph as ox
from rdflib import BNode, Literal, URIRef

from kg.errors import OutputError
from kg.vocab import DEFAULT_BASE, prefixes

FORMATS = {
    "ttl": ox.RdfFormat.TURTLE,
    "turtle": ox.RdfFormat.TURTLE,
    "trig": ox.RdfFormat.TRIG,
    "nq": ox.RdfFormat.N_QUADS,
    "nquads": ox.RdfFormat.N_QUADS,
    "nt": ox.RdfFormat.N_TRIPLES,
    "ntriples": ox.RdfFormat.N_TRIPLES,
    "jsonld": ox.RdfFormat.JSON_LD,
    "json-ld": ox.RdfFormat.JSON_LD,
}
PREFIXES = prefixes()  # the default base's; write_quads takes the build's own base

Quad = tuple[URIRef, URIRef, object, URIRef]


def format_for(path: Path, name: str | None = None) -> ox.RdfFormat:
    key = (name or path.suffix.lstrip(".")).lower()
    if key not in FORMATS:
        raise OutputError(f"{path}: unknown output format {key!r}; use one of .ttl .trig .nq .nt .jsonld or --format")
    return FORMATS[key]


_NAMED_NODES: dict[str, ox.NamedNode] = {}


def _named_node(iri: str) -> ox.NamedNode:
    """One Oxigraph node per IRI: predicates, classes, graphs and entities recur in every
    quad, and making the node is most of what converting a quad costs."""
    node = _NAMED_NODES.get(iri)
    if node is None:
        if len(_NAMED_NODES) >= 1 << 16:  # bounded: a long build sees millions of IRIs once
            _NAMED_NODES.clear()
        node = _NAMED_NODES[iri] = ox.NamedNode(iri)
    return node


def to_ox(term: object):  # noqa: ANN201
    if type(term) is URIRef:  # most terms: a look-up without a call
        node = _NAMED_NODES.get(str(term))
        if node is not None:
            return node
    if isinstance(term, URIRef):
        return _named_node(str(term))
    if isinstance(term, Literal):
        text, language, datatype = str(term), term.language, term.datatype
        if language:
            return ox.Literal(text, language=language)
        if datatype:
            return ox.Literal(text, datatype=_named_node(str(datatype)))
        return ox.Literal(text)
    if isinstance(term, BNode):
        return ox.BlankNode(str(term))
    if isinstance(term, (ox.NamedNode, ox.BlankNode, ox.Literal)):  # already Oxigraph's
        return term
    raise TypeError(f"not an RDF term: {term!r}")


def to_ox_stream(quads: Iterable[Quad], union: bool) -> Iterator:
    """Oxigraph terms for each quad, lazily; triples only for the union formats.

    The build emits each article's graph sorted, articles in input order, then the shared
    graphs, so the stream is already in a deterministic order; no triple occurs in two graphs,
    so the union needs no de-duplication.
    """
    graph = graph_node = None
    for quad in quads:
        if isinstance(quad, ox.Quad):  # read back from a shard: already Oxigraph terms
            yield quad.triple if union else quad
            continue
        if isinstance(quad, bytes):  # N-Quads of whole graphs
            yield from to_ox_stream(from_nquads(quad), union)
            continue
        s, p, o, g = quad
        if union:
            yield ox.Triple(to_ox(s), to_ox(p), to_ox(o))
        else:
            if g is not graph:  # an article's quads share one graph term: converted once
                graph, graph_node = g, to_ox(g)
            yield ox.Quad(to_ox(s), to_ox(p), to_ox(o), graph_node)


def write_nquads(quads: Iterable, handle) -> None:  # noqa: ANN001
    """Quads, and N-Quads bytes of whole graphs, to an open binary file as N-Quads, in the
    order given. N-Quads is one line per quad with nothing around, so bytes are written as
    they are, rdflib quads as ``to_nquads`` writes them (a bounded run at a time), and
    Oxigraph's quads (read back from a shard) by Oxigraph's serialiser."""
    for kind, run in itertools.groupby(quads, key=_item_kind):
        if kind is bytes:
            handle.writelines(run)
        elif kind is tuple:
            while chunk := list(itertools.islice(run, 1 << 14)):
                handle.write(to_nquads(chunk))
        else:
            ox.serialize(to_ox_stream(run, union=False), handle, ox.RdfFormat.N_QUADS)


def _item_kind(item: object) -> type:
    return bytes if isinstance(item, bytes) else tuple if type(item) is tuple else object


def write_shard(quads: Iterable[Quad], path: Path) -> None:
    """Write quads as N-Quads, in the order given: one batch of a distributed build."""
    with path.open("wb") as handle:
        write_nquads(quads, handle)


def read_shard(path: Path) -> Iterator:
    """The quads of a shard, in order, as Oxigraph terms; the shard is removed once read."""
    yield from ox.parse(path=str(path), format=ox.RdfFormat.N_QUADS)
    path.unlink()


# What an N-Triples literal cannot hold as it is: Oxigraph writes these characters escaped
# (\b \t \n \f \r \" \\ and \uXXXX for the other controls).
_NEEDS_ESCAPE = re.compile(r'[\x00-\x1f"\\\x7f]').search
_XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"
_IRI_TEXTS: dict[str, str] = {}


def term_text(term: object) -> str:
    """A term as N-Triples and N-Quads write it, exactly as Oxigraph writes it.

    An IRI's text is made once from its Oxigraph node (so an IRI Oxigraph rejects still
    raises), and a literal with nothing to escape and no language is written here; every
    other term is Oxigraph's own text of it.
    """
    if type(term) is URIRef:
        iri = str(term)
        text = _IRI_TEXTS.get(iri)
        if text is None:
            if len(_IRI_TEXTS) >= 1 << 16:  # bounded, like ``_NAMED_NODES``
                _IRI_TEXTS.clear()
            text = _IRI_TEXTS[iri] = str(_named_node(iri))
        return text
    if type(term) is Literal and not term.language and not _NEEDS_ESCAPE(term):
        datatype = term.datatype
        if datatype is None or str(datatype) == _XSD_STRING:  # a plain string: no datatype written
            return f'"{term}"'
        return f'"{term}"^^{term_text(datatype)}'
    return str(to_ox(term))


def to_nquads(quads: Iterable[Quad]) -> bytes:
    """Quads as N-Quads bytes, in the order given: how a worker process sends its graphs,
    and what an article batch's SHACL check loads (``kg.validate.validate_union``).

    rdflib quads are written line by line from each term's text (``term_text``), the same
    bytes as Oxigraph's serialiser writes at half the cost: an Oxigraph quad made for each
    quad, only to be written, was most of the time. Any other item goes through Oxigraph.
    """
    lines = []
    graph, end = None, " .\n"  # the default graph's quads are written as triples, as Oxigraph writes them
    # sorted quads come in runs of one subject term (four in five quads of 295 Wikinews articles
    # repeat the one before), and a few dozen predicate terms serve them all: each text made once
    subject, subject_text = None, ""
    predicates: dict[object, str] = {}
    for quad in quads:
        if type(quad) is not tuple:
            lines.append(ox.serialize(to_ox_stream([quad], union=False), format=ox.RdfFormat.N_QUADS).decode())
            continue
        s, p, o, g = quad
        if g is not graph:  # an article's quads share one graph term: its text made once
            graph, end = g, (f" {term_text(g)} .\n" if g is not None else " .\n")
        if s is not subject:
            subject, subject_text = s, term_text(s)
        predicate_text = predicates.get(p)
        if predicate_text is None:
            predicate_text = predicates[p] = term_text(p)
        lines.append(f"{subject_text} {predicate_text} {term_text(o)}{end}")
    return "".join(lines).encode()


def from_nquads(data: bytes) -> Iterator:
    """The quads of ``to_nquads`` bytes, in order, as Oxigraph terms, read lazily."""
    return ox.parse(data, format=ox.RdfFormat.N_QUADS)


def serialize(data: Iterable, handle, rdf_format: ox.RdfFormat, declared: dict[str, str]) -> None:  # noqa: ANN001
    """Oxigraph quads or triples to an open binary file, with kg's prefixes where the format has them."""
    if rdf_format == ox.RdfFormat.JSON_LD:
        from kg.jsonld import compact_bytes

        handle.write(compact_bytes(ox.serialize(data, format=rdf_format), declared))
    elif rdf_format in (ox.RdfFormat.TURTLE, ox.RdfFormat.TRIG):
        ox.serialize(data, handle, rdf_format, prefixes=declared)
    else:
        ox.serialize(data, handle, rdf_format)


def write_quads(quads: Iterable[Quad], path: Path, format_name: str | None = None, base: str = DEFAULT_BASE,
                notice: Callable[[str], None] | None = None) -> None:
    """Write quads to ``path`` as they come; triple-only formats get the union of the graphs.

    Turtle and TriG declare the prefixes of ``kg.vocab.prefixes(base)``; JSON-LD is written
    compact against the same prefixes as its ``@context`` (``kg.jsonld``). A regular file
    is replaced whole or not at all, a device or FIFO written as the quads come
    (``kg.outfile``); ``notice`` hears of leftovers of killed runs that were removed.

    Raises:
        OutputError: the format is unknown or the file cannot be written.
    """
    from kg.outfile import open_output

    rdf_format = format_for(path, format_name)
    with open_output(path, notice, make_folder=True) as handle:
        if rdf_format == ox.RdfFormat.N_QUADS:
            write_nquads(quads, handle)
        else:
            serialize(to_ox_stream(quads, union=not rdf_format.supports_datasets), handle, rdf_format, prefixes(base))
