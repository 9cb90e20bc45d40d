"""Which place or organisation a stretch of text is about, short forms included.

Names are looked up in the article's local entities by character offset. Short forms are
nouns of a kind ("the enclave", "the city", "the ministry") with a definite determiner:

- a place kind resolves to the place last named *as* that kind before it ("the enclave of
  Ceuta", "Ceuta, a Spanish enclave", "the Moroccan city of Fnideq"); when the article
  never names one as that kind, to the article's main place (the most often named place,
  the earliest on a tie), because "the city" in a report is the city it reports on;
- an organisation kind resolves to the organisation last named before it whose name
  contains the kind word ("the ministry" → "Spain's Interior Ministry").

A name that is a weekday, a holiday or a ship is no place whatever NER typed it ("a Christmas
party"; "INS Beas", and "Beas" alone in the article that names it so; "a trawler called
Albatross"): ``EntityIndex.unplaced``.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from functools import cached_property

from spacy.tokens import Doc, Token

from kg.extract._doc_index import children_of, doc_index, doc_text, doc_tokens, indices_tagged, span_text
from kg.extract.timex import WEEKDAY_NUMBER
from kg.records import LocalEntity, Span

PLACE_KINDS = frozenset({"city", "town", "village", "enclave", "exclave", "territory", "region",
                         "country", "nation", "state", "province", "island", "capital",
                         "district", "county", "archipelago", "municipality", "peninsula",
                         "colony", "kingdom", "republic", "emirate", "prefecture"})
ORGANIZATION_KINDS = frozenset({"ministry", "company", "firm", "government", "agency", "party",
                                "department", "council", "army", "court", "committee", "union",
                                "bank", "group", "board", "commission", "police", "service",
                                "authority", "university", "club", "team", "network", "airline",
                                "administration", "office", "institute", "organisation",
                                "organization"})
# Holidays named by one word, which news writes capitalised like a name ("a Christmas party").
HOLIDAYS = frozenset({"christmas", "easter", "thanksgiving", "halloween", "hanukkah", "passover", "diwali", "ramadan"})
# The prefixes navies and registers write before a ship's name ("HMS Belfast", India's "INS", a motor vessel's "MV").
SHIP_PREFIXES = frozenset({"USS", "U.S.S.", "HMS", "H.M.S.", "RMS", "HMAS", "HMCS", "HMNZS", "INS", "USNS", "MV", "M/V",
                           "RFA", "PNS", "HNLMS", "BRP", "KRI", "TCG", "ROKS"})
# Nouns of a vessel a name may be given in apposition or after "called" ("a trawler called Halcyon").
VESSEL_NOUNS = frozenset({"ship", "vessel", "boat", "tanker", "supertanker", "freighter", "trawler", "frigate", "destroyer",
                          "warship", "dhow", "yacht", "ferry", "craft", "submarine", "cruiser", "liner", "skiff", "tug"})
# The look-behind once, before the alternatives: in front of each of them it was tried at
# every character for every prefix (a tenth of a second per hundred articles).
SHIP_PREFIX_RE = re.compile(rf"(?<![\w.])(?:{'|'.join(re.escape(p) for p in sorted(SHIP_PREFIXES))})(?!\w)")
# any form of a vessel noun ("ferries" from "ferr"), to tell in one search whether an article has one
VESSEL_NOUN_RE = re.compile(rf"(?i)\b(?:{'|'.join(sorted(n[:-1] if n.endswith('y') else n for n in VESSEL_NOUNS))})")
# Words after a prefix that open an office's title, not a ship's name ("INS Commissioner Ana Ruiz").
TITLES = frozenset({"commissioner", "director", "chief", "spokesman", "spokeswoman", "spokesperson", "official", "officials", "agent", "agents"})
LONGEST_MENTION = 300  # characters; bounds the backward search for a covering mention
DEFINITE = frozenset({"the", "this", "that"})


class EntityIndex:
    """The places and organisations of one article, by offset, with their kind links."""

    def __init__(self, doc: Doc, entities: Sequence[LocalEntity], skip: Sequence[Span] = ()) -> None:
        self.doc = doc
        mentions: list[tuple[int, int, LocalEntity]] = []
        for entity in entities:
            for m in entity.mentions:
                if not any(s.start < m.end and m.start < s.end for s in skip):
                    mentions.append((m.start, m.end, entity))
        mentions.sort(key=lambda x: (x[0], x[1], x[2].key))
        self._mentions = mentions
        self._starts = [m[0] for m in mentions]
        self._entities = entities
        self.main_place = self._main_place()
        self._kind_links = self._links()  # (token index of the kind noun, kind, place key)

    def entity_at(self, token: Token) -> LocalEntity | None:
        """The entity named by a mention covering ``token``."""
        k = bisect.bisect_right(self._starts, token.idx) - 1
        while k >= 0 and self._mentions[k][0] > token.idx - LONGEST_MENTION:
            _, end, entity = self._mentions[k]
            if token.idx < end:
                return entity
            k -= 1
        return None

    @cached_property
    def unplaced(self) -> frozenset[str]:
        """Read when a claim looks for its place, not for every article (see ``_unplaced``)."""
        return self._unplaced(self.doc, self._entities)

    @staticmethod
    def _unplaced(doc: Doc, entities: Sequence[LocalEntity]) -> frozenset[str]:
        """Names that are no claim's place whatever they were typed: a day ("a Christmas party",
        "Friday's vote") and a ship, named after its prefix or alone ("INS Kestrel intercepted three
        boats", "Kestrel seized …"), which does what is counted but is no place it happened."""
        ships = ship_names(doc) | vessel_names(doc)
        text = doc_text(doc)

        def names_a_ship(start: int, end: int) -> bool:
            name = text[start:end]
            if name in ships or (" " in name and name.split(" ", 1)[0] in SHIP_PREFIXES):
                return True
            # the prefix alone NER cut from the ship's name ("INS" of "INS Beas"; not the agency "the INS")
            return name in SHIP_PREFIXES and any(text.startswith(" " + ship, end) for ship in ships)

        return frozenset(e.key for e in entities
                         if all(is_day_word(text[m.start:m.end]) or names_a_ship(m.start, m.end) for m in e.mentions))

    def _main_place(self) -> str | None:
        counts: dict[str, tuple[int, int]] = {}
        for start, _, entity in self._mentions:
            if entity.type != "Place":
                continue
            number, first = counts.get(entity.key, (0, start))
            counts[entity.key] = (number + 1, min(first, start))
        if not counts:
            return None
        return min(counts, key=lambda key: (-counts[key][0], counts[key][1], key))

    def _links(self) -> list[tuple[int, str, str]]:
        """Where a place is named as a kind: "enclave of Ceuta", "Ceuta, a Spanish enclave"."""
        links = []
        tokens, index = doc_tokens(self.doc), doc_index(self.doc)
        # only the tokens a mention covers can name a place: not every word asked (entity_at)
        covered = sorted({i for start, end, _ in self._mentions
                          for i in range(index.first_at_or_after(start), index.first_at_or_after(end))})
        for token in map(tokens.__getitem__, covered):
            entity = self.entity_at(token)
            if entity is None or entity.type != "Place":
                continue
            head = token.head
            if token.dep_ == "pobj" and head.lower_ == "of" and head.head.lemma_ in PLACE_KINDS:
                links.append((head.head.i, head.head.lemma_, entity.key))
            for child in children_of(token):
                if child.dep_ == "appos" and child.lemma_ in PLACE_KINDS:
                    links.append((child.i, child.lemma_, entity.key))
            if token.dep_ == "appos" and head.lemma_ in PLACE_KINDS:
                links.append((head.i, head.lemma_, entity.key))
            if token.dep_ == "compound" and head.lemma_.lower() in PLACE_KINDS:
                links.append((head.i, head.lemma_.lower(), entity.key))  # "Qeshm Island": a kind inside the name
        return sorted(set(links))

    def short_form(self, token: Token) -> str | None:
        """The entity key a definite kind noun refers to ("the enclave" → Ceuta), or None."""
        lemma = token.lemma_.lower()
        if token.pos_ != "NOUN" or not any(
                c.lower_ in DEFINITE or (c.dep_ == "poss" and c.lower_ in ("its", "their"))
                for c in children_of(token)):
            return None
        if lemma in PLACE_KINDS:
            for child in children_of(token):  # "the enclave of Ceuta" names its place
                if child.lower_ == "of":
                    for grandchild in children_of(child):
                        entity = self.entity_at(grandchild)
                        if entity is not None and entity.type == "Place":
                            return entity.key
            earlier = [key for i, kind, key in self._kind_links if kind == lemma and i < token.i]
            return earlier[-1] if earlier else self.main_place
        if lemma in ORGANIZATION_KINDS:
            named = [entity for start, _, entity in self._mentions
                     if start < token.idx and entity.type == "Organization"
                     and lemma in entity.label.lower()]
            return named[-1].key if named else None
        return None


def ship_names(doc: Doc) -> frozenset[str]:
    """The names the article writes after a ship's prefix ("INS Kestrel": "Kestrel")."""
    if not SHIP_PREFIX_RE.search(doc_text(doc)):
        return frozenset()  # most articles name no ship: one search of the text, not a walk of its tokens
    tokens = doc_tokens(doc)
    names = set()
    for prefix in tokens:
        k = prefix.i + 1
        if prefix.text not in SHIP_PREFIXES or k >= len(tokens) or tokens[k].lower_ in TITLES:
            continue
        end = k
        while end < len(tokens) and tokens[end].text[:1].isupper() and tokens[end].is_alpha:
            end += 1
        if end > k:
            names.add(span_text(doc, k, end))
    return frozenset(names)


def vessel_names(doc: Doc) -> frozenset[str]:
    """Names a vessel noun gives: "a 12-metre craft called Halcyon", "the Orla Dawn, a fishing trawler"."""
    if not VESSEL_NOUN_RE.search(doc_text(doc)):
        return frozenset()
    names = set()
    tokens = doc_tokens(doc)
    for token in [tokens[i] for i in indices_tagged(doc, "PROPN")]:  # the proper nouns, from the Doc's array
        if token.pos_ != "PROPN":
            continue
        head = token.head
        called = token.dep_ in ("oprd", "dobj", "xcomp") and head.lower_ in ("called", "named") and head.head.lemma_.lower() in VESSEL_NOUNS
        in_apposition = any(c.dep_ == "appos" and c.lemma_.lower() in VESSEL_NOUNS for c in children_of(token))
        if called or in_apposition:
            start = min(t.i for t in token.subtree if t.pos_ == "PROPN" and t.i <= token.i)
            names.add(span_text(doc, start, token.i + 1))
    return frozenset(names)


def is_day_word(text: str) -> bool:
    """ "a Christmas party", "Friday's vote": a weekday or a holiday alone, a time whatever NER typed it."""
    return text[:1].isupper() and (text.lower() in HOLIDAYS or text.lower() in WEEKDAY_NUMBER)
