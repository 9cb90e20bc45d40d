"""Why kg misses or wrongly makes each measure pair: the key that kept two claims apart, or the keys
that let them meet, counted per reason (development sets only).

For every gold pair kg does not group, the first key (in the order ``Group.fits`` checks them)
that keeps the two claims apart when each is taken alone: the counted thing, the action, the
place, the time or date (which times: an undated report and a dated one, dated reports weeks
apart, the story's time and a period or a past time), the event signal (story terms or names in common), the holder, the
value kind (a unit only), one voice; or that a number was never extracted, or was left out of
every measure before grouping (no counted thing, an age of nobody…); or, when the two would fit
alone, that the measures built before them kept them apart (grouping order). For every kg pair
that is not a gold pair, and every false dispute, the keys that let them meet (a pair counts
under each). For every gold update kg does not link: (a) two claims kept apart (the key, as
above), (b) two claims of one measure and the condition of ``kg.measures.values`` an update
lacks (values that meet, not a running count, a day unknown, the same day), or (c) a number
never extracted. For every gold dispute kg does not find: kept apart (the key, as above), or one
measure and the rule that refused it; those kept apart are also taken again with their values
counted as agreeing (the key that keeps them apart even so) and counted as tied or not. Gold pairs
kept apart by the counted thing, the action or the value kind are also taken again with that key
agreeing (the second claim given the first's counted class or verb classes; both claims taken to
say what they measure beyond their unit): the key that keeps them apart even so, or that they would fit (``--topics``: those by topic), which tells a class the tables lack from
one whose pairs a later key refuses anyway. Gold pairs apart by the grouping order are also told by
the key by which the measures the two claims ended in refuse each other, or by which one's measure
refuses the other claim where that one ended in no measure (``order_reason``). With ``--lemmas``, the
words behind the pairs that would fit with their counted thing or action agreeing, and behind the
disputes a verb class decides: each side's counted word and verbs (``lemma_pair``), so a class a
table lacks ("damage" / "destroy") is told from a misreading (a misspelt nationality) or two things done
to one set.

Run (the records file is the one ``eval_measures.py --records`` writes and reads):
    PYTHONPATH=. python benchmarks/measures_errors.py --records FILE [--set "ecbplus dev"] [--show N]
        [--topics] [--verbs] [--lemmas]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from copy import copy
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from eval_measures import DEFAULT_CORPUS, evaluate  # noqa: E402

from kg.measures.classes import action_class, known_verb  # noqa: E402
from kg.measures.facets import GENERIC_VERBS, facets_of  # noqa: E402
from kg.measures.grouping import BARE, Group, _single, group_claims, name_aliases  # noqa: E402
from kg.measures.stories import AGREEING_SIMILARITY, CLASS_SIMILARITY, STORY_SIMILARITY, story_vectors  # noqa: E402

KEY_REASON = {
    "kind": "counted thing",
    "what it measures": "value kind (a unit only)",
    "object": "counted thing (what a unit is of)",
    "action": "action",
    "label": "counted thing (label)",
    "bearer": "holder",
    "parties": "holder (parties)",
    "place": "place",
    "time": "time/date",
    "story": "event signal",
    "one voice": "one voice",
    "magnitude": "event signal (magnitudes a unit apart)",
    "weak key": "counted thing (a weak key only)",
}


def _left_out(reason: str) -> str:
    if reason.startswith("no counted thing"):
        return "counted thing (none read)"
    if reason.startswith("an age of nobody"):
        return "holder (age of nobody)"
    return f"left out: {reason.split(':')[0]}"


def time_reason(qa, qb) -> str:  # noqa: ANN001
    """Which times the time key found apart: the story's time in an undated and a dated report,
    two dated reports more than the story's days apart, the story's time against a period or a
    past time, or two past times or periods."""
    ea, eb = facets_of(qa).event, facets_of(qb).event
    if ea.kind == eb.kind == "main":
        if (ea.start is None) != (eb.start is None):
            return "time/date: an undated report and a dated one (story terms below the threshold)"
        return "time/date: dated reports more than the story's days apart"
    kinds = {ea.kind, eb.kind}
    if "main" in kinds:
        return "time/date: the story's time and a period ('last week')" if "period" in kinds \
            else "time/date: the story's time and a past time ('in 2005')"
    return "time/date: two past times or periods"


ORDER = "grouping order (each joined another measure)"


def apart_reason(qa, qb, unmeasured: dict[str, str], vectors, aliases=None) -> str:  # noqa: ANN001
    """Why two claims kg did not group were kept apart (for the time key, which times:
    ``time_reason``)."""
    for q in (qa, qb):
        reason = unmeasured.get(q.claim)
        if reason and not reason.startswith("alone"):
            return _left_out(reason)
    ga, gb = _single(qa, facets_of(qa), vectors, aliases=aliases), _single(qb, facets_of(qb), vectors, aliases=aliases)
    why = ga.fits(gb) or gb.fits(ga)
    if why == "time":
        return time_reason(qa, qb)
    if why is not None:
        return KEY_REASON.get(why, why)
    return ORDER


def dispute_apart(qa, qb, vectors, aliases=None) -> tuple[str, str]:  # noqa: ANN001
    """For a gold dispute whose two claims sit in two measures (each taken alone, as
    ``apart_reason`` takes them): whether they would fit if their values agreed (a dispute's
    values never do), else the key that keeps them apart even so; and whether, joined, they
    would be tied (``kg.measures.tied``: a verb class in common), without which one measure
    holds them but no dispute is found."""
    from kg.measures import tied

    fa, fb = facets_of(qa), facets_of(qb)
    ga, gb = _single(qa, fa, vectors, aliases=aliases), _single(qb, fb, vectors, aliases=aliases)
    why = ga.fits(gb, restated=True) or gb.fits(ga, restated=True)
    agreeing = "would fit if the values agreed" if why is None else f"apart even so: {KEY_REASON.get(why, why)}"
    return agreeing, "tied" if tied(fa, fb) else "not tied"


# the keys of what is counted and what happened to it, and how a pair is made to agree on one; for
# the value kind (a unit only: "$2 million", "48 km" of nothing named), both are taken to say what
# they measure
AGREEING_KEYS = {"counted thing": ("kind", "words"), "action": ("known", "actions"),
                 KEY_REASON["what it measures"]: ("anchored",)}


def apart_even_so(qa, qb, reason: str, vectors, aliases=None) -> str:  # noqa: ANN001
    """For a gold pair kept apart by the counted thing, the action or the value kind
    (``AGREEING_KEYS``): the key that keeps the two apart even with that key taken to agree (the
    second claim given the first's counted class or verb classes; both taken to say what they
    measure beyond their unit), or that they would fit; so a class the tables lack, or an object
    extraction misses, is told from one that would gain nothing while a later key (the place, the
    time, the parties) refuses the pair."""
    fa, fb = facets_of(qa), facets_of(qb)
    ga, gb = _single(qa, fa, vectors, aliases=aliases), _single(qb, fb, vectors, aliases=aliases)
    for name in AGREEING_KEYS[reason]:
        if name == "anchored":
            ga.anchored = gb.anchored = True  # neither says what it measures beyond its unit: both taken to
        else:
            setattr(gb, name, copy(getattr(ga, name)))
    why = ga.fits(gb) or gb.fits(ga)
    if why == "time":
        return time_reason(qa, qb)
    return "would fit" if why is None else KEY_REASON.get(why, why)


def order_reason(qa, qb, measure_of: dict[str, Group], vectors) -> str:  # noqa: ANN001
    """For a gold pair apart by the grouping order (each claim fits the other alone): the key by
    which the measures they ended in refuse each other (each measure tried as the other's
    candidate, as the pass joining measures tries them); or, where one ended in no measure (its
    group had one article), the key by which the other's measure refuses it alone. So a key
    that a measure takes from its first claims (a place one member gave it, a verb class, a
    subgroup's kind) is told from measures that fit each other and were never tried."""
    ma, mb = measure_of.get(qa.claim), measure_of.get(qb.claim)
    if ma is not None and mb is not None:
        why = ma.fits(mb) or mb.fits(ma)
        return "their measures refuse each other: " + (KEY_REASON.get(why, why) if why else "none (never tried)")
    if ma is None and mb is None:
        return "both in no measure"
    measure, alone = (ma, qb) if ma is not None else (mb, qa)
    why = measure.fits(_single(alone, facets_of(alone), vectors))
    return "one in no measure, the other's measure refuses it: " + (KEY_REASON.get(why, why) if why else "none")


def refusal(qa, qb, running: bool, found_update: bool) -> str:  # noqa: ANN001
    """Which rule of ``kg.measures.values`` refused a dispute between two claims of one measure
    (the rules in the order ``value_links`` applies them)."""
    from kg.measures import tied
    from kg.measures.values import _disjoint, _voices_differ, interval

    fa, fb = facets_of(qa), facets_of(qb)
    if found_update:
        return "taken for an update" + (" (the text says the count rose)" if fa.rising or fb.rising else " (days apart)")
    if not _voices_differ(qa, qb):
        return "one voice (one article, not two named sources)"
    ia, ib = interval(qa), interval(qb)
    if qa.vague or qb.vague or ia is None or ib is None:
        return "a vague amount, or no value read"
    if (qa.unit or "") != (qb.unit or ""):
        return f"units differ ({qa.unit} / {qb.unit})"
    if running and fa.moment != fb.moment:
        return "running measure, different days, not linked"
    if not _disjoint(ia, ib):
        why = "approximate" if qa.approximate or qb.approximate else (
            "a bound or range" if qa.value is None or qb.value is None else "precision of the last digit")
        return f"intervals meet ({why})"
    if not tied(fa, fb):
        return "not tied (no action class in common)"
    return "other (the bounds on links)"


def update_refusal(qa, qb, running: bool, disputed: bool) -> str:  # noqa: ANN001
    """Why two claims of one measure that the gold calls an update are not linked as one (the
    conditions ``kg.measures.values`` puts on an update)."""
    from kg.measures.values import _disjoint, interval

    fa, fb = facets_of(qa), facets_of(qb)
    ia, ib = interval(qa), interval(qb)
    if qa.vague or qb.vague or ia is None or ib is None or not _disjoint(ia, ib):
        return "(b) one measure: the values meet (vague, a bound, or the same)"
    if disputed:
        return "(b) one measure, taken for a dispute (" + (
            "not a running count" if not running else "the same day" if fa.moment == fb.moment
            else "days unknown") + ", and no 'rose to' in the larger's text)"
    if not running:
        return "(b) one measure, not a running count, not tied"
    if fa.moment is None or fb.moment is None:
        return "(b) one measure, running: a day unknown"
    if fa.moment == fb.moment:
        return "(b) one measure, running: the same day, not tied"
    return "(b) one measure, running, days apart: other (the bounds on links)"


def meet_reasons(qa, qb, vectors) -> list[str]:  # noqa: ANN001
    """The keys on which two claims kg put together met."""
    fa, fb = facets_of(qa), facets_of(qb)
    reasons = []
    reasons.append("the same counted thing" if fa.kind == fb.kind else "counted things differ (met through the measure)")
    if fa.uses_action:
        if fa.known_actions & fb.known_actions:
            reasons.append("an action class in common")
        elif not (fa.known_actions and fb.known_actions):
            reasons.append("no known action on one side")
    if qa.bearer and qa.bearer == qb.bearer:
        reasons.append("the same holder")
    if fa.place and fa.place == fb.place:
        reasons.append("the same place")
    elif not (fa.place and fb.place):
        reasons.append("no place on one side")
    else:
        reasons.append("places both articles name")
    da, db = fa.event.start, fb.event.start
    if da is None and db is None:
        reasons.append("time: both undated")
    elif da is None or db is None:
        reasons.append(f"time: undated met dated through the measure's event signal (story terms >= {STORY_SIMILARITY},"
                       f" or >= {AGREEING_SIMILARITY} with a value and a verb class in common,"
                       f" >= {CLASS_SIMILARITY} with a value and the counted class)")
    else:
        reasons.append("time: dated within the story's days")
    if qa.value is not None and (qa.value, qa.unit) == (qb.value, qb.unit):
        reasons.append("the same value")
    return reasons


def _grouped_updates(s, gold, set_name: str) -> list:  # noqa: ANN001
    """Gold update pairs kg grouped (the scores list only pairs it did not group)."""
    from itertools import combinations

    from kg.evaluate.measures import _paired, gold_relation

    part = gold.split(set_name.split()[-1])
    wikinews = set_name.startswith("wikinews")
    by_measure: dict[str, list] = {}
    for n in part.numbers:
        if n.doc.startswith("wikinews") != wikinews:
            continue
        by_measure.setdefault(n.measure, []).append(n)
    missed = {frozenset((a.key, b.key)) for a, b, _ in s.missed}
    pairs = []
    for members in by_measure.values():
        for a, b in combinations(sorted(members, key=lambda n: n.key), 2):
            if _paired(a, b) and frozenset((a.key, b.key)) not in missed and gold_relation(a, b, part) == "update":
                pairs.append((a, b))
    return pairs


def _read(q) -> str:  # noqa: ANN001
    """What a claim was read as: counted word / verb / governing verb / the counted things' role."""
    return f"{q.counts}/{q.action}/{q.governing}/{q.role}"


# first keys of a missed pair that do not weigh the two values: left out before grouping, or
# kept apart by the measures built before
VALUE_FREE = ("(a) apart: counted thing (none read)", "(a) apart: left out", "(a) apart: holder (age of nobody)",
              "(a) apart: grouping order")
VERB_KEYS = ("action", "counted thing (a weak key only)", "not tied")  # the keys a verb class decides


def _verbs(q) -> list[str]:  # noqa: ANN001
    return [v.lower() for v in (q.action, q.governing) if v and v.lower() not in GENERIC_VERBS]


def lemma_pair(qa, qb) -> str:  # noqa: ANN001
    """The words two claims were read from, for a class table to be judged on: each side's counted
    word and the verbs that are not light ("boat/surround ~ speedboat/recover"), in a fixed order."""
    sides = sorted(f"{q.counts or '-'}/{','.join(_verbs(q)) or '-'}" for q in (qa, qb))
    return " ~ ".join(sides)


def verb_shape(qa, qb) -> str:  # noqa: ANN001
    """How the verbs of two claims stand to the class table: a class in common, both known
    and apart, a known verb against verbs it does not know, none known, or no verb on a side."""
    va, vb = _verbs(qa), _verbs(qb)
    if not va or not vb:
        return "no verb on one side"
    if {action_class(v) for v in va} & {action_class(v) for v in vb}:
        return "a verb class in common"
    known_a, known_b = any(known_verb(v) for v in va), any(known_verb(v) for v in vb)
    if known_a and known_b:
        return "both known, classes apart"
    return "a known verb against unknown ones" if known_a or known_b else "both unknown, apart"


def analyse(records_file: Path, set_name: str, show: int, topics: bool = False,
            verbs: bool = False, lemmas: bool = False) -> dict[str, Counter]:
    scores, gold, system = evaluate(DEFAULT_CORPUS, False, records_file)
    from eval_measures import system_output  # the comparison's own records, for the facets
    import json

    records = json.loads(records_file.read_text(encoding="utf-8"))
    _, comparison = system_output(records)
    del comparison
    from kg.pipeline import BuildConfig, CrossArticle, add_compact_record

    state = CrossArticle(BuildConfig())
    for item in records:
        add_compact_record(state, item["record"])
    quantities = {q.claim: q for q in state.comparer.quantities}
    from kg.measures import compare_quantities

    result = compare_quantities(state.comparer.quantities)
    grouped, _ = group_claims(sorted(state.comparer.quantities, key=lambda q: q.claim))
    measure_of = {q.claim: group for group in grouped for q in group.claims}
    vectors = story_vectors(state.comparer.quantities)
    aliases = name_aliases(state.comparer.quantities)  # names two articles write alike, as grouping reads them
    s = scores[set_name]
    claims_of: dict[tuple, list[str]] = {}
    for claim, (doc, start, end) in system.claims.items():
        claims_of.setdefault(doc, []).append(claim)

    from kg.evaluate.measures import gold_relation

    def claim_number(claim: str):  # noqa: ANN202
        doc, start, end = system.claims[claim]
        hits = [n for n in gold.numbers if n.doc == doc and n.start < end and start < n.end]
        return min(hits, key=lambda n: (n.start, n.end)) if hits else None

    def claim_on(number) -> str | None:  # noqa: ANN001
        hits = sorted(c for c in claims_of.get(number.doc, ())
                      if system.claims[c][1] < number.end and number.start < system.claims[c][2])
        return hits[0] if hits else None

    missed: Counter = Counter()
    even_so: Counter = Counter()  # (first key, the key with it taken to agree) of pairs AGREEING_KEYS keep apart
    by_order: Counter = Counter()  # pairs apart by the grouping order, by what keeps their measures apart
    even_so_by_topic: dict[tuple, Counter] = {}
    verb_shapes: Counter = Counter()  # missed pairs and disputes a verb class decides, by the verbs' shape
    unknown: Counter = Counter()  # the verbs the class table does not know, on those
    by_topic: dict[str, Counter] = {}
    # the words behind pairs that would fit with their counted thing or action agreeing, and behind
    # disputes apart by the action or the weak key: what a class table would have to join
    lemma_pairs: Counter = Counter()
    missed_disputes: Counter = Counter()
    examples: dict[str, list[str]] = {}
    for a, b, _relation in s.missed:
        ca, cb = claim_on(a), claim_on(b)
        why = "never extracted" if ca is None or cb is None else apart_reason(
            quantities[ca], quantities[cb], result.unmeasured, vectors, aliases)
        missed[why] += 1
        if why == ORDER:
            by_order[order_reason(quantities[ca], quantities[cb], measure_of, vectors)] += 1
        if why in AGREEING_KEYS:
            chain = (why, apart_even_so(quantities[ca], quantities[cb], why, vectors, aliases))
            even_so[chain] += 1
            if chain[1] == "would fit" and why != KEY_REASON["what it measures"]:
                lemma_pairs[(f"pair apart by {why}, would fit", lemma_pair(quantities[ca], quantities[cb]))] += 1
            even_so_by_topic.setdefault(chain, Counter())[a.doc.split("_")[0]] += 1
        if ca is not None and cb is not None and why in VERB_KEYS:
            shape = verb_shape(quantities[ca], quantities[cb])
            verb_shapes[f"pair apart by {why}: {shape}"] += 1
            unknown.update(v for v in _verbs(quantities[ca]) + _verbs(quantities[cb]) if not known_verb(v))
        by_topic.setdefault(why, Counter())[a.doc.split("_")[0]] += 1
        read = "" if ca is None or cb is None else (f" [{quantities[ca].counts}/{quantities[ca].action}"
                                                    f" ~ {quantities[cb].counts}/{quantities[cb].action}]")
        examples.setdefault(why, []).append(f"{a.doc} {a.text!r} ~ {b.doc} {b.text!r}{read}")
    running_of = {m.claims: m.running for m in result.measures}
    found_updates = {frozenset(pair) for pair in system.updates}
    dispute_examples: dict[str, list[str]] = {}
    disputes_by_topic: dict[str, Counter] = {}
    dispute_chains: Counter = Counter()  # (first key, with the values agreeing, tied) of disputes apart
    for a, b in s.missed_disputes:
        ca, cb = claim_on(a), claim_on(b)
        if ca is None or cb is None:
            why = "never extracted"
        else:
            measure = next((m for m in system.measures if ca in m and cb in m), None)
            why = f"(a) apart: {apart_reason(quantities[ca], quantities[cb], result.unmeasured, vectors, aliases)}" \
                if measure is None else "(b) one measure, refused: " + refusal(
                    quantities[ca], quantities[cb], running_of.get(tuple(sorted(measure)), False),
                    frozenset((ca, cb)) in found_updates)
        missed_disputes[why] += 1
        if why.startswith("(a) apart: ") and not why.startswith(VALUE_FREE):
            agreeing, tie = dispute_apart(quantities[ca], quantities[cb], vectors, aliases)
            dispute_chains[(why[len("(a) apart: "):], agreeing, tie)] += 1
        disputes_by_topic.setdefault(why, Counter())[a.doc.split("_")[0]] += 1
        if ca is not None and cb is not None and any(why.endswith(key) or f": {key}" in why for key in VERB_KEYS):
            shape = verb_shape(quantities[ca], quantities[cb])
            verb_shapes[f"dispute {'apart' if why.startswith('(a)') else 'not tied'}: {shape}"] += 1
            lemma_pairs[(f"dispute {why}", lemma_pair(quantities[ca], quantities[cb]))] += 1
            unknown.update(v for v in _verbs(quantities[ca]) + _verbs(quantities[cb]) if not known_verb(v))
        read = "" if ca is None or cb is None else f" [{_read(quantities[ca])} ~ {_read(quantities[cb])}]"
        dispute_examples.setdefault(why, []).append(f"{a.doc} {a.text!r} ~ {b.doc} {b.text!r}{read}")
    missed_updates: Counter = Counter()
    update_examples: dict[str, list[str]] = {}
    updates = {frozenset(pair) for pair in system.updates}
    disputes = {frozenset(pair) for pair in system.disputes}
    for a, b, relation in s.missed + [(a, b, "update") for a, b in _grouped_updates(s, gold, set_name)]:
        if relation != "update":
            continue
        ca, cb = claim_on(a), claim_on(b)
        if ca is None or cb is None:
            why = "(c) never extracted"
        elif frozenset((ca, cb)) in updates:
            continue
        else:
            measure = next((m for m in system.measures if ca in m and cb in m), None)
            why = f"(a) apart: {apart_reason(quantities[ca], quantities[cb], result.unmeasured, vectors, aliases)}" \
                if measure is None else update_refusal(quantities[ca], quantities[cb],
                                                       running_of.get(tuple(sorted(measure)), False),
                                                       frozenset((ca, cb)) in disputes)
        missed_updates[why] += 1
        read = "" if ca is None or cb is None else (f" [{_read(quantities[ca])} {quantities[ca].value} {quantities[ca].reported}"
                                                    f" ~ {_read(quantities[cb])} {quantities[cb].value} {quantities[cb].reported}]")
        update_examples.setdefault(why, []).append(f"{a.doc} {a.text!r} ~ {b.doc} {b.text!r}{read}")
    wrong: Counter = Counter()
    for a, b, _why in s.wrong:
        for reason in meet_reasons(quantities[a], quantities[b], vectors):
            wrong[reason] += 1
    false: Counter = Counter()
    false_examples = []
    for a, b, _why in s.wrong_disputes:
        for reason in meet_reasons(quantities[a], quantities[b], vectors):
            false[reason] += 1
        qa, qb = quantities[a], quantities[b]
        false_examples.append(f"{system.claims[a][0]}@{system.claims[a][1]} {_read(qa)} {qa.value or (qa.min_value, qa.max_value)}"
                              f" vs {system.claims[b][0]}@{system.claims[b][1]} {_read(qb)} {qb.value or (qb.min_value, qb.max_value)}: {_why}")
    false_updates: Counter = Counter()
    seen_updates: set[frozenset] = set()
    for a, b in system.updates:
        if frozenset((a, b)) in seen_updates:
            continue
        seen_updates.add(frozenset((a, b)))
        if a not in quantities or b not in quantities or system.claims[a][0] not in gold.articles:
            continue
        na, nb = claim_number(a), claim_number(b)
        if any(n is not None and n.measure.startswith("ignore") for n in (na, nb)):
            continue  # numbers a reader cannot place are scored with nothing
        if na is not None and nb is not None and na.measure == nb.measure and gold_relation(na, nb, gold) == "update":
            continue
        if not (set_name.startswith("wikinews") == system.claims[a][0].startswith("wikinews")) \
                or gold.articles[system.claims[a][0]].split != set_name.split()[-1]:
            continue
        why = "not one measure" if na is None or nb is None or na.measure != nb.measure else \
            f"gold: {gold_relation(na, nb, gold)}"
        false_updates[why] += 1
        qa, qb = quantities[a], quantities[b]
        false_examples.append(f"update {system.claims[a][0]}@{system.claims[a][1]} {qa.counts}/{qa.action} {qa.value} {qa.reported}"
                              f" -> {system.claims[b][0]}@{system.claims[b][1]} {qb.counts}/{qb.action} {qb.value} {qb.reported}: {why}")
    tables = {"gold pairs not grouped, by the key that kept them apart": missed,
              "gold disputes not found": missed_disputes,
              "gold updates not found": missed_updates,
              "kg pairs that are not gold pairs, by the keys that let them meet": wrong,
              "false disputes, by the keys that let them meet": false,
              "false updates, by what the gold says": false_updates}
    totals = {"kg pairs that are not gold pairs, by the keys that let them meet": len(s.wrong),
              "false disputes, by the keys that let them meet": len(s.wrong_disputes)}
    for title, counter in tables.items():
        total = totals.get(title, sum(counter.values()))
        print(f"\n### {title} ({total}{'; a pair counts under each key' if title in totals else ''})\n")
        print("| reason | pairs |\n| --- | ---: |")
        for reason, count in counter.most_common():
            print(f"| {reason} | {count} |")
    print(f"\n### gold pairs apart by the grouping order, by what keeps their measures apart ({sum(by_order.values())})\n")
    print("| reason | pairs |\n| --- | ---: |")
    for reason, count in by_order.most_common():
        print(f"| {reason} | {count} |")
    print(f"\n### gold pairs apart by the counted thing, the action or the value kind, with that key taken to agree "
          f"({sum(even_so.values())})\n")
    print("| first key | with it agreeing | pairs |\n| --- | --- | ---: |")
    for (first, then), count in sorted(even_so.items(), key=lambda item: (-item[1], item[0])):
        print(f"| {first} | {then} | {count} |")
    print(f"\n### gold disputes in two measures, by the first key, with the values taken to agree, "
          f"and tied or not ({sum(dispute_chains.values())})\n")
    print("| first key | with the values agreeing | joined, tied? | pairs |\n| --- | --- | --- | ---: |")
    for (first, agreeing, tie), count in sorted(dispute_chains.items(), key=lambda item: (-item[1], item[0])):
        print(f"| {first} | {agreeing} | {tie} | {count} |")
    if verbs:
        print("\n### gold pairs and disputes a verb class decides (apart by the action or the weak key, "
              "or one measure but not tied), by the shape of their verbs\n")
        print("| reason | pairs |\n| --- | ---: |")
        for reason, count in sorted(verb_shapes.items()):
            print(f"| {reason} | {count} |")
        print("\nverbs the class table does not know, on those pairs (each claim's verbs counted once a pair): "
              + ", ".join(f"{v} {n}" for v, n in unknown.most_common(25)))
    if lemmas:
        print(f"\n### the words behind gold pairs that would fit with their counted thing or action agreeing, and "
              f"behind gold disputes a verb class decides ({sum(lemma_pairs.values())})\n")
        print("| reason | counted word / verbs of each side | pairs |\n| --- | --- | ---: |")
        for (reason, words), count in sorted(lemma_pairs.items(), key=lambda item: (item[0][0], -item[1], item[0][1])):
            print(f"| {reason} | {words} | {count} |")
    if topics:
        print("\n### gold pairs not grouped, by reason and topic\n")
        for why, counter in sorted(by_topic.items(), key=lambda item: -sum(item[1].values())):
            print(f"- {why}: " + ", ".join(f"{t} {n}" for t, n in counter.most_common()))
        print("\n### gold pairs apart by the counted thing, the action or the value kind that would fit with it "
              "agreeing, by topic\n")
        for (first, then), counter in sorted(even_so_by_topic.items()):
            if then == "would fit":
                print(f"- {first}: " + ", ".join(f"{t} {n}" for t, n in counter.most_common()))
        print("\n### gold disputes not found, by reason and topic\n")
        for why, counter in sorted(disputes_by_topic.items(), key=lambda item: -sum(item[1].values())):
            print(f"- {why}: " + ", ".join(f"{t} {n}" for t, n in counter.most_common()))
    if show:
        for why, items in sorted(examples.items()):
            print(f"\n-- {why} --")
            for line in items[:show]:
                print("  " + line)
        for why, items in sorted(dispute_examples.items()):
            print(f"\n-- missed dispute: {why} --")
            for line in items[:show]:
                print("  " + line)
        for why, items in sorted(update_examples.items()):
            print(f"\n-- missed update: {why} --")
            for line in items[:show]:
                print("  " + line)
        print("\n-- false disputes --")
        for line in false_examples:
            print("  " + line)
    return tables


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=Path, required=True, help="eval_measures.py's records file")
    parser.add_argument("--set", default="ecbplus dev")
    parser.add_argument("--show", type=int, default=0, help="examples per reason")
    parser.add_argument("--topics", action="store_true", help="also count each reason by ECB+ topic")
    parser.add_argument("--lemmas", action="store_true",
                        help="also list the counted words and verbs behind the pairs that would fit with their "
                             "counted thing or action agreeing, and behind the disputes a verb class decides")
    parser.add_argument("--verbs", action="store_true",
                        help="also count the pairs a verb class decides by how their verbs stand to the class table")
    args = parser.parse_args()
    if args.set.endswith("aside"):
        raise SystemExit("the aside sets are scored, never looked at for errors")
    analyse(args.records, args.set, args.show, args.topics, args.verbs, args.lemmas)


if __name__ == "__main__":
    main()
