"""What a quantity claim measures, read from its record: the keys measures are grouped on.

- **kind**: what is counted or measured, by class. A unit's dimension decides first: a
  magnitude, an age (``counts`` "age"), money, a length, a speed, a duration, a percentage;
  for a plain count, the class of the counted noun (``kg.measures.classes``: "migrants",
  "residents", "victims" are people; "Somalis", "women", "children" stay their own kinds,
  since their counts are parts of a whole). A plain count with no counted noun has no kind.
- **object**: for a unit, the class of the noun it is of ("$137 million of diamonds":
  valuables; "a 90-day stay": stay), when there is one; an offer's terms that a verb asks for
  are of an ask ("asked for an eight-year contract worth $200m": ``asked_for``).
- **where**: a count of the places where the verb's own object was hit ("1,500 houses damaged
  in about 15 villages") is a kind of its own ("village where"), never the places the verb hit.
- **action**: the class of the verb ("dead", "killed", "death toll" -> kill). Ignored for
  properties (magnitude, age, length, area, mass, temperature), which no verb changes.
- **bearer**: whose age it is; an age without its person ("a 61-year-old man") joins only an
  agreeing age (``kg.measures.grouping``).
- **parties**: the people and organisations of the clause, for money, offers and terms
  ("the Orioles' offer" and "the Nationals' offer" never meet).
- **place**: the place or organisation the clause is about; none for an age, which is its
  bearer's wherever the clause is ("Ann Lee, 61, opened a bakery in Dover" and "Ann Lee, 61, was
  stopped at Calais" give one person's age).
- **event**: when it happened. The story's own time ("main") is the day of the report, or a
  day the clause gives close to it ("on Sunday", "over the weekend", "last week"); a time well before the
  report ("in December 2003", "in February") is a past event; a stretch of time ("over the past
  week") a period.
- **moment**: the day the number is reported as of (publication date, else dateline).
- **rising**: the claim's verb says the count changed to it ("the toll rose to 24", "climbed
  to"): where dates cannot order two values, the text does (``kg.measures.values``).
- **running**: counts that grow as reports come in (people killed, injured, arrested or
  evacuated; homes destroyed; offers on the table; ages; of sums of money only offers, damage and
  sums missing: ``RUNNING_SUMS``): their different values on different days are updates, not disputes. A toll (``TOLL_ACTIONS``) **only grows**: a
  later report's lower count does not update the earlier one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from kg.measures.classes import ASK, action_class, dimension, known_action_classes, noun_action, noun_class, part_of_people
from kg.measures.records import QuantityRecord
from kg.records import ANOTHER_EVENT, AT_DEATH, AT_EVENT, BESIDE, HOLDER, INCREMENT, PER, TO_DATE, WHERE

__all__ = ["EVENT_KINDS", "EventTime", "Facets", "PERIOD", "STORY_DAYS", "facets_of"]

# verbs that say nothing of what happened to the counted things: "had 26 crew", "made an
# offer", "said it was 6.1"; a claim governed by one has no action
GENERIC_VERBS = frozenset({"be", "have", "make", "take", "give", "get", "go", "come", "put", "do", "say", "tell",
                           "report", "include", "seem", "keep", "know", "think", "see", "show", "become",
                           "remain", "add", "call", "use", "s", "find", "leave", "hold", "bring", "state",
                           "describe", "estimate", "believe", "expect", "according"})
# light verbs that, of things (not people) they take as their object, say what happened to
# them: "found 12 magazines" is "12 magazines seized" (WordNet puts "find" in the synset of
# "recover": get or find back); found people are the dead, the missing or the rescued
THINGS_TAKEN = {"find": "seize"}
# verbs that say a count has changed to the number: "the death toll rose to 24", "climbed to"
CHANGE_VERBS = frozenset({"rise", "climb", "increase", "jump", "grow", "mount", "soar", "swell", "reach",
                          "double", "top", "surge"})
# marks extraction adds to a claim's labels (kg.records): "two more" is an increment; "houses
# damaged in 15 villages" counts where something else happened ("villages where", not "damaged")
MARKERS = frozenset({INCREMENT, WHERE, AT_EVENT, AT_DEATH, ANOTHER_EVENT, TO_DATE})
PART = "(one of a list)"  # "10 soldiers and five civilians": each a part of the people killed
STORY_DAYS = 14  # reports of one story's main event fall within two weeks of its first report
PROPERTY_KINDS = frozenset({"magnitude", "age", "length", "area", "mass", "temperature", "volume", "population"})
UNIT_KINDS = frozenset({"money", "duration", "percent", "length", "speed", "area", "mass", "volume",
                        "temperature", "percentage point"})
SHARE_KINDS = frozenset({"percent", "percentage point"})  # a share says what it is of, or says little
PARTY_KINDS = frozenset({"money", "duration", "offer", "acquisition", "loan", "sentence"})
STRICT_PLACE_KINDS = frozenset({"length", "area", "population"})
# counts that grow or change as a story goes on: tolls, damage, offers on the table; the
# state of a storm (its winds, its motion). A seizure, a sentence, a price are known at once.
RUNNING_ACTIONS = frozenset({"kill", "injure", "evacuate", "rescue", "destroy", "damage", "affect",
                             "missing", "offer", "shoot", "infect", "hospitalize", "move", "travel", "head"})
RUNNING_OBJECTS = frozenset({"wind", "gust", "storm", "hurricane", "typhoon", "cyclone"})
# running counts that only add up (a toll: the dead, the hurt, homes destroyed): a later report
# does not take any back, so its lower count is another count, not the earlier one's update.
# The missing are found, offers are cut, a storm weakens: those may fall.
TOLL_ACTIONS = RUNNING_ACTIONS - {"missing", "offer", "move", "travel", "head"}
# the running actions a sum of money may have: an offer on the table, a bill of damage, a sum missing;
# a sum stolen, paid or seized is known at once, whatever else its verb says ("Leeds bank hit by
# $3m raid": the bank was hit, the sum was not)
RUNNING_SUMS = frozenset({"offer", "destroy", "damage", "missing"})
# counted things that are themselves events (the classes of "quake", "tremor", "aftershock"):
# what a clause says of them ("were felt", "followed", "were recorded") is how they were noticed,
# not something done to them, so two counts of one such class are of one thing whatever the verbs
EVENT_KINDS = frozenset({"earthquake", "aftershock"})
# how many times a thing was done ("shot 11 times", "shot seven times"): one event's fact, known
# at once, whatever its verb; a later report of another number disputes, it does not update
FREQUENCY_KINDS = frozenset({"time"})
PERIOD = re.compile(
    r"\b(past|last|previous|recent|this|these|coming|next|over|during|throughout|since|so far)\b.*"
    r"\b(days|weeks?|weekend|fortnight|months?|years?|decades?)\b|\bin (recent )?days\b|\bsince\b",
    re.IGNORECASE,
)
# the weekend a report tells of ("at the weekend", "over the weekend", "last weekend"): the story's
# own two days, as "on Saturday" is, however the preposition reads; a longer stretch ("over the
# past week", "in recent days") stays a period over which something was tallied
STORY_WEEKEND = re.compile(r"(the |last |this )?weekend", re.IGNORECASE)
# a week named, with no preposition of a stretch ("last week", "late last week", "earlier this
# week"): when one thing happened, days before the report, so the story's time as "on Sunday" is;
# "over the past week", "during the last week", "in recent weeks" stay periods, tallies over them
STORY_WEEK = re.compile(r"((late|early|earlier|later) )?(last|this) week", re.IGNORECASE)
# a clock time written as four digits: "at 1100 hours", "1100 hrs", "1800 UTC" (no year)
CLOCK = re.compile(r"\b\d{4}\s*(hours|hrs|hr|h|utc|gmt)\b", re.IGNORECASE)
# a time that names more than a day near the report: a month, a year, "last year", "ago"
PAST = re.compile(
    r"\b(january|february|march|april|may|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|\d{4}|ago|last year|last month|decade|century)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class EventTime:
    kind: str  # "main", "past" or "period"
    start: date | None
    end: date | None
    text: str  # normalised, for undated past events and periods

    def describe(self) -> str:
        if self.start is not None:
            span = self.start.isoformat() if self.start == self.end else f"{self.start}/{self.end}"
            return span if self.kind == "main" else f"{self.kind} {span}"
        return "undated" if self.kind == "main" else f"{self.kind} {self.text!r}"


@dataclass(frozen=True, slots=True)
class Facets:
    kind: str | None
    kind_word: str | None  # the word the kind was read from
    object: str | None
    actions: frozenset[str]  # classes of the defining and the governing verb, generic verbs left out
    action_word: str | None
    bearer: str | None
    people: frozenset[str]
    organizations: frozenset[str]
    place: str | None
    event: EventTime
    moment: date | None
    running: bool
    reason: str | None  # why the claim can be in no measure
    rising: bool = False  # its own text says the count changed to it ("rose to 24"): an update's later side
    verb: str | None = None  # the verb that defines the counted set, as written, light verbs too ("held")
    holder: str | None = None  # whose the counted things are: "pirates in three boats" -> pirate
    doer: bool = False  # a count of people who did the story's act ("three men emptied", "four robbers stole")

    @property
    def known_actions(self) -> frozenset[str]:
        """The action classes the lemma table knows: only those tell two measures apart."""
        return self.actions & known_action_classes()

    @property
    def anchored(self) -> bool:
        """Whether the claim says what it measures beyond its unit: a counted noun, an object,
        a known action, or a property (magnitude, age); a percentage, only what it is a share
        of. Others join only where a value agrees."""
        if self.kind in SHARE_KINDS:
            return self.object is not None  # "destroyed 100 percent": a share of nothing named
        return self.kind is not None and (self.object is not None or bool(self.known_actions)
                                          or self.measured not in UNIT_KINDS)

    @property
    def measured(self) -> str | None:
        """The kind without its rate: "money" for "money per season"."""
        return self.kind.split(f" {PER}")[0] if self.kind else None

    @property
    def uses_action(self) -> bool:
        if self.measured == "money" and self.object is not None:
            return False  # what it pays for names the event: "$2.6 million of jewels" nabbed, stolen, made off with
        return self.kind not in PROPERTY_KINDS and self.kind != "duration"

    @property
    def only_grows(self) -> bool:
        """A running count that only adds up (see ``TOLL_ACTIONS``); an age or a storm's state may not."""
        return self.running and self.kind != "age" and self.object not in RUNNING_OBJECTS \
            and bool(self.actions & TOLL_ACTIONS) and not self.actions & (RUNNING_ACTIONS - TOLL_ACTIONS)

    @property
    def uses_parties(self) -> bool:
        return self.measured in PARTY_KINDS or (self.object or "") in PARTY_KINDS

    @property
    def strict_place(self) -> bool:
        return self.kind in STRICT_PLACE_KINDS


def _is_mark(part: str) -> bool:
    return part in MARKERS or part.startswith(BESIDE) or part.startswith(PER) or part.startswith(HOLDER)


def markers(qualifier: str | None) -> set[str]:
    """The marks extraction adds to a claim's labels ("increment", "where", "beside gun")."""
    return {part for part in (qualifier or "").split("; ") if _is_mark(part)}


def labels(qualifier: str | None) -> str | None:
    """A claim's labels without the marks: "category 2"."""
    kept = [part for part in (qualifier or "").split("; ") if part and not _is_mark(part)]
    return "; ".join(kept) or None


# a count written before a model's name is the count, not the name ("seven AK-47s")
COUNT_WORDS = frozenset("one two three four five six seven eight nine ten eleven twelve dozen dozens".split())


def _label_key(label: str) -> str:
    """One label as two articles may write it: "AK-47", "AK 47", "seven AK-47s" -> "ak 47";
    "category 2" stays itself (only a count before a name, and a plural after a digit, go)."""
    words = label.lower().replace("-", " ").split()
    if len(words) > 1 and (words[0] in COUNT_WORDS or words[0].replace(",", "").isdigit()):
        words = words[1:]
    return " ".join(re.sub(r"(?<=\d)s$", "", w) for w in words)


def label_keys(qualifier: str | None) -> str | None:
    """A claim's labels as grouping compares them (see ``_label_key``)."""
    kept = labels(qualifier)
    return "; ".join(sorted({_label_key(part) for part in kept.split("; ")})) if kept else None


def _date(value: str | None) -> date | None:
    try:
        return date.fromisoformat(value[:10]) if value else None
    except ValueError:
        return None


def event_of(q: QuantityRecord, moment: date | None) -> EventTime:
    """When the counted thing happened, as far as the claim and its article tell."""
    text = re.sub(r"\s+", " ", (q.when or "").lower()).strip()
    text = re.sub(r"^(over|during|in|within|throughout|on|at|by|from|since) ", "", text)
    start, end = _date(q.when_start), _date(q.when_end)
    end = end or start
    if STORY_WEEKEND.fullmatch(re.sub(r"'s$", "", text)) or _story_week(q.when, end, moment):
        return EventTime("main", moment, moment, "")
    if q.when and PERIOD.search(q.when):
        return EventTime("period", start, end, text)
    if start is not None and end is not None:
        if end != start and (end - start).days > 1:
            return EventTime("past" if moment is None or (moment - end).days > STORY_DAYS else "period",
                             start, end, text)
        if moment is not None and (moment - end).days > STORY_DAYS:
            return EventTime("past", start, end, text)
        return EventTime("main", moment or start, moment or start, "")
    if q.when and PAST.search(CLOCK.sub("", q.when)):
        return EventTime("past", None, None, text)
    return EventTime("main", moment, moment, "")


def _story_week(when: str | None, end: date | None, moment: date | None) -> bool:
    """A week the clause names bare ("last week", "late last week"), within the story's days of a
    dated report: the story's own time (``STORY_WEEK``)."""
    bare = re.sub(r"\s+", " ", (when or "").lower()).strip()
    if not STORY_WEEK.fullmatch(bare) or end is None or moment is None:
        return False
    return (moment - end).days <= STORY_DAYS


# what a sum of money is the value of where its clause names no noun for it but a verb class
# that does ("offered $52 million", "bid $52 million": an offer's value; "bought Orbis for $13
# billion", "paid $13 billion for it": the price of what was bought, as "a $13.9bn takeover" is),
# as the class of the noun it would name (kg/data/measure_classes.tsv: "offer", "bid", "deal" are
# offers; "takeover", "purchase" acquisitions)
SUM_OF_ACTIONS = {"offer": "offer", "steal": "valuables", "pay": "acquisition"}
# verbs of the side that asks for terms, not the side that offers them (``asked_for``)
ASKING_VERBS = frozenset({"ask", "seek", "demand", "request", "want"})


def sum_of(actions: frozenset[str]) -> str | None:
    """The class of what a sum is the value of, read from the classes of its verbs: one, or none."""
    named = {SUM_OF_ACTIONS[a] for a in actions if a in SUM_OF_ACTIONS}
    return named.pop() if len(named) == 1 else None


def asked_for(obj: str | None, verbs: list[str]) -> str | None:
    """What a sum or a term is of where its verb asks for it: an offer's terms that one side asks,
    seeks or demands ("asking for an eight-year contract worth $200m", "seeking a 10-year deal")
    are its ask, not what the other side offered."""
    if obj == "offer" and any(v.lower() in ASKING_VERBS for v in verbs):
        return ASK
    return obj


def facets_of(q: QuantityRecord) -> Facets:
    """The keys of one claim (see the module docstring), with the reason when it has none."""
    moment = _date(q.reported) or _date(q.published)
    event = event_of(q, moment)
    counts = (q.counts or "").lower() or None
    dim = dimension(q.unit)
    reason = None
    obj = None
    kind_word = counts
    verbs = [v for v in (q.action, q.governing) if v and v.lower() not in GENERIC_VERBS]
    actions = frozenset(c for c in (action_class(v) for v in verbs) if c)
    action_word = verbs[0] if verbs else None
    if q.unit == "magnitude":
        kind, kind_word = "magnitude", "magnitude"
        obj = noun_class(counts)  # of an earthquake, or of an aftershock
    elif counts == "age":
        kind, kind_word = "age", "age"  # an age of nobody named joins only where the age agrees (grouping)
    elif dim is None:
        kind = noun_class(counts)
        if kind is None:
            reason = "no counted thing: a bare number"
        carried = noun_action(counts)
        if carried is not None:
            actions, action_word = frozenset({carried}), counts  # "the death toll rose to 10": people killed
    else:
        kind, kind_word = dim, q.unit
        obj = noun_class(counts)
        if obj is None and dim == "money":
            obj = sum_of(actions)  # "offered $52 million": the value of an offer, as "a $52 million offer" is
        obj = asked_for(obj, verbs)

    taken = THINGS_TAKEN.get((q.action or "").lower())
    if taken and q.role == "patient" and dim is None and kind is not None and kind != "person" \
            and not part_of_people(kind):
        actions, action_word = actions | {taken}, q.action  # "found 12 magazines": seized
    marks = markers(q.qualifier)
    if WHERE in marks and kind is not None and dim is None:
        kind = f"{kind} {WHERE}"  # "houses damaged in 15 villages": villages where, not villages damaged
    if kind is not None and dim is None and any(noun_class(m[len(BESIDE):]) == kind
                                                for m in marks if m.startswith(BESIDE)):
        kind = f"{kind} {PART}"  # "three rifles" beside "12 AK 47 guns": one part of the guns recovered
    rate = sorted(m for m in marks if m.startswith(PER))
    if rate and kind is not None:
        kind = f"{kind} {rate[0]}"  # "$22 million per season": a rate, another measure than the total
    if INCREMENT in marks:
        reason = "an increment ('two more', 'another 30'): what was added, not the count"
    if kind == "age" and q.value is None and (q.min_value is None) != (q.max_value is None) and not q.bearer:
        reason = "an age's open bound ('aged 65 and over', 'under 18'): the edge of a group of people, not someone's age"
    if AT_EVENT in marks:
        reason = "an age at an event of the holder's past ('at the age of 10, she began'), not the holder's age"
    if ANOTHER_EVENT in marks:
        reason = "a count of another event, weeks or more before or after the one its sentence reports ('came weeks after a driver shot eight people')"
    if TO_DATE in marks and event.kind == "main" and not actions & RUNNING_ACTIONS:
        # "the frigate has seized a total of 14 rifles so far": everything seized until the report, not
        # one seizure's count; a toll "so far" ("24 have died so far") is the story's own running count
        event = EventTime("period", None, None, TO_DATE)
    if q.vague and kind is None:
        reason = reason or "no counted thing: a bare number"
    runs = RUNNING_SUMS if dim == "money" else RUNNING_ACTIONS
    running = event.kind == "main" and (kind == "age" or obj in RUNNING_OBJECTS
                                        or (bool(actions & runs) and kind not in PROPERTY_KINDS | FREQUENCY_KINDS))
    return Facets(
        kind=kind, kind_word=kind_word, object=obj, actions=actions, action_word=action_word,
        bearer=q.bearer, people=q.people, organizations=q.organizations,
        place=None if kind == "age" else q.about,  # "Ann Lee, 61, opened a bakery in Dover": her age, not Dover's
        event=event, moment=moment, running=running, reason=reason,
        rising=any((v or "").lower() in CHANGE_VERBS for v in (q.action, q.governing)),
        verb=(q.action or "").lower() or None,
        holder=next((m[len(HOLDER):] for m in sorted(marks) if m.startswith(HOLDER)), None),
        doer=q.role == "agent" and dim is None and kind == "person" and bool(actions)
        and not actions & RUNNING_ACTIONS and reason is None,
    )


def events_meet(a: EventTime, b: EventTime, first: date | None = None, timeless: bool = False) -> bool:
    """Whether two claims' events can be one: the same story, the same past event or period.

    ``first`` is the earliest report of the story ``b`` belongs to, when grouping;
    ``timeless``: a quantity its bearer keys (an age), whatever the day of the report."""
    if (a.kind == "main") != (b.kind == "main"):
        return False
    if a.kind == "main":
        if a.start is None or b.start is None:
            return a.start is None and b.start is None
        anchor = first or b.start
        return timeless or abs((a.start - anchor).days) <= STORY_DAYS
    if a.start is not None and b.start is not None:
        return a.start <= b.end and b.start <= a.end  # type: ignore[operator]
    if (a.start is None) != (b.start is None):
        return _month_meets(a, b) or _month_meets(b, a)
    return a.text == b.text


MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december")


def _month_meets(dated: EventTime, undated: EventTime) -> bool:
    """A past time an undated report names by its month only ("at the end of July") and one a
    dated report resolves within that month: the same time, as far as either says."""
    if dated.start is None or undated.start is not None or dated.start.month != dated.end.month:
        return False
    named = {m for m in MONTHS if re.search(rf"\b{m}\b", undated.text)}
    return named == {MONTHS[dated.start.month - 1]} and not re.search(r"\b\d{4}\b", undated.text)
