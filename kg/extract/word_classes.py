"""WordNet's broad class of a verb or a noun.

"hint", "scoff", "declare" are verbs of communication and "reckon", "doubt" of cognition;
"spokeswoman" is a person, "committee" a group, "memo" a communication, "roof" an artifact.
``benchmarks/wordnet_lexnames.py`` writes each one-word lemma's class (WordNet's lexicographer
file, without its part of speech) from the most frequent sense, and a verb's classes over all
its senses (``kg/data/wordnet_verb_classes.tsv``, ``kg/data/wordnet_noun_classes.tsv``). The cue
model reads them as features (``kg.extract.cue_model``): a verb or a subject PolNeAR train never
showed still has a class the model has weights for. No WordNet at run time.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

__all__ = ["noun_class", "verb_classes"]

VERBS_FILE = "wordnet_verb_classes.tsv"  # lemma, first class, every class
NOUNS_FILE = "wordnet_noun_classes.tsv"  # a class, the nouns whose first sense it is


def _rows(name: str) -> list[list[str]]:
    path = resources.files("kg").joinpath(f"data/{name}")
    if not path.is_file():
        return []
    return [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]


@lru_cache(maxsize=1)
def _verbs() -> dict[str, tuple[str, tuple[str, ...]]]:
    return {lemma: (first, tuple(every.split(","))) for lemma, first, every in _rows(VERBS_FILE)}


@lru_cache(maxsize=1)
def _nouns() -> dict[str, str]:
    return {lemma: kind for kind, lemmas in _rows(NOUNS_FILE) for lemma in lemmas.split(" ")}


def verb_classes(lemma: str) -> tuple[str, tuple[str, ...]] | None:
    """A verb's class by its most frequent sense and its classes over every sense
    (``("communication", ("communication", "stative"))`` for "say"); None if WordNet lacks it."""
    return _verbs().get(lemma)


def noun_class(lemma: str) -> str | None:
    """A noun's class by its most frequent sense ("person", "group", "artifact"…)."""
    return _nouns().get(lemma)
