"""SPARQL queries against the embedded store: bindings, timeout, result formats.

Queries run over the union of the named graphs. Values given with ``--bind`` reach
Oxigraph as substitutions (SEP-0007), never as text pasted into the query.

pyoxigraph has no query timeout (oxigraph issue #1926), and a running query cannot be
interrupted from Python; so with a timeout the query runs in a child process that opens
the store read-only and is killed when time is up. Killing a reader cannot harm the store.
"""

from __future__ import annotations

import json
import multiprocessing
import multiprocessing.connection
import re
import resource
import signal
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import pyoxigraph as ox

from kg.errors import InputError, StoreError
from kg.graphs import open_graph
from kg.store import EXPORT_PREFIXES, open_store
from kg.vocab import NKG

# --format name -> serialiser, for SELECT/ASK and for CONSTRUCT/DESCRIBE results.
RESULT_FORMATS: dict[str, ox.QueryResultsFormat] = {
    "csv": ox.QueryResultsFormat.CSV,
    "tsv": ox.QueryResultsFormat.TSV,
    "json": ox.QueryResultsFormat.JSON,
    "xml": ox.QueryResultsFormat.XML,
}
GRAPH_FORMATS: dict[str, ox.RdfFormat] = {
    "ttl": ox.RdfFormat.TURTLE,
    "nt": ox.RdfFormat.N_TRIPLES,
    "jsonld": ox.RdfFormat.JSON_LD,
    "xml": ox.RdfFormat.RDF_XML,
}
# SELECT/ASK results written as RDF, in the result-set vocabulary of the SPARQL test suite
# (what Jena and Virtuoso answer when a client asks a SELECT for Turtle or RDF/XML).
RESULT_SET_RDF: dict[str, ox.RdfFormat] = {
    "ttl": ox.RdfFormat.TURTLE,
    "nt": ox.RdfFormat.N_TRIPLES,
    "jsonld": ox.RdfFormat.JSON_LD,
    "rdfxml": ox.RdfFormat.RDF_XML,
}
RS = "http://www.w3.org/2001/sw/DataAccess/tests/result-set#"
# CONSTRUCT/DESCRIBE results written as a table of subject, predicate, object (as Virtuoso
# does for a CONSTRUCT asked in CSV or SPARQL JSON).
TRIPLE_TABLES: dict[str, str] = {"spo-json": "json", "spo-xml": "xml", "spo-csv": "csv", "spo-tsv": "tsv"}
TRIPLE_TABLE_VARIABLES = ("subject", "predicate", "object")
FORMAT_NAMES = ("table", *RESULT_FORMATS, "ttl", "nt", "jsonld")
XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"
CELL_WIDTH = 60  # table cells longer than this are cut, so an article text fits a line

_POSITION = re.compile(r"^error at (\d+):(\d+): (.*)$", re.S)
_PREFIX_DECL = re.compile(r"PREFIX\s+([\w.-]*):\s*<([^>]*)>", re.I)


@dataclass(frozen=True, slots=True)
class QueryOutput:
    """What a query produced, already in its output form."""

    kind: str  # "solutions", "boolean" or "graph"
    count: int  # rows, triples, or 1/0 for ASK
    data: bytes = b""  # serialised results (all formats but "table")
    variables: tuple[str, ...] = ()  # table format only
    rows: tuple[tuple[str, ...], ...] = ()  # table format only, cells already rendered
    truncated: bool = False  # more results than the limit


def read_query(arg: str) -> tuple[str, str]:
    """The query text and a name for messages: ``arg`` is a ``.rq`` file, ``-`` or the text."""
    if arg == "-":
        return sys.stdin.read(), "<stdin>"
    path = Path(arg)
    if arg.endswith((".rq", ".sparql")) or ("{" not in arg and path.is_file()):
        try:
            return path.read_text(encoding="utf-8"), str(path)
        except OSError as exc:
            raise InputError(arg, f"cannot read query file: {exc.strerror or exc}") from exc
    return arg, "<query>"


def parse_binding(text: str, prefixes: dict[str, str] | None = None) -> tuple[str, ox.NamedNode | ox.Literal]:
    """``name=value`` as a variable name and an RDF term.

    ``value`` is read as a Turtle term: ``<iri>``, ``prefix:name``, ``"text"@en``,
    ``"5"^^xsd:integer``, ``42``, ``4.5``, ``true``. Anything that is not one Turtle term
    is taken as a plain string, so ``--bind label=Vivas`` needs no quotes.

    Raises:
        InputError: no ``=``, or an invalid variable name.
    """
    name, sep, value = text.partition("=")
    name = name.strip().lstrip("?$")
    if not sep or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
        raise InputError("--bind", f"expected name=value, got {text!r}")
    declared = {**EXPORT_PREFIXES, **(prefixes or {})}
    header = "".join(f"@prefix {p}: <{iri}> .\n" for p, iri in declared.items())
    try:
        quads = list(ox.parse(f"{header}<urn:kg:s> <urn:kg:p> {value} .", ox.RdfFormat.TURTLE))
    except (SyntaxError, ValueError):
        quads = []
    if len(quads) == 1 and isinstance(quads[0].object, (ox.NamedNode, ox.Literal)):
        return name, quads[0].object
    return name, ox.Literal(value)


def query_prefixes(query: str) -> dict[str, str]:
    return {m.group(1): m.group(2) for m in _PREFIX_DECL.finditer(query)}


def describe_syntax_error(exc: SyntaxError, query: str) -> str:
    """``line L, column C: message`` with the offending line and a caret under it."""
    text = str(exc)
    match = _POSITION.match(text)
    if not match:
        return f"SPARQL syntax error: {text}"
    line, column, message = int(match.group(1)), int(match.group(2)), match.group(3)
    message = message.split("\n")[0]
    message = re.sub(r", \[.*$", "", message)  # drop the parser's lists of character classes
    message = message.replace("Prefix not found", "a declared prefix (is a PREFIX line missing?)")
    lines = query.splitlines()
    shown = ""
    if 1 <= line <= len(lines):
        shown = f"\n  {lines[line - 1]}\n  {' ' * max(column - 1, 0)}^"
    return f"line {line}, column {column}: SPARQL syntax error: {message}{shown}"


ARTICLE_NAME_WIDTH = 40  # an article's title (or first line) in a table cell, cut here
_TITLE = ox.NamedNode("http://purl.org/dc/terms/title")
_TEXT = ox.NamedNode(str(NKG.text))


def article_names(store: ox.Store, nodes: set[ox.NamedNode]) -> dict[ox.NamedNode, str]:
    """A name to show beside each article among ``nodes``: its title, or its first line in
    quotation marks (an article read from a .txt file has no title)."""
    names: dict[ox.NamedNode, str] = {}
    for node in nodes:
        title = next(iter(store.quads_for_pattern(node, _TITLE, None)), None)
        if title is not None:
            name = title.object.value
        else:
            text = next(iter(store.quads_for_pattern(node, _TEXT, None)), None)
            if text is None:
                continue
            name = "“" + text.object.value.strip().split("\n", 1)[0] + "”"
        names[node] = name if len(name) <= ARTICLE_NAME_WIDTH else name[: ARTICLE_NAME_WIDTH - 1] + "…"
    return names


def _render(term: object, prefixes: dict[str, str], names: dict[ox.NamedNode, str] | None = None) -> str:
    if term is None:
        return ""
    if isinstance(term, ox.NamedNode):
        iri = term.value
        shown = f"<{iri}>"
        for prefix, ns in sorted(prefixes.items(), key=lambda item: -len(item[1])):
            if iri.startswith(ns) and re.fullmatch(r"[\w.-]*", iri[len(ns) :]):
                shown = f"{prefix}:{iri[len(ns):]}"
                break
        name = (names or {}).get(term)
        return f"{name} {shown}" if name else shown
    if isinstance(term, ox.Literal):
        value = term.value.replace("\n", "⏎")
        return value if len(value) <= CELL_WIDTH else value[: CELL_WIDTH - 1] + "…"
    return str(term)


def _json_term(term: object) -> dict[str, object]:
    """A term in SPARQL 1.1 Query Results JSON form."""
    if isinstance(term, ox.NamedNode):
        return {"type": "uri", "value": term.value}
    if isinstance(term, ox.BlankNode):
        return {"type": "bnode", "value": term.value}
    if isinstance(term, ox.Literal):
        out: dict[str, object] = {"type": "literal", "value": term.value}
        if term.language:
            out["xml:lang"] = term.language
        elif term.datatype.value != XSD_STRING:
            out["datatype"] = term.datatype.value
        return out
    if isinstance(term, ox.Triple):
        return {
            "type": "triple",
            "value": {k: _json_term(getattr(term, k)) for k in ("subject", "predicate", "object")},
        }
    raise StoreError(f"unexpected term in query results: {term!r}")


def _limited_solutions(result: ox.QuerySolutions, fmt: str, limit: int | None) -> QueryOutput:
    """At most ``limit`` rows, serialised: built as SPARQL JSON, converted by pyoxigraph.

    pyoxigraph serialises only a whole ``QuerySolutions``; going through JSON lets the rows
    be counted and cut, and the other formats still come from pyoxigraph's serialisers.
    """
    variables = [v.value for v in result.variables]
    rows: list[dict[str, object]] = []
    truncated = False
    for solution in result:
        if len(rows) == limit:
            truncated = True
            break
        rows.append({v: solution[v] for v in variables if solution[v] is not None})
    if fmt in RESULT_SET_RDF:
        data = _result_set_rdf(variables, rows, None, RESULT_SET_RDF[fmt])
    else:
        data = _serialise_table(variables, rows, fmt)
    return QueryOutput("solutions", len(rows), data=data, truncated=truncated)


def serialise_triples(triples: list[ox.Triple], graph_fmt: str, prefixes: dict[str, str] | None = None) -> bytes:
    """Triples in an RDF format of ``GRAPH_FORMATS`` or a table of ``TRIPLE_TABLES``, with
    ``prefixes`` (default: kg's export prefixes) declared where the format has prefixes."""
    if graph_fmt in TRIPLE_TABLES:
        rows = [dict(zip(TRIPLE_TABLE_VARIABLES, (t.subject, t.predicate, t.object))) for t in triples]
        return _serialise_table(list(TRIPLE_TABLE_VARIABLES), rows, TRIPLE_TABLES[graph_fmt])
    graph_format = GRAPH_FORMATS[graph_fmt]
    if graph_format == ox.RdfFormat.N_TRIPLES:
        return ox.serialize(triples, format=graph_format)
    return ox.serialize(triples, format=graph_format, prefixes=EXPORT_PREFIXES if prefixes is None else prefixes)


def _serialise_table(variables: list[str], rows: list[dict[str, object]], fmt: str) -> bytes:
    bindings = [{v: _json_term(term) for v, term in row.items()} for row in rows]
    data = json.dumps({"head": {"vars": variables}, "results": {"bindings": bindings}}, ensure_ascii=False).encode()
    if fmt != "json":
        parsed = ox.parse_query_results(data, ox.QueryResultsFormat.JSON)
        data = parsed.serialize(format=_results_format(fmt))
    return data


def _result_set_rdf(variables: list[str], rows: list[dict[str, object]], boolean: bool | None, fmt: ox.RdfFormat) -> bytes:
    """SELECT or ASK results as RDF in the ``rs:`` vocabulary, blank nodes named by row
    and column so the same results give the same bytes."""
    rs = lambda name: ox.NamedNode(RS + name)  # noqa: E731
    results = ox.BlankNode("results")
    triples = [ox.Triple(results, ox.NamedNode(RDF_TYPE), rs("ResultSet"))]
    if boolean is not None:
        triples.append(ox.Triple(results, rs("boolean"), ox.Literal(boolean)))
    else:
        triples += [ox.Triple(results, rs("resultVariable"), ox.Literal(v)) for v in variables]
        triples.append(ox.Triple(results, rs("size"), ox.Literal(len(rows))))
        triples += [ox.Triple(results, rs("solution"), ox.BlankNode(f"s{i}")) for i in range(1, len(rows) + 1)]
        for i, row in enumerate(rows, 1):
            solution = ox.BlankNode(f"s{i}")
            triples.append(ox.Triple(solution, rs("index"), ox.Literal(i)))
            for j, variable in enumerate(variables):
                if variable in row:
                    binding = ox.BlankNode(f"s{i}b{j}")
                    triples += [
                        ox.Triple(solution, rs("binding"), binding),
                        ox.Triple(binding, rs("variable"), ox.Literal(variable)),
                        ox.Triple(binding, rs("value"), row[variable]),
                    ]
    prefixes = None if fmt == ox.RdfFormat.N_TRIPLES else {"rs": RS, "xsd": EXPORT_PREFIXES["xsd"]}
    return ox.serialize(triples, format=fmt, prefixes=prefixes)


RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"


def _evaluate(
    store_dir: str,
    query: str,
    source: str,
    bindings: dict[str, ox.NamedNode | ox.Literal],
    fmt: str,
    limit: int | None = None,
    memory_mb: int | None = None,
    graph_fmt: str | None = None,
    dataset: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
) -> QueryOutput:
    store = open_graph(store_dir)
    if memory_mb:
        limit_query_memory(memory_mb)
    substitutions = {ox.Variable(name): term for name, term in bindings.items()}
    default_graphs, named_graphs = dataset
    try:
        result = store.query(
            query,
            use_default_graph_as_union=not default_graphs,
            default_graph=[ox.NamedNode(g) for g in default_graphs] or None,
            named_graphs=[ox.NamedNode(g) for g in named_graphs] or None,
            substitutions=substitutions or None,
        )
        if isinstance(result, ox.QueryBoolean):
            value = bool(result)
            if fmt == "table":
                return QueryOutput("boolean", int(value), data=b"true\n" if value else b"false\n")
            if fmt in RESULT_SET_RDF:
                return QueryOutput("boolean", int(value), data=_result_set_rdf([], [], value, RESULT_SET_RDF[fmt]))
            return QueryOutput("boolean", int(value), data=result.serialize(format=_results_format(fmt)))
        if isinstance(result, ox.QuerySolutions):
            variables = tuple(v.value for v in result.variables)
            if fmt == "table":
                prefixes = {**EXPORT_PREFIXES, **query_prefixes(query)}
                solutions = []
                truncated = False
                for solution in result:
                    if limit is not None and len(solutions) == limit:
                        truncated = True
                        break
                    solutions.append([solution[v] for v in variables])
                names = article_names(store, {t for row in solutions for t in row if isinstance(t, ox.NamedNode)})
                rows = [tuple(_render(term, prefixes, names) for term in row) for row in solutions]
                return QueryOutput("solutions", len(rows), variables=variables, rows=tuple(rows), truncated=truncated)
            return _limited_solutions(result, fmt, limit)
        wanted = graph_fmt or ("ttl" if fmt == "table" else fmt)
        graph_format = GRAPH_FORMATS.get(wanted)
        if graph_format is None and wanted not in TRIPLE_TABLES:
            raise InputError(source, f"a CONSTRUCT/DESCRIBE query gives triples: use --format ttl, nt, jsonld or xml, not {fmt}")
        triples = []
        truncated = False
        for triple in result:
            if limit is not None and len(triples) == limit:
                truncated = True
                break
            triples.append(triple)
        return QueryOutput("graph", len(triples), data=serialise_triples(triples, wanted), truncated=truncated)
    except SyntaxError as exc:
        raise InputError(source, describe_syntax_error(exc, query)) from exc
    except RuntimeError as exc:
        message = str(exc)
        if "SELECT projection" in message:  # Oxigraph substitutes only projected variables
            message += "; --bind works on variables the query SELECTs: add the variable to the SELECT clause"
        raise InputError(source, f"query failed: {message}") from exc
    except OSError as exc:
        raise StoreError(f"cannot read store {store_dir} during the query: {exc}") from exc


def process_data_bytes() -> int:
    """The heap and private memory this process holds (``VmData``), 0 where unknown."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmData:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def limit_query_memory(memory_mb: int) -> None:
    """Let this process allocate at most ``memory_mb`` MiB more than it holds now.

    Called once the store is open, so the limit is what the query itself may use: opening
    the store takes about 90 MiB of private memory and, with RocksDB's threads, 470 MiB of
    address space, which an absolute cap on the address space (the first design) counted
    against the query, so ``--memory 512`` refused even ``ASK {}``. ``RLIMIT_DATA`` counts
    memory in use, not address space merely reserved (thread stacks, malloc arenas). A query
    past it aborts its own process only (Rust aborts when an allocation fails).
    """
    cap = process_data_bytes() + memory_mb * 2**20
    resource.setrlimit(resource.RLIMIT_DATA, (cap, cap))


def _results_format(fmt: str) -> ox.QueryResultsFormat:
    try:
        return RESULT_FORMATS[fmt]
    except KeyError:
        raise InputError("--format", f"{fmt} is not a results format (use table, csv, tsv, json or xml)") from None


def _child(conn: multiprocessing.connection.Connection, *args: object) -> None:
    # Errors go back as plain values: KgError subclasses do not all survive pickling.
    try:
        conn.send(("ok", _evaluate(*args)))  # type: ignore[arg-type]
    except InputError as exc:
        conn.send(("input", (exc.source, exc.reason)))
    except Exception as exc:
        conn.send(("store", str(exc)))
    finally:
        conn.close()


def _context() -> multiprocessing.context.BaseContext:
    # forkserver: workers fork from a clean single-threaded process, also when the caller
    # (a web server) runs threads; the server imports this module once, then each fork is cheap.
    if sys.platform != "linux":
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["kg.sparql"])
    return context


def run_query(
    store_dir: str,
    query: str,
    *,
    source: str = "<query>",
    bindings: dict[str, ox.NamedNode | ox.Literal] | None = None,
    fmt: str = "csv",
    timeout: float | None = None,
    limit: int | None = None,
    memory_mb: int | None = None,
    graph_fmt: str | None = None,
    default_graphs: tuple[str, ...] = (),
    named_graphs: tuple[str, ...] = (),
) -> QueryOutput:
    """Run ``query`` on the store over the union of its named graphs.

    Args:
        timeout: seconds; ``None`` or 0 runs in this process, without a limit of time or memory.
        limit: the most rows (or triples) returned; ``QueryOutput.truncated`` tells if cut.
        memory_mb: MiB the query may allocate beyond what its process holds once the
            store is open (with a timeout only; see ``limit_query_memory``).
        graph_fmt: format of CONSTRUCT/DESCRIBE results when ``fmt`` names a results format.
        default_graphs, named_graphs: the dataset as the SPARQL Protocol's ``default-graph-uri``
            and ``named-graph-uri`` give it: the default graph is the merge of the first
            (instead of the union of all named graphs), ``GRAPH`` sees only the second.

    Raises:
        InputError: a syntax error (message has line and column), a bad binding or format.
        StoreError: no store, an unreadable store, the timeout or the memory cap was reached.
    """
    bindings = bindings or {}
    for name in bindings:
        if not re.search(rf"[?$]{re.escape(name)}\b", query):
            raise InputError("--bind", f"the query has no variable ?{name}")
    if fmt not in FORMAT_NAMES and fmt not in GRAPH_FORMATS and fmt not in RESULT_SET_RDF:
        raise InputError("--format", f"unknown format {fmt!r} (use one of {', '.join(FORMAT_NAMES)})")
    if not timeout:
        return _evaluate(store_dir, query, source, bindings, fmt, limit, None, graph_fmt, (default_graphs, named_graphs))
    args = (store_dir, query, source, bindings, fmt, limit, memory_mb, graph_fmt, (default_graphs, named_graphs))
    return _in_child(_child, args, timeout, f"query {source}", memory_mb)


def run_update(store_dir: str, update: str, *, timeout: float, source: str = "<update>") -> None:
    """Run a SPARQL update in a child process that holds the store's write lock.

    The update is one transaction: a timeout kills the child before it commits, and the
    store is left as it was.

    Raises:
        InputError: a syntax error. StoreError: locked store, timeout, failed update.
    """
    _in_child(_update_child, (store_dir, update, source), timeout, f"update {source}", None)


def _update(store_dir: str, update: str, source: str) -> None:
    store = open_store(store_dir)
    try:
        store.update(update)
    except SyntaxError as exc:
        raise InputError(source, describe_syntax_error(exc, update)) from exc
    except (OSError, RuntimeError) as exc:
        raise StoreError(f"update failed: {exc}") from exc


def _update_child(conn: multiprocessing.connection.Connection, *args: object) -> None:
    try:
        _update(*args)  # type: ignore[arg-type]
        conn.send(("ok", None))
    except InputError as exc:
        conn.send(("input", (exc.source, exc.reason)))
    except Exception as exc:
        conn.send(("store", str(exc)))
    finally:
        conn.close()


def query_process_memory(store_dir: str, *, timeout: float = 30.0) -> int:
    """Bytes of private memory a query process holds once it has opened the store (0 where
    unknown): what ``memory_mb`` comes on top of.

    Raises:
        StoreError: the store cannot be opened.
    """
    return _in_child(_memory_child, (store_dir,), timeout, "opening the store", None)  # type: ignore[return-value]


def _memory_child(conn: multiprocessing.connection.Connection, store_dir: str) -> None:
    try:
        open_store(store_dir, read_only=True)
        conn.send(("ok", process_data_bytes()))
    except Exception as exc:
        conn.send(("store", str(exc)))
    finally:
        conn.close()


def _in_child(target: object, args: tuple[object, ...], timeout: float, what: str, memory_mb: int | None) -> QueryOutput:
    context = _context()
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=target, args=(send, *args), daemon=True)  # type: ignore[attr-defined]
    child.start()
    send.close()
    try:
        if not receive.poll(timeout):
            raise StoreError(f"{what} timed out after {timeout:g} s (raise the timeout, or 0 for none)")
        status, payload = receive.recv()
    except EOFError:
        child.join(5)
        if memory_mb and child.exitcode == -signal.SIGABRT:
            raise StoreError(f"{what} went past the memory limit of {memory_mb} MiB") from None
        raise StoreError(f"the process running {what} died (exit code {child.exitcode})") from None
    finally:
        if child.is_alive():
            child.kill()
        child.join()
        receive.close()
    if status == "input":
        raise InputError(*payload)
    if status == "store":
        raise StoreError(payload)
    return payload


def format_table(output: QueryOutput) -> str:
    """An aligned plain-text table, one line per row, for a terminal."""
    if output.kind != "solutions":
        return output.data.decode("utf-8")
    header = output.variables
    widths = [_width(h) for h in header]
    for row in output.rows:
        widths = [max(w, _width(c)) for w, c in zip(widths, row)]
    lines = [_line(header, widths), "  ".join("-" * w for w in widths)]
    lines += [_line(row, widths) for row in output.rows]
    lines.append(f"({output.count} row{'s' if output.count != 1 else ''})")
    return "\n".join(lines) + "\n"


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _line(cells: tuple[str, ...], widths: list[int]) -> str:
    return "  ".join(c + " " * (w - _width(c)) for c, w in zip(cells, widths)).rstrip()
