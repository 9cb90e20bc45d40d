"""Quantity claims grouped into measures: one quantity of one event or situation.

Claims are blocked by what they count or measure (a plain count, or a unit's dimension:
money, a length, a magnitude, an age…) and by the kind of event (the story's own; a past event or
a period). Inside a block, three passes:

1. **the same number**: claims giving the same value in the same unit, whose keys do not
   disagree, are one group: "23 pirates" captured, "took 23 of them into custody" (no
   counted noun of its own: it takes the group's), "23 Somali and Yemeni sea brigands";
2. **the same measure**: groups are taken in a fixed order (a place first, people before a
   subgroup of them, then event time, report day, claim IRI) and each joins the first measure
   it fits best, else starts one;
3. **measures the order kept apart**: a measure whose every value meets a value of an earlier
   one of its kind joins it where each fits the other (``_join_agreeing``), their verb classes set
   aside where each took them from fewer than half of its claims (``_measures_fit``).

Then, across the blocks, **a bare sum and the one measure of money of its story**: a sum its
article gives with no noun it is of and no verb ("Robbers steal €80 million" read as money and
nothing else, "the $150 million"), which no other article gives, joins the one measure of money that
fits it, each taken as the other's candidate with a value taken to agree, and none where it fits two
(``_join_bare_sums``). And **a past event and its own reports**: a past event a later report tells
("In March 2029, four men robbed the bank", in a report of 2031) joins the measure of undated
reports, or of reports dated within it, that share a value with it, where each fits the other
(``_join_past_events``); with no value in common, a past event's count of the people who did its
act ("In March 2029, three men emptied the shop") joins the one count of them its reports give
("four robbers stole", "four robbers entered") where their articles name a place in common
(``_recalls``), and the two values dispute.

Keys that must not disagree (a key one side lacks never disagrees):

- **kind**: the class of the counted noun ("migrants", "residents", "victims" are people;
  "women", "children", "Somalis" are their own kinds: parts of a whole, which join a measure
  of people only where a value agrees: "23 Somalis" and "23 pirates");
- **action**: the classes of the verbs that define or govern the counted set ("dead",
  "killed", "death toll" are one class); two claims without a verb in common are two
  measures; a claim without a verb joins a measure with one only where it agrees with a
  value already there (properties such as a magnitude or an age have no action that matters);
- **object**: what a unit measures is of ("$137 million of diamonds" and "$2 million of
  jewellery": valuables; a stay and a sentence are two durations; two durations of things the
  class table does not class, "a 60-day stay" and "a 60-day stint", are one only where a value
  agrees: ``_unclassed_durations``);
- **bearer**: an age is the age of one person (or of people named alike, where a value
  agrees: "Brian Nichols" and "Brian G. Nichols" in two articles; "Lee" and "Ann Lee" where
  the collection names no other Lee); an age of nobody the
  article names ("a 61-year-old man") joins a person's age, or other unnamed ages, only where
  the age agrees (named ages come first in the order, so it sees every person's it could join);
  an age reported a year or more later agrees where it grew by the whole years between the
  reports ("38" one April, "39" the next: then the later updates the earlier), but not after
  an age at death ("died at 91" one year, "92" the next: a dispute);
- **parties**, for money, offers and terms: "the Orioles' offer" and "the Nationals' offer"; a
  claim that names no party joins one that does only where a value agrees, and none where it
  would fit two parties' measures (``_partyless_of_neither``); a club named with and without its
  home ("the Marlow Rovers", "the Rovers") is one party (``kg.measures.parties``);
- **place**: the measure's place, or none, or (for counts of an event) each article names
  the other's place ("Qeshm" and "Bandar Abbas" in two reports of one quake; a name NER typed a
  place in one and an organisation in the other is one, ``kg.measures.names``); a claim with
  no place joins only places its own article names, and none when it would fit two (a count with no
  verb read joins a measure of its counted word whose every article names a place its own names, where
  a value agrees: the street's measure, in reports that name its city, ``_verbless_within``); a place
  on one side only needs a value, a verb or a verb class in common ("6,777 votes received" in
  one article and "6,776 received" in another, one naming the party, still meet);
- **time**: the story's main event within ``STORY_DAYS`` of the measure's first report (a
  duration both give, as long as it lasts: ``_lasting_days``)
  (an age whatever the day, and in a clause about another time where the value agrees), or
  the same past event or period; a claim of an undated
  article (no publication date, no dateline) meets the undated claims (a day its own clause gives
  too: "robbed the bank on March 3, 2029" in an undated article, whose report's time is as
  unknown as theirs), and a dated measure
  only when the articles tell one story (``kg.measures.stories``: their story terms are
  close), and the reverse: so two events of one topic a year apart stay apart, while an
  undated report of either joins its own; where the claim gives a value the measure has and
  a verb class in common with it (or the same verb where the class table knows neither side's,
  or a property: a magnitude, an age), looser story terms do,
  and where it gives a value of the same counted class with no verb class in common, terms
  between the two (``CLASS_SIMILARITY``), and where that value is ``telling`` (ten or more and
  not round: "43" goals, not "20") story terms that are not all but disjoint (``STORY_FLOOR``);
  a past event a later report tells meets undated reports, and reports dated within it, where a
  value and what happened to it agree and the story terms are as close as ``AGREEING_SIMILARITY``
  (an undated article's time is unknown, not the day it is read: ``_may_tell_past_event``);
- **story**: the claim's article names a place or organisation the measure's articles name
  (not needed for one named person's agreeing value: "Ann Lee, 61" in two articles that name
  nothing else in common; nor for a value and what happened to it agreeing, in articles whose
  story terms are as close as ``AGREEING_SIMILARITY``: "three workers were injured" in two
  reports of one collapse, one naming the depot, the other the town);
- **weak key**: where neither side has a verb the class table knows and no verb is in common,
  what they count is all that joins them: a count of people (``GENERIC_KINDS``) then needs a
  place, a person or an organisation in common, or story terms as close as ``STORY_SIMILARITY``
  ("one man sprayed" in one story, "four million people took part" in another twelve days
  later), or a value in common and a place or organisation both articles name ("four men
  rammed" a shop in one report, "four men drove" into it in another); two counted words of one
  class ("five boats" spotted, "five vessels" escorted in one report) a place, a person or an
  organisation in common; so do a duration of something named and
  one of nothing named, where their values differ ("the 9–10 years of this project" in one
  interview, "sentenced 20 years" in another: durations have no verb key);
- **one voice**: one article's one source gives one value per measure (two numbers from one
  voice are two facts: the scores of a match; two ages of two unnamed men; but a lower bound at
  its own value is that value: "at least 10 were killed ... the 10 dead", and an amount of a
  million or more written twice, rounded otherwise: ``rounded_alike``); except magnitudes
  where a value agrees: one article's "6.1" and "5.9" are two agencies' estimates of one
  quake (its own two values are disputed only where a named source gives one of them).

Only summaries of each measure are kept, so grouping N claims costs N times the number of
measures in their block. A measure needs two articles, or two named sources in one article.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import date

from kg.measures.classes import PRICED_CLASSES, dimension, in_base_unit, noun_classes, part_of_people
from kg.measures.facets import PART, STORY_DAYS, EventTime, Facets, events_meet, facets_of, label_keys
from kg.measures.names import bodies_named_alike
from kg.measures.parties import organizations_named_alike
from kg.measures.records import QuantityRecord
from kg.measures.stories import AGREEING_SIMILARITY, CLASS_SIMILARITY, STORY_SIMILARITY, Centroid, Vector, story_vectors
from kg.measures.units import CONVERSION_SPREAD, converted_values_meet
from kg.measures.values import at_death, years_grown

__all__ = ["Group", "group_claims", "reported_twice", "rounded_alike", "telling"]

BARE = "no counted thing: a bare number"
NEITHER_PARTY = "parties (it would fit the measures of two parties, so it is about neither)"
STORY_NAMES = 2
# Articles naming STORY_NAMES places and organisations in common still tell two stories when their
# story terms are all but disjoint: "United States" and "Twitter" named in a report of a stabbing and
# in one of an epidemic (cosine 0.057 among 135 Wikinews development articles). Measured (ECB+
# development and set-aside topics, Wikinews gold): 0.05-0.07 change no pair; 0.08-0.1 move pairs
# between measures (development precision 0.918 -> 0.897, disputes 102 -> 100).
STORY_FLOOR = 0.06
# Outlets and agencies reporting one quake give magnitudes within a few tenths of each other
# (5.9, 6.0, 6.1 on the ECB+ development topics); a unit or more apart is another quake.
MAGNITUDE_SPREAD = 1.0  # places and organisations two reports of one story name both
EPSILON = 1e-9  # 6.3 - 5.3 is 0.9999999999999998 in floating point: a unit apart all the same
# the least value that may tell one story by itself (``telling``): an undated report and a dated measure
# sharing "43" goals meet where their story terms are not all but disjoint. Measured (ECB+ development,
# grouping pairs; the undated report's value and counted class or verb class agreeing): no floor,
# ten or more, not round: +17 right, +2 wrong; three significant digits: +6 right, -2 wrong; any value
# of 100 or more: +9 right, 0 wrong (round ones too); the set aside unchanged by each.
TELLING_LEAST = 10
# the least amount one voice may write twice, rounded otherwise (``rounded_alike``): a million, where
# amounts take a scale word and its rounding ("$4.5 million", "$4.6m"). Measured (ECB+ development): a
# headline's converted sum against its body's, +32 right pairs, no wrong one, the same from 100 up, and
# at 10% as at 5%; the set aside and Wikinews unchanged.
ROUNDED_LEAST = 1e6
# a counted class that says little alone: any two counts of people share it, whatever they count
GENERIC_KINDS = frozenset({"person"})


def _centrals(values: set[tuple]) -> list[float]:
    return [v if v is not None else (lo if hi is None else hi if lo is None else (lo + hi) / 2)
            for v, lo, hi, _unit, vague in values if not vague and (v, lo, hi) != (None, None, None)]


def _aged(ours: Group, theirs: Group) -> bool:
    """Ages a year or more apart that one person grew: the later report's age is the earlier one's
    plus the whole years between the reports ("38" one April, "39" the next)."""
    if ours.first is None or theirs.first is None:
        return False
    early, late = sorted((ours, theirs), key=lambda g: g.first)
    if all(at_death(q) for q in early.claims):
        return False  # "died at 91", then "92" a year on: an age at death grows no more
    days = (late.first - early.first).days
    if days < 365.25:
        return False  # within a year an age of one more is another person's as often as a birthday
    grown = years_grown(days)
    return any(b - a in grown for a in _exact(early.values) for b in _exact(late.values))


def ages_grown(group: Group) -> bool:
    """Whether a measure of ages holds a larger age reported a year or more after a smaller one."""
    dated = sorted((m.event.start, q.value) for q, m in zip(group.claims, group.members)
                   if m.kind == "age" and q.value is not None and m.event.start is not None)
    return any((b[0] - a[0]).days >= 365 and b[1] > a[1] for i, a in enumerate(dated) for b in dated[i + 1:])


def _exact(values: set[tuple]) -> list[float]:
    return [v for v, _lo, _hi, _unit, vague in values if v is not None and not vague]


def _bound_meets(bound: tuple, exact: tuple) -> bool:
    """A lower bound whose edge is the other's value: "at least three" and "three" (not an upper
    bound: "up to $180 million" and "$180 million" were measured and left apart)."""
    value, low, high, unit, vague = bound
    return value is None and not vague and exact[0] is not None and not exact[4] and unit == exact[3] \
        and high is None and exact[0] == low


def _edges(values: Iterable[tuple]) -> tuple[set[tuple], set[tuple]]:
    """Where values meet others beyond themselves (``_bound_meets``): the (number, unit) of each
    exact value, and of each lower bound's edge."""
    exacts, bounds = set(), set()
    for value, low, high, unit, vague in values:
        if vague:
            continue
        if value is not None:
            exacts.add((value, unit))
        elif low is not None and high is None:
            bounds.add((low, unit))
    return exacts, bounds


def _values_meet(ours: Group, theirs: Group) -> bool:
    """The same value, or a bound at the other's value (set intersections: a measure of many
    values is not walked value by value for every claim it is offered)."""
    return bool(ours.values & theirs.values or ours.bounds & theirs.exacts or theirs.bounds & ours.exacts)


def telling(value: float) -> bool:
    """A value two reports of two events rarely share by chance: ten or more and not round, two
    significant digits or more ("13", "43", "121", "$160 million"; not "eight", "20", "300", "two
    million"). Small and round counts are the commonest numbers of news."""
    return value >= TELLING_LEAST and len(f"{value:.6g}".split("e")[0].replace(".", "").strip("0")) >= 2


def _telling_values(ours: Group, theirs: Group) -> bool:
    """Whether the two share an exact value that is ``telling``."""
    return any(value is not None and not vague and telling(value)
               for value, _low, _high, _unit, vague in ours.values & theirs.values)


def _only_one(ours: Group, theirs: Group) -> bool:
    """Whether the only value the two agree on is the number one, exactly: the commonest number
    of all ("one count of murder", "one of them"), so it says nothing about what is counted."""
    if ours.bounds & theirs.exacts or theirs.bounds & ours.exacts:
        return False
    return {value[:3] for value in ours.values & theirs.values} == {(1.0, None, None)}


def _value_meets(value: tuple, group: Group) -> bool:
    """Whether one value is one of the group's or meets one of them at a bound."""
    exacts, bounds = _edges((value,))
    return value in group.values or bool(exacts & group.bounds or bounds & group.exacts)


def _one_value(values: set[tuple]) -> bool:
    """Whether one voice's values are one value: the same, or a lower bound at the other's value
    ("at least 10 people were killed ... the 10 dead"), or one amount rounded twice (``rounded_alike``)."""
    return all(a == b or _bound_meets(a, b) or _bound_meets(b, a) or rounded_alike(a, b) for a in values for b in values)


def rounded_alike(a: tuple, b: tuple) -> bool:
    """Two exact amounts of a million or more in one unit, within ``CONVERSION_SPREAD`` of each
    other: one amount an article writes twice, rounded or converted otherwise ("$4.5 million" in its
    headline, "$4.6 million" in its body). Two counts one voice gives are two facts ("5 boats
    approached, 2 escaped"), but such counts are small."""
    (x, _, _, unit, vague), (y, _, _, other_unit, other_vague) = a, b
    if x is None or y is None or vague or other_vague or unit != other_unit or min(x, y) < ROUNDED_LEAST:
        return False
    return abs(x - y) <= CONVERSION_SPREAD * max(x, y)


def _apart(ours: set[tuple], theirs: set[tuple], spread: float) -> bool:
    """Whether every value of one side is more than ``spread`` from every value of the other."""
    a, b = _centrals(ours), _centrals(theirs)
    return bool(a and b) and all(abs(x - y) > spread - EPSILON for x in a for y in b)


NAME_SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv"})


def _name_words(person: str) -> list[str]:
    """The words of a person's name, from the IRI kg mints for it (``kg.iri``: slug, then a digest)."""
    words = person.rstrip("/").rsplit("/", 1)[-1].split("-")[:-1]
    return [w for w in words if w not in NAME_SUFFIXES]


def named_alike(a: str, b: str, surnames: frozenset[str] = frozenset()) -> bool:
    """Two people whose names may be one person's in two articles: the same surname, and one
    name's words, a first name among them, within the other's ("Brian Nichols" and "Brian G.
    Nichols"; "Anthony LaCalamita" and "Anthony LaCalamita III"). A surname alone is enough
    only where it is one of ``surnames`` (``surnames_of_one``): "Lee" may be Ann Lee or Bo Lee,
    unless the collection names only one of them."""
    x, y = _name_words(a), _name_words(b)
    if min(len(x), len(y)) == 1 and max(len(x), len(y)) >= 2:
        return x[-1] == y[-1] and x[-1] in surnames
    return min(len(x), len(y)) >= 2 and x[-1] == y[-1] and (set(x) <= set(y) or set(y) <= set(x))


def surnames_of_one(bearers: Iterable[str]) -> frozenset[str]:
    """The surnames whose full names in a collection are all one person's, named alike ("Ann
    Lee", "Ann M. Lee"; not with "Bo Lee" beside them): there a bearer named by the surname alone
    ("Lee, 61", where the resolver did not join it to a full name) may be that person."""
    full: dict[str, list[str]] = defaultdict(list)
    for bearer in sorted(set(bearers)):
        words = _name_words(bearer)
        if len(words) >= 2:
            full[words[-1]].append(bearer)
    return frozenset(surname for surname, names in full.items()
                     if all(named_alike(a, b) for i, a in enumerate(names) for b in names[i + 1:]))


# kind words a place's name may end with or not, one place either way ("Qeshm Island" and "Qeshm";
# not "city": "Mexico City" is not Mexico)
PLACE_SUFFIXES = frozenset({"island", "province", "county", "prefecture", "district"})


def places_named_alike(iris: Iterable[str]) -> dict[str, str]:
    """Place IRIs whose name is another place's of the collection with a kind word after it
    ("Qeshm Island" where "Qeshm" is named too), each mapped to that shorter name's IRI: two
    articles name one place so, and a population or a count of the place must meet across them."""
    places = sorted({iri for iri in iris if "/place/" in iri})
    by_words = defaultdict(list)
    for iri in places:
        by_words[tuple(_name_words(iri))].append(iri)
    aliases = {}
    for iri in places:
        words = _name_words(iri)
        if len(words) >= 2 and words[-1] in PLACE_SUFFIXES and by_words.get(tuple(words[:-1])):
            aliases[iri] = by_words[tuple(words[:-1])][0]
    return aliases


# the least length of a one-word place name that one vowel may spell otherwise (``places_spelled_alike``):
# shorter names differing in a vowel are as often two places as one
SPELLED_LEAST = 6
VOWELS = frozenset("aeiou")


def _one_vowel_apart(a: str, b: str) -> bool:
    """Two words of one length that differ in one letter, a vowel in both."""
    differ = [(x, y) for x, y in zip(a, b) if x != y]
    return len(a) == len(b) and len(differ) == 1 and differ[0][0] in VOWELS and differ[0][1] in VOWELS


def respelled(iri: str, alias: str) -> bool:
    """Whether ``alias`` is the place ``places_spelled_alike`` took ``iri`` for: one word, one vowel apart."""
    a, b = _name_words(iri), _name_words(alias)
    return "/place/" in iri and len(a) == len(b) == 1 and _one_vowel_apart(a[0], b[0])


def places_spelled_alike(iris: Iterable[str]) -> dict[str, str]:
    """One-word place names of a collection, of ``SPELLED_LEAST`` letters or more, that differ in one
    vowel only ("Dargahan" and "Dargehan": a name written from another script, spelled two ways by
    two outlets), each mapped to the IRI of the first of them in alphabetical order: one place, where
    a count of it must meet across the articles. A consonant tells places apart ("Iran", "Iraq"), and
    so do two vowels. Names are bucketed by their consonants and length, so the work is linear."""
    words: dict[str, str] = {}
    for iri in sorted({iri for iri in iris if "/place/" in iri}):
        name = _name_words(iri)
        if len(name) == 1 and len(name[0]) >= SPELLED_LEAST and name[0].isalpha():
            words.setdefault(name[0], iri)
    buckets: dict[str, list[str]] = defaultdict(list)
    for word in sorted(words):
        buckets["".join("*" if c in VOWELS else c for c in word)].append(word)
    aliases = {}
    for alike in buckets.values():
        for i, word in enumerate(alike):
            first = next((other for other in alike[:i] if _one_vowel_apart(word, other)), None)
            if first is not None:
                aliases[words[word]] = aliases.get(words[first], words[first])
    return aliases


def name_aliases(quantities: Iterable[QuantityRecord]) -> dict[str, str]:
    """The places and organisations of a collection's claims that another IRI of it names too, each
    mapped to that IRI: an organisation named with its home before it, the parties' too ("Marlow
    Rovers" and "Rovers": ``organizations_named_alike``), then one name NER typed a place and an
    organisation (``bodies_named_alike``), then a place named with a kind word after another's name
    (``places_named_alike``), then a place spelled with one vowel otherwise (``places_spelled_alike``)."""
    quantities = list(quantities)
    names = sorted({p for q in quantities for p in (*q.places, q.about) if p})
    parties = sorted(set(names) | {o for q in quantities for o in q.organizations})
    clubs = organizations_named_alike(parties)
    bodies = bodies_named_alike(names)
    places = places_named_alike(bodies.get(p, p) for p in names)
    spelled = places_spelled_alike(places.get(bodies.get(p, p), bodies.get(p, p)) for p in names)
    aliases = {}
    for name in parties:
        one = clubs.get(name, name)
        one = bodies.get(one, one)
        one = places.get(one, one)
        one = spelled.get(one, one)
        if one != name:
            aliases[name] = one
    return aliases


def _part_and_whole(a: str, b: str) -> bool:
    """People and a subgroup of them ("23 people", "23 Somalis"), or things and one item of a
    list of them ("23 guns", "three rifles" beside "12 AK 47 guns"): one measure where a value agrees."""
    if a == f"{b} {PART}" or b == f"{a} {PART}":
        return True
    return {a, b} & {"person"} != set() and (part_of_people(a) or part_of_people(b))


def _unpriced_sum(ours: Group, theirs: Group) -> bool:
    """Two sums of money one of which is of a noun the class table does not class as priced ("a
    $5m smash-and-grab", "a €5bn emergency package"): that noun says less of what the sum is the
    value of than a priced class does, so an agreeing value joins them ("$5m of jewellery") where
    their places agree too (the same, or none: a noun that says little brings no place of its own
    into a measure, where it would keep that measure's placeless reports out)."""
    return ours.kind == "money" == theirs.kind and not (ours.obj in PRICED_CLASSES and theirs.obj in PRICED_CLASSES)


def _unclassed_durations(ours: Group, theirs: Group) -> bool:
    """Two durations of things the class table does not class ("a 60-day stay", "a 60-day stint",
    "her 60-day treatment"): those nouns say less of what lasted than a classed one does ("a sentence",
    "a contract"), so an agreeing value joins them where their places agree too, as an unpriced sum
    joins a priced one (``_unpriced_sum``); a stay and a sentence stay two durations."""
    return ours.kind == "duration" == theirs.kind and not {ours.obj, theirs.obj} & noun_classes()


def _lasting_days(ours: Group, theirs: Group) -> float:
    """How many days the longest duration the two agree on lasts (0 where they agree on none): a
    stay, a term, a contract is one thing while it lasts, so reports of it meet that long after the
    first ("a 60-day stay" reported at its start and five weeks on)."""
    if not ours.kind == "duration" == theirs.kind:
        return 0.0
    return max((in_base_unit(value, unit) / 86400 for value, _low, _high, unit, vague in ours.values & theirs.values
                if value is not None and not vague and dimension(unit) == "duration"), default=0.0)


def _sum_against_verb(ours: Group, theirs: Group) -> bool:
    """Two sums of money, one with what it is for (it uses no verb key) and one with no such thing
    but a verb the class table knows ("nabbed $2m"): the thing and the verb are not compared, so
    they join only where a value agrees, as a verb against no verb does."""
    if not ours.kind == "money" == theirs.kind or bool(ours.obj) == bool(theirs.obj):
        return False
    return bool(theirs.known if ours.obj else ours.known)


def _parties(group: Group) -> frozenset[str]:
    return frozenset(group.people | group.organizations)


def _partyless_of_neither(candidate: Group, fitting: list[int], groups: list[Group]) -> list[int]:
    """Of the measures ``fitting`` (indices into ``groups``), those a sum or a term naming no party
    may join: where it fits the measures of two parties with none in common (one club's eight-year
    offer and another's), it is about neither, and only measures of no party are left to it (as a
    claim with no place that fits two places is about neither)."""
    if _parties(candidate) or not candidate.facets.uses_parties:
        return fitting
    partied = [_parties(groups[i]) for i in fitting if _parties(groups[i])]
    if any(not a & b for i, a in enumerate(partied) for b in partied[i + 1:]):
        return [i for i in fitting if not _parties(groups[i])]
    return fitting


def _value(q: QuantityRecord) -> tuple:
    return (q.value, q.min_value, q.max_value, q.unit, q.vague)


@dataclass
class Group:
    """Claims taken as one measure (or, in the first pass, as one number), and the summaries
    new members are checked against."""

    facets: Facets  # of the first claim with a kind
    claims: list[QuantityRecord] = field(default_factory=list)
    members: list[Facets] = field(default_factory=list)
    kind: str | None = None
    actions: set[str] = field(default_factory=set)
    known: set[str] = field(default_factory=set)  # the action classes the lemma table knows
    anchored: bool = False  # says what it measures beyond its unit (see Facets.anchored)
    qualifiers: set[str] = field(default_factory=set)  # labels in the members' clauses
    words: set[str] = field(default_factory=set)  # the counted words ("boat", "vessel") of the members
    obj: str | None = None
    bearer: str | None = None
    people: set[str] = field(default_factory=set)
    organizations: set[str] = field(default_factory=set)
    places: set[str] = field(default_factory=set)
    common_places: set[str] | None = None  # places every member's article names
    named: set[str] = field(default_factory=set)  # places and organisations the members' articles name
    article_sets: list[frozenset[str]] = field(default_factory=list)
    first: date | None = None
    values: set[tuple] = field(default_factory=set)
    exacts: set[tuple] = field(default_factory=set)  # (number, unit) of the exact values (``_edges``)
    bounds: set[tuple] = field(default_factory=set)  # (number, unit) of the lower bounds' edges
    voices: dict[tuple, set[tuple]] = field(default_factory=lambda: defaultdict(set))
    story: Centroid | None = None  # the story terms of the members' articles
    surnames: frozenset[str] = frozenset()  # the collection's surnames of one person (surnames_of_one)
    told_alike: bool = False  # a member joined on story terms, its article naming too few of the same places
    unreported: bool = True  # every member is of an article with no date (no publication date, no dateline)
    recalled: EventTime | None = None  # the past event an undated story's measure took in (``_may_tell_past_event``)
    few_verbs: bool = False  # joined a measure of its values with verb classes each took from a minority (``_measures_fit``)
    spellings: set[tuple[str, str]] = field(default_factory=set)  # (place, as its articles also spell it): ``respelled``
    bare_sums: int = 0  # bare sums joined as the one measure of money they fit (``_join_bare_sums``)
    # counts people who did what its verbs say (``Facets.doer``): one of its claims says so, its
    # others only give no other role ("Three gunmen, dressed as guards, took"); kept as a summary,
    # as ``fits`` asks it of a measure for every claim tried
    doers: bool = False

    def similarity(self, other: Group) -> float | None:
        """How close the two groups' articles' story terms are; None when one has none."""
        if self.story is None or other.story is None or self.story.empty or other.story.empty:
            return None
        return self.story.cosine(other.story)

    def _times_meet(self, other: Group, vouched: bool = False, classed: bool = False) -> bool:
        """The same event: the first reports within the story's days; an undated claim and a
        dated measure (or the reverse) only when their articles tell one story; undated with
        undated.

        ``vouched``: a value and what happened to it agree (see ``fits``), which lets an undated
        report meet a dated measure on story terms as close as ``AGREEING_SIMILARITY``;
        ``classed``: a value and the counted class agree, but no verb class ("26 crew" on board,
        "26 pirates" arrested), which needs ``CLASS_SIMILARITY``."""
        f, g = other.event, self.event
        timeless = "age" in (other.kind, self.kind)
        if timeless and vouched:
            return True  # one person's age, the same value: whenever the clause says it was given
        if _may_tell_past_event(other, self) or _may_tell_past_event(self, other):
            return vouched and self._told_alike(other, vouched, classed)  # a past event's own report
        if f.kind != "main" or g.kind != "main":
            return events_meet(f, g, self.first, timeless=timeless)
        if other.first is not None and self.first is not None:
            days = abs((other.first - self.first).days)
            # a duration both give lasts its own length: "a 60-day stay" told again five weeks on
            return timeless or days <= STORY_DAYS or (vouched and days <= _lasting_days(self, other))
        if other.first is None and self.first is None:
            return True
        if (other.first is None and self.unreported) or (self.first is None and other.unreported):
            return True  # a day an undated article's clause gives: its report's own time is unknown
        if (vouched or classed) and _telling_values(self, other):
            # a value no coincidence gives, and what happened to it or what it counts: one story, unless
            # their story terms are all but disjoint
            similarity = self.similarity(other)
            return similarity is not None and similarity >= STORY_FLOOR
        return self._told_alike(other, vouched, classed)

    @property
    def event(self) -> EventTime:
        """The group's event as times are compared: the past event its undated reports were taken
        to tell, where it took one in (``recalled``), else its first claim's."""
        return self.recalled or self.facets.event

    def _told_alike(self, other: Group, vouched: bool, classed: bool) -> bool:
        """Whether the articles of a side whose time cannot place it (undated, or a past event's
        report) tell the other side's story: story terms as close as ``STORY_SIMILARITY``, or looser
        where a value agrees (see ``_times_meet``)."""
        similarity = self.similarity(other)
        threshold = AGREEING_SIMILARITY if vouched else CLASS_SIMILARITY if classed else STORY_SIMILARITY
        return similarity is not None and similarity >= threshold

    # -- checks -------------------------------------------------------------------------------

    def _weakly_keyed(self, other: Group, agree: bool) -> bool:
        """Whether the two are joined by nothing but what they count: no verb the class table
        knows on either side, no verb in common, and either a generic counted class (people)
        or two counted words of one class ("five boats" spotted, "five vessels" escorted); or,
        their values apart, durations (which have no verb key) of something named and of
        nothing named ("the 9–10 years of this project", "sentenced 20 years")."""
        if self.kind == "duration" == other.kind:
            return not agree and bool(self.obj) != bool(other.obj)
        if not other.facets.uses_action or other.kind != self.kind or other.known or self.known:
            return False
        if other.actions & self.actions:
            return False
        if self.kind in GENERIC_KINDS:
            return True
        return bool(other.words and self.words) and not other.words & self.words

    def _story_agrees(self, other: Group, agree: bool = False) -> bool:
        """What else two weakly keyed claims need: a place, a person or an organisation in
        common; for a generic class, story terms as close as ``STORY_SIMILARITY`` will do (one
        article's other counted words of a class tell its story as much as their own do), and
        so does a value in common where both articles name a place or an organisation ("four
        men rammed" and "four men drove" into one shop: two reports of one story often tell it
        in words too far apart for the story terms)."""
        if other.places & self.places or other.people & self.people or other.organizations & self.organizations:
            return True
        if self.kind not in GENERIC_KINDS:
            return False
        if agree and self.named & other.named:
            return True
        similarity = self.similarity(other)
        return similarity is not None and similarity >= STORY_SIMILARITY

    def _verbless_within(self, other: Group) -> bool:
        """Whether a count with no place and no verb read ("Three masked gunmen -- one posing as a guard
        -- escaped with ...", its verb lost to the dashes) may be this measure's though its article does
        not name the measure's place: the same counted word, and its article names a place or
        organisation that every article of the measure names (the city a street of the measure lies
        in); the next check asks it for a value in common, as it asks any claim with no place and no
        verb in common. A count with a verb of its own says what it counts by it, and keeps to the
        places its own article names."""
        return not other.actions and bool(other.words & self.words) and bool(other.named & (self.common_places or set()))

    def _too_few_names(self, other: Group) -> bool:
        """Whether the two groups' articles have too few places and organisations in common to be
        taken for one story on their names alone (``STORY_NAMES``), or, where their clauses name no
        place in common, tell stories whose terms are all but disjoint (``STORY_FLOOR``: "United
        States" and "Twitter" named in a report of a stabbing and in one of an epidemic)."""
        if not (self.named and other.named):
            return False
        if len(other.named & self.named) < min(STORY_NAMES, len(other.named)):
            return True
        if other.places & self.places:
            return False  # the clauses' own place in common: that is the story's, whatever the words
        similarity = self.similarity(other)
        return similarity is not None and similarity < STORY_FLOOR

    def _story_close(self, other: Group) -> bool:
        """Whether the two groups' articles' story terms are as close as ``AGREEING_SIMILARITY``:
        with a value and what happened to it agreeing, that tells one story where the articles name
        too few of the same places and organisations ("the actress, 26" in two reports of one
        check-in, one naming the clinic's town, the other the court that ordered it)."""
        similarity = self.similarity(other)
        return similarity is not None and similarity >= AGREEING_SIMILARITY

    def fits(self, other: Group, restated: bool = False, bare: bool = False, recalled: bool = False) -> str | None:
        """None when ``other`` (a claim's or a number's group) can join, else the key that keeps it out.

        ``restated``: one restates the other in another unit ("€2m ($2.6m)"), which is as
        good as agreeing on a value; ``bare``: one is a bare sum tried as the one measure of
        money of its story (``_join_bare_sums``), which is taken as agreeing on a value too;
        ``recalled``: a past event's count of the people who did its act against its reports'
        (``_recalls``), taken as agreeing, whose place, time and story ``_recalls`` checks itself."""
        f = other.facets
        # one value in two units ("48 km", "30 miles") agrees as one value in one unit does
        agree = restated or bare or recalled or _values_meet(other, self) or converted_values_meet(other.values, self.values)
        if other.kind and self.kind and other.kind != self.kind:
            if not (agree and _part_and_whole(other.kind, self.kind)):
                return "kind"
        if not (other.anchored and self.anchored) and not (agree and (restated or not _only_one(other, self))):
            return "what it measures"  # "$2 million", "two hours": only where a value other than one agrees
        doers = agree and self.doers and other.doers  # "four robbers stole", "four robbers entered"
        if f.uses_action and not doers:
            if other.known and self.known and not other.known & self.known:
                return "action"
            if bool(other.known) != bool(self.known) and not agree:
                return "action"  # no verb against a verb: only where a value agrees
        if _sum_against_verb(self, other) and not agree:
            return "action"  # "$2m of jewels" and "bid $5m" elsewhere: what one is for against the other's verb
        if other.obj and self.obj and other.obj != self.obj \
                and not (agree and (_unpriced_sum(self, other) or _unclassed_durations(self, other))
                         and other.places == self.places):
            return "object"  # "a $5m smash-and-grab" joins "$5m of jewels" of its place (or of none); so does a stint a stay
        if self.kind == "magnitude" and other.kind == "magnitude" and _apart(self.values, other.values, MAGNITUDE_SPREAD):
            return "magnitude"  # 3.8 and 6.0: an aftershock and the main shock, not two reports of one quake
        if other.qualifiers and self.qualifiers and not other.qualifiers & self.qualifiers:
            return "label"  # "category 2" and "category 4"
        if "age" == other.kind == self.kind and not agree and _aged(self, other):
            agree = True  # one person's age, reported again a year or more later
        if (other.bearer or self.bearer) and other.bearer != self.bearer and (
                "age" in (other.kind, self.kind) or (other.bearer and self.bearer)):
            if not (agree and other.bearer and self.bearer and named_alike(other.bearer, self.bearer, self.surnames)) \
                    and not (agree and "age" == other.kind == self.kind and not (other.bearer and self.bearer)):
                return "bearer"  # "a 61-year-old man" joins "John Doe, 61" (or an unnamed 61) only where the age agrees
        if "age" == other.kind == self.kind and not (other.bearer or self.bearer) and not agree:
            return "bearer"  # ages of people no article names: one person's only where the age agrees
        if f.uses_parties or self.facets.uses_parties:
            if other.people and self.people and not other.people & self.people:
                return "parties"
            if other.organizations and self.organizations and not other.organizations & self.organizations:
                return "parties"
            if bool(other.people or other.organizations) != bool(self.people or self.organizations) and not agree:
                return "parties"  # an offer of nobody named against a club's or a player's: only where a value agrees
            theirs, ours = other.people | other.organizations, self.people | self.organizations
            if theirs and ours and not theirs & ours and not agree:
                return "parties"  # a club's bid and another player's deal: no party in common, only where a value agrees
        if other.places and self.places and not other.places <= self.places:
            if f.strict_place or self.facets.strict_place:
                return "place"
            if not (other.places & self.named or self.places & other.named):
                return "place"  # two places neither article names: two places, two measures
        if not other.places and self.places and not self.places & other.named and not recalled \
                and not self._verbless_within(other):
            return "place"  # a claim with no place joins only places its own article names
        # a place on one side only: where a value or a verb agrees (most wrong pairs met so); a verb class
        # in common counts too, as the measure's verbs narrow to its first claims' ("surround") while its
        # classes stay every member's ("seize")
        if bool(other.places) != bool(self.places) and not agree and not other.actions & self.actions \
                and not other.known & self.known:
            return "place"
        if self._weakly_keyed(other, agree) and not self._story_agrees(other, agree):
            return "weak key"  # "one man sprayed" and "four million people took part": nothing but people in common
        # an agreeing value is vouched for by a verb class in common, by the same verb where the class
        # table knows neither ("three people targeted" in two reports), or by a property no verb changes
        vouched = agree and (bool(other.known & self.known) or not f.uses_action
                             or bool(not (other.known or self.known) and other.actions & self.actions))
        # an agreeing value of the same counted class vouches less: closer story terms needed
        classed = agree and not vouched and other.kind is not None and other.kind == self.kind
        if recalled:
            return None  # a past event's doers against its reports' doers: ``_recalls`` asks what the story must share
        if not self._times_meet(other, vouched, classed):
            return "time"
        if self._too_few_names(other) \
                and not (agree and self.bearer is not None and self.bearer == other.bearer) \
                and not (vouched and self._story_close(other)):
            # too few places and organisations in common with the measure's articles; one named
            # person's agreeing value (an age) is that person's story whatever else the articles name
            return "story"
        if "magnitude" == self.kind == other.kind and (agree or reported_twice(other.claims)):
            return None  # "USGS put it at 6.1, Iran at 5.9": one article's magnitudes are agencies' estimates
        for voice, values in other.voices.items():
            if not _one_value(self.voices.get(voice, set()) | values):
                return "one voice"
        return None

    def affinity(self, other: Group) -> tuple[bool, bool, bool, bool]:
        """How much more than fitting: a known action, a value, any verb, the place in common."""
        return (bool(other.known & self.known), bool(other.values & self.values),
                bool(other.actions & self.actions), bool(other.places) and other.places <= self.places)

    # -- growth -------------------------------------------------------------------------------

    def absorb(self, other: Group) -> None:
        # a past event's date is not the first report of a story: the two kinds keep their own ``first``
        same_kind = (self.event.kind == "main") == (other.event.kind == "main")
        if self.event.kind == "main" and self.first is None and other.event.kind == "past":
            self.recalled = other.event  # an undated story's measure, now of that past event
        elif other.recalled is not None:
            self.recalled = self.recalled or other.recalled
        if self._too_few_names(other) and not (self.bearer is not None and self.bearer == other.bearer):
            self.told_alike = True  # joined on its story terms (``_story_close``): --explain says so
        self.told_alike = self.told_alike or other.told_alike
        self.few_verbs = self.few_verbs or other.few_verbs
        self.spellings |= other.spellings
        self.bare_sums += other.bare_sums
        self.doers = self.doers or other.doers
        self.unreported = self.unreported and other.unreported
        if self.kind is None and other.kind is not None:
            self.facets = other.facets
        self.claims.extend(other.claims)
        self.members.extend(other.members)
        self.kind = self.kind or other.kind
        if other.actions:
            self.actions = (self.actions & other.actions or self.actions | other.actions) if self.actions \
                else set(other.actions)
        if other.known:
            self.known = self.known & other.known if self.known else set(other.known)
        self.anchored = self.anchored or other.anchored
        self.qualifiers |= other.qualifiers
        self.words |= other.words
        if self.obj not in PRICED_CLASSES and other.obj in PRICED_CLASSES:
            self.obj = other.obj  # "a $5m ring" joined by "$5m of jewels": the measure is of valuables
        self.obj = self.obj or other.obj
        if self.bearer and other.bearer and len(_name_words(self.bearer)) == 1 < len(_name_words(other.bearer)):
            self.bearer = other.bearer  # "Lee" joined by "Ann Lee": the measure is the full name's
        self.bearer = self.bearer or other.bearer
        self.people |= other.people
        self.organizations |= other.organizations
        self.places |= other.places
        for named in other.article_sets:
            self.common_places = set(named) if self.common_places is None else self.common_places & named
        self.named |= other.named
        self.article_sets.extend(other.article_sets)
        if other.first is not None and (self.first is None or other.first < self.first) and same_kind:
            self.first = other.first
        self.values |= other.values
        self.exacts |= other.exacts
        self.bounds |= other.bounds
        for voice, values in other.voices.items():
            self.voices[voice] |= values
        if self.story is not None and other.story is not None:
            self.story.merge(other.story)


def _recalls(report: Group, past: Group) -> bool:
    """Whether a later report's count of the people who did a past event's act ("In December 2029,
    three men emptied the shop") is the count that reports of its time give of them ("four robbers
    stole", "four robbers entered"), whatever the values: both count people as the agents of the act
    (``Group.doers``), the reports may be of that time (``_may_tell_past_event``), their articles name a
    place or an organisation in common, their story terms are not all but disjoint
    (``STORY_FLOOR``), and each fits the other but for the place, the time and the story (``fits``'s
    ``recalled``). ``_join_past_events`` joins them only where one measure of reports fits."""
    if report.kind != past.kind or not (report.doers and past.doers) or not _may_tell_past_event(report, past):
        return False
    if not any(v[0] is not None for v in report.values) or not report.named & past.named:
        return False
    similarity = report.similarity(past)
    return similarity is not None and similarity >= STORY_FLOOR \
        and report.fits(past, recalled=True) is None and past.fits(report, recalled=True) is None


def _may_tell_past_event(report: Group, past: Group) -> bool:
    """A report's story time against a past event a later report tells ("In March 2029, four men
    robbed the bank" in a report of 2031): an undated article's time is unknown, not the day it is
    read, and a report dated within the past event's dates is of its time, so either may be the
    past event's report. ``Group._times_meet`` then asks for a value and what happened to it in
    common, and story terms as close as an undated report's (``AGREEING_SIMILARITY``)."""
    if report.event.kind != "main" or past.event.kind != "past":
        return False
    if report.first is None:
        return True
    when = past.event
    return when.start is not None and when.end is not None and when.start <= report.first <= when.end


def _single(q: QuantityRecord, f: Facets, vectors: dict[str, Vector] | None = None,
            surnames: frozenset[str] = frozenset(), aliases: dict[str, str] | None = None) -> Group:
    aliases = aliases or {}
    named = frozenset(aliases.get(p, p) for p in q.places)
    group = Group(f, claims=[q], members=[f], kind=f.kind, actions=set(f.actions) if f.uses_action else set(),
                  obj=f.object, bearer=f.bearer, people=set(f.people), organizations={aliases.get(o, o) for o in f.organizations},
                  places={aliases.get(f.place, f.place)} if f.place else set(), common_places=set(named),
                  named=set(named), article_sets=[named], first=f.event.start, values={_value(q)}, surnames=surnames)
    group.voices[(q.article, q.source, q.unit)].add(_value(q))
    group.unreported = f.moment is None
    group.exacts, group.bounds = _edges(group.values)
    group.known = set(f.known_actions) if f.uses_action else set()
    group.anchored = f.anchored
    group.doers = f.doer
    group.words = {f.kind_word} if f.kind_word and dimension(q.unit) is None else set()  # a counted noun, not a unit
    group.qualifiers = {label_keys(q.qualifier)} - {None}  # "AK-47" and "AK 47" are one label
    group.story = Centroid(vectors or {}, [q.article])
    group.spellings = {(aliases[p], p) for p in (*q.places, f.place) if p in aliases and respelled(p, aliases[p])}
    return group


def _order(group: Group) -> tuple:
    """Groups with a place (an age with its person) first: one without then sees every one it could
    join; then counts of people before counts of a subgroup of them (``_subgroup_of_people``)."""
    f = group.facets
    return (not group.places, group.kind == "age" and not group.bearer, _subgroup_of_people(group),
            f.event.start or date.min, f.moment or date.min, min(q.claim for q in group.claims))


def _subgroup_of_people(group: Group) -> bool:
    """Whether a group counts a subgroup of people ("300 women", "300 Greeks"), which joins a measure
    of people only where a value agrees: taken after the counts of people, it finds their measure
    made, and joins it. Taken first, it would start the measure with its own kind, which then
    refuses every other subgroup ("Greeks" against a measure of "women") and every count of
    people whose value differs ("500 people" against "300 women" and "300 people")."""
    return part_of_people(group.kind)


def _assign(candidates: Iterable[Group], trace: dict[str, Iterable[str]] | None) -> list[Group]:
    """Each candidate joins the measure it fits best (the first of those), else starts one.

    Only the measures of the candidate's kind, or of a kind it may be a part or the whole of,
    are tried: any other says "kind" (``Group.fits``), so the work grows with the measures of
    one kind, not with all of them. ``trace`` gets, for each claim, the lines of
    ``_TraceLines``: every earlier measure's first claim and why it refused the claim, read
    only when asked (for a claim that ends alone)."""
    groups: list[Group] = []
    of_kind: dict[str | None, list[int]] = {}
    related: dict[str | None, set[str | None]] = {}  # kind -> the other kinds it may join (part and whole)
    first_claims: list[list[tuple[int, str]]] = []  # for each group, (step, its first claim) as it changes
    for step, candidate in enumerate(sorted(candidates, key=_order)):
        kind = candidate.kind
        if kind is None:
            tried = list(range(len(groups)))
        else:
            if kind not in related:
                related[kind] = {k for k in of_kind if k is not None and k != kind and _part_and_whole(kind, k)}
            tried = sorted(i for k in (kind, None, *related[kind]) for i in of_kind.get(k, ()))
        verdicts = {i: groups[i].fits(candidate) for i in tried}
        fitting = [i for i in tried if verdicts[i] is None]
        if trace is not None:
            lines = _TraceLines(step, len(groups), verdicts, first_claims)
            for q in candidate.claims:
                trace[q.claim] = lines
        kept = _partyless_of_neither(candidate, fitting, groups)
        for i in set(fitting) - set(kept):
            verdicts[i] = NEITHER_PARTY  # --explain: why it joined neither
        fitting = kept
        if fitting:
            best = max(groups[i].affinity(candidate) for i in fitting)
            fitting = [i for i in fitting if groups[i].affinity(candidate) == best]
        if not candidate.places:
            # a claim with no place that fits measures of two places is about neither
            placed = {frozenset(groups[i].places) for i in fitting if groups[i].places}
            if len(placed) > 1:
                fitting = [i for i in fitting if not groups[i].places]
        first = min(c.claim for c in candidate.claims)
        if fitting:
            i = fitting[0]
            if first < first_claims[i][-1][1]:
                first_claims[i].append((step, first))
            groups[i].absorb(candidate)
        else:
            if kind is not None and kind not in of_kind:
                for k, others in related.items():
                    if k != kind and _part_and_whole(k, kind):
                        others.add(kind)
            of_kind.setdefault(kind, []).append(len(groups))
            first_claims.append([(step, first)])
            groups.append(candidate)
    return groups


class _TraceLines:
    """Why each measure made before a claim was tried refused it, in the measures' order:
    "FIRST_CLAIM: key", as ``Group.fits`` says it; a measure of another kind says "kind"."""

    def __init__(self, step: int, made: int, verdicts: dict[int, str | None], first_claims: list[list[tuple[int, str]]]):
        self.step, self.made, self.verdicts, self.first_claims = step, made, verdicts, first_claims

    def __iter__(self) -> Iterator[str]:
        for i in range(self.made):
            why = self.verdicts[i] if i in self.verdicts else "kind"
            if why:
                first = next(claim for changed, claim in reversed(self.first_claims[i]) if changed < self.step)
                yield f"{first}: {why}"


def _join_agreeing(measures: list[Group]) -> list[Group]:
    """Measures the claims' order kept apart, joined: a measure whose every value meets a value of
    an earlier one of its kind, both dated or both undated, joins it where each fits the other
    (``_measures_fit``: their verb classes set aside where each took them from a few of its claims).

    A first claim can start a measure that later claims would have joined ("at least 3 killed"
    refused the first "3 killed" for the names its articles had in common, and the later ones
    went to the measure of 3 they started); once both are built, nothing keeps them apart.
    Measures are tried only against earlier ones sharing one of their values, in the order they
    were made."""
    kept: list[Group] = []
    by_key: dict[tuple, set[int]] = defaultdict(set)  # a value, or a (number, unit) edge -> measures

    def keys(group: Group) -> set[tuple]:
        return group.values | group.exacts | group.bounds

    for measure in measures:
        probe = min(measure.values, key=repr)
        partyless = measure.facets.uses_parties and not _parties(measure)  # it must see every measure it fits
        joinable = []
        for i in sorted({i for key in {probe} | set().union(*_edges((probe,))) for i in by_key.get(key, ())}):
            earlier = kept[i]
            if earlier.kind == measure.kind and (earlier.first is None) == (measure.first is None) \
                    and all(_value_meets(v, earlier) for v in measure.values) \
                    and _measures_fit(earlier, measure):
                joinable.append(i)
                if not partyless:
                    break
        joinable = _partyless_of_neither(measure, joinable, kept)
        if joinable:
            i = joinable[0]
            if kept[i].fits(measure) is not None or measure.fits(kept[i]) is not None:
                kept[i].few_verbs = True  # joined with their verb classes set aside (``_measures_fit``)
            kept[i].absorb(measure)
            for key in keys(measure):
                by_key[key].add(i)
        else:
            for key in keys(measure):
                by_key[key].add(len(kept))
            kept.append(measure)
    return kept


def _settled_action(group: Group) -> bool:
    """Whether most of a measure's claims have a verb the class table knows: then what happened to
    what it counts is the measure's own, not a few members' word for it."""
    return 2 * sum(1 for m in group.members if m.uses_action and m.known_actions) > len(group.members)


def _measures_fit(earlier: Group, later: Group) -> bool:
    """Whether two measures whose values agree fit each other, each taken as a candidate to the
    other; and where each took its verb classes from fewer than half of its claims (the rest give no
    verb the class table knows: "a dozen other people were there"), whether they fit with those classes
    set aside. A measure's classes are its first verbs' (``Group.absorb``), so one misread verb
    ("the gunman entered the party of a dozen people") keeps the claims that joined it from the
    measure of the same count that another few verbs ("a dozen people fled") started. A measure
    most of whose claims name a verb ("twelve injured", "twelve hurt") keeps its class."""
    if earlier.fits(later) is None and later.fits(earlier) is None:
        return True
    if not (earlier.known and later.known) or _settled_action(earlier) or _settled_action(later):
        return False
    ours, theirs = replace(earlier, known=set()), replace(later, known=set())
    return ours.fits(theirs) is None and theirs.fits(ours) is None


def _join_past_events(groups: list[Group]) -> list[Group]:
    """Pass 4: a past event's measure joins the measure of reports of its time (``_may_tell_past_event``:
    undated ones, or dated within it) where each fits the other. Grouping keeps past events and the
    story's time in blocks of their own, so this is the one place they meet; only measures sharing a
    value are tried (the time key asks for one), in the order they were made. A past event's count of
    the people who did its act that shares no value joins the one measure of its reports' count of
    them it fits (``_recalls``): their values dispute ("three men emptied", "four robbers stole")."""
    reports: dict[tuple, list[int]] = defaultdict(list)  # a value or a (number, unit) edge -> story measures
    pasts = []
    doers: dict[str, list[int]] = defaultdict(list)  # a kind -> story measures counting people who acted (``_recalls``)
    for i, group in enumerate(groups):
        if group.kind is not None and group.event.kind == "main":
            for key in group.values | group.exacts | group.bounds:
                reports[key].append(i)
        elif group.kind is not None and group.event.kind == "past":
            pasts.append(i)
        if group.kind is not None and group.event.kind == "main" and group.doers:
            doers[group.kind].append(i)
    joined: set[int] = set()
    for j in pasts:  # read before any join: a story measure that took a past event in is not one
        past = groups[j]
        for i in sorted({i for key in past.values | past.exacts | past.bounds for i in reports.get(key, ())}):
            story = groups[i]
            if story.kind == past.kind and story.fits(past) is None and past.fits(story) is None:
                story.absorb(past)
                joined.add(j)
                break
        else:
            # no value in common: a past event's doers join the one count of doers its reports give
            told = [i for i in doers.get(past.kind, ()) if _recalls(groups[i], past)]
            if len(told) == 1:
                groups[told[0]].absorb(past)
                joined.add(j)
    return [group for j, group in enumerate(groups) if j not in joined]


def _bare_sum(group: Group) -> bool:
    """A sum of money that says only that it is money: no noun it is of, no verb (light verbs aside:
    "the $150 million reported"), of one article and no named sources (``reported_twice``)."""
    return group.facets.measured == "money" and not group.anchored and not reported_twice(group.claims) \
        and not any(m.actions or m.object for m in group.members)


def _join_bare_sums(groups: list[Group]) -> list[Group]:
    """Across the blocks, before past events meet their reports (``_join_past_events``): a bare sum
    (``_bare_sum``) joins the one measure of money, reported twice and saying what its sums are of or
    what was done, that fits it, each taken as the other's candidate with a value taken to agree
    (``Group.fits``'s ``bare``); where it fits two or none it stays where it is.

    Grouping lets a sum that says only that it is money join a measure only where a value agrees
    (``Facets.anchored``), since most sums of a story are of different things. A sum no other article
    gives, in a story with one measure of money it fits (its place, parties, time and story agree),
    is that measure's: a headline's "steal €80 million" misread as a bare sum, against the stolen
    jewels' "€85 million" of other reports. Each is tried against the measures as they were before
    any joined, so the order of the bare sums does not matter."""
    of_kind: dict[str | None, list[int]] = defaultdict(list)  # a kind -> its measures that say what they are
    for i, group in enumerate(groups):
        if group.anchored and reported_twice(group.claims):
            of_kind[group.kind].append(i)
    homes: dict[int, int] = {}
    for j, group in enumerate(groups):
        if not _bare_sum(group):
            continue
        fitting = [i for i in of_kind.get(group.kind, ())
                   if groups[i].fits(group, bare=True) is None and group.fits(groups[i], bare=True) is None]
        if len(fitting) == 1:
            homes[j] = fitting[0]
    for j, i in sorted(homes.items()):
        groups[i].absorb(groups[j])
        groups[i].bare_sums += 1
    return [group for j, group in enumerate(groups) if j not in homes]


def _join_restatements(numbers: list[Group]) -> list[Group]:
    """Numbers restated in another unit in brackets ("€2m ($2.6m)") are one number."""
    home = {q.claim: i for i, group in enumerate(numbers) for q in group.claims}
    parent = list(range(len(numbers)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, group in enumerate(numbers):
        for q in sorted(group.claims, key=lambda q: q.claim):
            if q.restates in home:
                a, b = find(home[q.restates]), find(i)
                if a != b and numbers[a].fits(numbers[b], restated=True) is None:
                    numbers[a].absorb(numbers[b])
                    parent[b] = a
    return [group for i, group in enumerate(numbers) if find(i) == i]


def _block(q: QuantityRecord, f: Facets) -> tuple:
    measured = "age" if f.kind == "age" else "magnitude" if f.kind == "magnitude" else dimension(q.unit) or "count"
    return (measured, f.event.kind == "main" or measured == "age")  # an age is one person's, whenever given


def group_claims(quantities: Sequence[QuantityRecord], trace: dict[str, Iterable[str]] | None = None
                 ) -> tuple[list[Group], dict[str, str]]:
    """The measures of a collection's claims, and for every claim in none the reason why.

    ``trace``, when given, is filled with, for every claim, why each measure before the one
    it joined did not take it ("<first claim>: action", ...), for explanations."""
    reasons: dict[str, str] = {}
    vectors = story_vectors(quantities)
    surnames = surnames_of_one(q.bearer for q in quantities if q.bearer)
    aliases = name_aliases(quantities)
    blocks: dict[tuple, list[tuple[QuantityRecord, Facets]]] = defaultdict(list)
    for q in quantities:
        f = facets_of(q)
        if f.reason is not None and f.reason != BARE:
            reasons[q.claim] = f.reason
            continue
        if f.reason == BARE and (q.vague or q.unit is not None):
            reasons[q.claim] = f.reason
            continue
        blocks[_block(q, f)].append((q, f))
    groups: list[Group] = []
    for key in sorted(blocks, key=repr):
        # pass 1: the same number, within keys that agree
        by_value: dict[tuple, list[Group]] = defaultdict(list)
        for q, f in blocks[key]:
            by_value[_value(q)].append(_single(q, f, vectors, surnames, aliases))
        numbers = [g for value in sorted(by_value, key=repr) for g in _assign(by_value[value], None)]
        numbers = _join_restatements(numbers)
        # pass 2: numbers into measures; pass 3: measures the order kept apart
        groups.extend(_join_agreeing(_assign([g for g in numbers if g.kind is not None], trace)))
        for group in numbers:
            if group.kind is None:
                for q in group.claims:
                    reasons[q.claim] = BARE
    measures = []
    for group in _join_past_events(_join_bare_sums(groups)):
        if reported_twice(group.claims):
            measures.append(group)
        else:
            for q in group.claims:
                reasons[q.claim] = "alone: no other article reports this measure"
    measures.sort(key=lambda g: min(q.claim for q in g.claims))
    return measures, reasons


def reported_twice(group: Sequence[QuantityRecord]) -> bool:
    """Two articles, or two named sources in one: several numbers of one article from one
    voice are usually different facts (the scores of a match), not reports of one measure."""
    return len({q.article for q in group}) > 1 or len({q.source for q in group if q.source}) > 1
