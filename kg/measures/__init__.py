"""Measures: quantity claims of many articles that measure one thing, and how their values
relate (``kg.compare`` runs this for the numbers of a collection).

    records ──facets──> keys of each claim (kind, action, bearer, parties, place, event, moment)
            ──grouping──> measures (``Measure``), and for every other claim why it is in none
            ──values────> clusters of compatible values, disputes, updates, agreements

Every step is a function of the set of claims, not of their order, and its output grows
linearly with the claims (see ``kg.measures.values``).
"""

from __future__ import annotations

import hashlib
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

from kg.measures.classes import part_of_people
from kg.measures.facets import EVENT_KINDS, PART, PROPERTY_KINDS, STORY_DAYS, Facets, facets_of
from kg.measures.facets import labels as labels_written
from kg.measures.grouping import Group, ages_grown, group_claims, rounded_alike
from kg.measures.labels import label_of
from kg.measures.records import Link, Measure, QuantityRecord, ValueCluster
from kg.measures.units import CONVERSION_SPREAD, converted_units
from kg.measures.values import APPROXIMATE_TOLERANCE, LINKS_PER_CLUSTER, at_death, interval, value_links

__all__ = [
    "APPROXIMATE_TOLERANCE",
    "Link",
    "Measure",
    "QuantityComparison",
    "QuantityRecord",
    "ValueCluster",
    "compare_quantities",
    "facets_of",
    "interval",
    "tied",
]


@dataclass
class QuantityComparison:
    measures: list[Measure] = field(default_factory=list)
    clusters: list[ValueCluster] = field(default_factory=list)
    disputes: list[Link] = field(default_factory=list)
    updates: list[Link] = field(default_factory=list)
    agreements: list[Link] = field(default_factory=list)
    unmeasured: dict[str, str] = field(default_factory=dict)  # claim IRI -> why it is in no measure


def _short(iri: str) -> str:
    return "/".join(iri.rsplit("/", 2)[-2:])  # "place/ceuta-b3e5c782": unique, and short in the IRI


def _when_text(group: Group) -> str | None:
    """The period or past time a label names ("over the past week"), as most claims write it."""
    if group.facets.event.kind == "main":
        return None
    counts = Counter(q.when for q in group.claims if q.when)
    return min(counts, key=lambda w: (-counts[w], w)) if counts else None


def _measure(group: Group, labels: Mapping[str, str]) -> Measure:
    f: Facets = group.facets
    place = min(group.places) if group.places else None
    time = group.event.describe() if group.first is None else (
        group.first.isoformat() if group.event.kind == "main" else group.event.describe())
    # measures joined with their verb classes set aside (grouping's _measures_fit) are of none of them
    action = min(group.actions) if f.uses_action and group.actions and not group.few_verbs else None
    parts = [f.kind or "", action or "", _short(place) if place else "", _short(group.bearer) if group.bearer else "",
             group.obj or "", time, ",".join(sorted(_short(o) for o in group.organizations)) if f.uses_parties else ""]
    key = "|".join(parts)
    keys: list[tuple[str, str]] = [("counted", f.kind or "")]
    words = sorted({q.counts for q in group.claims if q.counts} | {f"{q.unit}" for q in group.claims if q.unit})
    if words:
        keys.append(("read from", ", ".join(words)))
    converted = converted_units(q.unit for q in group.claims)
    if converted:
        keys.append(("units", converted))  # "48 km" joined "30 miles" (kg.measures.units)
    parts = sorted({m.kind for m in group.members if m.kind and m.kind != f.kind and part_of_people(m.kind)})
    if parts:
        keys.append(("subgroups", f"{', '.join(parts)} (of people: joined where a value agrees)"))
    listed = sorted({m.kind for m in group.members if m.kind and m.kind != f.kind and m.kind.endswith(PART)})
    if listed:
        keys.append(("subgroups", f"{', '.join(listed)} (joined where a value agrees)"))
    if action:
        verbs = sorted({q.action for q in group.claims if q.action})
        keys.append(("action", f"{action} ({', '.join(verbs)})" if verbs != [action] else action))
    elif f.measured == "money" and group.obj:
        verbs = sorted({q.action for q in group.claims if q.action})
        keys.append(("action", f"not compared: what the money is for ({group.obj}) names the event"
                               + (f" (verbs read: {', '.join(verbs)})" if verbs else "")))
    if group.few_verbs:
        verbs = sorted({q.action for q in group.claims if q.action})
        keys.append(("action", f"none: measures of the same values joined, whose verb classes ({', '.join(sorted(group.actions))})"
                               " each came from fewer than half of their claims; the rest give no verb the class table knows"
                               + (f" (verbs read: {', '.join(verbs)})" if verbs else "")))
    if group.bare_sums:  # grouping's _join_bare_sums
        keys.append(("bare sums", f"{group.bare_sums} sum(s) no other article gives, with no noun they are of and no verb,"
                                  " each joined as the one measure of money of its story that fits it"))
    if group.obj:
        # grouping's _unclassed_durations: "a 60-day stint" joined "a 60-day stay"
        alike = sorted({m.object for m in group.members if m.object and m.object != group.obj}) if f.kind == "duration" else []
        keys.append(("of", group.obj + (f" (and {', '.join(alike)}: durations of things the class table does not class,"
                                        " joined where a value agrees)" if alike else "")))
    if group.qualifiers:
        written = sorted({labels_written(q.qualifier) for q in group.claims} - {None} - group.qualifiers)
        keys.append(("labels", ", ".join(sorted(group.qualifiers))
                     + (f" (written {', '.join(written)})" if written else "")))
    if group.bearer:
        alike = sorted({labels.get(m.bearer, _short(m.bearer)) for m in group.members
                        if m.bearer and m.bearer != group.bearer})
        unnamed = sum(1 for m in group.members if m.kind == "age" and not m.bearer)
        keys.append(("whose", labels.get(group.bearer, _short(group.bearer))
                     + (f" (named alike, where a value agrees: {', '.join(alike)})" if alike else "")
                     + (f" (and {unnamed} of nobody named, where the age agrees)" if unnamed else "")
                     + ("; ages grown by the years between reports count as agreeing" if ages_grown(group) else "")
                     + ("; an age at death grows no more: a later other age disputes it"
                        if any(at_death(q) for q in group.claims) else "")))
    elif f.kind == "age":
        keys.append(("whose", "nobody the articles name (ages joined where they agree"
                     + (", or grew by the years between reports)" if ages_grown(group) else ")")))
    if f.uses_parties and (group.organizations or group.people):
        keys.append(("parties", ", ".join(sorted(labels.get(p, _short(p)) for p in group.organizations | group.people))))
    if place:
        keys.append(("place", labels.get(place, _short(place))))
    if group.spellings:  # grouping's places_spelled_alike: "Dargahan" and "Dargehan" in two reports
        keys.append(("spellings", "; ".join(f"{labels.get(a, _short(a))} also written {labels.get(b, _short(b))}"
                                            for a, b in sorted(group.spellings))
                     + " (a place name one vowel apart in one word of six letters or more: one place)"))
    undated = group.first is not None and f.event.kind == "main" and any(m.event.start is None for m in group.members)
    when = time if f.event.kind != "main" or group.first is None else (
        f"reports from {group.first.isoformat()} on (two weeks)"
        + ("; a day the clause of a report with no date gives, which undated reports meet as they meet each other"
           if group.unreported else
           "; undated reports of its story (story terms, or a value and a verb or the counted class in common;"
           " a value of ten or more that is not round, with either, unless their story terms are all but disjoint)"
           if undated else ""))
    if f.kind == "duration" and group.first is not None and any(
            m.event.start is not None and (m.event.start - group.first).days > STORY_DAYS for m in group.members):
        when += "; later reports of a duration they agree on, as long as it lasts"  # grouping's _lasting_days
    if f.kind == "age" and any(m.event.kind != f.event.kind for m in group.members):
        when += "; the same age given in a clause about another time"
    elif {m.event.kind for m in group.members} >= {"main", "past"}:
        # grouping's _may_tell_past_event: a past event, and reports with no date or dated within it
        when += ("; a past event told in a later report, with reports undated or dated within it (a value"
                 " and what happened to it in common, and story terms as close as an undated report's)")
    keys.append(("time", when))
    if group.told_alike:
        keys.append(("story", "reports naming too few of the same places and organisations, joined where a value and"
                              " what happened to it agree and their story terms are close"))
    estimates = sorted({q.article for q in group.claims if f.kind == "magnitude"
                        and len({q2.value for q2 in group.claims if (q2.article, q2.source) == (q.article, q.source)}) > 1})
    if estimates:
        keys.append(("voices", f"{len(estimates)} article(s) giving two magnitudes, read as two agencies' estimates"
                               " (joined where a value agrees or another article gives it)"))
    twice = _rounded_twice(group) if f.kind != "magnitude" else 0
    if twice:
        keys.append(("voices", f"{twice} article(s) giving one amount twice, rounded otherwise (within"
                               f" {CONVERSION_SPREAD:.0%}): one value"))
    running = any(facets_of(q).running for q in group.claims)
    keys.append(("values", "running: later reports update earlier ones" if running else
                 "one value: different values are disputes"))
    label = label_of(group.claims, f.kind or "", action, place, group.bearer, _when_text(group), labels,
                     f.kind in PROPERTY_KINDS)
    return Measure(key=key, label=label, claims=tuple(sorted(q.claim for q in group.claims)), keys=tuple(keys),
                   kind=f.kind or "", action=action, place=place, bearer=group.bearer, time=time, running=running)


def _rounded_twice(group: Group) -> int:
    """How many articles of a measure give one amount twice, rounded otherwise (grouping's
    ``rounded_alike``: "$4.5 million" in a headline, "$4.6 million" in the body)."""
    voices: dict[tuple, set[tuple]] = {}
    for q in group.claims:
        voices.setdefault((q.article, q.source, q.unit), set()).add((q.value, q.min_value, q.max_value, q.unit, q.vague))
    twice = {article for (article, _source, _unit), values in voices.items()
             if any(a != b and rounded_alike(a, b) for a in values for b in values)}
    return len(twice)


def tied(fa: Facets, fb: Facets) -> bool:
    """Whether two claims of one measure say the same thing happened to what they count, so
    that their different values are a dispute: a verb class in common ("seized" and "nabbed";
    "killed" and "the death toll"), or a property no verb changes (a magnitude, an age), or the
    same verb of the same counted word, a light verb too ("held nine boats", "six boats are held":
    light verbs have no class, but one verb of one word says one thing), or a count of events of
    one class (``EVENT_KINDS``: "three aftershocks were felt", "followed by four aftershocks"),
    whose verbs say how they were noticed, not what happened to them; or a past event's count of the
    people who did its act, recalled in a later report, and the count its reports of the time give
    of them (``Facets.doer``: "In March 2029, three men emptied the shop", "four robbers stole"):
    how many did it, whatever the verbs (two counts of people who acted at one time are not tied so:
    "100 people searched", "20 people were seen running" are two groups).

    Grouping lets claims whose verbs it cannot compare ("five vessels escorted", "five boats
    detected") share a measure; their different values are too weakly tied to be disputed.
    On the ECB+ development topics this keeps 45 of the 81 disputes found and drops 158 of
    the 191 false ones."""
    if fa.verb is not None and fa.verb == fb.verb and fa.kind_word is not None and fa.kind_word == fb.kind_word:
        return True
    if fa.kind in EVENT_KINDS and fa.kind == fb.kind:
        return True  # "three aftershocks were felt", "followed by four aftershocks": counts of events
    if fa.holder is not None and fa.holder == fb.holder and fa.kind_word is not None and fa.kind_word == fb.kind_word:
        return True  # "the pirates in three boats", "two boats of pirates": one holder's things, whatever their verbs
    if _verbless_beside_known(fa, fb) or _verbless_beside_known(fb, fa):
        return True
    if fa.doer and fb.doer and fa.kind == fb.kind and (fa.event.kind == "past") != (fb.event.kind == "past"):
        # "In December 2029, three men emptied the shop", recalled later, and "four robbers stole" in a
        # report of the time: how many did it (``kg.measures.grouping._recalls`` joined them), whatever the verbs
        return True
    return not fa.uses_action or bool(fa.actions & fb.actions)


def _verbless_beside_known(bare: Facets, told: Facets) -> bool:
    """A count with no verb at all (light verbs aside: "three other weapons", "the arms had seven
    rifles") and one of the same counted class whose verb the class table knows ("two rifles
    seized"): the verbless count joined the measure only where its value agreed with one there
    (``Group.fits``), so it counts what the measure counts, and the other's verb says what
    happened to it. A verb the table does not know says something else may have ("five boats
    detected"), and stays untied. One part of a list is of its list's class ("two other rifles seized"
    beside nine AK-47s, and "three other weapons" among the items found: guns both)."""
    return bare.uses_action and not bare.actions and bare.kind is not None \
        and bare.kind.removesuffix(f" {PART}") == (told.kind or "").removesuffix(f" {PART}") \
        and bool(told.known_actions)


TOLD_DISPUTES = ("also {} pair(s) whose verbs share no class, where another article gives one of the two"
                 " counts (the same value of the same counted word) with a verb the other's shares")


class _Ties:
    """Whether two claims of a measure are tied (``tied``), directly or through their tellings.

    A **telling** of a count is a claim of the measure that gives the same value of the same
    counted word: "two boats circled the ferry" in one report and "the two boats were captured"
    in another tell one count. A claim whose verb says what its counted things did, not what was
    done to them (they are not its patient: "two boats circled the ferry"), says nothing against
    what another telling says happened to them, so it is tied where a telling of it (another
    article's "the two boats were captured") is tied to the other claim: it disputes "three boats
    were captured" as that telling does. A count its verb says something was done to ("three
    rifles were spotted") says what happened to it itself, and borrows no telling's verb (``tied``:
    a verb the tables do not know stays untied). The two claims of a tie through tellings are of
    two articles: one article's own two values are two things it counts (a part and its whole).
    A telling also says whose the counted things are for every other telling of its count ("smugglers on
    two boats surrounded the tanker" in one report, "the cutter seized two boats" in another: the
    smugglers' boats both), where no telling names another holder: then the seized two are tied to "the
    smugglers, in three boats, tried to board" as one holder's things (``tied``), whatever the verbs.
    Each telling is of its first ``LINKS_PER_CLUSTER`` claims and two tellings are compared once,
    so the work stays linear in the claims. ``through``: the pairs tied only through tellings."""

    def __init__(self, claims: Iterable[QuantityRecord], facets: Mapping[str, Facets], tolerance: float) -> None:
        self.facets = facets
        self.told: dict[tuple, list[QuantityRecord]] = defaultdict(list)
        self.borrowed: dict[str, tuple] = {}  # claim -> the tellings whose verbs speak for it
        for q in sorted(claims, key=lambda q: q.claim):
            f = facets[q.claim]
            telling = (f.kind, f.kind_word, interval(q, tolerance))  # the count it tells
            self.told[telling].append(q)
            # the patient of its verb speaks for itself: what was done to its count is its own verb's
            self.borrowed[q.claim] = ("claim", q.claim) if q.role == "patient" else telling
            if q.role == "patient":
                self.told[("claim", q.claim)].append(q)
        self.known: dict[tuple[tuple, tuple], bool] = {}
        self.through: set[frozenset[str]] = set()
        # whose the counted things are, where a telling of the count says so and none says otherwise
        self.holders: dict[str, str] = {}
        for telling, tellers in self.told.items():
            named = {facets[c.claim].holder for c in tellers} - {None}
            if telling[0] != "claim" and len(named) == 1:
                for c in tellers:
                    self.holders[c.claim] = next(iter(named))

    def _tied_through(self, a: tuple, b: tuple) -> bool:
        if (a, b) not in self.known:
            self.known[(a, b)] = self.known[(b, a)] = any(
                c.article != d.article and tied(self.facets[c.claim], self.facets[d.claim])
                for c in self.told[a][:LINKS_PER_CLUSTER] for d in self.told[b][:LINKS_PER_CLUSTER])
        return self.known[(a, b)]

    def __call__(self, q: QuantityRecord, r: QuantityRecord) -> bool:
        if tied(self.facets[q.claim], self.facets[r.claim]):
            return True
        holder = self.holders.get(q.claim)
        if holder is not None and holder == self.holders.get(r.claim) \
                and self.facets[q.claim].kind_word == self.facets[r.claim].kind_word:
            return True  # one holder's things through a telling: "the pirates in three boats", "two boats seized"
        if self._tied_through(self.borrowed[q.claim], self.borrowed[r.claim]):
            self.through.add(frozenset((q.claim, r.claim)))
            return True
        return False


def compare_quantities(
    quantities: Iterable[QuantityRecord],
    labels: Mapping[str, str] = {},  # noqa: B006
    tolerance: float = APPROXIMATE_TOLERANCE,
) -> QuantityComparison:
    """Measures, value clusters, disputes, updates and agreements of a collection's claims."""
    quantities = sorted(quantities, key=lambda q: q.claim)
    trace: dict[str, Iterable[str]] = {}
    groups, reasons = group_claims(quantities, trace)
    result = QuantityComparison(unmeasured=reasons)
    keys_seen: Counter[str] = Counter()
    for group in groups:
        measure = _measure(group, labels)
        keys_seen[measure.key] += 1
        if keys_seen[measure.key] > 1:  # two measures on the same keys: tell them apart by their claims
            digest = hashlib.sha256("\n".join(measure.claims).encode()).hexdigest()[:8]
            measure = replace(measure, key=f"{measure.key}|{digest}")
        facets = {q.claim: facets_of(q) for q in group.claims}
        moments = {claim: f.moment for claim, f in facets.items()}
        ties = _Ties(group.claims, facets, tolerance)
        values = value_links(group.claims, moments, measure.running, tolerance, ties,
                             lambda q, facets=facets: facets[q.claim].rising,
                             ages=all(f.kind == "age" for f in facets.values()),
                             own_voice=all(f.kind in PROPERTY_KINDS for f in facets.values()),
                             only_grows=any(f.only_grows for f in facets.values())
                             and not any(f.running and not f.only_grows for f in facets.values()))
        told = sum(1 for link in values.disputes if frozenset((link.a, link.b)) in ties.through)
        if told:  # say why claims whose verbs share no class dispute (kg conflicts --explain prints the keys)
            measure = replace(measure, keys=(*measure.keys, ("disputes", TOLD_DISPUTES.format(told))))
        result.measures.append(measure)
        for number, cluster in enumerate(values.clusters):
            moment = cluster.moment.isoformat() if cluster.moment else None
            result.clusters.append(ValueCluster(
                key=f"{measure.key}|{moment or ''}|{cluster.unit or ''}|{number}", measure=measure.key,
                claims=tuple(sorted(q.claim for q in cluster.claims)),
                low=cluster.low if cluster.low != float("-inf") else None,
                high=cluster.high if cluster.high != float("inf") else None,
                unit=cluster.unit, moment=moment))
        result.disputes.extend(values.disputes)
        result.updates.extend(values.updates)
        result.agreements.extend(values.agreements)
    _explain_alone(result, trace, {q.claim: q for q in quantities})
    result.measures.sort(key=lambda m: m.key)
    result.clusters.sort(key=lambda c: c.key)
    result.disputes.sort()
    result.updates.sort()
    result.agreements.sort()
    return result


def _explain_alone(result: QuantityComparison, trace: dict[str, Iterable[str]],
                   records: Mapping[str, QuantityRecord]) -> None:
    """For a claim no other article reports, what it was read as and how the nearest measure differs."""
    label_of_first = {min(m.claims): m.label for m in result.measures}
    for claim, reason in list(result.unmeasured.items()):
        if not reason.startswith("alone"):
            continue
        f = facets_of(records[claim])
        read = f"read as {f.kind}" + (f", {'/'.join(sorted(f.actions))}" if f.actions else "") + f", {f.event.describe()}"
        nearest = ""
        for line in trace.get(claim, []):
            first, _, why = line.rpartition(": ")
            if first in label_of_first:
                nearest = f"; the measure '{label_of_first[first]}' differs in {why}"
                break
        result.unmeasured[claim] = f"{reason} ({read}){nearest}"
