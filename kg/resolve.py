"""One entity per real-world referent across articles, every merge recorded with its rule.

Works on compact records (per article, its ``LocalEntity`` list and the text of each
mention), never on spaCy objects or graphs, so it is the cross-article step of a
streaming build: ``Resolver.add`` one article at a time, ``Resolver.resolved`` at the end.

Method. Each local entity gets an *identity* (type, canonical name, scope) from its own
record and its article alone, by rules applied in this order:

``alias``     a name the alias table lists (shipped, or the user's ``--aliases FILE``)
              becomes the table's entity: "Guardia Civil" -> Civil Guard (with its Wikidata
              IRI as ``owl:sameAs``). The table's type wins over a type NER alone gave.
``owner``     an institution is keyed by its owner: "Spain's interior ministry", "Spanish
              Interior Ministry" -> interior ministry@spain; a country adjective or a place
              the article names, written before the institution, is its owner ("Moroccan
              police", "Vancouver police"); owners are put through the alias table ("U.S."
              -> united states). An institution with no owner stays in its article: "the
              Supreme Court" of one article is not that of another.
``corporate`` a company's legal suffix is dropped: "Intel Corp." -> intel.
``spelling``  case, diacritics, punctuation, hyphens and spacing are ignored:
              "Juan Jesus Vivas" = "Juan Jesús Vivas", "Hewlett - Packard" = "Hewlett-Packard".
``initial``   a person's one middle initial is dropped: "Donald J. Trump" = "Donald Trump"
              (two initials stay: "George H. W. Bush" is not "George W. Bush").

A Place node that the gazetteer (``kg.gazetteer``) knows by its label, or else by one of its
other names, carries that place (GeoNames id and point): ``kg.rdf`` writes it as
``owl:sameAs`` the GeoNames IRI and a GeoSPARQL point.

Entities with the same identity are one node. The type stays part of the identity, so a
person and a place that share a name stay apart, as do two people who share only a
surname (a surname joins a full name only inside the article that names both, which
``kg.extract.entities`` does). Because an identity depends on nothing outside its own
article, an entity's IRI never changes when another article arrives, and building A then
adding B gives the graph of building A and B together.

Every mention of a node is then explained by one *merge rule* (``MERGE_RULES``): which
rule makes that surface a name of the node. Mentions are grouped by rule into ``Merge``
records (``nkg:Merge``), so a researcher can see and undo any of them. A node's mentions
that carry its label get a ``name`` merge only when they come from two articles or more.
"""

from __future__ import annotations

import re
from array import array
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from kg.aliases import Alias, AliasTable, demonyms, load_aliases, name_key
from kg.names import DETERMINERS, HONORIFICS, INSTITUTION_HEADS, fold
from kg.gazetteer import GazetteerPlace, linked_place
from kg.records import ArticleRecords, EntityType, LocalEntity, Span

__all__ = [
    "KEY_RULES",
    "MERGE_RULES",
    "ArticleEntities",
    "Identity",
    "Merge",
    "MentionRef",
    "ResolvedEntity",
    "Resolver",
    "choose_label",
    "resolve",
]

KEY_RULES = frozenset({"alias", "owner", "corporate", "spelling", "initial"})
# Why a mention names its node, in the order they are tried (see ``mention_rule``).
MERGE_RULES = {
    "name": "the node's label, up to a determiner or a possessive",
    "spelling": "the label up to case, diacritics, punctuation, hyphens or spacing",
    "initial": "the person's name with or without one middle initial (Donald J. Trump / Donald Trump)",
    "honorific": "a title or honorific before the name or surname (Mr Vivas)",
    "alias": "another name the alias table gives the entity (Guardia Civil / Civil Guard)",
    "corporate": "the name with or without a legal suffix (Intel Corp.)",
    "surname": "the last names of the person, joined to the full name within its article",
    "acronym": "an acronym of the name, defined in the article or its initials (EU)",
    "institution": "an institution without its owner or with its owner's adjective (the interior ministry, Spanish government)",
    "article": "another short form joined to the name within its article (the ministry)",
}
# type evidence the alias table may overrule (see kg.extract.entities)
WEAK_TYPE_RULES = frozenset({"entity.ner", "entity.agreement"})
CORPORATE_SUFFIXES = frozenset({
    "inc", "incorporated", "corp", "corporation", "co", "company", "ltd", "limited", "llc",
    "plc", "lp", "llp", "ag", "sa", "nv", "gmbh", "spa", "ab", "as",
})
# "the Ministry of the Interior" is the interior ministry
OF_FORM = re.compile(r"^(ministry) (?:of|for) (?:the )?(.+)$")

MentionRef = tuple[str, Span]  # (article checksum, span)


@dataclass(frozen=True, slots=True)
class Identity:
    """What makes two local entities one node: type, canonical name, and scope.

    ``scope`` is an article checksum for entities kept to their article (an institution
    without an owner; every entity under ``--no-resolve``). ``rules`` are the key rules
    that changed the local name.
    """

    type: EntityType
    name: str
    scope: str | None = None
    alias: Alias | None = field(default=None, compare=False)
    rules: tuple[str, ...] = field(default=(), compare=False)

    @property
    def key(self) -> str:
        return f"{self.type}:{self.name}"


@dataclass(frozen=True, slots=True)
class ArticleEntities:
    """What resolution needs of one article: its local entities and each mention's text."""

    article: str  # the article's SHA-256
    entities: tuple[LocalEntity, ...]
    surfaces: tuple[tuple[str, ...], ...]  # per entity, the text of each of its mentions
    # per entity, the word before each mention (spans leave out "Mr" in "Mr Vivas")
    before: tuple[tuple[str, ...], ...] = ()

    @classmethod
    def of(cls, records: ArticleRecords) -> ArticleEntities:
        text = records.article.text
        return cls(
            records.article.sha256,
            tuple(records.entities),
            tuple(tuple(text[s.start:s.end] for s in e.mentions) for e in records.entities),
            tuple(tuple(word_before(text, s.start) for s in e.mentions) for e in records.entities),
        )


    def to_json(self) -> dict:
        """Plain JSON types, to keep the cross-article state between builds (see ``from_json``)."""
        return {
            "article": self.article,
            "entities": [
                {"key": e.key, "type": e.type, "label": e.label, "mentions": [[m.start, m.end] for m in e.mentions],
                 "alt_labels": list(e.alt_labels), "rule": e.rule}
                for e in self.entities
            ],
            "surfaces": [list(s) for s in self.surfaces],
            "before": [list(b) for b in self.before],
        }

    @classmethod
    def from_json(cls, data: dict) -> ArticleEntities:
        entities = tuple(
            LocalEntity(e["key"], e["type"], e["label"], tuple(Span(a, b) for a, b in e["mentions"]),
                        tuple(e["alt_labels"]), e["rule"])
            for e in data["entities"]
        )
        return cls(data["article"], entities, tuple(tuple(s) for s in data["surfaces"]), tuple(tuple(b) for b in data["before"]))


def word_before(text: str, start: int) -> str:
    """The word just before ``start`` on the same line ("" if none)."""
    match = re.search(r"(\S+)[ \t]+$", text[max(0, start - 40):start])
    return match.group(1) if match else ""


@dataclass(frozen=True, slots=True)
class Merge:
    """Mentions joined to a node by one rule."""

    rule: str
    mentions: tuple[MentionRef, ...]


@dataclass(frozen=True, slots=True)
class ResolvedEntity:
    """One node: its identity, names, equivalent IRIs, mentions and the merges behind them."""

    identity: Identity
    label: str
    alt_labels: tuple[str, ...]
    same_as: tuple[str, ...]
    mentions: tuple[MentionRef, ...]
    merges: tuple[Merge, ...]
    place: GazetteerPlace | None = None  # a Place the gazetteer knows: its GeoNames id and point

    @property
    def articles(self) -> int:
        return len({article for article, _ in self.mentions})


def choose_label(labels: Counter) -> str:
    """The name most articles use; ties go to the spelling with diacritics, then the first in order."""
    return sorted(labels, key=lambda name: (-labels[name], -sum(1 for c in name if ord(c) > 127), name))[0]


def strip_corporate(name: str) -> str:
    """"intel corp" -> "intel"; a name that is only a suffix stays."""
    words = name.split()
    while len(words) > 1 and words[-1].strip(".,") in CORPORATE_SUFFIXES:
        words = words[:-1]
    return " ".join(words).rstrip(",")


# A node's mentions are kept as rows of ints in an array: article, start, end, and the
# surface, local label and word before as indexes into the resolver's table of strings.
# This is the cross-article state that grows with the corpus: 24 bytes a mention, where a
# dict of (article, Span) -> (surface, label, word before) took about 400 (measured on
# 900 Wikinews articles: 16.4 MB for 40,905 mentions).
MENTION_ROW = 6


@dataclass
class _Node:
    labels: Counter = field(default_factory=Counter)  # local label -> articles
    alias: Alias | None = None
    mentions: array = field(default_factory=lambda: array("i"))  # rows of MENTION_ROW ints


class Resolver:
    """Cross-article resolution, one article at a time.

    Args:
        aliases: the alias table (default: the shipped one).
        enabled: False keeps one node per entity and article (``--no-resolve``).
        rules: the key rules to apply (all by default; fewer for ablations).
    """

    def __init__(self, aliases: AliasTable | None = None, *, enabled: bool = True, rules: Iterable[str] = KEY_RULES) -> None:
        self.aliases = aliases if aliases is not None else load_aliases()
        self.enabled = enabled
        self.rules = frozenset(rules)
        unknown = self.rules - KEY_RULES
        if unknown:
            raise ValueError(f"unknown key rules {sorted(unknown)}; known: {sorted(KEY_RULES)}")
        self._demonyms = demonyms()
        self._nodes: dict[Identity, _Node] = defaultdict(_Node)
        self._index: dict[str, int] = {}  # each string of the mention rows once
        self._strings: list[str] = []

    def _intern(self, text: str) -> int:
        number = self._index.get(text)
        if number is None:
            number = self._index[text] = len(self._strings)
            self._strings.append(text)
        return number

    def _mentions(self, node: _Node) -> dict[MentionRef, tuple[str, str, str]]:
        """A node's mentions -> (surface, local label, word before); the first sighting wins."""
        strings, rows, mentions = self._strings, node.mentions, {}
        for i in range(0, len(rows), MENTION_ROW):
            article, start, end, surface, label, before = rows[i:i + MENTION_ROW]
            mentions.setdefault((strings[article], Span(start, end)), (strings[surface], strings[label], strings[before]))
        return mentions

    # -- identities -------------------------------------------------------------------

    def identify(self, article: str, entities: Sequence[LocalEntity]) -> dict[str, Identity]:
        """The identity of each local entity of one article, by its local key."""
        places = {e.key.split(":", 1)[1] for e in entities if e.type == "Place"}
        places = {name_key(p) for p in places} | places
        return {e.key: self.identity(article, e, places) for e in entities}

    def identity(self, article: str, entity: LocalEntity, places: set[str] = frozenset()) -> Identity:  # type: ignore[assignment]
        etype: EntityType = entity.type
        name = entity.key.split(":", 1)[1]
        if not self.enabled:
            return Identity(etype, name, article)
        applied: list[str] = []
        alias = self.alias_of(entity) if "alias" in self.rules else None
        if alias is not None:
            etype, name = alias.type, name_key(alias.label) if "spelling" in self.rules else fold(alias.label)
            applied.append("alias")
        institution = self.institution(etype, name)
        if institution is not None:
            base, owner = institution
            found = self.owner_of(base, owner, places) if "owner" in self.rules else (base, owner)
            if found != (base, owner):
                applied.append("owner")
            base, owner = found
            if "spelling" in self.rules:
                base, owner = name_key(base), name_key(owner)
            name = f"{base}@{owner}"
            scope = None if owner else article
            return Identity(etype, name, scope, alias, tuple(applied))
        if etype == "Organization" and "corporate" in self.rules:
            stripped = strip_corporate(name)
            if stripped != name:
                name = stripped
                applied.append("corporate")
        if "spelling" in self.rules:
            spelled = name_key(name)
            if spelled != name:
                name = spelled
                applied.append("spelling")
        if etype == "Person" and "initial" in self.rules:
            bare = without_middle_initial(name)
            if bare != name:
                name = bare
                applied.append("initial")
        return Identity(etype, name, None, alias, tuple(applied))

    def alias_of(self, entity: LocalEntity) -> Alias | None:
        """The table entry naming the entity: by its label (type overruling NER), else an alt label of the same type."""
        entry = self.aliases.lookup(entity.label)
        if entry is not None and (entry.type == entity.type or entity.rule in WEAK_TYPE_RULES or entity.rule == "entity.table"):
            return entry
        for alt in sorted(entity.alt_labels):
            entry = self.aliases.lookup(alt)
            if entry is not None and entry.type == entity.type:
                return entry
        return None

    def institution(self, etype: EntityType, name: str) -> tuple[str, str] | None:
        """(name, owner) of an institution's key, or None when the name is not one."""
        if etype != "Organization":
            return None
        if "@" in name:
            base, owner = name.split("@", 1)
            return base, owner
        match = OF_FORM.match(name)
        if match:  # "ministry of the interior": an institution with no owner named
            return f"{match.group(2)} {match.group(1)}", ""
        words = name.split()
        if len(words) > 1 and words[-1] in INSTITUTION_HEADS and self.owner_prefix(words[:-1], set()) is not None:
            return name, ""  # "spanish interior ministry" from the alias table
        return None

    def owner_prefix(self, words: list[str], places: set[str]) -> tuple[str, int] | None:
        """The owner named by the first words (a country adjective, a country, a place of the article)."""
        for n in range(min(3, len(words)), 0, -1):
            prefix = " ".join(words[:n])
            key = name_key(prefix)
            if key in self._demonyms:
                return self._demonyms[key], n
            entry = self.aliases.lookup(prefix)
            if entry is not None and entry.type == "Place":
                return name_key(entry.label), n
            if prefix in places or key in places:
                return key, n
        return None

    def owner_of(self, base: str, owner: str, places: set[str]) -> tuple[str, str]:
        """The institution's name without its owner, and its owner's canonical key."""
        if owner:
            entry = self.aliases.lookup(owner)
            if entry is not None and entry.type == "Place":
                return base, name_key(entry.label)
            return base, self._demonyms.get(name_key(owner), owner)
        words = base.split()
        found = self.owner_prefix(words[:-1], places)
        if found is None:
            return base, ""
        country, n = found
        return " ".join(words[n:]), country

    # -- accumulation ---------------------------------------------------------------------

    def add(self, sighting: ArticleEntities) -> dict[str, Identity]:
        """Record one article's entities; returns their identities by local key."""
        identities = self.identify(sighting.article, sighting.entities)
        for index, (entity, surfaces) in enumerate(zip(sighting.entities, sighting.surfaces)):
            identity = identities[entity.key]
            node = self._nodes[identity]
            local_label = identity.alias.label if identity.alias else entity.label
            node.labels[local_label] += 1
            if identity.alias is not None:
                node.alias = identity.alias
            befores = sighting.before[index] if sighting.before else ("",) * len(surfaces)
            article, label = self._intern(sighting.article), self._intern(entity.label)
            for span, surface, before in zip(entity.mentions, surfaces, befores):
                node.mentions.extend((article, span.start, span.end, self._intern(surface), label, self._intern(before)))
        return identities

    def resolved(self) -> list[ResolvedEntity]:
        """Every node so far, in a fixed order (by identity)."""
        result = []
        for identity in sorted(self._nodes, key=lambda i: (i.type, i.name, i.scope or "")):
            node = self._nodes[identity]
            mentions = self._mentions(node)
            label = choose_label(node.labels)
            surfaces = {surface for surface, _, _ in mentions.values()} | set(node.labels)
            by_rule: dict[str, list[MentionRef]] = defaultdict(list)
            for ref in sorted(mentions):
                surface, local_label, before = mentions[ref]
                if before.lower().rstrip(".") in _HONORIFICS:
                    surface = f"{before} {surface}"  # "Mr Vivas": the span holds only the name
                by_rule[mention_rule(surface, label, local_label, identity, node.alias)].append(ref)
            merges = tuple(
                Merge(rule, tuple(refs))
                for rule, refs in sorted(by_rule.items())
                if rule != "name" or len({article for article, _ in refs}) > 1
            )
            result.append(ResolvedEntity(
                identity=identity,
                label=label,
                alt_labels=tuple(sorted(surfaces - {label})),
                same_as=node.alias.same_as if node.alias else (),
                mentions=tuple(sorted(mentions)),
                merges=merges,
                place=gazetteer_place(identity, label, surfaces),
            ))
        return result


def gazetteer_place(identity: Identity, label: str, names: Iterable[str]) -> GazetteerPlace | None:
    """The gazetteer's place for a Place node: by its label, else by its other names in
    order, the first that the gazetteer knows as exactly one place."""
    if identity.type != "Place":
        return None
    for name in (label, *sorted(set(names) - {label})):
        place = linked_place(name)
        if place is not None:
            return place
    return None


def resolve(
    sightings: Iterable[ArticleEntities],
    aliases: AliasTable | None = None,
    enabled: bool = True,
) -> tuple[dict[str, dict[str, Identity]], list[ResolvedEntity]]:
    """Resolve a whole collection: identities per article (by local key), and the nodes."""
    resolver = Resolver(aliases, enabled=enabled)
    identities = {s.article: resolver.add(s) for s in sightings}
    return identities, resolver.resolved()


# -- why a mention names its node --------------------------------------------------------

_HONORIFICS = {h.rstrip(".") for h in HONORIFICS}
_LEADING = DETERMINERS | _HONORIFICS



def core_name(surface: str) -> tuple[str, bool]:
    """The surface without leading determiners and honorifics and a trailing possessive,
    and whether it began with an honorific."""
    words = surface.split()
    honorific = False
    while len(words) > 1 and words[0].lower().rstrip(".") in _LEADING:
        honorific = honorific or words[0].lower().rstrip(".") not in DETERMINERS
        words = words[1:]
    text = " ".join(words)
    return re.sub(r"['’]s?$", "", text), honorific


# one letter, with or without its period: the middle initial of "donald j. trump"
MIDDLE_INITIAL = re.compile(r"[^\W\d_]\.?")


def without_middle_initial(name: str) -> str:
    """"donald j. trump" -> "donald trump": a name of three words whose middle one is a single
    initial; any other name (two initials, an initial first, a suffix) is returned as it is."""
    words = name.split()
    if len(words) == 3 and MIDDLE_INITIAL.fullmatch(words[1]) and not MIDDLE_INITIAL.fullmatch(words[0]) \
            and len(words[2].strip(".")) > 1:
        return f"{words[0]} {words[2]}"
    return name


def initials(name: str) -> str:
    return "".join(w[0] for w in name_key(name).split() if w not in {"of", "the", "and", "for", "de", "del"})


def mention_rule(surface: str, label: str, local_label: str, identity: Identity, alias: Alias | None) -> str:
    """The merge rule that makes ``surface`` a name of the node labelled ``label``."""
    if surface == label:
        return "name"
    core, honorific = core_name(surface)
    if name_key(core) == name_key(label) or name_key(surface) == name_key(label):
        if honorific:
            return "honorific"
        return "name" if core == core_name(label)[0] else "spelling"
    if identity.type == "Person" and without_middle_initial(name_key(core)) == without_middle_initial(name_key(label)):
        return "initial"
    if alias is not None and name_key(core) in {name_key(n) for n in alias.names}:
        return "alias"
    if identity.type == "Organization" and strip_corporate(name_key(core)) == strip_corporate(name_key(label)):
        return "corporate"
    if identity.type == "Person":
        words, full = name_key(core).split(), name_key(local_label).split()
        if words and len(words) < len(full) and full[-len(words):] == words:
            return "honorific" if honorific else "surname"
        if honorific:
            return "honorific"
    compact = name_key(core).replace(" ", "")
    if compact and " " not in core.strip() and len(compact) > 1 and compact in {initials(local_label), initials(label)}:
        return "acronym"
    if core.isupper() and identity.type == "Organization" and " " not in core:
        return "acronym"
    if "@" in identity.name:
        return "institution"
    return "article"
