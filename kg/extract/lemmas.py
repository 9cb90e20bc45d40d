"""A token's lemma, lower-cased, with one spelling slip of spaCy's lemmatizer undone.

spaCy's rule lemmatizer strips "-ed"/"-ing" and, when both "hop" and "hope" are words, keeps
the shorter: "hoped" and "hoping" come out as "hop", "coped" as "cop", "hated" as "hat". English
spelling says otherwise: a one-syllable verb ending in one vowel and one consonant doubles the
consonant before the suffix ("hop" → "hopped", "stop" → "stopped"), so an undoubled form
("hoped") is the verb with a silent "e" ("hope"). The rules read lemmas through ``lemma_of`` so
that cue lists keyed on "hope" also see "hoped"; the parsed (and cached) Docs are not changed.
"""

from __future__ import annotations

import re
from functools import lru_cache

from spacy.attrs import LEMMA, LOWER, TAG
from spacy.strings import get_string_id
from spacy.tokens import Doc, Token

from kg.extract._doc_index import attribute_ids, indices_with, latest_doc_only

# one vowel group, then one final consonant that doubles (not w, x or y): "hop", "cop", "hat"
_UNDOUBLED_STEM = re.compile(r"[^aeiouy]*[aeiou][bcdfghjklmnpqrstvz]")
_SUFFIXES = ("ed", "ing")


def lemma_of(token: Token) -> str:
    """The lower-cased lemma of ``token``; "hope" (not "hop") for "hoped" and "hoping"."""
    held = _LEMMAS_SLOT[0]  # the latest Doc's table read here: a third of a million calls a build
    doc = token.doc
    return (held[1] if held[0] is doc else doc_lemmas(doc))[token.i]


# each (lemma, tag, lower-cased word) string ids' lemma, made once per process: a word's
# lemma depends on these three strings alone, and words recur across articles
_LEMMA_TEXTS: dict[tuple[int, int, int], str] = {}
# each lemma's string id -> the lemma lower-cased, made once per process: a word of any tag
# but ``_UNDOUBLED_TAGS`` has that lemma, whatever its tag and its spelling
_LOWERED: dict[int, str] = {}
_UNDOUBLED_TAGS = frozenset({"VBD", "VBN", "VBG"})  # the tags ``_lemma_text`` reads the word's spelling for
_UNDOUBLED_TAG_IDS = frozenset(get_string_id(tag) for tag in _UNDOUBLED_TAGS)


@latest_doc_only
def doc_lemmas(doc: Doc) -> tuple[str, ...]:
    """Every token's lemma as ``lemma_of`` reads it, made once per Doc: the rules ask for
    lemmas hundreds of thousands of times per build. Read from the Doc's arrays (which the
    rules read anyway), with no Token made: each distinct lemma is lower-cased once, and only
    a past form or an -ing form has its (lemma, tag, word) worked out, once."""
    strings = doc.vocab.strings
    lemma_ids, present = attribute_ids(doc, LEMMA)
    lowered = _LOWERED
    new = present.difference(lowered)
    if new:
        if len(lowered) + len(new) > 1 << 17:  # bounded: a long build meets many words once
            lowered.clear()
            new = present
        for key in new:
            lowered[key] = strings[key].lower()
    lemmas = [lowered[key] for key in lemma_ids]  # ``_lemma_text``'s answer for any other tag
    tag_ids, tags = attribute_ids(doc, TAG)
    undoubled = tags & _UNDOUBLED_TAG_IDS
    if undoubled:
        known, lower_ids = _LEMMA_TEXTS, attribute_ids(doc, LOWER)[0]
        for i in indices_with(doc, TAG, undoubled):
            key = (lemma_ids[i], tag_ids[i], lower_ids[i])
            text = known.get(key)
            if text is None:
                if len(known) >= 1 << 17:
                    known.clear()
                text = known[key] = _lemma_text(strings[key[0]], strings[key[1]], strings[key[2]])
            lemmas[i] = text
    return tuple(lemmas)


_LEMMAS_SLOT = doc_lemmas.slot


def _lemma(token: Token) -> str:
    return _lemma_text(token.lemma_, token.tag_, token.lower_)


def _lemma_text(lemma: str, tag: str, lower: str) -> str:
    """``lemma`` lower-cased, "hope" (not "hop") for a past or -ing form (``tag``) written
    ``lower`` "hoped" or "hoping"."""
    base = lemma.lower()
    if tag in _UNDOUBLED_TAGS and _UNDOUBLED_STEM.fullmatch(base) \
            and any(lower == base + suffix for suffix in _SUFFIXES):
        return base + "e"
    return base


@lru_cache(maxsize=2)
def lemma_tables(pos: str) -> tuple[dict[str, list[str]], frozenset[str], list[list[str]]]:
    """spaCy's English lemma tables for ``pos`` ("verb", "noun"), to lemmatise a word under
    another part of speech than the tagger gave it (a participle tagged as an adjective)."""
    from kg.nlp import load_pipeline

    lookups = load_pipeline().get_pipe("lemmatizer").lookups
    return (
        dict(lookups.get_table("lemma_exc")[pos]),
        frozenset(lookups.get_table("lemma_index")[pos]),
        list(lookups.get_table("lemma_rules")[pos]),
    )


def lemma_as(word: str, pos: str) -> str:
    """The lemma of ``word`` read as ``pos`` ("verb" or "noun"), by spaCy's own rules."""
    exceptions, index, rules = lemma_tables(pos)
    if word in exceptions:
        return exceptions[word][0]
    if word in index:
        return word
    for old, new in rules:
        if word.endswith(old):
            form = word[: len(word) - len(old)] + new
            if form in index:
                return form
    return word
