"""Fuzzing ingest and the whole build (issue 16): random bytes, random JSON, random Unicode.

Asserted on every example:
- nothing escapes: ``read_inputs`` yields, ``kg build`` returns 0 or 2, never raises;
- no record trips a bug: no "internal error" (the catch-all kg keeps for the unforeseen);
- every record is accounted for: built, or named on stderr (skipped, or a duplicate);
- every article's text is Unicode that UTF-8 can hold (no lone surrogates);
- every mention's ``nkg:exact`` equals ``nkg:text[start:end]``.

Bounded in time: the build examples run spaCy and SHACL (about a second each), so there are
few of them by default; ``KG_FUZZ_EXAMPLES=200`` runs more (measured in benchmarks/RESULTS.md).
No example database is written (``database=None``): CI explores new examples on every run,
and a failure prints the example that reproduces it.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import tempfile
from pathlib import Path

import pyoxigraph as ox
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kg.ingest import Notice, Skipped
from kg.inputs import ALL_SUFFIXES, read_inputs
from kg.records import Article

NKG = "https://w3id.org/newskg/ns#"
BUILD_EXAMPLES = int(os.environ.get("KG_FUZZ_EXAMPLES", "12"))
INGEST_EXAMPLES = max(150, BUILD_EXAMPLES * 10)

# Written for these tests: sentences the extractors have something to do with.
SENTENCES = [
    "Officials in Lisbon said on Monday that 40 boats had arrived.",
    "\"We are ready,\" the mayor told reporters.",
    "About 2,000 to 3,000 people crossed the border, police said.",
    "Maria Gonçalves, the head of the port authority, said more than 1,500 migrants were waiting.",
    "The Red Cross reported that around 300 families were given shelter in Porto.",
]
SPECIALS = ["\r\n", "\r", "\n", "\x00", "\u0301", "\u0308", "😀", "𝕏", "\u200b", "\ufeff", "\u2028", "\ud800",
            "\udfff", "\t", "\x1b[31m", "\u202e", "ﬁ", "İ", "ß"]

any_character = st.characters(exclude_categories=())  # surrogates and controls included
nasty = st.one_of(st.sampled_from(SPECIALS), st.text(any_character, max_size=12))
article_text = st.lists(st.one_of(st.sampled_from(SENTENCES), nasty), min_size=1, max_size=8).map(" ".join)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(any_character, max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=12,
)
records = st.one_of(
    json_values,
    st.fixed_dictionaries({"text": article_text},
                          optional={"title": st.one_of(st.text(any_character, max_size=20), json_values),
                                    "url": st.text(any_character, max_size=20),
                                    "published": st.sampled_from(["2020-05-01", "2020-05-01T10:00:00", "yesterday", ""]),
                                    "publisher": st.text(any_character, max_size=10)}),
)


def jsonl_line(value: object, ascii_only: bool) -> str:
    """One JSON Lines record: escapes (\\ud800) when ascii_only, raw characters otherwise."""
    return json.dumps(value, ensure_ascii=ascii_only, allow_nan=True)


def check_items(items: list, sources: list[str]) -> None:
    """What every ingest run must give: known kinds, clean text, each record accounted for."""
    named: set[str] = set()
    for item in items:
        assert isinstance(item, (Article, Skipped, Notice)), item
        if isinstance(item, Article):
            item.text.encode("utf-8")  # raises on a lone surrogate
            for value in (item.title, item.url, item.published, item.publisher):
                if value is not None:
                    value.encode("utf-8")
            named.add(item.source)
        elif isinstance(item, Skipped):
            assert "internal error" not in item.reason, item
            named.add(item.source)
    for source in sources:
        assert source in named, f"{source} was neither read nor named"


@settings(max_examples=INGEST_EXAMPLES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.binary(max_size=3000), suffix=st.sampled_from(sorted(ALL_SUFFIXES - {".jsonl", ".ndjson"})))
def test_random_bytes_in_any_input_file(data: bytes, suffix: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"input{suffix}"
        path.write_bytes(data)
        items = list(read_inputs([path]))
        if suffix in {".json", ".csv", ".tsv", ".rss", ".atom", ".xml"} and any(isinstance(i, Article) for i in items):
            return  # a list of records (or rows, or feed entries): each is named by its index
        check_items(items, [str(path)])


@settings(max_examples=INGEST_EXAMPLES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(values=st.lists(records, min_size=1, max_size=6), ascii_only=st.booleans(),
       line_end=st.sampled_from(["\n", "\r\n"]))
def test_random_json_lines(values: list, ascii_only: bool, line_end: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "input.jsonl"
        lines = [jsonl_line(v, ascii_only) for v in values]
        path.write_bytes(line_end.join(lines).encode("utf-8", "surrogatepass") + line_end.encode())
        items = list(read_inputs([path]))
        check_items(items, [f"{path}:{n}" for n in range(1, len(lines) + 1)])


@settings(max_examples=INGEST_EXAMPLES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(text=article_text, encoding=st.sampled_from(["utf-8", "utf-16", "utf-32", "utf-8-sig", "latin-1", "cp1252"]))
def test_random_unicode_text_files(text: str, encoding: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "input.txt"
        errors = "surrogatepass" if encoding.startswith("utf") else "replace"
        path.write_bytes(text.encode(encoding, errors))
        check_items(list(read_inputs([path])), [str(path)])


def mentions_are_exact(nquads: Path) -> int:
    """Check every mention's nkg:exact against its article's text; the number checked."""
    texts: dict[str, str] = {}
    mentions: dict[str, dict[str, object]] = {}
    for quad in ox.parse(path=str(nquads), format=ox.RdfFormat.N_QUADS):
        predicate = quad.predicate.value
        if predicate == NKG + "text":
            texts[quad.subject.value] = quad.object.value
        elif predicate in (NKG + "article", NKG + "start", NKG + "end", NKG + "exact"):
            value = quad.object.value
            mentions.setdefault(quad.subject.value, {})[predicate.rpartition("#")[2]] = value
    checked = 0
    for mention, fields in mentions.items():
        if "exact" not in fields:
            continue
        text = texts[fields["article"]]  # type: ignore[index]
        start, end = int(fields["start"]), int(fields["end"])  # type: ignore[arg-type]
        assert text[start:end] == fields["exact"], (mention, start, end, fields["exact"], text[start:end])
        checked += 1
    return checked


@settings(max_examples=BUILD_EXAMPLES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(texts=st.lists(article_text, min_size=1, max_size=3), values=st.lists(records, max_size=4),
       junk=st.binary(max_size=400), ascii_only=st.booleans())
def test_the_whole_build_on_random_input(texts: list[str], values: list, junk: bytes, ascii_only: bool) -> None:
    from kg.cli import main

    with tempfile.TemporaryDirectory() as folder:
        inputs = Path(folder) / "in"
        inputs.mkdir()
        sources = []
        for number, text in enumerate(texts):
            path = inputs / f"text{number}.txt"
            path.write_bytes(text.encode("utf-8", "surrogatepass"))  # a lone surrogate: bytes that are not UTF-8
            sources.append(str(path))
        if values:
            path = inputs / "records.jsonl"
            path.write_text("".join(jsonl_line(v, ascii_only) + "\n" for v in values), encoding="utf-8",
                            errors="surrogatepass")
            sources.extend(f"{path}:{n}" for n in range(1, len(values) + 1))
        (inputs / "junk.txt").write_bytes(junk)
        sources.append(str(inputs / "junk.txt"))
        out = Path(folder) / "graph.nq"
        stderr = io.StringIO()
        with contextlib.redirect_stderr(stderr):
            status = main(["build", str(inputs), "--out", str(out), "-q"])
        err = stderr.getvalue()
        assert status in (0, 2), err
        assert "internal error" not in err and "Traceback" not in err, err
        lines = err.splitlines()
        skipped = [s for s in sources if any(line.startswith(f"kg: skipped: {s}: ") for line in lines)]
        duplicates = [s for s in sources if any(line.startswith(f"kg: note: {s}: same text as ") for line in lines)]
        if status == 2 and not out.exists():  # nothing could be built
            assert len(skipped) == len(sources), err
            return
        built = sum(1 for q in ox.parse(path=str(out), format=ox.RdfFormat.N_QUADS)
                    if q.predicate.value == NKG + "text")
        assert built + len(skipped) + len(duplicates) == len(sources), err
        mentions_are_exact(out)
