"""Per-Doc lookups the extractors need often: sentence bounds, token offsets and the text.

spaCy's ``Token.sent`` walks the document's sentences on every call, which makes rules that
ask for a token's sentence quadratic on long articles. These tables are built once per Doc
(kept while the Doc lives) and answer in constant or logarithmic time.
"""

from __future__ import annotations

import weakref
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import wraps
from itertools import chain
from typing import NamedTuple, TypeVar

import numpy as np
from spacy.attrs import HEAD, IDX, LEMMA, LOWER, ORTH, POS
from spacy.parts_of_speech import IDS as POS_IDS
from spacy.strings import get_string_id
from spacy.tokens import Doc, Span, Token


@dataclass(frozen=True, slots=True)
class DocIndex:
    sent_start: tuple[int, ...]  # per token: index of its sentence's first token
    sent_end: tuple[int, ...]  # per token: index after its sentence's last token
    offsets: tuple[int, ...]  # per token: its character offset
    sentence_number: tuple[int, ...]  # per token: its sentence's place in ``doc_sents``

    def sentence(self, token: Token) -> tuple[int, int]:
        """Token range [start, end) of the token's sentence."""
        return self.sent_start[token.i], self.sent_end[token.i]

    def first_at_or_after(self, offset: int) -> int:
        """Index of the first token starting at or after ``offset`` (len(doc) if none)."""
        return bisect_left(self.offsets, offset)

    def last_starting_before(self, offset: int) -> int:
        """Index of the last token starting before ``offset`` (-1 if none)."""
        return bisect_right(self.offsets, offset - 1) - 1


_INDEXES: weakref.WeakKeyDictionary[Doc, DocIndex] = weakref.WeakKeyDictionary()


def doc_index(doc: Doc) -> DocIndex:
    index = _INDEXES.get(doc)
    if index is None:
        starts = [0] * len(doc)
        ends = [len(doc)] * len(doc)
        numbers = [0] * len(doc)
        for number, sent in enumerate(doc_sents(doc)):
            for i in range(sent.start, sent.end):
                starts[i] = sent.start
                ends[i] = sent.end
                numbers[i] = number
        index = DocIndex(tuple(starts), tuple(ends), tuple(doc.to_array(IDX).tolist()), tuple(numbers))  # no Token made
        _INDEXES[doc] = index
    return index


_TEXTS: weakref.WeakKeyDictionary[Doc, str] = weakref.WeakKeyDictionary()
_DEMONYMS: weakref.WeakKeyDictionary[Doc, frozenset[str]] = weakref.WeakKeyDictionary()


def doc_text(doc: Doc) -> str:
    """The Doc's text: ``Doc.text`` joins every token again on each access, and the
    extractors slice it thousands of times per article."""
    text = _TEXTS.get(doc)
    if text is None:
        # what ``Doc.text`` joins, from the Doc's cached Tokens: it makes a new Token per word
        text = _TEXTS[doc] = "".join([t.text_with_ws for t in doc_tokens(doc)])
    return text


def demonym_texts(doc: Doc) -> frozenset[str]:
    """The texts of the Doc's NORP entities ("Spanish", "Moroccans"), read once per Doc:
    ``Doc.ents`` makes a new Span for every entity on each access."""
    texts = _DEMONYMS.get(doc)
    if texts is None:
        texts = _DEMONYMS[doc] = frozenset(e.text for e in doc_ents(doc) if e.label_ == "NORP")
    return texts


def sentence_bounds(token: Token) -> tuple[int, int]:
    """Token range [start, end) of the token's sentence, without walking the document."""
    return doc_index(token.doc).sentence(token)


def sentence_of(token: Token) -> Span:
    """``token.sent``, one of the Doc's sentences made once (``doc_sents``): ``Token.sent``
    makes a Span of the token, walks to the sentence's bounds and makes another Span, about
    5 µs a call."""
    doc = token.doc
    return doc_sents(doc)[doc_index(doc).sentence_number[token.i]]


_CAPITALS: weakref.WeakKeyDictionary[Doc, frozenset[int]] = weakref.WeakKeyDictionary()


def in_capitals(token: Token) -> bool:
    """Whether the token's sentence is written all in capitals (a wire headline, a heading),
    read once per Doc: ``Token.sent`` walks the sentences and ``Span.text`` joins the tokens
    on every call."""
    return doc_index(token.doc).sent_start[token.i] in capitals_sentence_starts(token.doc)


def capitals_sentence_starts(doc: Doc) -> frozenset[int]:
    """The first token of each sentence written all in capitals, read once per Doc."""
    starts = _CAPITALS.get(doc)
    if starts is None:
        text = doc_text(doc)
        starts = _CAPITALS[doc] = frozenset(s.start for s in doc_sents(doc) if text[s.start_char:s.end_char].isupper())
    return starts


T = TypeVar("T")


def latest_doc_only(make: Callable[[Doc], T]) -> Callable[[Doc], T]:
    """``make(doc)`` remembered for the latest Doc it was asked about.

    For tables that hold Tokens: a Token keeps its Doc alive, so they cannot go in a weak
    table keyed by the Doc. One slot keeps at most one Doc alive beyond its time, and the
    extractors finish one article before the next. Safe to share: the Doc is compared by
    identity (held, so its id is not reused), the tables are tuples, and no rule changes a Doc's tokens.
    """
    # the Doc and its table, set in one step (safe across threads); no Doc at first
    slot: list[tuple[Doc | None, T | None]] = [(None, None)]

    @wraps(make)
    def remembered(doc: Doc) -> T:
        held = slot[0]
        if held[0] is not doc:
            held = slot[0] = (doc, make(doc))
        return held[1]

    remembered.slot = slot  # for the hottest readers (``children_of``, ``lemma_of``): one look-up, no call
    return remembered


@latest_doc_only
def doc_tokens(doc: Doc) -> tuple[Token, ...]:
    """The Doc's Tokens, made once per Doc: spaCy makes a new Token object at every step of
    ``for token in doc`` and on every ``doc[i]``, and the extractors walk each article about
    twenty times (a quarter of a second a build of 295 Wikinews articles)."""
    return tuple(doc)


@latest_doc_only
def doc_sents(doc: Doc) -> tuple[Span, ...]:
    """The Doc's sentences, made once per Doc: ``Doc.sents`` makes a new Span for every
    sentence on each walk, reading its first and last Tokens, and four readers walk them."""
    return tuple(doc.sents)


@latest_doc_only
def doc_ents(doc: Doc) -> tuple[Span, ...]:
    """The Doc's entities, made once per Doc: ``Doc.ents`` makes a new Span for every entity
    on each access, and the entity rules read them about fifteen times per article."""
    return doc.ents


@latest_doc_only
def doc_children(doc: Doc) -> tuple[tuple[Token, ...], ...]:
    """Each token's children in index order, as ``Token.children`` gives them, made once per
    Doc from the heads: spaCy makes a new Token for every child on every walk, and the
    statement rules walk a verb's children a dozen times."""
    tokens = doc_tokens(doc)
    children: list[list[Token]] = [[] for _ in tokens]
    for i, offset in enumerate(doc.to_array(HEAD).view("int64").tolist()):  # heads as offsets, 0 at a root
        if offset:
            children[i + offset].append(tokens[i])
    return tuple(map(tuple, children))


_CHILDREN_SLOT = doc_children.slot


def children_of(token: Token) -> tuple[Token, ...]:
    """``token.children`` as a tuple of the Doc's cached Tokens (see ``doc_children``); the
    statement rules ask half a million times a build, so the latest Doc's table is read here."""
    held = _CHILDREN_SLOT[0]
    doc = token.doc
    return (held[1] if held[0] is doc else doc_children(doc))[token.i]


class _AttributeTable(NamedTuple):
    keys: list[int]  # per token, its value's string id
    present: frozenset[int]  # the values the Doc holds
    array: np.ndarray  # ``keys`` as spaCy gives them, for ``positions``' misses
    positions: dict[int, list[int]]  # value -> its tokens' indices, filled as values are asked for


@latest_doc_only
def _attribute_tables(doc: Doc) -> dict[int, _AttributeTable]:
    return {}  # filled by ``_attribute_table``, one attribute at a time


def _attribute_table(doc: Doc, attr: int) -> _AttributeTable:
    tables = _attribute_tables(doc)
    found = tables.get(attr)
    if found is None:
        array = doc.to_array(attr)
        keys = array.tolist()
        found = tables[attr] = _AttributeTable(keys, frozenset(keys), array, {})  # one assignment: safe across threads
    return found


def attribute_ids(doc: Doc, attr: int) -> tuple[list[int], frozenset[int]]:
    """The Doc's array of ``attr`` (ORTH, LOWER, LEMMA, TAG, POS) as a list, and the set of its
    values, made once per Doc and attribute: a dozen rules ask for the same array, and most of
    them want words that the set says at once the article does not hold."""
    table = _attribute_table(doc, attr)
    return table.keys, table.present


def _indices_of(doc: Doc, attr: int, wanted: Iterable[int]) -> list[int]:
    """Indices of the tokens whose ``attr`` is one of ``wanted`` (values the Doc holds), in
    order: each value's positions found once per Doc and attribute, when first asked for, and
    put together, not a walk over every token for each rule that asks.

    Only the values asked for are placed (27 k of the 257 k a build of 295 Wikinews articles
    holds, per Doc and attribute): a table of every value's positions, made up front, cost a
    Python step per token and attribute, 1.4 M a build.
    """
    table = _attribute_table(doc, attr)
    positions = table.positions
    runs = []
    for key in wanted:
        run = positions.get(key)
        if run is None:
            run = positions[key] = (table.array == key).nonzero()[0].tolist()
        runs.append(run)
    if len(runs) == 1:
        return list(runs[0])
    return sorted(chain.from_iterable(runs))  # a token has one value: no index twice


def indices_with(doc: Doc, attr: int, ids: Iterable[int]) -> list[int]:
    """Indices of the tokens whose ``attr`` is one of the string ``ids``, in order."""
    wanted = attribute_ids(doc, attr)[1].intersection(ids)
    return _indices_of(doc, attr, wanted) if wanted else []


def indices_written(doc: Doc, words: Iterable[str], lower: bool = False) -> list[int]:
    """Indices of the tokens written as one of ``words`` (``token.text``, or ``token.lower_``
    with ``lower``), in order, read from the Doc's array of string ids: a rule that wants a
    few words need not make a Token for every word of the article."""
    return indices_with(doc, LOWER if lower else ORTH, (get_string_id(w) for w in words))


# per test, each word's answer (by ORTH id), asked once per process: words recur across articles
_WORD_ANSWERS: dict[Callable[[str], object], dict[int, bool]] = {}
# per test, the ids of the words that pass it (kept with ``_WORD_ANSWERS``)
_WORD_PASSING: dict[Callable[[str], object], set[int]] = {}


def words_where(doc: Doc, test: Callable[[str], object], attr: int = ORTH) -> list[int]:
    """Indices of the tokens whose text (or other string ``attr``: LEMMA, TAG…) passes ``test``,
    in order, read from the Doc's array of string ids: ``test`` (a module-level function of the
    string alone) is asked once per distinct string per process, and no Token is made. A rule
    whose test of a token starts with a test of its text walks only the tokens that pass it.
    (A string's id is its hash whatever the attribute, so one table serves every ``attr``.)"""
    answers = _WORD_ANSWERS.setdefault(test, {})
    passes = _WORD_PASSING.setdefault(test, set())
    present = attribute_ids(doc, attr)[1]
    new = present.difference(answers)
    if new:
        if len(answers) + len(new) > 1 << 17:  # bounded: a long build meets many words once
            answers.clear()
            passes.clear()
            new = present
        strings = doc.vocab.strings
        for key in new:
            answers[key] = passed = bool(test(strings[key]))
            if passed:
                passes.add(key)
    passing = present.intersection(passes)
    return _indices_of(doc, attr, passing) if passing else []


def indices_tagged(doc: Doc, *parts_of_speech: str) -> list[int]:
    """Indices of the tokens whose ``pos_`` is one of ``parts_of_speech`` ("VERB"), in order,
    read from the Doc's array: a rule that starts from verbs or nouns need not make a Token,
    nor call itself, for every other word of the article."""
    wanted = attribute_ids(doc, POS)[1].intersection(POS_IDS[name] for name in parts_of_speech)
    return _indices_of(doc, POS, wanted) if wanted else []


def lemma_positions(doc: Doc) -> dict[str, list[int]]:
    """Token indices by lower-cased lemma (``token.lemma_.lower()``), in order, keyed in the
    order the lemmas first occur: read from the Doc's array, with no Token made, and each
    lemma lower-cased once, not once per word."""
    strings = doc.vocab.strings
    by_key: dict[int, list[int]] = {}
    for i, key in enumerate(doc.to_array(LEMMA).tolist()):
        by_key.setdefault(key, []).append(i)
    by_lemma: dict[str, list[int]] = {}
    for key, positions in by_key.items():
        by_lemma.setdefault(strings[key].lower(), []).extend(positions)
    for positions in by_lemma.values():
        positions.sort()  # two lemmas that differ in case only ("US", "us") are one
    return by_lemma


@latest_doc_only
def _span_texts(doc: Doc) -> dict[tuple[int, int], str]:
    return {}  # filled by ``span_text``


_SPAN_TEXTS_SLOT = _span_texts.slot


def span_text(doc: Doc, start: int, end: int) -> str:
    """``doc[start:end].text`` cut from the Doc's text: slicing a Doc makes a Span, and
    ``Span.text`` makes a Token for each of its words. Kept for the latest Doc: the entity
    rules ask for a candidate's words again and again (140 k calls a build of 295 Wikinews
    articles, for 42 k spans)."""
    held = _SPAN_TEXTS_SLOT[0]
    texts = held[1] if held[0] is doc else _span_texts(doc)
    text = texts.get((start, end))
    if text is None:
        words = doc_tokens(doc)[start:end]
        text = texts[(start, end)] = doc_text(doc)[words[0].idx:words[-1].idx + len(words[-1])] if words else ""
    return text
