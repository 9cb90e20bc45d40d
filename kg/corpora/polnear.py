"""PolNeAR: US election news with every attribution annotated as Source, Cue and Content.

PolNeAR v1.0.0 (Newell, Margolin and Ruths 2018, github.com/networkdynamics/PolNeAR) holds
1,008 articles from seven US outlets (2015–2016), split by month into ``train`` (840),
``dev`` (84) and ``test`` (84). Each article is a ``.txt`` file and one brat standoff
``.ann`` file per annotator: ``T`` lines are spans (``Source``, ``Cue``, ``Content``, and
``Content2``… for a second piece; ``Discard`` marks text left out, such as editors' notes),
``E`` lines join one attribution's spans. Direct and indirect speech, thought and intention
are all annotated; an ``Attribution-no-source`` has no Source span ("reportedly").

Offsets are code-point offsets into the ``.txt`` text, end exclusive, as in kg; a span
may have several pieces ("120 150;160 200").

**One annotator per article.** Eighteen train/dev articles were annotated by every
annotator to measure agreement; they are read with the first annotator in
``metadata.tsv``'s list (sorted: ``4b22``), chosen before any result was seen, so every
article counts once and with one person's judgement.

**The test split is never read**: ``load_polnear(..., "test")`` raises. It is kept to
measure the tool on text nobody tuned to, and kg's benchmarks do not open it.

The corpus is the publishers' text: it is read from where the user put it and never copied
into the project.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from kg.errors import InputError
from kg.records import Span

__all__ = ["SPLITS", "GoldAttribution", "PolnearArticle", "load_polnear", "polnear_data_folder"]

SPLITS = ("train", "dev")
QUOTE_OPENERS = "\"“„«"
QUOTE_CLOSERS = "\"”»"
_ROLE = re.compile(r"^(Source|Cue|Content)\d*$")
# brat lines; other lines are the spill-over of a span's text past a line break
_SPAN_LINE = re.compile(r"^T\d+\t\S+ \d")
_EVENT_LINE = re.compile(r"^E\d+\t")
_TRAILING = " \t\n.,;:!?)]—–-"


@dataclass(frozen=True, slots=True)
class GoldAttribution:
    """One annotated attribution: its spans (each possibly in pieces) in the article."""

    ident: str  # the brat event id, "E12"
    source: tuple[Span, ...]
    cue: tuple[Span, ...]
    content: tuple[Span, ...]
    direct: bool  # the content is one quotation, marks included (see ``is_direct``)

    @property
    def content_length(self) -> int:
        return sum(s.end - s.start for s in self.content)

    def texts(self, text: str, spans: Sequence[Span]) -> str:
        return " ".join(text[s.start : s.end] for s in spans)


@dataclass(frozen=True, slots=True)
class PolnearArticle:
    name: str  # the file stem, "nyt_2016-08-11_new-emails-raise-queries-over-cl"
    split: str
    annotator: str
    text: str
    attributions: tuple[GoldAttribution, ...]
    discarded: tuple[Span, ...]  # spans the annotators set aside (editors' notes, credits)
    publisher: str = ""
    published: str | None = None
    title: str | None = None


def is_direct(text: str, content: Sequence[Span]) -> bool:
    """Whether a content is a direct quote: it opens with a quotation mark and its last
    quotation mark closes it, with at most punctuation after ("“We will win,” …", "“…”.").

    Read from the text alone, so the gold does not depend on kg's own quotation finder.
    """
    if not content:
        return False
    whole = text[content[0].start : content[-1].end].strip()
    if not whole or whole[0] not in QUOTE_OPENERS:
        return False
    stripped = whole.rstrip(_TRAILING)
    return bool(stripped) and stripped[-1] in QUOTE_CLOSERS and len(stripped) > 1


def polnear_data_folder(root: Path) -> Path:
    """The folder holding ``train``, ``dev`` and ``metadata.tsv``: a checkout's ``data/``
    or that folder itself.

    Raises:
        InputError: neither is there.
    """
    for candidate in (root / "data", root):
        if (candidate / "metadata.tsv").is_file():
            return candidate
    raise InputError(str(root), "not a PolNeAR checkout: no data/metadata.tsv (fetch networkdynamics/PolNeAR)")


def _spans(field: str, source: str) -> tuple[Span, ...]:
    pieces = []
    for piece in field.split(";"):
        start, end = piece.split()
        pieces.append(Span(int(start), int(end)))
    if not pieces:
        raise InputError(source, f"a span without offsets: {field!r}")
    return tuple(pieces)  # in the order brat wrote them (its text joins them in that order)


def read_ann(text: str, ann: str, source: str) -> tuple[list[GoldAttribution], list[Span]]:
    """The attributions and discarded spans of one brat ``.ann`` file.

    Raises:
        InputError: a line cannot be read, or a span's text is not the article's.
    """
    spans: dict[str, tuple[str, tuple[Span, ...]]] = {}
    events: list[tuple[str, str]] = []
    for number, line in enumerate(ann.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        where = f"{source}:{number}"
        if _SPAN_LINE.match(line):
            label, _, offsets = fields[1].partition(" ")
            try:
                pieces = _spans(offsets, where)
            except ValueError as exc:
                raise InputError(where, f"offsets that are not numbers: {offsets!r}") from exc
            if any(p.end > len(text) or p.start > p.end for p in pieces):
                raise InputError(where, f"a span outside the article ({offsets})")
            # brat writes a span's text after it, pieces joined by a space, up to its first
            # line break (the rest spills onto the next lines); a mismatch means the .txt is
            # not the one annotated
            written = " ".join(text[p.start : p.end] for p in pieces).split("\n", 1)[0]
            if len(fields) > 2 and written != fields[2]:
                raise InputError(where, "the span's text is not the article's at those offsets")
            spans[fields[0]] = (label, tuple(sorted(pieces)))
        elif _EVENT_LINE.match(line):
            events.append((fields[0], fields[1]))
    attributions = []
    for ident, body in events:
        roles: dict[str, list[Span]] = {"Source": [], "Cue": [], "Content": []}
        for part in body.split():
            role, _, target = part.partition(":")
            match = _ROLE.match(role)
            if match and target in spans:
                roles[match.group(1)].extend(spans[target][1])
        if not roles["Content"]:
            continue  # an attribution without content cannot be found or missed
        content = tuple(sorted(roles["Content"]))
        attributions.append(GoldAttribution(
            ident, tuple(sorted(roles["Source"])), tuple(sorted(roles["Cue"])), content, is_direct(text, content)
        ))
    discarded = sorted(p for label, pieces in spans.values() if label == "Discard" for p in pieces)
    return sorted(attributions, key=lambda a: (a.content[0], a.ident)), discarded


def _metadata(folder: Path) -> dict[str, dict[str, str]]:
    with (folder / "metadata.tsv").open(encoding="utf-8", newline="") as handle:
        return {row["filename"]: row for row in csv.DictReader(handle, delimiter="\t")}


def load_polnear(root: Path, split: str) -> list[PolnearArticle]:
    """Every article of a split (``train`` or ``dev``) with one annotator's attributions.

    Args:
        root: a PolNeAR checkout, or its ``data`` folder.
        split: "train" or "dev". "test" is refused: it is held out.

    Raises:
        ValueError: the split is "test" or unknown.
        InputError: the folder is not a PolNeAR checkout, or a file cannot be read.
    """
    if split not in SPLITS:
        raise ValueError(f"PolNeAR split {split!r} is not read by kg (only {', '.join(SPLITS)}; test is held out)")
    folder = polnear_data_folder(root)
    texts = folder / split / "text"
    annotations = folder / split / "attributions"
    if not texts.is_dir() or not annotations.is_dir():
        raise InputError(str(folder / split), "no text/ and attributions/ folders")
    metadata = _metadata(folder)
    articles = []
    for path in sorted(texts.glob("*.txt")):
        name = path.stem
        row = metadata.get(name, {})
        annotators = sorted((row.get("annotators") or "").split("|")) or [""]
        candidates = [annotations / f"{name}_{a}.ann" for a in annotators if a]
        candidates += sorted(annotations.glob(f"{name}_*.ann"))
        ann_path = next((c for c in candidates if c.is_file()), None)
        if ann_path is None:
            raise InputError(str(path), "no .ann file for this article")
        text = path.read_text(encoding="utf-8")
        attributions, discarded = read_ann(text, ann_path.read_text(encoding="utf-8"), str(ann_path))
        articles.append(PolnearArticle(
            name=name,
            split=split,
            annotator=ann_path.stem.rsplit("_", 1)[-1],
            text=text,
            attributions=tuple(attributions),
            discarded=tuple(discarded),
            publisher=row.get("publisher", ""),
            published=row.get("publication_date") or None,
            title=row.get("title") or None,
        ))
    return articles
