"""Files, folders, JSON Lines and HTML in; ``Article`` records out.

Every problem with one input becomes a ``Skipped`` (file, reason) and the walk goes on, so
one bad file never sinks a batch; that holds for errors nobody foresaw too (a reader that
raises is caught per record). Recoverable oddities become a ``Notice`` and the article is
still read: a file in a legacy encoding, a UTF-8 file with a few bytes that are not UTF-8,
lone surrogates in a JSON string, a symbolic link loop in a folder.

Text decoding, in order (``decode``):

1. a byte-order mark names the encoding (UTF-8, UTF-16 or UTF-32, either byte order);
2. NUL bytes without a byte-order mark: binary, skipped;
3. valid UTF-8: read as it is;
4. UTF-8 with a few bad bytes (at least as many valid multi-byte UTF-8 characters as bytes
   that are not UTF-8): each bad byte becomes U+FFFD and a note names its byte offset;
   reading the whole file in a legacy encoding instead would garble every accented letter;
5. otherwise, a legacy encoding detected by charset-normalizer, with a note naming it.
"""

from __future__ import annotations

import codecs
import hashlib
import json
import os
import re
import sys
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
    """An input that was not built, and why (``detail``: a report of several lines, if any)."""

    source: str
    reason: str
    detail: str | None = None


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
    if _SURROGATE.search(text):  # readers replace them first (without_surrogates); never let one through
        raise InputError(source, "the text holds lone surrogates, which are not Unicode characters")
    if len(text.encode("utf-8")) > MAX_ARTICLE_BYTES:
        raise InputError(source, f"too large: more than {MAX_ARTICLE_BYTES:,} bytes of text for one article")
    return Article(text=text, sha256=sha256_hex(text), source=source, **metadata)


def discover(paths: Iterable[str | os.PathLike[str]], suffixes: set[str] = SUFFIXES) -> Iterator[Path | Skipped | Notice]:
    """Every input file under the given paths, folders walked recursively in sorted order.

    A file in a folder whose suffix is not among ``suffixes`` gets a notice saying it was
    left out (hidden files, such as ``.DS_Store``, are left out silently). Symbolic links to
    folders are followed; a link back to a folder being walked (a loop), or to a folder
    already read, is not, and says so. A broken link is skipped.
    """
    read: dict[tuple[int, int], Path] = {}  # folders already walked, by device and inode
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            yield from walk(path, read, (), suffixes)
        elif path.is_file():
            yield path
        elif path.is_symlink():
            yield Skipped(str(path), "broken symbolic link: its target does not exist")
        elif path.exists():
            yield Skipped(str(path), "not a regular file")
        else:
            yield Skipped(str(path), "no such file or folder")


def walk(folder: Path, read: dict[tuple[int, int], Path], ancestors: tuple[tuple[int, int], ...],
         suffixes: set[str] = SUFFIXES) -> Iterator[Path | Skipped | Notice]:
    """The input files under ``folder``, depth first, names in sorted order (the order of
    sorting every path by its parts)."""
    try:
        status = folder.stat()
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError as exc:
        yield Skipped(str(folder), f"cannot list folder: {exc.strerror or exc}")
        return
    key = (status.st_dev, status.st_ino)
    if key in ancestors:
        yield Notice(str(folder), f"symbolic link loop back to {read[key]}: not followed")
        return
    if key in read:
        yield Notice(str(folder), f"the same folder as {read[key]}, already read: not read again")
        return
    read[key] = folder
    for entry in entries:
        path = Path(entry.path)
        try:
            if entry.is_dir():
                yield from walk(path, read, (*ancestors, key), suffixes)
            elif entry.name.startswith("."):
                continue
            elif path.suffix.lower() not in suffixes:
                if entry.is_file():
                    yield Notice(str(path), f"skipped: {path.suffix.lower() or 'a file without a suffix'} is not a supported input")
            elif entry.is_file():
                yield path
            elif entry.is_symlink() and not path.exists():
                yield Skipped(str(path), "broken symbolic link: its target does not exist")
            else:
                yield Skipped(str(path), "not a regular file")
        except OSError as exc:
            yield Skipped(str(path), f"cannot read: {exc.strerror or exc}")


# Longest first: the UTF-32 little-endian mark begins with the UTF-16 one.
BYTE_ORDER_MARKS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
# How many bad bytes or surrogates a note names by offset; the rest are counted.
NAMED_OFFSETS = 5
_ESCAPED_BYTE = re.compile("[\udc80-\udcff]")  # a byte that is not UTF-8, under surrogateescape
_SURROGATE = re.compile("[\ud800-\udfff]")


def decode(data: bytes, source: str) -> tuple[str, str | None]:
    """The text of ``data``, and a note when it was not plain UTF-8 (see the module docstring).

    Raises:
        InputError: the bytes are binary or in no encoding that can be detected.
    """
    for mark, codec in BYTE_ORDER_MARKS:
        if data.startswith(mark):
            return decode_with_mark(data, codec, source)
    if b"\x00" in data[:8192]:
        raise InputError(source, "binary file (NUL bytes): not text")
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError as exc:
        utf8_error = exc
    escaped = data.decode("utf-8", "surrogateescape")
    bad = [match.start() for match in _ESCAPED_BYTE.finditer(escaped)]
    multibyte = sum(1 for char in escaped if char > "\x7f") - len(bad)
    if multibyte >= len(bad):
        return _ESCAPED_BYTE.sub("\ufffd", escaped), replaced_bytes_note(escaped, bad)
    from charset_normalizer import from_bytes

    best = from_bytes(data).best()
    if best is None or best.encoding is None:
        raise InputError(source, f"not UTF-8 and no encoding detected ({utf8_error.reason} at byte {utf8_error.start})")
    return str(best), f"not UTF-8: read as {best.encoding} (detected); convert it to UTF-8 to silence this"


def decode_with_mark(data: bytes, codec: str, source: str) -> tuple[str, str | None]:
    """Text whose byte-order mark names its encoding; bad code units become U+FFFD."""
    name = {"utf-8-sig": "UTF-8", "utf-16": "UTF-16", "utf-32": "UTF-32"}[codec]
    try:
        return data.decode(codec), None
    except UnicodeDecodeError as exc:
        text = data.decode(codec, "replace")
        return text, f"not valid {name} ({exc.reason} at byte {exc.start}): the bad bytes were replaced by U+FFFD"


def replaced_bytes_note(escaped: str, bad: list[int]) -> str:
    """A note naming the byte offsets (in the input) of the bytes replaced by U+FFFD."""
    named = []
    for index in bad[:NAMED_OFFSETS]:
        offset = len(escaped[:index].encode("utf-8", "surrogateescape"))
        named.append(f"{offset} (0x{ord(escaped[index]) - 0xDC00:02x})")
    more = f" and {len(bad) - NAMED_OFFSETS} more" if len(bad) > NAMED_OFFSETS else ""
    count = f"{len(bad)} byte{'s' if len(bad) > 1 else ''}"
    return (f"not valid UTF-8: {count} replaced by U+FFFD, at byte offset {', '.join(named)}{more}; "
            "the rest was read as UTF-8")


def without_surrogates(value: str, field: str, notes: list[str]) -> str:
    """``value`` with lone surrogates (a JSON escape such as \\ud800 alone) replaced by U+FFFD.

    A lone surrogate is no Unicode character: it cannot be written as UTF-8, so no RDF
    serialisation can hold it.
    """
    found = [match.start() for match in _SURROGATE.finditer(value)]
    if not found:
        return value
    named = ", ".join(str(i) for i in found[:NAMED_OFFSETS])
    more = f" and {len(found) - NAMED_OFFSETS} more" if len(found) > NAMED_OFFSETS else ""
    notes.append(f"'{field}' holds {len(found)} lone surrogate escape{'s' if len(found) > 1 else ''} "
                 f"(not Unicode characters), replaced by U+FFFD at character {named}{more}")
    return _SURROGATE.sub("\ufffd", value)


def read_bytes(path: Path, limit: int | None) -> bytes:
    source = str(path)
    try:
        size = path.stat().st_size
        if limit is not None and size > limit:
            raise InputError(source, f"too large: {size:,} bytes, above the {limit:,}-byte limit for one article")
        return path.read_bytes()
    except OSError as exc:
        raise InputError(source, f"cannot read: {exc.strerror or exc}") from exc


def metadata_from(obj: dict[str, object], source: str, notes: list[str] | None = None) -> dict[str, str | None]:
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
        meta[name] = without_surrogates(value, name, notes if notes is not None else []).strip()
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


def article_from_object(obj: object, source: str) -> Iterator[Item]:
    """The article of one JSON record, after a notice for each oddity repaired in it.

    Raises:
        InputError: the record is not an object with a ``text`` string, or its metadata is malformed.
    """
    if not isinstance(obj, dict):
        raise InputError(source, f"malformed record: expected a JSON object, found {type(obj).__name__}")
    text = obj.get("text")
    if not isinstance(text, str):
        raise InputError(source, "malformed record: no 'text' string")
    notes: list[str] = []
    text = without_surrogates(text, "text", notes)
    article = make_article(text, source, **metadata_from(obj, source, notes))
    for note in notes:
        yield Notice(source, note)
    yield article


def parse_json(text: str, source: str, *, lines: bool) -> object:
    """``json.loads`` with every way it can fail turned into an ``InputError``.

    Raises:
        InputError: malformed JSON, nesting deeper than Python's recursion limit, an
            integer of more digits than Python converts.
    """
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        where = f"column {exc.colno}" if lines else f"line {exc.lineno} column {exc.colno}"
        raise InputError(source, f"malformed JSON: {exc.msg} at {where}") from exc
    except RecursionError as exc:
        raise InputError(source, "JSON nested too deeply to read (arrays or objects inside each other "
                                 f"more than about {sys.getrecursionlimit()} levels)") from exc
    except ValueError as exc:  # e.g. an integer of more than 4,300 digits
        raise InputError(source, f"JSON that cannot be read: {exc}") from exc


def read_jsonl(path: Path) -> Iterator[Item]:
    try:
        handle = path.open("rb")
    except OSError as exc:
        yield Skipped(str(path), f"cannot read: {exc.strerror or exc}")
        return
    with handle:
        head = handle.read(4)
        handle.seek(0)
        codec = next((c for mark, c in BYTE_ORDER_MARKS if head.startswith(mark) and c != "utf-8-sig"), None)
        if codec is not None:  # UTF-16/32: lines are not split at the byte 0x0A
            yield from read_jsonl_lines(path, enumerate(codecs.getreader(codec)(handle, "replace"), start=1))
            return
        yield from read_jsonl_lines(path, enumerate(handle, start=1))


def read_jsonl_lines(path: Path, numbered: Iterable[tuple[int, bytes | str]]) -> Iterator[Item]:
    """The records of numbered JSON lines, each read on its own: one bad line skips itself;
    a file without a single line of text is skipped as empty."""
    seen = False
    for number, raw in numbered:
        source = f"{path}:{number}"
        if not raw.strip():
            continue
        seen = True
        try:
            if isinstance(raw, bytes):
                line, notice = decode(raw, source)
                if notice:
                    yield Notice(source, notice)
            else:
                line = raw
            if number == 1:
                line = line.removeprefix("\ufeff")
            yield from article_from_object(parse_json(line, source, lines=True), source)
        except InputError as exc:
            yield Skipped(exc.source, exc.reason)
        except Exception as exc:  # noqa: BLE001  (a bug must not sink the other lines)
            yield Skipped(source, unexpected(exc))
    if not seen:
        yield Skipped(str(path), "empty: no JSON line to read")


def read_json(path: Path) -> Iterator[Item]:
    data = read_bytes(path, None)
    text, notice = decode(data, str(path))
    if notice:
        yield Notice(str(path), notice)
    obj = parse_json(text.removeprefix("\ufeff"), str(path), lines=False)
    objects = obj if isinstance(obj, list) else [obj]
    if not objects:
        yield Skipped(str(path), "empty: a JSON array without a record")
    for index, item in enumerate(objects):
        source = f"{path}:{index}" if isinstance(obj, list) else str(path)
        try:
            yield from article_from_object(item, source)
        except InputError as exc:
            yield Skipped(exc.source, exc.reason)
        except Exception as exc:  # noqa: BLE001
            yield Skipped(source, unexpected(exc))


def unexpected(exc: BaseException) -> str:
    """The reason line for an error kg did not foresee: what, and where in kg's code."""
    import traceback

    frames = traceback.extract_tb(exc.__traceback__)
    ours = [f for f in frames if "/kg/" in f.filename.replace("\\", "/")]
    where = ""
    if ours:
        frame = ours[-1]
        where = f" in {Path(frame.filename).name}:{frame.lineno}"
    message = str(exc).strip() or "no message"
    return f"internal error{where} ({type(exc).__name__}: {message}); please report it"


def read_html(path: Path) -> Iterator[Item]:
    from importlib import import_module

    # lxml_html_clean: trafilatura needs it, and `pip install .` once left it out
    for module, package in (("lxml_html_clean", "lxml-html-clean"), ("trafilatura", "trafilatura")):
        try:
            import_module(module)
        except ImportError as exc:
            raise InputError(str(path), f"cannot read HTML: the Python package {module!r} is missing "
                                        f"(pip install {package})") from exc
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
    except Exception as exc:  # noqa: BLE001  (one file that trips a bug never sinks a batch)
        yield Skipped(str(path), unexpected(exc))


def read_inputs(paths: Iterable[str | os.PathLike[str]]) -> Iterator[Item]:
    """Articles, skips and notices from files and folders, in a stable order."""
    for found in discover(paths):
        if isinstance(found, (Skipped, Notice)):
            yield found
        else:
            yield from read_file(found)
