"""Readable names for measures, built from their keys: "people killed in Qeshm",
"migrants crossing into Ceuta", "age of Tara Reid", "magnitude of the earthquake"."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from importlib import resources

from kg.measures.names import ORGANIZATION
from kg.measures.records import QuantityRecord

__all__ = ["ACTION_PREPOSITIONS", "PASSIVE_ACTIONS", "gerund", "label_of", "past_participle", "plural"]

# Verbs whose counted things undergo the action: "people killed", not "people killing".
PASSIVE_ACTIONS = frozenset({"kill", "injure", "wound", "hurt", "arrest", "detain", "evacuate", "displace",
                             "rescue", "deport", "infect", "hospitalize", "hospitalise", "sentence", "charge",
                             "capture", "seize", "nab", "destroy", "damage", "affect", "steal", "offer",
                             "confiscate", "level", "flatten", "raze", "hit", "intercept", "find"})
# The preposition between an action and its place in labels ("crossing into Ceuta");
# transitive verbs take the place as object ("reaching Ceuta"); others take "in".
ACTION_PREPOSITIONS = {
    "cross": "into", "pour": "into", "flood": "into", "jump": "into", "arrive": "in", "come": "to",
    "swim": "to", "return": "to", "flee": "from", "evacuate": "from", "enter": "", "reach": "",
    "storm": "", "breach": "", "leave": "", "land": "in",
}
PROPERTY_NAMES = {"magnitude": "magnitude", "age": "age", "length": "distance", "speed": "speed",
                  "duration": "length", "area": "area", "mass": "weight", "temperature": "temperature",
                  "percent": "share", "money": "amount", "volume": "volume"}


def plural(noun: str) -> str:
    irregular = {"person": "people", "man": "men", "woman": "women", "child": "children", "people": "people",
                 "youth": "youths", "police": "police", "staff": "staff", "sheep": "sheep", "fish": "fish",
                 "personnel": "personnel", "crew": "crew"}
    if noun in irregular:
        return irregular[noun]
    if re.search(r"[^aeiou]y$", noun):
        return noun[:-1] + "ies"
    if re.search(r"(s|x|z|ch|sh)$", noun):
        return noun + "es"
    return noun + "s"


@lru_cache(maxsize=1)
def _doubling_verbs() -> frozenset[str]:
    """Verbs of more than one syllable whose last consonant doubles ("prefer": preferring), from
    spaCy's English lemma exceptions (``benchmarks/verb_doublings.py``). Verbs in -l are left
    out: "travelling" is British, "traveling" American, and labels keep one spelling."""
    text = resources.files("kg").joinpath("data/verb_doublings.txt").read_text(encoding="utf-8")
    return frozenset(line for line in text.splitlines() if line and not line.startswith("#") and not line.endswith("l"))


def _doubles(verb: str) -> bool:
    # one syllable ending consonant-vowel-consonant ("run"), or a longer verb the tables double ("prefer")
    return re.fullmatch(r"[^aeiou]*[aeiou][^aeiouwxy]", verb) is not None or verb in _doubling_verbs()


def gerund(verb: str) -> str:
    if " " in verb:  # a phrasal verb: "bring in" is "bringing in"
        head, rest = verb.split(" ", 1)
        return f"{gerund(head)} {rest}"
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        return verb[:-1] + "ing"
    if _doubles(verb):
        return verb + verb[-1] + "ing"
    return verb + "ing"


def past_participle(verb: str) -> str:
    if " " in verb:  # "bring in" is "brought in"
        head, rest = verb.split(" ", 1)
        return f"{past_participle(head)} {rest}"
    irregular = {"hurt": "hurt", "shoot": "shot", "hold": "held", "take": "taken", "leave": "left", "steal": "stolen",
                 "hit": "hit", "find": "found", "catch": "caught", "bring": "brought"}
    if verb in irregular:
        return irregular[verb]
    if verb.endswith("e"):
        return verb + "d"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ied"
    if _doubles(verb):
        return verb + verb[-1] + "ed"
    return verb + "ed"


def _most(values: Iterable[str | None]) -> str | None:
    counts = Counter(v for v in values if v)
    return min(counts, key=lambda v: (-counts[v], v)) if counts else None


def label_of(claims: Sequence[QuantityRecord], kind: str, action: str | None, place: str | None,
             bearer: str | None, when: str | None, labels: Mapping[str, str], property_kind: bool) -> str:
    """A readable name: the counted noun, the action, the place, the holder, a past time or period."""
    def name(iri: str) -> str:
        return labels.get(iri, iri.rsplit("/", 1)[-1])

    if property_kind or kind in PROPERTY_NAMES:
        what = PROPERTY_NAMES.get(kind, kind)
        of = _most(q.counts for q in claims if q.counts and q.counts != "age")
        if bearer is not None:
            phrase = f"{what} of {name(bearer)}"
        elif of:
            phrase = f"{what} of {'the ' if kind == 'magnitude' else ''}{of if kind == 'magnitude' else plural(of)}"
        else:
            phrase = what
        verb = _most(q.action for q in claims) if kind in ("money", "duration", "percent") else None
        if verb:
            phrase += f" ({past_participle(verb) if verb in PASSIVE_ACTIONS else gerund(verb)})"
        preposition = "in"
    else:
        nouns = {q.counts for q in claims if q.counts}
        noun = nouns.pop() if len(nouns) == 1 else kind  # several words: the class names them
        verb = _most(q.action for q in claims) if action else None  # the verb most reports use
        if verb is None:
            phrase = plural(noun)
            preposition = "in"
        elif verb in PASSIVE_ACTIONS:
            phrase = f"{plural(noun)} {past_participle(verb)}"
            preposition = "in"
        else:
            phrase = f"{plural(noun)} {gerund(verb)}"
            preposition = ACTION_PREPOSITIONS.get(verb, "in")
        if bearer is not None:
            phrase += f" of {name(bearer)}"
    if place is not None and not (ORGANIZATION in place and any(q.source == place for q in claims)):
        # not the body that gives a figure ("recorded as magnitude 6.4 by the US Geological
        # Survey"): an organisation that is a source is no place the thing happened in (a place
        # may be both: "officials in Ceuta" speak for Ceuta)
        phrase += f" {preposition} {name(place)}".replace("  ", " ")
    if when:
        phrase += f" {when}"
    return phrase
