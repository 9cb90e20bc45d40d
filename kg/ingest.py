"""Files, folders, JSON Lines and HTML in; ``Article`` records out.

Every problem with one input becomes a ``Skipped`` (file, reason) and the walk goes on, so
one bad file never sinks a batch. Recoverable oddities (a file that is not UTF-8 but whose
encoding can be detected) become a ``Notice`` and the article is still read.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

from kg.errors import InputError
from kg.records import Article

TEXT_SUFFIXES = {".txt", ".md", ".text", ".markdown"}
HTML_SUFFIXES = {".html", ".htm", ".xhtml"}
JSON_SUFFIXES = {".json"}
JSONL_SUFFIXES = {".jsonl", ".ndjson"}
SUFFIXES = TEXT_SUFFIXES | HTML_SUFFIXES | JSON_SUFFIXES | JSONL_SUFFIXES

# A news article is rarely above 100 kB; a 5 MB text is a dump, not an article, and would
# hold the NLP stage for minutes. JSON Lines files may be larger: the limit is per article.
MAX_ARTICLE_BYTES = 5_000_000
METADATA_FIELDS = ("title", "url", "published", "publisher")


@dataclass(frozen=True, slots=True)
class Skipped:
    """An input that was not built, and why."""

    source: str
    reason: str


@dataclass(frozen=True, slots=True)
class Notice:
    """An input that was built, with something the user should know."""

    source: str
    message: str


Item = Article | Skipped | Notice


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def normalise_text(text: str) -> str:
    """The text as analysed: one newline convention, no byte-order mark."""
    return text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")


def make_article(text: str, source: str, **metadata: str | None) -> Article:
    text = normalise_text(text)
    if not text.strip():
        raise InputError(source, "empty: no text to analyse")
    if len(text.encode("utf-8")) > MAX_ARTICLE_BYTES:
        raise InputError(source, f"too large: more than {MAX_ARTICLE_BYTES:,} bytes of text for one article")
    return Article(text=text, sha256=sha256_hex(text), source=source, **metadata)


def discover(paths: Iterable[str | os.PathLike[str]], suffixes: set[str] = SUFFIXES) -> Iterator[Path | Skipped | Notice]:
    """Every input file under the given paths, folders walked recursively in sorted order.

    A file in a folder whose suffix is not among ``suffixes`` gets a notice saying it was
    left out (hidden files, such as ``.DS_Store``, are left out silently).
    """
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            try:
                files = sorted(p for p in path.rglob("*") if p.is_file() and not p.name.startswith("."))
            except OSError as exc:
                yield Skipped(str(path), f"cannot list folder: {exc.strerror or exc}")
                continue
            for found in files:
                if found.suffix.lower() in suffixes:
                    yield found
                else:
                    yield Notice(str(found), f"skipped: {found.suffix.lower() or 'a file without a suffix'} is not a supported input")
        elif path.is_file():
            yield path
        elif path.exists():
            yield Skipped(str(path), "not a regular file")
        else:
            yield Skipped(str(path), "no such file or folder")


def decode(data: bytes, source: str) -> tuple[str, str | None]:
    """UTF-8 text, or text in a detected encoding with a notice naming it.

    Raises:
        InputError: the bytes are binary or in no encoding that can be detected.
    """
    if b"\x00" in data[:8192]:
        raise InputError(source, "binary file (NUL bytes): not text")
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError as exc:
        utf8_error = exc
    from charset_normalizer import from_bytes

    best = from_bytes(data).best()
    if best is None or best.encoding is None:
        raise InputError(source, f"not UTF-8 and no encoding detected ({utf8_error.reason} at byte {utf8_error.start})")
    return str(best), f"not UTF-8: read as {best.encoding} (detected); convert it to UTF-8 to silence this"


def read_bytes(path: Path, limit: int | None) -> bytes:
    source = str(path)
    try:
        size = path.stat().st_size
        if limit is not None and size > limit:
            raise InputError(source, f"too large: {size:,} bytes, above the {limit:,}-byte limit for one article")
        return path.read_bytes()
    except OSError as exc:
        raise InputError(source, f"cannot read: {exc.strerror or exc}") from exc


def metadata_from(obj: dict[str, object], source: str) -> dict[str, str | None]:
    """The optional metadata of a JSON record, checked.

    Raises:
        InputError: a field has the wrong type or ``published`` is not an ISO date.
    """
    meta: dict[str, str | None] = {}
    for name in METADATA_FIELDS:
        value = obj.get(name)
        if value is None or value == "":
            meta[name] = None
            continue
        if not isinstance(value, str):
            raise InputError(source, f"malformed metadata: '{name}' must be a string, not {type(value).__name__}")
        meta[name] = value.strip()
    if meta["published"] is not None:
        meta["published"] = iso_date(meta["published"], source)
    return meta


def iso_date(value: str, source: str) -> str:
    try:
        if "T" in value or " " in value.strip():
            return datetime.fromisoformat(value).isoformat()
        return date.fromisoformat(value).isoformat()
    except ValueError as exc:
        raise InputError(source, f"malformed metadata: 'published' is not an ISO 8601 date: {value!r}") from exc


def article_from_object(obj: object, source: str) -> Article:
    if not isinstance(obj, dict):
        raise InputError(source, f"malformed record: expected a JSON object, found {type(obj).__name__}")
    text = obj.get("text")
    if not isinstance(text, str):
        raise InputError(source, "malformed record: no 'text' string")
    return make_article(text, source, **metadata_from(obj, source))


def read_jsonl(path: Path) -> Iterator[Item]:
    try:
        handle = path.open("rb")
    except OSError as exc:
        yield Skipped(str(path), f"cannot read: {exc.strerror or exc}")
        return
    with handle:
        for number, raw in enumerate(handle, start=1):
            source = f"{path}:{number}"
            if not raw.strip():
                continue
            try:
                line, notice = decode(raw, source)
                if notice:
                    yield Notice(source, notice)
                obj = json.loads(line)
                yield article_from_object(obj, source)
            except json.JSONDecodeError as exc:
                yield Skipped(source, f"malformed JSON: {exc.msg} at column {exc.colno}")
            except InputError as exc:
                yield Skipped(exc.source, exc.reason)


def read_json(path: Path) -> Iterator[Item]:
    data = read_bytes(path, None)
    text, notice = decode(data, str(path))
    if notice:
        yield Notice(str(path), notice)
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(str(path), f"malformed JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from exc
    objects = obj if isinstance(obj, list) else [obj]
    for index, item in enumerate(objects):
        source = f"{path}:{index}" if isinstance(obj, list) else str(path)
        try:
            yield article_from_object(item, source)
        except InputError as exc:
            yield Skipped(exc.source, exc.reason)


def read_html(path: Path) -> Iterator[Item]:
    import trafilatura

    data = read_bytes(path, MAX_ARTICLE_BYTES * 4)
    markup, notice = decode(data, str(path))
    if notice:
        yield Notice(str(path), notice)
    text = trafilatura.extract(markup, include_comments=False, include_tables=False, favor_precision=True)
    if not text:
        raise InputError(str(path), "no article text found in the HTML")
    meta = trafilatura.extract_metadata(markup)
    published = None
    if meta is not None and meta.date:
        try:
            published = iso_date(meta.date, str(path))
        except InputError:
            published = None
    yield make_article(
        text,
        str(path),
        title=meta.title if meta else None,
        url=meta.url if meta else None,
        published=published,
        publisher=meta.sitename if meta else None,
    )


def read_text(path: Path) -> Iterator[Item]:
    data = read_bytes(path, MAX_ARTICLE_BYTES)
    text, notice = decode(data, str(path))
    if notice:
        yield Notice(str(path), notice)
    yield make_article(text, str(path))


def read_file(path: Path) -> Iterator[Item]:
    """The articles of one file; problems come out as ``Skipped``, never as exceptions."""
    suffix = path.suffix.lower()
    reader = (
        read_jsonl if suffix in JSONL_SUFFIXES
        else read_json if suffix in JSON_SUFFIXES
        else read_html if suffix in HTML_SUFFIXES
        else read_text
    )
    try:
        yield from reader(path)
    except InputError as exc:
        yield Skipped(exc.source, exc.reason)


def read_inputs(paths: Iterable[str | os.PathLike[str]]) -> Iterator[Item]:
    """Articles, skips and notices from files and folders, in a stable order."""
    for found in discover(paths):
        if isinstance(found, (Skipped, Notice)):
            yield found
        else:
            yield from read_file(found)
