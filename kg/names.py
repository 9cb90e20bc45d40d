"""The name-normalisation lexicon: how a name is reduced to the key names are grouped by.

Shared by the extractors (``kg.extract.entities`` groups an article's mentions by it) and
by ``kg.resolve`` and ``kg.aliases`` (which key entities across articles), so the words a
name is stripped of are listed once: determiners, honorifics, and the head nouns that make
a common noun phrase an institution ("the interior ministry").
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

DETERMINERS = frozenset({"the", "a", "an"})
HONORIFICS = frozenset({
    "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "professor", "sir", "dame", "lord", "lady",
    "rev", "fr", "sen", "rep", "gov", "gen", "col", "capt", "sgt", "mr.", "mrs.", "ms.", "dr.",
})
# Honorifics that only a person carries: "Mr Vivas" is a person whatever NER says.
PERSON_HONORIFICS = frozenset({"mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame"})
STRIPPED_HONORIFICS = frozenset(h.rstrip(".") for h in HONORIFICS)
# one capital and a period followed by a space and the next initial: "A. J." in "A. J. Smith"
INITIALS_SPACED = re.compile(r"\b([A-Z])\.\s+(?=[A-Z]\.)")
# Institutions named by a common noun: "Spain's interior ministry", "the Moroccan government".
INSTITUTION_HEADS = frozenset({"ministry", "government", "police", "army", "parliament", "court", "navy", "military"})


@lru_cache(maxsize=1 << 16)  # names repeat within and across articles; folding is char by char
def fold(text: str) -> str:
    """Lower case without diacritics: 'Jesús' and 'Jesus' fold alike."""
    if text.isascii():
        return text.casefold()
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


@lru_cache(maxsize=1 << 16)  # pure, and asked of the same names over and over (by the entity rules, per candidate)
def normalise_name(text: str) -> str:
    """The name without determiners, honorifics, possessive and case: the grouping key."""
    text = re.sub(r"['’]s?$", "", text.strip())
    text = INITIALS_SPACED.sub(r"\1.", text)  # "A. J. Smith" is "A.J. Smith"
    words = [w for w in re.split(r"\s+", text) if w]
    # an initial is no determiner: "A." (of "A. Smith") keeps its place; "Mr." loses its
    while words and (words[0].lower() in DETERMINERS or words[0].lower().rstrip(".") in STRIPPED_HONORIFICS):
        words = words[1:]
    return fold(" ".join(words))
