"""The evaluation harness: metrics on published cases, matching, speech and value scoring."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.corpora import Document, GoldMention
from kg.corpora.ecbplus import ECBPLUS_ARCHIVE, ECBPLUS_SENTENCES, load_ecbplus
from kg.corpora.meantime import MEANTIME_ARCHIVE, MeantimeCorpus, SpeechEvent, ValueSpan, load_meantime
from kg.evaluate import (
    SystemStatement,
    coreference_scores,
    evaluate_coreference,
    evaluate_speech,
    evaluate_values,
    exact_string_on_gold,
    head_token,
    project_clusters,
    speaker_text_matches,
)
from kg.records import Span

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"

# --- metrics --------------------------------------------------------------------------
# The reference scorer's test cases (conll/reference-coreference-scorers,
# test/CorefMetricTestConfig.pm, v8.01): key {a} {b c} {d e f}, a..f = 1..6, and
# responses with missing (A2), spurious (A3, A12, A13) and both kinds of mentions (A4).
# Expected values are (recall, precision, F1), copied from that file.
TC_A_KEY = [{1}, {2, 3}, {4, 5, 6}]
TC_A = {
    "A1": ([{1}, {2, 3}, {4, 5, 6}], {"muc": (1, 1, 1), "b3": (1, 1, 1), "ceafe": (1, 1, 1)}),
    "A2": ([{1}, {4, 5}], {"muc": (1 / 3, 1, 0.5), "b3": ((7 / 3) / 6, 1, 14 / 25), "ceafe": (0.6, 0.9, 0.72)}),
    "A3": ([{1}, {2, 3, 7}, {4, 5, 6, 8}, {9}],
           {"muc": (1, 3 / 5, 0.75), "b3": (1, (4 + 7 / 12) / 9, 110 / 163), "ceafe": (0.88571, 0.66429, 0.75918)}),
    "A4": ([{1}, {2, 3, 7}, {4, 8}, {9}],
           {"muc": (1 / 3, 1 / 3, 1 / 3),
            "b3": ((3 + 1 / 3) / 6, (1 + 4 / 3 + 1 / 2) / 7, 2 * (5 / 9) * (17 / 42) / ((5 / 9) + (17 / 42))),
            "ceafe": (0.73333, 0.55, 0.62857)}),
    "A10": ([{1}, {2}, {3}, {4}, {5}, {6}], {"muc": (0, 0, 0), "b3": (3 / 6, 1, 2 / 3)}),
    "A11": ([{1, 2, 3, 4, 5, 6}], {"muc": (1, 3 / 5, 0.75), "b3": (1, (1 / 6 + 2 * 2 / 6 + 3 * 3 / 6) / 6, 14 / 25)}),
    "A12": ([{1}, {7}, {8}, {3}, {4}, {5}, {9}],
            {"muc": (0, 0, 0), "b3": ((1 + 1 / 2 + 2 / 3) / 6, 4 / 7, 2 * (13 / 36) * (4 / 7) / ((13 / 36) + (4 / 7)))}),
    "A13": ([{1, 7, 8, 3, 4, 5, 9}],
            {"muc": (1 / 3, 1 / 6, 2 / 9),
             "b3": ((1 + 1 / 2 + 2 * 2 / 3) / 6, (1 / 7 + 1 / 7 + 2 * 2 / 7) / 7,
                    2 * (17 / 36) * (6 / 49) / ((17 / 36) + (6 / 49)))}),
}


@pytest.mark.parametrize("case", sorted(TC_A), ids=sorted(TC_A))
def test_metrics_agree_with_the_reference_scorer_test_cases(case: str) -> None:
    response, expected = TC_A[case]
    scores = coreference_scores(TC_A_KEY, response)
    got = {"muc": scores.muc, "b3": scores.b_cubed, "ceafe": scores.ceaf_e}
    for metric, (recall, precision, f1) in expected.items():
        assert (got[metric].recall, got[metric].precision, got[metric].f1) == pytest.approx((recall, precision, f1), abs=1e-5)


# Luo (2005), On coreference resolution performance metrics, EMNLP, Figure 1 and Table 1:
# F of MUC, B³ and CEAF-e (phi_4) for four responses to one key, to three decimals.
LUO_KEY = [{1, 2, 3, 4, 5}, {6, 7}, {8, 9, 10, 11, 12}]
LUO = {
    "a": ([{1, 2, 3, 4, 5}, {6, 7, 8, 9, 10, 11, 12}], (0.947, 0.865, 0.733)),
    "b": ([{1, 2, 3, 4, 5, 8, 9, 10, 11, 12}, {6, 7}], (0.947, 0.737, 0.667)),
    "c": ([set(range(1, 13))], (0.900, 0.545, 0.294)),
    "d": ([{i} for i in range(1, 13)], (0.0, 0.400, 0.178)),
}


@pytest.mark.parametrize("system", sorted(LUO), ids=[f"luo-{s}" for s in sorted(LUO)])
def test_metrics_agree_with_luo_2005(system: str) -> None:
    response, expected = LUO[system]
    scores = coreference_scores(LUO_KEY, response)
    assert (round(scores.muc.f1, 3), round(scores.b_cubed.f1, 3), round(scores.ceaf_e.f1, 3)) == expected
    assert scores.conll_f1 == pytest.approx(sum(expected) / 3, abs=1e-3)


# Vilain et al. (1995), A model-theoretic coreference scoring scheme, MUC-6: the rows of
# Table 1, and two larger cases, as collected in the test suite of neleval
# (wikilinks/neleval, neleval/tests/test_coref_metrics.py): MUC (precision, recall, F1).
VILAIN = [
    ([{"A", "B", "C", "D"}], [{"A", "B"}, {"C", "D"}], (1.0, 0.667, 0.8)),
    ([{"A", "B"}, {"C", "D"}], [{"A", "B", "C", "D"}], (0.667, 1.0, 0.8)),
    ([{"A", "B", "C"}], [{"A", "C"}], (1.0, 0.5, 0.667)),
    ([{"B", "C", "D", "E", "G", "H", "J"}], [{"A", "B", "C"}, {"D", "E", "F"}, {"G", "H", "I"}], (0.5, 0.5, 0.5)),
    ([{"A", "B", "C"}, {"D", "E", "F", "G"}], [{"A", "B"}, {"C", "D"}, {"F", "G", "H"}], (0.5, 0.4, 0.444)),
]


@pytest.mark.parametrize(("key", "response", "expected"), VILAIN, ids=[f"vilain-{i}" for i in range(len(VILAIN))])
def test_muc_agrees_with_vilain_1995(key: list[set[str]], response: list[set[str]], expected: tuple[float, ...]) -> None:
    muc = coreference_scores(key, response).muc
    assert (round(muc.precision, 3), round(muc.recall, 3), round(muc.f1, 3)) == expected


# --- matching ---------------------------------------------------------------------------

TEXT = "Polygamist prophet Warren Jeffs met the president of France, Airbus and Boeing's 787."


def gold(start: int, end: int, chain: str, doc_id: str = "d1", text: str = TEXT) -> GoldMention:
    """A gold mention whose tokens are the whitespace-separated words (punctuation split off)."""
    tokens: list[Span] = []
    position = start
    for word in text[start:end].split(" "):
        core = word.rstrip(",.")
        if word.endswith("'s"):
            tokens += [Span(position, position + len(word) - 2), Span(position + len(word) - 2, position + len(word))]
        elif core:
            tokens.append(Span(position, position + len(core)))
        if core != word and not word.endswith("'s"):
            tokens.append(Span(position + len(core), position + len(word)))
        position += len(word) + 1
    return GoldMention(doc_id, start, end, text[start:end], chain, "PER", tuple(tokens), f"m{start}")


def span_text(span: Span) -> str:
    return TEXT[span.start : span.end]


@pytest.mark.parametrize(
    ("phrase", "head"),
    [("Polygamist prophet Warren Jeffs", "Jeffs"), ("the president of France", "president"),
     ("Airbus and Boeing's 787", "Airbus"), ("Boeing's 787", "787"), ("Boeing's", "Boeing")],
    ids=["name-with-title", "postmodifier", "coordination", "possessive-modifier", "possessive-marker"],
)
def test_head_token(phrase: str, head: str) -> None:
    start = TEXT.index(phrase)
    assert span_text(head_token(gold(start, start + len(phrase), "c"), TEXT)) == head


def test_projection_pairs_exact_spans_first_then_heads_one_to_one() -> None:
    jeffs_np = gold(0, 31, "jeffs")  # Polygamist prophet Warren Jeffs
    president = gold(TEXT.index("the president"), TEXT.index("France") + 6, "president")
    france = gold(TEXT.index("France"), TEXT.index("France") + 6, "france")
    boeing = gold(TEXT.index("Boeing"), TEXT.index("Boeing") + 6, "boeing")
    system = [
        [("d1", 19, 31)],  # "Warren Jeffs": contains the head of the first mention
        [("d1", france.start, france.end)],  # exact for France; not a match for "the president of France"
        [("d1", boeing.start, boeing.end + 6)],  # "Boeing's 787": contains Boeing
        [("d2", 0, 5)],  # another document: ignored
    ]
    mentions = [jeffs_np, president, france, boeing]
    assigned, stats = project_clusters(mentions, {"d1": TEXT}, system)
    assert assigned == [0, -1, 1, 2]
    assert (stats.exact, stats.head, stats.unmatched, stats.system, stats.system_unused) == (1, 2, 1, 3, 0)


def test_projection_gives_a_nested_gold_mention_its_own_words_first() -> None:
    text = "European aircraft manufacturer, Airbus, won."
    outer = GoldMention("d", 0, 38, text[0:38], "airbus", "ORG",
                        (Span(0, 8), Span(9, 17), Span(18, 30), Span(30, 31), Span(32, 38)), "outer")
    inner = GoldMention("d", 32, 38, "Airbus", "airbus", "ORG", (Span(32, 38),), "inner")
    assigned, stats = project_clusters([outer, inner], {"d": text}, [[("d", 32, 38)], [("d", 18, 30)]])
    # clusters are numbered in sorted order: 0 is "manufacturer", 1 is "Airbus". The inner
    # mention takes "Airbus" exactly; the outer one's head is "manufacturer", not "Airbus"
    assert assigned == [0, 1] and (stats.exact, stats.head) == (1, 1)


def test_projection_does_not_depend_on_the_order_of_clusters() -> None:
    mentions = [gold(0, 31, "a"), gold(TEXT.index("France"), TEXT.index("France") + 6, "b")]
    clusters = [[("d1", 19, 31), ("d1", 60, 66)], [("d1", 53, 59)]]
    first, _ = project_clusters(mentions, {"d1": TEXT}, clusters)
    second, _ = project_clusters(mentions, {"d1": TEXT}, list(reversed(clusters)))
    assert first == second


# --- coreference end to end ---------------------------------------------------------------

DOCS = (
    Document("d1", "Steve Jobs spoke. Jobs left.", "apple"),
    Document("d2", "Jobs returned. Apple grew.", "apple"),
    Document("d3", "Jobs were cut at GM.", "gm"),
)
MENTIONS = (
    GoldMention("d1", 0, 10, "Steve Jobs", "PER_jobs", "PER", (Span(0, 5), Span(6, 10)), "1"),
    GoldMention("d1", 18, 22, "Jobs", "PER_jobs", "PER", (Span(18, 22),), "2"),
    GoldMention("d2", 0, 4, "Jobs", "PER_jobs", "PER", (Span(0, 4),), "3"),
    GoldMention("d2", 15, 20, "Apple", "ORG_apple", "ORG", (Span(15, 20),), "4"),
    GoldMention("d3", 17, 19, "GM", "ORG_gm", "ORG", (Span(17, 19),), "5"),
)


def test_a_perfect_system_scores_one() -> None:
    def perfect(documents):
        return [[("d1", 0, 10), ("d1", 18, 22), ("d2", 0, 4)], [("d2", 15, 20)], [("d3", 17, 19)]]

    report = evaluate_coreference(DOCS, MENTIONS, perfect)
    assert report.scores.conll_f1 == pytest.approx(1.0)
    assert (report.documents, report.gold_chains, report.response_clusters) == (3, 3, 3)


def test_exact_string_baseline_on_hand_made_documents() -> None:
    report = evaluate_coreference(DOCS, MENTIONS, exact_string_on_gold(MENTIONS))
    # key {SJ, J1, J2} {Apple} {GM}; response {SJ} {J1, J2} {Apple} {GM}
    assert report.scores.muc.recall == pytest.approx(1 / 2) and report.scores.muc.precision == pytest.approx(1.0)
    assert report.scores.b_cubed.recall == pytest.approx((1 / 3 + 2 / 3 + 2 / 3 + 1 + 1) / 5)
    assert report.scores.ceaf_e.precision == pytest.approx((0.8 + 1 + 1) / 4)


def test_by_topic_runs_the_system_once_per_topic() -> None:
    seen: list[list[str]] = []

    def recording(documents):
        seen.append([doc_id for doc_id, _ in documents])
        return []

    report = evaluate_coreference(DOCS, MENTIONS, recording, by_topic=True)
    assert seen == [["d1", "d2"], ["d3"]]
    assert report.matching.unmatched == 5 and report.scores.muc.f1 == 0.0


# --- speech and values -------------------------------------------------------------------

SPEECH_TEXT = "Apple CEO Steve Jobs said sales grew. He added that prices would fall."
SPEECH_DOC = Document("s1", SPEECH_TEXT, "apple", annotated_end=37)
JOBS = GoldMention("s1", 0, 20, "Apple CEO Steve Jobs", "PER_jobs", "PER", (Span(0, 5), Span(6, 9), Span(10, 15), Span(16, 20)), "1")
HE = GoldMention("s1", 38, 40, "He", "PER_jobs", "PER", (Span(38, 40),), "2")
SPEECH = MeantimeCorpus(
    documents=(SPEECH_DOC,),
    mentions=(JOBS, HE),
    speech_events=(
        SpeechEvent("s1", 21, 25, "said", "10", "say", (JOBS,)),
        SpeechEvent("s1", 41, 46, "added", "11", "add", (HE,)),  # after the annotated part
    ),
    values=(),
)


@pytest.mark.parametrize(
    ("statement", "found", "right"),
    [
        (SystemStatement("s1", Span(21, 25), (Span(10, 20),)), 1, 1),
        (SystemStatement("s1", Span(21, 25), (), "Steve Jobs"), 1, 1),
        (SystemStatement("s1", Span(21, 25), (), "Apple"), 1, 0),
        (SystemStatement("s1", Span(21, 25), (Span(26, 31),)), 1, 0),
        (SystemStatement("s1", Span(26, 31), (Span(10, 20),)), 0, 0),
    ],
    ids=["speaker-span", "speaker-text-subset", "wrong-speaker-text", "wrong-speaker-span", "cue-elsewhere"],
)
def test_speech_events_found_and_speakers(statement: SystemStatement, found: int, right: int) -> None:
    report = evaluate_speech(SPEECH, [statement])
    assert (report.gold_events, report.gold_with_speaker, report.found, report.speaker_right) == (1, 1, found, right)


def test_statements_after_the_annotated_part_are_not_scored() -> None:
    report = evaluate_speech(SPEECH, [SystemStatement("s1", Span(41, 46), (Span(38, 40),))])
    assert (report.statements, report.statements_unscored, report.found) == (0, 1, 0)


@pytest.mark.parametrize(
    ("system_text", "gold_text", "gold_head", "agree"),
    [
        ("Mr. Jobs", "Apple CEO Steve Jobs", "Jobs", True),
        ("Apple", "Apple CEO Steve Jobs", "Jobs", False),
        ("the Interior Ministry", "Spain's interior ministry", "ministry", True),
        ("Apple CEO Steve Jobs", "Jobs", "Jobs", True),
        ("a spokesman", "a spokesman for Boeing", "spokesman", True),
        ("Boeing", "a spokesman for Boeing", "spokesman", False),
        ("the", "the company", "company", False),
    ],
    ids=["surname", "other-word-of-the-mention", "short-form", "longer-name", "postmodified", "postmodifier-only", "empty"],
)
def test_speaker_text_matching(system_text: str, gold_text: str, gold_head: str, agree: bool) -> None:
    assert speaker_text_matches(system_text, gold_text, gold_head) is agree


def test_value_spans_found_by_overlap() -> None:
    doc = Document("v1", "It paid $15 billion for 20 jets in 2005.", "airbus")
    gold_values = [ValueSpan("v1", 8, 19, "$15 billion", "MONEY", "1"), ValueSpan("v1", 24, 26, "20", "QUANTITY", "2")]
    report = evaluate_values([doc], gold_values, [("v1", 9, 19), ("v1", 24, 26), ("v1", 35, 39)])
    assert (report.gold, report.found, report.exact, report.system, report.system_on_gold) == (2, 2, 1, 3, 2)
    assert report.by_type == (("MONEY", 1, 1), ("QUANTITY", 1, 1))


# --- the baseline on the real corpora (a regression guard for loaders and metrics) ---------

def test_exact_string_baseline_on_ecbplus_and_meantime() -> None:
    if not (CORPUS / MEANTIME_ARCHIVE).is_file():
        pytest.skip("../shared/corpus not present (a user's clone has none)")
    ecb = load_ecbplus(CORPUS / ECBPLUS_ARCHIVE, CORPUS / ECBPLUS_SENTENCES)
    ecb_report = evaluate_coreference(ecb.documents, ecb.mentions, exact_string_on_gold(ecb.mentions))
    meantime = load_meantime(CORPUS / MEANTIME_ARCHIVE)
    meantime_report = evaluate_coreference(meantime.documents, meantime.mentions, exact_string_on_gold(meantime.mentions))
    assert round(100 * ecb_report.scores.conll_f1, 1) == 57.7
    assert round(100 * meantime_report.scores.conll_f1, 1) == 54.6
    assert ecb_report.matching.exact == 1459 and meantime_report.matching.exact == 3910
