"""The embedded store: an Oxigraph database on disk, opened through pyoxigraph.

The one place a store folder is opened, written and dumped. pyoxigraph's errors
(``OSError``, ``ValueError``, ``SyntaxError``, ``RuntimeError``) are mapped here to
``StoreError`` / ``InputError`` with the cause chained.

Graph layout (the contract with ``kg build``): each article's claims and mentions live in
the named graph whose IRI is the article's IRI; entities, cross-article links and
extraction runs live in *shared* graphs ``<base>graph/entities``, ``graph/links`` and
``graph/runs``. Writing follows that layout:

- a non-shared named graph in the input replaces the graph of the same IRI, whole;
- in a shared graph, each subject in the input replaces that subject's old triples in
  that graph (other subjects are kept, so articles can be added one build at a time).

Every write is ONE pyoxigraph ``Store.update`` call (the difference from what is stored),
which Oxigraph runs as one transaction: the removals and the insertions commit together or
not at all, also when the process is killed half-way (RocksDB write batch). ``Store.bulk_load`` is about six
times faster (measured on 1M quads) but is not atomic and cannot remove, so it is not used.
A build's compact records (``read_build_records``) are part of that same update, in the
store's default graph, so graphs and records never fall out of step. The points of a write
where a kill test stops the process are in ``kg.checkpoints``.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import pyoxigraph as ox

import kg.checkpoints as checkpoints
from kg.errors import InputError, OutputError, StoreError
from kg.termination import raise_if_terminated
from kg.vocab import prefixes

SHARED_GRAPH_SEGMENT = "/graph/"  # <base>graph/entities, <base>graph/links, <base>graph/runs

# File extension -> RDF format, for load and export.
RDF_FORMATS: dict[str, ox.RdfFormat] = {
    ".trig": ox.RdfFormat.TRIG,
    ".nq": ox.RdfFormat.N_QUADS,
    ".ttl": ox.RdfFormat.TURTLE,
    ".nt": ox.RdfFormat.N_TRIPLES,
    ".jsonld": ox.RdfFormat.JSON_LD,
    ".rdf": ox.RdfFormat.RDF_XML,
    ".owl": ox.RdfFormat.RDF_XML,
}
DATASET_FORMATS = {ox.RdfFormat.TRIG, ox.RdfFormat.N_QUADS, ox.RdfFormat.JSON_LD}

# The prefixes of exports, query tables and kg serve's Turtle: kg.vocab's, one schema.org
# namespace everywhere (the data's http://schema.org/).
EXPORT_PREFIXES = prefixes()

# A RocksDB folder holds CURRENT; an Oxigraph one lists its column families in OPTIONS-*.
_OXIGRAPH_COLUMN_FAMILY = 'CFOptions "id2str"'


@dataclass(frozen=True, slots=True)
class WriteReport:
    """What one transactional write changed."""

    graphs_replaced: int  # article (non-shared) graphs written whole
    subjects_replaced: int  # subjects rewritten in shared graphs
    quads_written: int
    quads_before: int
    quads_after: int
    seconds: float


def is_shared_graph(graph_iri: str) -> bool:
    """True for the entities/links/runs graphs, whose subjects are replaced one by one."""
    return SHARED_GRAPH_SEGMENT in graph_iri and not graph_iri.endswith("/")


# ---------------------------------------------------------------------------------------
# Opening


def _describe_os_error(exc: BaseException, path: Path, action: str = "open") -> str:
    text = str(exc)
    if "lock" in text.lower() and ("LOCK" in text or "Resource temporarily unavailable" in text):
        return (
            f"store {path} is in use by another process (a running kg load, kg serve or "
            f"oxigraph server); stop that process or wait for it to finish"
        )
    if "No space left on device" in text or getattr(exc, "errno", None) == 28:
        return f"disk full while writing store {path}: free some space and run again; the store is unchanged"
    if "Permission denied" in text:
        return f"no permission to open store {path}"
    return f"cannot {action} store {path}: {text}"


def check_store_folder(path: Path, *, must_exist: bool) -> None:
    """Refuse a path that is not an Oxigraph store, before RocksDB writes files into it.

    Raises:
        StoreError: the path is a file, a non-empty folder that is not a store, a RocksDB
            database of another program, or (with ``must_exist``) absent.
    """
    if path.exists() and not path.is_dir():
        raise StoreError(f"{path} is a file, not a store folder")
    if not path.exists() or not any(path.iterdir()):
        if must_exist:
            raise StoreError(f"no store at {path}: create one with `kg load FILE --store {path}`")
        return
    if not (path / "CURRENT").is_file():
        raise StoreError(
            f"{path} is not a kg store (a non-empty folder without an Oxigraph database); "
            f"give a new or empty folder"
        )
    options = sorted(path.glob("OPTIONS-*"))
    if options and _OXIGRAPH_COLUMN_FAMILY not in options[-1].read_text(errors="replace"):
        raise StoreError(f"{path} holds a RocksDB database that is not an Oxigraph store")


def open_store(path: str | os.PathLike[str], *, read_only: bool = False) -> ox.Store:
    """Open (or, for writing, create) the store in folder ``path``.

    A read-write store takes the folder's lock: a second writer gets a ``StoreError``.
    A read-only store takes no lock; it sees the data as of opening.

    Raises:
        StoreError: see ``check_store_folder``, or the store is locked / unreadable.
    """
    folder = Path(path)
    check_store_folder(folder, must_exist=read_only)
    try:
        return ox.Store.read_only(str(folder)) if read_only else ox.Store(str(folder))
    except (OSError, ValueError, RuntimeError) as exc:
        raise StoreError(_describe_os_error(exc, folder)) from exc


def quad_count(store: ox.Store) -> int:
    try:
        return len(store)
    except OSError as exc:
        raise StoreError(f"cannot read store: {exc}") from exc


def named_graphs(store: ox.Store) -> list[str]:
    """IRIs of the named graphs, sorted (blank-node graph names are skipped)."""
    try:
        return sorted(g.value for g in store.named_graphs() if isinstance(g, ox.NamedNode))
    except OSError as exc:
        raise StoreError(f"cannot read store: {exc}") from exc


def graph_ntriples(store: ox.Store, graph_iri: str) -> bytes:
    """One named graph as N-Triples bytes (for the Graph Store Protocol)."""
    try:
        return store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.NamedNode(graph_iri))
    except OSError as exc:
        raise StoreError(f"cannot read graph {graph_iri} from the store: {exc}") from exc


# ---------------------------------------------------------------------------------------
# Reading input


def rdf_format_for(path: Path) -> ox.RdfFormat:
    fmt = RDF_FORMATS.get(path.suffix.lower())
    if fmt is None:
        known = " ".join(sorted(RDF_FORMATS))
        raise InputError(str(path), f"unknown RDF file extension {path.suffix!r} (known: {known})")
    return fmt


# What ``kg load`` says of triples outside any named graph; ``kg push`` has its own advice.
UNNAMED_ADVICE = "pass --graph IRI to load it into one named graph"


def parse_file(path: Path, *, graph: str | None = None, unnamed: str = UNNAMED_ADVICE) -> Iterator[ox.Quad]:
    """Quads of an RDF file; triples-only formats need ``graph`` to name their graph.

    ``unnamed`` is the advice given when the file has triples outside any named graph and
    no ``graph`` is given (the command's own options).

    Raises:
        InputError: unreadable file, syntax error (with line and column), or triples
            outside any named graph.
    """
    fmt = rdf_format_for(path)
    target = ox.NamedNode(graph) if graph else None
    if fmt not in DATASET_FORMATS and target is None:
        raise InputError(
            str(path),
            f"a triples-only file has no named graphs; give the .trig or .nq that kg build writes, or {unnamed}",
        )
    try:
        for quad in ox.parse(path=str(path), format=fmt, rename_blank_nodes=True):
            if isinstance(quad.graph_name, ox.DefaultGraph):
                if target is None:
                    raise InputError(
                        str(path),
                        f"triple outside any named graph ({quad.subject} {quad.predicate} ...); "
                        f"kg keeps every triple in an article or shared graph: {unnamed}",
                    )
                quad = ox.Quad(quad.subject, quad.predicate, quad.object, target)
            yield quad
    except SyntaxError as exc:
        raise InputError(str(path), f"RDF syntax error: {exc}") from exc
    except OSError as exc:
        raise InputError(str(path), f"cannot read: {exc}") from exc
    except ValueError as exc:
        raise InputError(str(path), str(exc)) from exc


def quads_from_rdflib(dataset: Any) -> Iterator[ox.Quad]:
    """Quads of an rdflib ``Dataset`` / ``ConjunctiveGraph``, converted term by term."""
    from kg.write import to_ox

    def term(node: Any) -> ox.NamedNode | ox.BlankNode | ox.Literal:
        try:
            return to_ox(node)
        except TypeError as exc:
            raise InputError("rdflib dataset", f"unsupported RDF term {node!r}") from exc

    for s, p, o, g in dataset.quads((None, None, None, None)):
        graph_id = getattr(g, "identifier", g)
        if graph_id is None or str(graph_id) == "urn:x-rdflib:default":
            raise InputError("rdflib dataset", f"triple outside any named graph: {s} {p} {o}")
        yield ox.Quad(term(s), term(p), term(o), term(graph_id))


# ---------------------------------------------------------------------------------------
# Writing


_XSD_STRING = ox.NamedNode("http://www.w3.org/2001/XMLSchema#string")
_SCRATCH = ox.NamedNode("urn:kg:scratch")


class _Normaliser:
    """Literals as Oxigraph stores them (``"5"^^xsd:nonNegativeInteger`` -> xsd:integer,
    ``"0.90"`` -> ``"0.9"``), so incoming quads compare equal to stored ones."""

    def __init__(self) -> None:
        self._scratch = ox.Store()
        self._cache: dict[tuple[str, str], ox.Literal] = {}

    def __call__(self, quad: ox.Quad) -> ox.Quad:
        term = quad.object
        if not isinstance(term, ox.Literal) or term.language or term.datatype == _XSD_STRING:
            return quad
        key = (term.value, term.datatype.value)
        stored = self._cache.get(key)
        if stored is None:
            self._scratch.add(ox.Quad(_SCRATCH, _SCRATCH, term))
            stored = next(iter(self._scratch)).object
            self._scratch.clear()
            self._cache[key] = stored
        return quad if stored == term else ox.Quad(quad.subject, quad.predicate, stored, quad.graph_name)


def _has_blank_node(quad: ox.Quad) -> bool:
    return isinstance(quad.subject, ox.BlankNode) or isinstance(quad.object, ox.BlankNode)


def _replacement_update(store: ox.Store, quads: Iterable[ox.Quad],
                        records: Callable[[], Iterable[dict]] | None = None) -> tuple[str, int, int, int]:
    """One SPARQL update text that applies the replace semantics to ``quads``.

    The update holds only the difference from what is stored: ``DELETE DATA`` for stored
    quads the input drops, ``INSERT DATA`` for new ones. Reading the stored state before
    the update is safe because this process holds the store's write lock. Measured on
    1M quads, reloading the same graph this way takes seconds; dropping every graph and
    inserting everything again in one transaction took 113-159 s. Graphs with blank nodes
    (which cannot be named in DELETE DATA) are dropped and rewritten whole.

    The text is built from pyoxigraph's own N-Triples rendering of each term, which is
    valid SPARQL syntax; no user string is pasted unescaped.
    """
    normalise = _Normaliser()
    incoming: dict[ox.NamedNode, set[ox.Quad]] = {}
    count = 0
    for quad in quads:
        graph = quad.graph_name
        if not isinstance(graph, ox.NamedNode):
            raise InputError("input", f"quad outside a named graph (graph {graph})")
        incoming.setdefault(graph, set()).add(normalise(quad))
        count += 1
    deletes: list[ox.Quad] = []
    inserts: list[ox.Quad] = []
    drops: list[str] = []
    subjects = 0
    for graph in sorted(incoming, key=lambda g: g.value):
        new = incoming[graph]
        if is_shared_graph(graph.value):
            keys = {q.subject for q in new if not isinstance(q.subject, ox.BlankNode)}
            subjects += len(keys)
            old = {q for s in keys for q in store.quads_for_pattern(s, None, None, graph)}
        else:
            old = set(store.quads_for_pattern(None, None, None, graph))
        if any(_has_blank_node(q) for q in old) and not is_shared_graph(graph.value):
            drops.append(f"DROP SILENT GRAPH {graph}")
            inserts.extend(new)
            continue
        deletes.extend(q for q in old - new if not _has_blank_node(q))
        inserts.extend(new - old)
    if records is not None:  # read now: a build's records are complete once its quads are
        for record in records():
            new_record = _record_quad(record)
            old_records = set(store.quads_for_pattern(new_record.subject, BUILD_RECORD, None, ox.DefaultGraph()))
            if old_records != {new_record}:
                deletes.extend(old_records)
                inserts.append(new_record)
    replaced = sum(1 for g in incoming if not is_shared_graph(g.value))
    ops = drops
    if deletes:
        ops.append("DELETE DATA {\n" + _data_block(deletes) + "\n}")
    if inserts:
        ops.append("INSERT DATA {\n" + _data_block(inserts) + "\n}")
    return " ;\n".join(ops), replaced, subjects, count


def _data_block(quads: list[ox.Quad]) -> str:
    by_graph: dict[str, list[str]] = {}
    default: list[str] = []  # kg's build records
    for q in quads:
        lines = default if isinstance(q.graph_name, ox.DefaultGraph) else by_graph.setdefault(str(q.graph_name), [])
        lines.append(f"{q.subject} {q.predicate} {q.object} .")
    blocks = [f"GRAPH {g} {{\n" + "\n".join(lines) + "\n}" for g, lines in sorted(by_graph.items())]
    return "\n".join(default + blocks)


def write_quads(store: ox.Store, quads: Iterable[ox.Quad], *, where: str = "store",
                records: Callable[[], Iterable[dict]] | None = None) -> WriteReport:
    """Write ``quads`` with the replace semantics of the graph layout, in one transaction.

    ``records`` (a build's compact records, read once the quads are consumed) are written
    in the same transaction: the graphs and the records of a build change together or not
    at all.

    The whole input is held in memory while the transaction is built (about 3 kB per
    quad at peak, measured on 1 million quads).

    Raises:
        StoreError: the store refused the write (disk full, I/O error); nothing changed.
        InputError: a quad lies outside any named graph.
    """
    started = time.perf_counter()
    before = quad_count(store)
    update, replaced, subjects, count = _replacement_update(store, quads, records)
    checkpoints.reached("store-update")
    if update:
        functions = None
        if checkpoints.wanted("store-transaction"):
            # a last operation that calls back into Python inside the transaction
            update += " ;\nINSERT { } WHERE { FILTER(<urn:x-kg:checkpoint>()) }"
            functions = {ox.NamedNode("urn:x-kg:checkpoint"): _pause_in_transaction}
        raise_if_terminated()  # a SIGTERM whose exception was swallowed: the store keeps what it held
        try:
            store.update(update, custom_functions=functions)
        except (OSError, RuntimeError) as exc:
            raise StoreError(_describe_os_error(exc, Path(where), "write")) from exc
        except SyntaxError as exc:  # a term pyoxigraph rendered but cannot read back: a bug
            raise StoreError(f"internal error building the update for {where}: {exc}") from exc
    checkpoints.reached("store-committed")
    return WriteReport(
        graphs_replaced=replaced,
        subjects_replaced=subjects,
        quads_written=count,
        quads_before=before,
        quads_after=quad_count(store),
        seconds=time.perf_counter() - started,
    )


def _pause_in_transaction() -> ox.Literal:
    checkpoints.reached("store-transaction")
    return ox.Literal(True)


def load_files(
    store_dir: str | os.PathLike[str], files: Iterable[str | os.PathLike[str]], *, graph: str | None = None,
    check: Callable[[list[ox.Quad], str], None] | None = None,
) -> WriteReport:
    """Load RDF files into the store at ``store_dir``: all files in one transaction.

    Args:
        graph: the named graph for the triples of triples-only files.
        check: called with every quad of the files (and their names) before the store is
            opened; it raises to load nothing. ``kg load`` passes ``kg.validate.check_quads``,
            the shapes (kg.store does not import kg.validate, which reads graphs through it).

    Raises:
        InputError: a file cannot be read or parsed, or ``graph`` is not an IRI (the store
            is untouched).
        ValidationError: raised by ``check`` (the store is untouched).
        StoreError: the store cannot be opened or written (the store is untouched).
    """
    if graph is not None:
        try:
            ox.NamedNode(graph)
        except ValueError as exc:
            raise InputError("--graph", f"{graph!r} is not an absolute IRI ({exc})") from exc
    paths = [Path(f) for f in files]

    def all_quads() -> Iterator[ox.Quad]:
        for path in paths:
            yield from parse_file(path, graph=graph)

    quads: Iterable[ox.Quad] = all_quads()
    if check is not None:
        quads = list(quads)  # read and checked whole before the store is opened, let alone written
        check(quads, ", ".join(str(p) for p in paths))
    return write_quads(open_store(store_dir), quads, where=str(store_dir))


def write_build(store: ox.Store | str | os.PathLike[str], graphs: Any,
                records: Callable[[], Iterable[dict]] | None = None) -> WriteReport:
    """Write a build straight into the store, with the same replace semantics as a load.

    Args:
        store: an open store, or its folder (created when absent or empty; an older
            kg's records file in it is removed once the records are in the store).
        graphs: an rdflib ``Dataset``; or an iterable of rdflib ``(s, p, o, graph)``
            quads (what ``kg.pipeline.build`` returns) or Oxigraph quads; or an iterable of
            ``(graph_iri, triples)`` pairs with rdflib ``(s, p, o)`` triples.
        records: the build's compact records (``read_build_records``), asked for once the
            graphs are consumed and written in the same transaction.

    Raises:
        StoreError, InputError: as ``load_files``; the store is unchanged on error.
    """
    if hasattr(graphs, "quads"):
        quads = quads_from_rdflib(graphs)
    else:
        quads = _quads_from_tuples(graphs)
    if isinstance(store, ox.Store):
        return write_quads(store, quads, records=records)
    report = write_quads(open_store(store), quads, where=str(store), records=records)
    if records is not None:
        forget_legacy_records(store)
    return report


# The compact records of every article built into a store (entities, statements and
# quantity claims as the cross-article step sees them), so that a later build into the same
# store recomputes entities, merges, corroborations and conflicts over all its articles.
# They live in the store's default graph, which kg's graphs never use (``kg load`` refuses
# triples outside a named graph), one triple per article: <article> BUILD_RECORD "json".
# Written in the same transaction as the build's graphs, they cannot fall out of step with
# them; a file beside the store (what kg did before) could, when a build was killed
# between the two writes.
BUILD_RECORD = ox.NamedNode("urn:x-kg:build-record")
LEGACY_BUILD_RECORDS = "kg-build-records.jsonl"  # read once, then replaced by the records in the store


def graph_quads(store: ox.Store) -> Iterator[ox.Quad]:
    """Every quad of the graph a store (or a file read into one) holds, without kg's build records."""
    return (q for q in store.quads_for_pattern(None, None, None) if not is_build_record(q))


def is_build_record(quad: ox.Quad) -> bool:
    return quad.predicate == BUILD_RECORD and isinstance(quad.graph_name, ox.DefaultGraph)


def _record_quad(record: dict) -> ox.Quad:
    text = json.dumps(record, sort_keys=True, ensure_ascii=False)
    return ox.Quad(ox.NamedNode(record["iri"]), BUILD_RECORD, ox.Literal(text), ox.DefaultGraph())


def read_build_records(store_dir: str | os.PathLike[str], store: ox.Store | None = None) -> list[dict]:
    """The compact records of the articles built into the store so far (none for a new store).

    Args:
        store_dir: the store folder.
        store: the store opened at ``store_dir``, when the caller holds it (opened otherwise).

    Raises:
        StoreError: the records cannot be read.
    """
    folder = Path(store_dir)
    if store is None and folder.is_dir() and any(folder.iterdir()):
        store = open_store(folder, read_only=True)
    try:
        stored = [] if store is None else sorted(
            q.object.value for q in store.quads_for_pattern(None, BUILD_RECORD, None, ox.DefaultGraph()))
        if stored:
            return [json.loads(text) for text in stored]
        legacy = folder / LEGACY_BUILD_RECORDS
        if not legacy.exists():
            return []
        return [json.loads(line) for line in legacy.read_text(encoding="utf-8").splitlines() if line.strip()]
    except (OSError, ValueError) as exc:
        raise StoreError(f"{folder}: cannot read the records of earlier builds: {exc}") from exc


def forget_legacy_records(store_dir: str | os.PathLike[str]) -> None:
    """Remove the records file of an older kg once the store holds the records itself."""
    try:
        (Path(store_dir) / LEGACY_BUILD_RECORDS).unlink(missing_ok=True)
    except OSError:
        pass  # read again next time, and ignored: the records in the store come first


def _quads_from_tuples(items: Iterable[tuple[Any, ...]]) -> Iterator[ox.Quad]:
    from rdflib import Dataset, URIRef

    for item in items:
        if isinstance(item, ox.Quad):  # from worker processes or shards: Oxigraph's already
            yield item
        elif len(item) == 4:
            yield from quads_from_rdflib(_One(item))
        else:
            graph_iri, triples = item
            scratch = Dataset()
            named = scratch.graph(URIRef(str(graph_iri)))
            for triple in triples:
                named.add(triple)
            yield from quads_from_rdflib(scratch)


class _One:
    """One rdflib quad, dressed as a dataset for ``quads_from_rdflib``."""

    def __init__(self, quad: tuple[Any, ...]) -> None:
        self._quad = quad

    def quads(self, _pattern: object) -> Iterator[tuple[Any, ...]]:
        yield self._quad


# ---------------------------------------------------------------------------------------
# Export


def instance_base(store: ox.Store) -> str:
    """The base of the store's instance IRIs, read from its runs graph (``<base>graph/runs``),
    so an export declares prefixes for a build made with ``--base``; the default otherwise."""
    from kg.vocab import DEFAULT_BASE

    for graph in store.named_graphs():
        if isinstance(graph, ox.NamedNode) and graph.value.endswith("/graph/runs"):
            return graph.value[: -len("graph/runs")]
    return DEFAULT_BASE


def export(store: ox.Store, out: str | os.PathLike[str] | IO[bytes], fmt: ox.RdfFormat | None = None) -> None:
    """Stream the store to ``out``: datasets for .trig/.nq/.jsonld, the union for .ttl/.nt.

    Memory stays bounded: quads go from the store's iterator to the serialiser to the
    file without being collected. The union of the graphs may repeat a triple that two
    graphs both hold (an RDF graph is a set, so the file still denotes the same graph).
    A file is replaced whole or not at all; a device or FIFO is written to (``kg.outfile``).

    Raises:
        OutputError: the file cannot be written.
        StoreError: the store cannot be read.
    """
    if fmt is None:
        if not isinstance(out, (str, os.PathLike)):
            raise OutputError("a format is needed to export to a stream")
        fmt = rdf_format_for(Path(out))
    if isinstance(out, (str, os.PathLike)):
        from kg.outfile import open_output

        with open_output(out) as stream:
            _export_to(store, stream, fmt, out)
    else:
        _export_to(store, out, fmt, out)


def _export_to(store: ox.Store, stream: IO[bytes], fmt: ox.RdfFormat, out: object) -> None:
    try:
        declared = prefixes(instance_base(store))
        quads = graph_quads(store)
        if fmt == ox.RdfFormat.JSON_LD:
            from kg.write import serialize

            serialize(quads, stream, fmt, declared)
        elif fmt in DATASET_FORMATS:
            ox.serialize(quads, stream, fmt, prefixes=None if fmt == ox.RdfFormat.N_QUADS else declared)
        else:
            triples = (ox.Triple(q.subject, q.predicate, q.object) for q in quads)
            ox.serialize(triples, stream, fmt, prefixes=None if fmt == ox.RdfFormat.N_TRIPLES else declared)
    except OSError as exc:
        # pyoxigraph raises OSError both for the file and for the store; the file is likelier.
        if re.search(r"No space left|Permission denied|No such file|Is a directory", str(exc)):
            raise OutputError(f"cannot write {out}: {exc}") from exc
        raise StoreError(f"cannot export the store to {out}: {exc}") from exc
    except ValueError as exc:
        raise OutputError(f"cannot export to {out}: {exc}") from exc
