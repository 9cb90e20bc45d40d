"""Annotated corpora written by others, read as texts for kg plus gold annotations.

Two corpora come in the CAT XML format (one file per article, tokens without whitespace,
stand-off markables over token ids): MEANTIME (``kg.corpora.meantime``) and ECB+
(``kg.corpora.ecbplus``). This module holds what they share: the records, and the one
function that turns tokens back into a text with a token-to-character map.

Every offset is a 0-based code-point offset into ``Document.text``, end exclusive, as
everywhere in kg; ``text[m.start:m.end] == m.text`` holds for every gold record.

The archives are read where they lie (``tarfile`` on the ``.tar.xz``); nothing is
unpacked into the project.
"""

from __future__ import annotations

import tarfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from kg.errors import InputError
from kg.records import Span

__all__ = [
    "Spacing",
    "Document",
    "GoldMention",
    "rebuild_text",
    "read_archive_members",
]

Spacing = Literal["natural", "single"]

# Tokens written without a space before them (closing punctuation, clitics).
_NO_SPACE_BEFORE = frozenset(
    {",", ".", ";", ":", "!", "?", ")", "]", "}", "%", "...", "''", "”", "’",
     "'s", "'S", "’s", "n't", "N'T", "'re", "'ve", "'ll", "'d", "'m", "'RE", "'VE", "'LL", "'D", "'M"}
)
# Tokens written without a space after them (opening brackets, currency signs).
_NO_SPACE_AFTER = frozenset(
    {"(", "[", "{", "``", "`", "“", "‘", "$", "US$", "CA$", "AU$", "NZ$", "HK$", "C$", "A$", "£", "€", "¥"}
)
# Penn Treebank quotation tokens and the character a reader (and kg) expects instead.
_PTB_QUOTES = {"``": '"', "''": '"'}


@dataclass(frozen=True, slots=True)
class Document:
    """One article as kg will analyse it."""

    doc_id: str  # unique within its corpus: MEANTIME's doc_id, ECB+'s file stem ("36_1ecb")
    text: str
    topic: str  # MEANTIME corpus (airbus, apple, gm, stock); ECB+ topic number
    title: str | None = None
    url: str | None = None
    # Where full annotation stops: MEANTIME annotates the title and first sentences in full
    # and, after them, only further mentions of its cross-document instances. None: all of it.
    annotated_end: int | None = None


@dataclass(frozen=True, slots=True)
class GoldMention:
    """An annotated entity mention, with the cross-document chain it belongs to."""

    doc_id: str
    start: int
    end: int
    text: str  # the document text at [start, end)
    chain: str  # cross-document chain id; chains local to one document are prefixed by it
    tag: str  # MEANTIME ent_type (PER, ORG, LOC, PRO, FIN, MIX; "" if untyped); ECB+ tag
    tokens: tuple[Span, ...]  # character spans of the annotated tokens, in text order
    mention_id: str  # m_id in the source file
    syntactic_type: str | None = None  # MEANTIME only: NAM, NOM, PRO, PRE.NAM, APP, ...
    link: str | None = None  # MEANTIME only: the DBpedia IRI of the chain, when given


def rebuild_text(
    sentences: Sequence[Sequence[str]], spacing: Spacing = "natural"
) -> tuple[str, list[list[Span]]]:
    """Join tokens into a text, one sentence per line, and map each token to its span.

    ``single`` joins the tokens of a sentence with one space each, as the corpus READMEs
    describe, and keeps every token verbatim. ``natural`` restores ordinary spacing so the
    text reads like the original article (``$15bn``, ``Boeing's``, ``"quoted,"``) and
    writes the Penn Treebank quotation tokens ``` `` ``` and ``''`` as ``"``: kg's quote
    finder looks for real quotation marks. The originals with their spacing are not in
    the archives, so this is the closest text that can be recovered; the rules are the
    module constants above, the same for every corpus.

    Returns:
        The text and, per sentence, the span of each token in it.
    """
    parts: list[str] = []
    spans: list[list[Span]] = []
    offset = 0
    open_double = False  # straight '"' tokens alternate between opening and closing
    for index, tokens in enumerate(sentences):
        open_single = False  # a single-quoted phrase does not run past its sentence
        if index:
            parts.append("\n")
            offset += 1
        sentence_spans: list[Span] = []
        glue_next = True  # nothing before the first token of a line
        for position, token in enumerate(tokens):
            surface = _PTB_QUOTES.get(token, token) if spacing == "natural" else token
            if spacing == "natural":
                if token == '"':
                    space = not glue_next and not open_double
                    glue_after = not open_double
                    open_double = not open_double
                elif token == "'":
                    # a lone apostrophe closes an open single quote, follows a word ending
                    # in s as a possessive ("Airbus'"), or else opens a quotation
                    previous = parts[-1] if parts else ""
                    closing = open_single or previous[-1:].lower() == "s" or previous in _NO_SPACE_BEFORE
                    open_single = not closing
                    space = not glue_next and not closing
                    glue_after = not closing
                elif token == ":" and _between_digits(tokens, position):
                    space, glue_after = False, True  # a time of day: "4:49"
                else:
                    space = not glue_next and token not in _NO_SPACE_BEFORE
                    glue_after = token in _NO_SPACE_AFTER
                    open_single = open_single or token in ("`", "‘")
            else:
                space = not glue_next
                glue_after = False
            if space:
                parts.append(" ")
                offset += 1
            parts.append(surface)
            sentence_spans.append(Span(offset, offset + len(surface)))
            offset += len(surface)
            glue_next = glue_after
        spans.append(sentence_spans)
    return "".join(parts), spans


def _between_digits(tokens: Sequence[str], position: int) -> bool:
    return 0 < position < len(tokens) - 1 and tokens[position - 1].isdigit() and tokens[position + 1].isdigit()


def read_archive_members(archive: Path, prefix: str, suffix: str = ".xml") -> Iterator[tuple[str, bytes]]:
    """Yield (member name, content) for the files under ``prefix`` in a tar archive, by name.

    Raises:
        InputError: the archive is missing or cannot be read.
    """
    try:
        with tarfile.open(archive, "r:*") as tar:
            found = {
                member.name: tar.extractfile(member).read()  # type: ignore[union-attr]
                for member in tar
                if member.isfile() and member.name.startswith(prefix) and member.name.endswith(suffix)
            }
    except (OSError, tarfile.TarError) as exc:
        raise InputError(str(archive), f"cannot read the corpus archive ({exc}); check the path") from exc
    if not found:
        raise InputError(str(archive), f"no {suffix} files under {prefix!r} in the archive")
    for name in sorted(found):
        yield name, found[name]
