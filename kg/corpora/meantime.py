"""MEANTIME (NewsReader, English): 120 Wikinews articles with entities, speakers and values.

Reads ``meantime_newsreader_english_oct15.tar.xz`` as distributed (CAT XML, folder
``intra_cross-doc_annotation/``, the superset of the two annotation layers), straight
from the archive. What it gives, per article:

- the text, rebuilt from the tokens (see ``kg.corpora.rebuild_text``);
- entity mentions (``ENTITY_MENTION``) with the type of the entity they refer to
  (``REFERS_TO`` → ``ENTITY ent_type``: PER, ORG, LOC, PRO, FIN, MIX), the
  cross-document instance (``instance_id``, shared across articles) as the chain, and the
  DBpedia link (``external_ref``); an entity without an ``instance_id`` is a chain of its
  own article, a mention that refers to no entity is a singleton;
- speech events: mentions of ``SPEECH_COGNITIVE`` events (the cue) with the entity
  mentions that are their ``Arg0`` (``HAS_PARTICIPANT sem_role="Arg0"``, the speaker);
- value spans: ``VALUE`` markables of type MONEY, PERCENT and QUANTITY (418 in all).

The document-level layer (types, events, participants, values, times) covers the title,
the date line and the first four sentences of each article; after them the cross-document
layer adds only mentions of its cross-document instances, with no roles. ``Document.
annotated_end`` is the end of the last sentence with a document-level markable: count
what a system finds beyond it as neither right nor wrong.

Reference: Minard et al. (2016), MEANTIME, the NewsReader Multilingual Event and Time
Corpus, LREC. License CC BY 4.0 (see the corpus folder).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from kg.corpora import Document, GoldMention, Spacing, read_archive_members, rebuild_text
from kg.errors import InputError
from kg.records import Span

__all__ = ["MEANTIME_ARCHIVE", "SpeechEvent", "ValueSpan", "MeantimeCorpus", "load_meantime"]

MEANTIME_ARCHIVE = "meantime/meantime_newsreader_english_oct15.tar.xz"  # under shared/corpus/
_LAYER = "meantime_newsreader_english_oct15/intra_cross-doc_annotation/"
SPEECH_CLASS = "SPEECH_COGNITIVE"
VALUE_TYPES = frozenset({"MONEY", "PERCENT", "QUANTITY"})


@dataclass(frozen=True, slots=True)
class SpeechEvent:
    """One mention of a speech or cognition event, with its speakers (``Arg0``)."""

    doc_id: str
    start: int  # the cue: the event mention's tokens
    end: int
    text: str
    mention_id: str
    pred: str | None  # the annotators' lemma, when given ("say", "announce")
    speakers: tuple[GoldMention, ...]  # empty when the annotation names no Arg0


@dataclass(frozen=True, slots=True)
class ValueSpan:
    """A MONEY, PERCENT or QUANTITY expression."""

    doc_id: str
    start: int
    end: int
    text: str
    type: str
    mention_id: str


@dataclass(frozen=True, slots=True)
class MeantimeCorpus:
    documents: tuple[Document, ...]
    mentions: tuple[GoldMention, ...]
    speech_events: tuple[SpeechEvent, ...]
    values: tuple[ValueSpan, ...]


@lru_cache(maxsize=4)
def load_meantime(archive: Path, spacing: Spacing = "natural") -> MeantimeCorpus:
    """Read the English MEANTIME archive.

    Args:
        archive: path of ``meantime_newsreader_english_oct15.tar.xz``.
        spacing: how tokens are joined into text (see ``kg.corpora.rebuild_text``).

    Raises:
        InputError: the archive is missing, unreadable or not MEANTIME.
    """
    documents: list[Document] = []
    mentions: list[GoldMention] = []
    speech: list[SpeechEvent] = []
    values: list[ValueSpan] = []
    for name, content in read_archive_members(Path(archive), _LAYER):
        topic = name[len(_LAYER):].split("/", 1)[0].removeprefix("corpus_")
        try:
            root = ET.fromstring(content)
        except ET.ParseError as exc:
            raise InputError(f"{archive}:{name}", f"not well-formed XML ({exc})") from exc
        document, doc_mentions, doc_speech, doc_values = _read_document(root, topic, spacing)
        documents.append(document)
        mentions.extend(doc_mentions)
        speech.extend(doc_speech)
        values.extend(doc_values)
    return MeantimeCorpus(tuple(documents), tuple(mentions), tuple(speech), tuple(values))


def _read_document(
    root: ET.Element, topic: str, spacing: Spacing
) -> tuple[Document, list[GoldMention], list[SpeechEvent], list[ValueSpan]]:
    doc_id = root.get("doc_id", "")
    by_sentence: dict[int, list[ET.Element]] = defaultdict(list)
    for token in root.iter("token"):
        by_sentence[int(token.get("sentence", "0"))].append(token)
    ordered = [sorted(tokens, key=lambda t: int(t.get("number", "0"))) for _, tokens in sorted(by_sentence.items())]
    text, spans = rebuild_text([[t.text or "" for t in sentence] for sentence in ordered], spacing)
    token_span = {t.get("t_id"): span for sentence, sentence_spans in zip(ordered, spans) for t, span in zip(sentence, sentence_spans)}

    markables = {m.get("m_id"): m for m in _children(root, "Markables")}
    sentence_end = {t.get("t_id"): sentence_spans[-1].end for sentence, sentence_spans in zip(ordered, spans) for t in sentence}
    # CAT (document level) writes these attributes; CROMER's cross-document additions lack them
    document_level = [
        m for m in markables.values()
        if m.tag in ("VALUE", "TIMEX3") or (m.tag == "EVENT_MENTION" and "pred" in m.attrib)
        or (m.tag == "ENTITY_MENTION" and "syntactic_type" in m.attrib)
    ]
    annotated_end = max(
        (sentence_end[a.get("t_id")] for m in document_level for a in m.findall("token_anchor")), default=len(text)
    )
    refers_to: dict[str, list[str]] = defaultdict(list)
    arg0: dict[str, list[str]] = defaultdict(list)
    for relation in _children(root, "Relations"):
        targets = [t.get("m_id", "") for t in relation.findall("target")]
        sources = [s.get("m_id", "") for s in relation.findall("source")]
        if relation.tag == "REFERS_TO":
            for source in sources:
                refers_to[source].extend(targets)
        elif relation.tag == "HAS_PARTICIPANT" and relation.get("sem_role") == "Arg0":
            for source in sources:
                arg0[source].extend(targets)

    def anchored(markable: ET.Element) -> tuple[Span, ...]:
        return tuple(sorted(token_span[a.get("t_id")] for a in markable.findall("token_anchor")))

    def record_span(tokens: tuple[Span, ...]) -> tuple[int, int, str]:
        return tokens[0].start, tokens[-1].end, text[tokens[0].start : tokens[-1].end]

    gold: dict[str, GoldMention] = {}  # by m_id; a duplicate annotation maps to the first
    first_at: dict[tuple[int, int], GoldMention] = {}
    for m_id, markable in sorted(markables.items(), key=lambda item: int(item[0])):
        if markable.tag != "ENTITY_MENTION":
            continue
        tokens = anchored(markable)
        if not tokens:
            continue
        start, end, surface = record_span(tokens)
        if (start, end) in first_at:
            gold[m_id] = first_at[(start, end)]  # the same tokens marked twice: one mention
            continue
        entity = next((markables[t] for t in refers_to.get(m_id, []) if markables.get(t) is not None and markables[t].tag == "ENTITY"), None)
        if entity is None:
            chain, tag, link = f"{doc_id}#{m_id}", "", None
        else:
            chain = entity.get("instance_id") or f"{doc_id}#{entity.get('m_id')}"
            tag, link = entity.get("ent_type", ""), entity.get("external_ref") or None
        gold[m_id] = GoldMention(
            doc_id=doc_id, start=start, end=end, text=surface, chain=chain, tag=tag, tokens=tokens,
            mention_id=m_id, syntactic_type=markable.get("syntactic_type") or None, link=link,
        )
        first_at[(start, end)] = gold[m_id]

    speech: list[SpeechEvent] = []
    values: list[ValueSpan] = []
    for m_id, markable in sorted(markables.items(), key=lambda item: int(item[0])):
        tokens = anchored(markable) if markable.tag in ("EVENT_MENTION", "VALUE") else ()
        if not tokens:
            continue
        start, end, surface = record_span(tokens)
        if markable.tag == "VALUE" and markable.get("type") in VALUE_TYPES:
            values.append(ValueSpan(doc_id, start, end, surface, markable.get("type", ""), m_id))
        elif markable.tag == "EVENT_MENTION" and any(
            markables.get(t) is not None and markables[t].get("class") == SPEECH_CLASS for t in refers_to.get(m_id, [])
        ):
            speakers = tuple(sorted({gold[s] for s in arg0.get(m_id, []) if s in gold}, key=lambda g: (g.start, g.end)))
            speech.append(SpeechEvent(doc_id, start, end, surface, m_id, markable.get("pred") or None, speakers))

    document = Document(
        doc_id=doc_id, text=text, topic=topic, title=root.get("doc_name"), url=root.get("url"), annotated_end=annotated_end
    )
    mentions = sorted(first_at.values(), key=lambda g: (g.start, g.end))
    speech.sort(key=lambda s: (s.start, s.end))
    values.sort(key=lambda v: (v.start, v.end))
    return document, mentions, speech, values


def _children(root: ET.Element, tag: str) -> list[ET.Element]:
    element = root.find(tag)
    return list(element) if element is not None else []
