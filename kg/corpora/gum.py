"""GUM news: Wikinews articles in CoNLL-U with every entity mention typed.

Reads the ``GUM_news_*.conllu`` files of ``../shared/corpus/gum_news/`` (Zeldes 2017, The GUM
corpus: creating multilayer resources in the classroom, LREC; CC BY 4.0, text CC BY 2.5).

Text: each sentence's ``# text`` line, sentences of one paragraph (``# newpar``) joined by a
space, paragraphs by a line break. Mentions: the ``Entity=`` brackets of the MISC column,
``(ID-type-…`` opening a mention and ``ID)`` closing it (the same ID within a document is
one chain). GUM annotates every mention, pronouns and common nouns too; for names, a mention
of type person, organization or place counts as a *name* when its words, after a leading
determiner, are proper nouns (``PROPN``), with only "of", "the", "and" and the like between
them: "the United States" gives the name "United States"; "Muslims traveling to the U.S." is
no name. GUM's names keep titles ("President Donald Trump"), CoNLL's and kg's do not. Every other mention is kept as ``OTHER`` so a scorer can leave it out.
"""

from __future__ import annotations

import re
from pathlib import Path

from kg.corpora import Document
from kg.corpora.conll import ConllCorpus, NamedMention
from kg.errors import InputError

__all__ = ["GUM_TYPES", "load_gum"]

# GUM's types and the CoNLL-style types kg is scored on
GUM_TYPES = {"person": "PER", "organization": "ORG", "place": "LOC"}
_NAME_JOINERS = {"of", "the", "and", "&", "-", ".", "'s", "de", "du", "von", "van"}
_ENTITY = re.compile(r"\((\d+)-([^()]*)(\))?|(\d+)\)")


def load_gum(folder: Path | str, pattern: str = "GUM_news_*.conllu") -> ConllCorpus:
    """Documents and mentions of the GUM files under ``folder``.

    Raises:
        InputError: no file, or a file that is not CoNLL-U.
    """
    files = sorted(Path(folder).glob(pattern))
    if not files:
        raise InputError(str(folder), f"no {pattern} files: not the GUM news folder")
    documents, mentions = [], []
    for path in files:
        document, found = _read(path)
        documents.append(document)
        mentions.extend(found)
    return ConllCorpus(tuple(documents), tuple(mentions))


def _read(path: Path) -> tuple[Document, list[NamedMention]]:
    doc_id = path.stem
    paragraphs: list[list[str]] = []
    text_parts: list[str] = []
    offset = 0
    words: list[tuple[int, int, str, str, str]] = []  # (start, end, form, upos, misc)
    sentence_text, position = "", 0
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.startswith("# newpar") and not line.startswith("# newpar_"):
            paragraphs.append([])
        elif line.startswith("# text = "):
            sentence_text = line[len("# text = "):]
            if not paragraphs:
                paragraphs.append([])
            if text_parts:
                separator = " " if paragraphs[-1] else "\n"
                text_parts.append(separator)
                offset += 1
            paragraphs[-1].append(sentence_text)
            text_parts.append(sentence_text)
            position = 0
            sentence_start = offset
            offset += len(sentence_text)
        elif line and not line.startswith("#"):
            fields = line.split("\t")
            if len(fields) != 10:
                raise InputError(str(path), f"line {number} is not a CoNLL-U token line")
            if "-" in fields[0] or "." in fields[0]:
                continue
            found = sentence_text.find(fields[1], position)
            if found < 0:
                found = position  # a sub-token written differently: anchor where the word goes
                end = position
            else:
                end = found + len(fields[1])
                position = end
            # a proper noun by either tag: GUM's UD tags "United" in "United States" VERB, its PTB tag NNP
            upos = "PROPN" if fields[4] in {"NNP", "NNPS"} else fields[3]
            words.append((sentence_start + found, sentence_start + end, fields[1], upos, fields[9]))
    text = "".join(text_parts)
    return Document(doc_id, text, topic="gum_news"), list(_mentions(doc_id, text, words))


def _mentions(doc_id: str, text: str, words: list[tuple[int, int, str, str, str]]):  # noqa: ANN202
    open_mentions: dict[str, list[tuple[int, str]]] = {}
    for index, (_, _, _, _, misc) in enumerate(words):
        entity = next((f[len("Entity="):] for f in misc.split("|") if f.startswith("Entity=")), "")
        for match in _ENTITY.finditer(entity):
            if match.group(1):
                kind = match.group(2).split("-")[0]
                if match.group(3):
                    yield _mention(doc_id, text, words, index, index, kind)
                else:
                    open_mentions.setdefault(match.group(1), []).append((index, kind))
            elif match.group(4) and open_mentions.get(match.group(4)):
                start, kind = open_mentions[match.group(4)].pop()
                yield _mention(doc_id, text, words, start, index, kind)


def _mention(doc_id: str, text: str, words: list, first: int, last: int, kind: str) -> NamedMention:
    span = words[first:last + 1]
    while len(span) > 1 and span[0][3] == "DET":
        span = span[1:]
    while len(span) > 1 and span[-1][2] in {"'s", "’s", "'", "’"}:
        span = span[:-1]  # "Afghanistan's": the name without its possessive
    named = kind in GUM_TYPES and span[0][3] == "PROPN" and span[-1][3] == "PROPN" and all(
        w[3] == "PROPN" or w[2].lower() in _NAME_JOINERS for w in span)
    start, end = span[0][0], span[-1][1]
    return NamedMention(doc_id, start, end, text[start:end], GUM_TYPES[kind] if named else "OTHER")
