"""What an article is about, as words: the event signal that tells two stories apart when
no date can (``kg.measures`` compares the numbers of two articles only when they tell one
story).

An article's **story terms** are its most frequent content words (the lemmas of its nouns,
names, verbs and adjectives, without stop words, page furniture, dates and times with no figure
in them, and the verbs of saying: "Monday", "December", "said" and "according to" are in every
story, and were most of what a report of a stabbing and one of an epidemic shared; "a 60-day
stay" keeps its "day", part of what happened), up to ``STORY_TERMS``
of them, ties broken by the first to appear (news puts the event in its first lines). Two
articles tell one story when their terms, weighted by how rare each is in the collection,
are close (cosine of TF-IDF vectors: the vector-space similarity of topic detection and
tracking, Allan et al. 1998, "Topic Detection and Tracking Pilot Study"). On the ECB+
development topics, each the coverage of two similar events (two earthquakes in Iran, two
jewel heists in Paris), an article's nearest article by these terms is of its own event for
216 of 222 articles.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from spacy.attrs import IDX, IS_ALPHA, IS_STOP, LEMMA, LENGTH, LIKE_NUM, POS
from spacy.parts_of_speech import IDS as POS_IDS
from spacy.tokens import Doc

from kg.extract._doc_index import doc_ents, indices_tagged
from kg.extract.statements import REPORTING_VERBS
from kg.records import Span

__all__ = ["STORY_TERMS", "story_terms"]

STORY_TERMS = 60
TIME_ENTITIES = frozenset({"DATE", "TIME"})
# the verbs of saying of the hand rules, and "accord" of "according to"
TELLING_VERBS = REPORTING_VERBS | {"accord"}
CONTENT_POS = frozenset({"NOUN", "PROPN", "VERB", "ADJ"})
_WORD_ATTRS = [IS_ALPHA, IS_STOP, LENGTH, IDX, LEMMA, POS, LIKE_NUM]
_VERB = POS_IDS["VERB"]


def story_terms(doc: Doc, skip: Sequence[Span] = ()) -> tuple[str, ...]:
    """The article's story terms (lowercase lemmas), sorted."""
    counts: Counter[str] = Counter()
    first: dict[str, int] = {}
    skipped = sorted((s.start, s.end) for s in skip)
    # each word's attributes from the Doc's arrays, each lemma lower-cased once: a Token and
    # five attribute reads per content word were most of the time of this one pass
    alpha, stop, length, offsets, lemma_ids, parts, numeric = doc.to_array(_WORD_ATTRS).T.tolist()
    # dates and times with no figure in them; "a 60-day stay" is what happened, and keeps its "day"
    # (the Doc's entities made once: ``Doc.ents`` makes a Span per entity, and a Span a Token per word)
    told_when = {i for e in doc_ents(doc) if e.label_ in TIME_ENTITIES and not any(numeric[e.start:e.end])
                 for i in range(e.start, e.end)}
    strings, lowered = doc.vocab.strings, {}
    for i in indices_tagged(doc, *sorted(CONTENT_POS)):  # the content words, read from the Doc's array
        if not alpha[i] or stop[i] or length[i] < 2:
            continue
        if skipped and any(start <= offsets[i] < end for start, end in skipped):
            continue
        if i in told_when:
            continue  # "Monday", "December", "last week": when it was told, not what about
        lemma = lowered.get(lemma_ids[i])
        if lemma is None:
            lemma = lowered[lemma_ids[i]] = strings[lemma_ids[i]].lower()
        if parts[i] == _VERB and lemma in TELLING_VERBS:
            continue  # "said", "told", "according to": how it was told, in every story alike
        counts[lemma] += 1
        first.setdefault(lemma, i)
    kept = sorted(counts, key=lambda w: (-counts[w], first[w]))[:STORY_TERMS]
    return tuple(sorted(kept))
