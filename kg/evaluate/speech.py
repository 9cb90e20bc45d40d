"""Reported speech of a system, checked against MEANTIME's speech events and speakers.

A gold speech event (a ``SPEECH_COGNITIVE`` event mention) is *found* when a system
statement in the same document has a cue span sharing at least one character with it.
Its speaker is *right* when one of those statements names a gold speaker:

- a speaker span of the statement shares a character with one of the event's ``Arg0``
  mentions or with any mention of the same chain in that document (so "Jobs" elsewhere
  in the article counts for an ``Arg0`` "he"); or
- the speaker text agrees with one of these mentions: with case, punctuation and the
  words in ``_IGNORED_WORDS`` set aside, the mention's words are all in the text, or the
  text's words are all in the mention and include its head word (``head_token``): "Mr
  Jobs" and "Steve Jobs" agree with "Apple CEO Steve Jobs", "Apple" does not.

Speakers are scored on the found events that have a gold ``Arg0``. Only the fully
annotated part of each article counts (``Document.annotated_end``: title, date line and
first four sentences): beyond it MEANTIME marks only further mentions of its
cross-document events, without speakers, so neither the gold events nor the system's
statements there are scored. MEANTIME marks cognition too ("believed", "expect"), which
reported speech does not cover, so the report also gives the figures by cue word.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from kg.corpora import GoldMention
from kg.corpora.meantime import MeantimeCorpus, SpeechEvent
from kg.evaluate.matching import head_token
from kg.records import Span

__all__ = ["SystemStatement", "SpeechReport", "evaluate_speech", "speaker_text_matches"]

_IGNORED_WORDS = frozenset({"the", "a", "an", "s", "mr", "mrs", "ms", "dr", "inc", "corp", "co", "ltd", "llc", "plc"})


@dataclass(frozen=True, slots=True)
class SystemStatement:
    """What a system says about one statement: where its cue is and who spoke."""

    doc_id: str
    cue: Span
    speaker_spans: tuple[Span, ...] = ()  # every span naming the speaker in this document
    speaker_text: str | None = None  # a name or description, when there is no span


@dataclass(frozen=True, slots=True)
class SpeechReport:
    gold_events: int  # in the fully annotated part
    gold_with_speaker: int
    found: int  # gold events whose cue a statement overlaps
    found_with_speaker: int  # found events that have a gold speaker
    speaker_right: int  # of those, how many a matching statement names correctly
    statements: int  # in the fully annotated part
    statements_on_gold: int  # statements whose cue overlaps a gold event
    statements_unscored: int  # statements after the fully annotated part
    by_cue: tuple[tuple[str, int, int], ...]  # (cue word, gold events, found), most frequent first

    @property
    def recall(self) -> float:
        return self.found / self.gold_events if self.gold_events else 0.0

    @property
    def precision(self) -> float:
        return self.statements_on_gold / self.statements if self.statements else 0.0

    @property
    def speaker_accuracy(self) -> float:
        return self.speaker_right / self.found_with_speaker if self.found_with_speaker else 0.0


def _words(text: str) -> frozenset[str]:
    return frozenset(w for w in re.findall(r"\w+", text.casefold()) if w not in _IGNORED_WORDS)


def speaker_text_matches(system_text: str, gold_text: str, gold_head: str) -> bool:
    """Whether a speaker's words name the same one as a gold mention with that head word."""
    system_words, gold_words = _words(system_text), _words(gold_text)
    if not system_words or not gold_words:
        return False
    return gold_words <= system_words or (system_words <= gold_words and bool(_words(gold_head) & system_words))


def _overlaps(a: Span, start: int, end: int) -> bool:
    return a.start < end and start < a.end


def evaluate_speech(corpus: MeantimeCorpus, statements: Iterable[SystemStatement]) -> SpeechReport:
    """Count the gold speech events a system finds and how often it names their speaker."""
    limit = {d.doc_id: len(d.text) if d.annotated_end is None else d.annotated_end for d in corpus.documents}
    events = [e for e in corpus.speech_events if e.start < limit[e.doc_id]]
    chain_mentions: dict[tuple[str, str], list[GoldMention]] = defaultdict(list)
    for mention in corpus.mentions:
        chain_mentions[(mention.doc_id, mention.chain)].append(mention)
    given = list(statements)
    scored = [s for s in given if s.doc_id in limit and s.cue.start < limit[s.doc_id]]
    by_doc: dict[str, list[SystemStatement]] = defaultdict(list)
    for statement in scored:
        by_doc[statement.doc_id].append(statement)

    texts = {d.doc_id: d.text for d in corpus.documents}

    def speakers_of(event: SpeechEvent) -> list[GoldMention]:
        found = {m for s in event.speakers for m in chain_mentions[(event.doc_id, s.chain)]}
        return sorted(found, key=lambda m: (m.start, m.end))

    found = found_with_speaker = speaker_right = 0
    cue_total: Counter[str] = Counter()
    cue_found: Counter[str] = Counter()
    for event in events:
        cue = event.text.casefold()
        cue_total[cue] += 1
        matching = [s for s in by_doc[event.doc_id] if _overlaps(s.cue, event.start, event.end)]
        if not matching:
            continue
        found += 1
        cue_found[cue] += 1
        if not event.speakers:
            continue
        found_with_speaker += 1
        gold_speakers = speakers_of(event)
        if any(_names_speaker(s, gold_speakers, texts[event.doc_id]) for s in matching):
            speaker_right += 1

    events_by_doc: dict[str, list[SpeechEvent]] = defaultdict(list)
    for event in events:
        events_by_doc[event.doc_id].append(event)
    on_gold = sum(1 for s in scored if any(_overlaps(s.cue, e.start, e.end) for e in events_by_doc[s.doc_id]))
    by_cue = tuple(sorted(((cue, n, cue_found[cue]) for cue, n in cue_total.items()), key=lambda row: (-row[1], row[0])))
    return SpeechReport(
        gold_events=len(events),
        gold_with_speaker=sum(1 for e in events if e.speakers),
        found=found,
        found_with_speaker=found_with_speaker,
        speaker_right=speaker_right,
        statements=len(scored),
        statements_on_gold=on_gold,
        statements_unscored=len(given) - len(scored),
        by_cue=by_cue,
    )


def _names_speaker(statement: SystemStatement, gold_speakers: list[GoldMention], text: str) -> bool:
    if any(_overlaps(span, g.start, g.end) for span in statement.speaker_spans for g in gold_speakers):
        return True
    if statement.speaker_text is None:
        return False
    for g in gold_speakers:
        head = head_token(g, text)
        if speaker_text_matches(statement.speaker_text, g.text, text[head.start : head.end]):
            return True
    return False
