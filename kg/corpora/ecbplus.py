"""ECB+: news articles on 43 topics with cross-document coreference of event participants.

Reads ``ECB+.tar.xz`` (CAT XML) and ``ECBplus_coreference_sentences.csv`` as distributed.
Only the sentences the CSV lists were annotated in full (the ECB+ README asks that
evaluation be restricted to them), so a document's text is those sentences only, one per
line, and a mention is kept when all its tokens lie in them. Documents with no listed
sentence are left out (4 of the 210 files of the test topics).

Mentions are the entity markables: by default the participants and places kg models
(tags beginning ``HUMAN_PART`` or ``LOC_``); ``tags=ALL_ENTITY_TAGS`` adds non-human
participants and times, the set used for "entity coreference" in the literature. A
mention's chain is the ``note`` of the ``CROSS_DOC_COREF`` relation it is a source of
(the instance id, shared across documents); a mention in no such relation is in the chain
of its ``INTRA_DOC_COREF`` relation, local to its document, or else a singleton.

The test split is topics 36-45 (Cybulska and Vossen 2015, used since by Barhom et al.
2019, Cattan et al. 2021 and others).

Reference: Cybulska and Vossen (2014), Using a sledgehammer to crack a nut? Lexical
diversity and event coreference resolution, LREC. License CC BY 3.0.
"""

from __future__ import annotations

import csv
import io
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from kg.corpora import Document, GoldMention, Spacing, read_archive_members, rebuild_text
from kg.errors import InputError

__all__ = [
    "ECBPLUS_ARCHIVE",
    "ECBPLUS_SENTENCES",
    "TEST_TOPICS",
    "PARTICIPANT_TAG_PREFIXES",
    "ALL_ENTITY_TAG_PREFIXES",
    "EcbCorpus",
    "load_ecbplus",
]

ECBPLUS_ARCHIVE = "ecbplus/ECB+.tar.xz"  # under shared/corpus/
ECBPLUS_SENTENCES = "ecbplus/ECBplus_coreference_sentences.csv"
TEST_TOPICS = tuple(str(t) for t in range(36, 46))
PARTICIPANT_TAG_PREFIXES = ("HUMAN_PART", "LOC_")  # people, organisations, places
ALL_ENTITY_TAG_PREFIXES = ("HUMAN_PART", "LOC_", "NON_HUMAN_PART", "TIME_")  # everything but actions


@dataclass(frozen=True, slots=True)
class EcbCorpus:
    documents: tuple[Document, ...]
    mentions: tuple[GoldMention, ...]


@lru_cache(maxsize=8)
def load_ecbplus(
    archive: Path,
    sentences_csv: Path,
    topics: tuple[str, ...] = TEST_TOPICS,
    tag_prefixes: tuple[str, ...] = PARTICIPANT_TAG_PREFIXES,
    spacing: Spacing = "natural",
) -> EcbCorpus:
    """Read the annotated sentences of the given ECB+ topics.

    Args:
        archive: path of ``ECB+.tar.xz``.
        sentences_csv: path of ``ECBplus_coreference_sentences.csv``.
        topics: topic numbers as strings; the test topics by default.
        tag_prefixes: which markables are entity mentions (see the module docstring).
        spacing: how tokens are joined into text (see ``kg.corpora.rebuild_text``).

    Raises:
        InputError: a file is missing, unreadable or not ECB+.
    """
    selected = _selected_sentences(Path(sentences_csv), set(topics))
    documents: list[Document] = []
    mentions: list[GoldMention] = []
    members = sorted(
        (int(topic), stem, name, content)
        for name, content in read_archive_members(Path(archive), "ECB+/")
        for topic, stem in [name.split("/")[1:3]]
    )
    for _, stem, name, content in members:
        stem = stem.removesuffix(".xml")
        topic, file_part = stem.split("_", 1)
        sentences = selected.get((topic, file_part))
        if not sentences:
            continue  # another topic, or a file with no annotated sentence
        try:
            root = ET.fromstring(content)
        except ET.ParseError as exc:
            raise InputError(f"{archive}:{name}", f"not well-formed XML ({exc})") from exc
        document, doc_mentions = _read_document(root, stem, topic, sentences, tag_prefixes, spacing)
        documents.append(document)
        mentions.extend(doc_mentions)
    return EcbCorpus(tuple(documents), tuple(mentions))


def _selected_sentences(path: Path, topics: set[str]) -> dict[tuple[str, str], frozenset[int]]:
    try:
        rows = list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8"))))
    except OSError as exc:
        raise InputError(str(path), f"cannot read the sentence list ({exc})") from exc
    selected: dict[tuple[str, str], set[int]] = defaultdict(set)
    try:
        for row in rows:
            if row["Topic"] in topics:
                selected[(row["Topic"], row["File"])].add(int(row["Sentence Number"]))
    except (KeyError, ValueError) as exc:
        raise InputError(str(path), "expected the columns Topic, File, Sentence Number") from exc
    return {key: frozenset(value) for key, value in selected.items()}


def _read_document(
    root: ET.Element,
    doc_id: str,
    topic: str,
    sentences: Iterable[int],
    tag_prefixes: tuple[str, ...],
    spacing: Spacing,
) -> tuple[Document, list[GoldMention]]:
    wanted = set(sentences)
    by_sentence: dict[int, list[ET.Element]] = defaultdict(list)
    for token in root.iter("token"):
        sentence = int(token.get("sentence", "-1"))
        if sentence in wanted:
            by_sentence[sentence].append(token)
    ordered = [sorted(tokens, key=lambda t: int(t.get("number", "0"))) for _, tokens in sorted(by_sentence.items())]
    text, spans = rebuild_text([[t.text or "" for t in sentence] for sentence in ordered], spacing)
    token_span = {t.get("t_id"): span for sentence, sentence_spans in zip(ordered, spans) for t, span in zip(sentence, sentence_spans)}

    chain_of: dict[str, str] = {}
    relations = root.find("Relations")
    for relation in relations if relations is not None else []:
        sources = [s.get("m_id", "") for s in relation.findall("source")]
        if relation.tag == "CROSS_DOC_COREF":
            for source in sources:
                chain_of[source] = relation.get("note", "")
        elif relation.tag == "INTRA_DOC_COREF":
            target = relation.find("target")
            for source in sources:
                chain_of.setdefault(source, f"{doc_id}#{target.get('m_id') if target is not None else relation.get('r_id')}")

    mentions: dict[tuple[int, int], GoldMention] = {}
    markables = root.find("Markables")
    for markable in sorted(markables if markables is not None else [], key=lambda m: int(m.get("m_id", "0"))):
        if not markable.tag.startswith(tag_prefixes):
            continue
        anchors = [a.get("t_id") for a in markable.findall("token_anchor")]
        if not anchors or any(a not in token_span for a in anchors):
            continue  # an instance (no tokens), or tokens outside the annotated sentences
        tokens = tuple(sorted(token_span[a] for a in anchors))
        start, end = tokens[0].start, tokens[-1].end
        m_id = markable.get("m_id", "")
        if (start, end) in mentions:
            continue  # the same tokens marked twice: one mention, the first annotation
        mentions[(start, end)] = GoldMention(
            doc_id=doc_id, start=start, end=end, text=text[start:end],
            chain=chain_of.get(m_id) or f"{doc_id}#{m_id}", tag=markable.tag, tokens=tokens, mention_id=m_id,
        )
    document = Document(doc_id=doc_id, text=text, topic=topic)
    return document, sorted(mentions.values(), key=lambda g: (g.start, g.end))
