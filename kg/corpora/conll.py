"""CoNLL-2003 English: Reuters stories of 1996 with people, organisations, places and MISC.

Reads ``eng.train`` / ``eng.testa`` as distributed (one token a line: word, POS tag, chunk
tag, entity tag in IOB1; a blank line between sentences; ``-DOCSTART-`` between stories).
The files are Reuters' text, licensed for research only: they are read where they lie and
never copied into the project.

How a story becomes an article (the choices every figure on it depends on):

- a document is what lies between two ``-DOCSTART-`` lines (the text before the first one,
  when a copy starts without it, is a document too);
- each sentence is one line, its tokens joined with ordinary spacing by
  ``kg.corpora.rebuild_text`` ("natural": no space before ``,`` or ``'s``, PTB quotes as
  ``"``), the same rule as for MEANTIME and ECB+; the original spacing is not in the files;
- so the headline is the first line and the dateline (``BRUSSELS 1996-08-22``) a line of its
  own, as on the wire.

Entity tags are IOB1: ``I-X`` continues a mention of type X, ``B-X`` starts a new one right
after another of the same type. Types: PER, ORG, LOC, MISC.

Reference: Tjong Kim Sang and De Meulder (2003), Introduction to the CoNLL-2003 shared task,
CoNLL. The test split ``eng.testb`` is kept for a final measure and is not read by kg's
benchmarks.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kg.corpora import Document, rebuild_text
from kg.errors import InputError

__all__ = ["CONLL_TYPES", "ConllCorpus", "NamedMention", "load_conll", "parse_conll"]

CONLL_TYPES = ("PER", "ORG", "LOC", "MISC")
DOCSTART = "-DOCSTART-"


@dataclass(frozen=True, slots=True)
class NamedMention:
    """A gold name: its document, character span, text and CoNLL type."""

    doc_id: str
    start: int
    end: int
    text: str
    type: str  # PER, ORG, LOC, MISC


@dataclass(frozen=True, slots=True)
class ConllCorpus:
    documents: tuple[Document, ...]
    mentions: tuple[NamedMention, ...]


def load_conll(path: Path | str) -> ConllCorpus:
    """Read one CoNLL-2003 file (``eng.train``, ``eng.testa``).

    Raises:
        InputError: the file is missing, unreadable or not in the CoNLL-2003 layout.
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(str(path), f"cannot read the CoNLL-2003 file ({exc}); give the folder holding eng.train and eng.testa") from exc
    return parse_conll(text, path.name, str(path))


def parse_conll(text: str, name: str, source: str = "") -> ConllCorpus:
    """Documents and gold mentions of a CoNLL-2003 file's text; ``name`` prefixes the doc ids."""
    documents: list[list[list[tuple[str, str]]]] = [[]]
    sentence: list[tuple[str, str]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        fields = line.split()
        if not fields:
            if sentence:
                documents[-1].append(sentence)
                sentence = []
            continue
        if fields[0] == DOCSTART:
            if sentence:
                documents[-1].append(sentence)
                sentence = []
            documents.append([])
            continue
        if len(fields) < 2 or not (fields[-1] == "O" or fields[-1][:2] in {"I-", "B-"}):
            raise InputError(source or name, f"line {number} is not 'word … entity-tag' in IOB1: {line[:60]!r}")
        sentence.append((fields[0], fields[-1]))
    if sentence:
        documents[-1].append(sentence)
    result_documents: list[Document] = []
    mentions: list[NamedMention] = []
    for sentences in (d for d in documents if d):
        doc_id = f"{name}:{len(result_documents)}"
        doc_text, spans = rebuild_text([[word for word, _ in s] for s in sentences])
        result_documents.append(Document(doc_id, doc_text, topic=name))
        for tokens, token_spans in zip(sentences, spans):
            for start, end, etype in _chunks([tag for _, tag in tokens]):
                a, b = token_spans[start].start, token_spans[end - 1].end
                mentions.append(NamedMention(doc_id, a, b, doc_text[a:b], etype))
    if not result_documents:
        raise InputError(source or name, "no sentences: not a CoNLL-2003 file")
    return ConllCorpus(tuple(result_documents), tuple(mentions))


def _chunks(tags: list[str]) -> list[tuple[int, int, str]]:
    """Token ranges [start, end) and types of the mentions in one sentence's IOB1 tags."""
    chunks: list[tuple[int, int, str]] = []
    start, current = None, None
    for i, tag in enumerate([*tags, "O"]):
        kind = None if tag == "O" else tag[2:]
        begins = kind is not None and (kind != current or tag.startswith("B-"))
        if current is not None and (kind != current or begins):
            chunks.append((start, i, current))  # type: ignore[arg-type]
            current = None
        if begins or (kind is not None and current is None):
            start, current = i, kind
    return chunks
