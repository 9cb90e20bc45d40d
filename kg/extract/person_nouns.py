"""Common nouns that name a person, from WordNet (``kg/data/person_nouns.txt``).

"A president who …", "a witness", "a nurse": ``benchmarks/wordnet_person_nouns.py`` lists every
one-word noun whose most frequent sense is a person. Used to tell that an unnamed person was just
introduced, whom a following "he" or "she" may mean (``kg.extract.speakers``).
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

from kg.extract.word_lists import read_words


@lru_cache(maxsize=1)
def person_nouns() -> frozenset[str]:
    """Lower-case lemmas of nouns for persons."""
    return read_words(resources.files("kg").joinpath("data/person_nouns.txt"))
