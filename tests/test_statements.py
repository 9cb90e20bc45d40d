"""Statements: every statement a careful reader finds, with its speaker, on real articles.

Gold: ``tests/data/seed_statements.jsonl`` (the three seeds) and
``tests/data/wikinews_statements.jsonl`` (Wikinews development range, hand-annotated; see
README-statements.md). A kg statement answers a gold one when their cue spans overlap or
their contents overlap by half; the rule ``benchmarks/eval_statements.py`` scores with.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from functools import lru_cache

import pytest

from conftest import ROOT, SEEDS, WIKINEWS
from kg.extract.statements import CUES, HEARSAY_ADVERBS, LEARNED_RULES, attribution_of, extract_statements
from kg.nlp import load_pipeline
from kg.records import Article, ArticleRecords, Span, Statement

DATA = ROOT / "tests" / "data"
SEED_000 = "000_ddd0835c0143b9f7.txt"
SEED_001 = "001_3ec2b6a4884c1b61.txt"
SEED_002 = "002_27f613a8daa9a422.txt"


def load_gold(name: str) -> list[dict]:
    return [json.loads(line) for line in (DATA / name).read_text(encoding="utf-8").splitlines()]


SEED_GOLD = load_gold("seed_statements.jsonl")
WIKINEWS_GOLD = load_gold("wikinews_statements.jsonl")


@lru_cache(maxsize=None)
def analysed(source: str, text: str) -> ArticleRecords:
    """One article through the build's own analysis (furniture blanked, same pipeline)."""
    from kg.pipeline import analyse

    article = Article(text=text, sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(), source=source)
    return next(analyse([article]))


def seed(name: str) -> ArticleRecords:
    return analysed(name, (SEEDS / name).read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def wikinews_text(corpus: str, line: int, url: str) -> str:
    if not WIKINEWS.is_dir():
        pytest.skip("../shared/corpus not present (a user's clone has none)")
    first_dev_line = 100 if "2019" in corpus else 60
    assert line >= first_dev_line, f"{corpus} line {line} is held out for evaluation"
    record = json.loads((WIKINEWS / corpus).read_text(encoding="utf-8").splitlines()[line])
    assert record["url"] == url
    return record["text"]


def overlap(a: Span, b: list[int]) -> int:
    return max(0, min(a.end, b[1]) - max(a.start, b[0]))


def _score(s: Statement, gold: dict) -> int:
    cue = overlap(s.cue_span, gold["cue_span"]) > 0
    shorter = min(s.content_span.end - s.content_span.start, gold["content_span"][1] - gold["content_span"][0])
    content = overlap(s.content_span, gold["content_span"]) * 2 >= shorter > 0
    return 2 * cue + content


def answer(statements: tuple[Statement, ...], gold: dict) -> list[Statement]:
    """kg's statements answering a gold one, best first: cue and content, cue, content."""
    return sorted((s for s in statements if _score(s, gold)), key=lambda s: (-_score(s, gold), s.cue_span.start))


def fold(text: str) -> str:
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).lower().strip()
    return text[4:] if text.startswith("the ") else text


def names(records: ArticleRecords, key: str) -> set[str]:
    entity = next(e for e in records.entities if e.key == key)
    found = {entity.label, *entity.alt_labels}
    found.update(records.article.text[m.start : m.end] for m in entity.mentions)
    return {fold(n) for n in found}


def names_speaker(records: ArticleRecords, statement: Statement, gold: dict) -> bool:
    """The gold speaker (a name and its aliases, or nobody) and kg's speaker agree."""
    if gold["speaker"] is None:
        return statement.speaker is None
    if statement.speaker is None:
        return False
    wanted = [fold(n).split() for n in [gold["speaker"], *gold["speaker_aliases"]]]
    have = [n.split() for n in names(records, statement.speaker)]
    return any(w[-len(h) :] == h or h[-len(w) :] == w for w in wanted for h in have if w and h)


def label_of(records: ArticleRecords, statement: Statement) -> str | None:
    if statement.speaker is None:
        return None
    return next(e.label for e in records.entities if e.key == statement.speaker)


# -- the seeds: every statement, its cue and its speaker's exact label ----------------------

SEED_FILES = {"000": SEED_000, "001": SEED_001, "002": SEED_002}
# (seed, offset of the gold cue): (cue lemma, label of the speaker's entity; None: no entity)
SEED_EXPECTED = {
    ("000", 45): ("call on", None),  # Authorities in a tiny Spanish territory
    ("000", 562): ("say", "Spain's interior ministry"),
    ("000", 887): ("shout", None),  # "Viva España!" some shouted
    ("000", 942): ("say", "Civil Guard"),  # A Guardia Civil spokesperson
    ("000", 1117): ("report", "RTVE"),  # State television TVE
    ("000", 1194): ("say", "Agencia EFE"),  # state news agency EFE
    ("000", 1293): ("say", "Zakaria Zarroqui"),
    ("000", 1503): ("say", "Zakaria Zarroqui"),
    ("000", 1509): ("add", "Zakaria Zarroqui"),
    ("000", 1674): ("call for", "Juan Jesús Vivas"),
    ("000", 1774): ("ask", "Juan Jesús Vivas"),
    ("000", 1851): ("say", "Juan Jesús Vivas"),
    ("000", 1987): ("warn", "Juan Jesús Vivas"),  # He had warned
    ("000", 2127): ("say", "Spain's interior ministry"),  # The interior ministry
    ("000", 2374): ("say", "Spain's interior ministry"),  # it said
    ("000", 2394): ("say", "Spain's interior ministry"),  # The ministry
    ("000", 2485): ("say", "Spain's interior ministry"),  # saying
    ("000", 2623): ("rule", "Supreme Court"),
    ("000", 2914): ("tell", "Civil Guard"),  # the Guardia Civil spokesperson told Reuters
    ("001", 62): ("ask", "Ceuta"),  # Officials in the tiny Spanish coastal territory of Ceuta
    ("001", 197): ("promise", "Spain's interior ministry"),
    ("001", 310): ("say", "Madrid"),  # authorities in Madrid
    ("001", 930): ("shout", None),
    ("001", 939): ("according to", "Associated Press"),  # a photographer working for The AP
    ("001", 1102): ("according to", "Juan Jesus Vivas"),
    ("001", 1293): ("tell", "Juan Jesus Vivas"),
    ("001", 1423): ("say", "Juan Jesus Vivas"),  # he said
    ("001", 1429): ("warn", "Juan Jesus Vivas"),
    ("001", 1604): ("call for", "Juan Jesus Vivas"),
    ("001", 1704): ("ask", "Juan Jesus Vivas"),
    ("001", 1854): ("say", "Spain's interior ministry"),
    ("001", 1945): ("say", "Spain's interior ministry"),
    ("002", 253): ("according to", "ANSA"),
    ("002", 311): ("say", "Spain"),
    ("002", 471): ("call on", "Pedro Sanchez"),
    ("002", 667): ("criticize", "Pedro Sanchez"),
    ("002", 687): ("describe", "Pedro Sanchez"),  # what he described as the "selfish" attitude
    ("002", 773): ("say", "Interior Ministry"),
    ("002", 850): ("estimate", "Interior Ministry"),
    ("002", 963): ("say", "Spain"),
    ("002", 1908): ("ask", "Ceuta"),  # local authorities in Ceuta
}


def seed_id(gold: dict) -> str:
    return f"{gold['url'][6:9]}@{gold['cue_span'][0]}-{gold['cue_text']}"


def test_seed_gold_is_complete() -> None:
    assert len(SEED_GOLD) == len(SEED_EXPECTED) == 41
    assert {(g["url"][6:9], g["cue_span"][0]) for g in SEED_GOLD} == set(SEED_EXPECTED)


@pytest.mark.parametrize("gold", SEED_GOLD, ids=seed_id)
def test_seed_statement_found_with_its_speaker(gold: dict) -> None:
    records = seed(SEED_FILES[gold["url"][6:9]])
    found = answer(records.statements, gold)
    assert found, f"kg misses {gold['cue_text']!r} by {gold['speaker_text']!r}"
    cue, label = SEED_EXPECTED[(gold["url"][6:9], gold["cue_span"][0])]
    best = found[0]
    assert best.cue == cue
    assert label_of(records, best) == label
    if label is None:
        assert best.speaker_text == gold["speaker_text"]


@pytest.mark.parametrize("name", [SEED_000, SEED_001, SEED_002])
def test_seed_has_no_statement_a_reader_would_not_find(name: str) -> None:
    records = seed(name)
    gold = [g for g in SEED_GOLD if g["url"] == f"seeds/{name}"]
    extra = [(s.cue, s.content) for s in spoken(records) if not any(answer((s,), g) for g in gold)]
    assert extra == []


def spoken(records: ArticleRecords) -> list[Statement]:
    """The statements in the hand gold's scope: reported speech by the reporting verbs it was
    defined with. Statements of cues learned from PolNeAR (thought, intention, decrees,
    attitudes: "believes", "ordered", "expressed regret") and adverbs of hearsay ("reportedly",
    no source) follow PolNeAR's wider notion of attribution and are measured there
    (benchmarks/eval_polnear.py)."""
    return [s for s in records.statements
            if s.rule not in {"statement.learned_cue", "statement.learned_passive"} and s.cue not in HEARSAY_ADVERBS]


def statement_at(name: str, cue_offset: int) -> Statement:
    records = seed(name)
    return next(s for s in records.statements if s.cue_span.start == cue_offset)


def test_quote_before_its_cue_is_direct_and_verbatim() -> None:
    s = statement_at(SEED_000, 1503)  # "The situation remains …," Zarroqui said
    assert (s.rule, s.direct, s.quote) == (
        "statement.quote_before_cue", True, "The situation remains out of control as we speak"
    )
    text = seed(SEED_000).article.text
    start = text.index("The situation remains")
    assert s.content == s.quote
    assert s.content_span == Span(start, start + len(s.quote))


def test_partial_quote_keeps_the_clause_as_content() -> None:
    s = statement_at(SEED_000, 1851)  # Vivas said the additional police … "to guarantee …"
    assert s.direct is False
    assert s.quote == "to guarantee the inviolability of the frontier and citizen safety."
    assert s.content == (
        'the additional police and soldiers would be necessary "to guarantee the inviolability '
        'of the frontier and citizen safety."'
    )


def test_pronoun_it_resolves_to_the_ministry_and_keeps_the_partial_quote() -> None:
    s = statement_at(SEED_000, 2374)  # Government administrations are "coordinating …," it said.
    assert s.rule == "statement.clause_then_cue"
    assert s.quote == "coordinating to respond with speed and efficacy to the situation in Ceuta"
    assert s.speaker_description is None and s.speaker_text is None


def test_unnamed_spokesperson_is_the_organisation_with_the_description_kept() -> None:
    s = statement_at(SEED_000, 942)
    assert (label_of(seed(SEED_000), s), s.speaker_description) == ("Civil Guard", "A Guardia Civil spokesperson")
    assert s.attributed_to == s.speaker
    told = statement_at(SEED_000, 2914)
    assert (told.via, told.speaker_description) == ("Reuters", "the Guardia Civil spokesperson")


def test_unresolved_speaker_keeps_its_words_and_no_entity() -> None:
    s = statement_at(SEED_000, 45)
    assert (s.speaker, s.attributed_to, s.speaker_text) == (None, None, "Authorities in a tiny Spanish territory")


def test_trailing_according_to_and_medium() -> None:
    s = statement_at(SEED_001, 1102)
    assert s.content == "Around 1,500 migrants reached the city by swimming across from Morocco over the past week"
    radio = statement_at(SEED_001, 1293)
    assert radio.via == "local radio stations"
    assert radio.rule == "statement.clause_then_cue"


def test_described_as_keeps_the_quoted_word() -> None:
    s = statement_at(SEED_002, 687)
    assert (s.rule, s.quote, s.content) == ("statement.describe_as", "selfish", 'the "selfish" attitude of some member states')


def test_evidence_is_the_sentence_and_holds_cue_and_content() -> None:
    for name in (SEED_000, SEED_001, SEED_002):
        records = seed(name)
        for s in records.statements:
            (evidence,) = s.evidence
            assert evidence.start <= min(s.cue_span.start, s.content_span.start)
            assert evidence.end >= max(s.cue_span.end, s.content_span.end)
            assert records.article.text[evidence.start : evidence.end].strip() == records.article.text[evidence.start : evidence.end]


def test_nothing_comes_from_page_furniture() -> None:
    records = seed(SEED_001)
    assert records.furniture
    for s in records.statements:
        assert not any(f.start < s.evidence[0].end and s.evidence[0].start < f.end for f in records.furniture)


def test_exactly_one_of_speaker_and_speaker_text_and_direct_only_with_a_quote() -> None:
    for name in (SEED_000, SEED_001, SEED_002):
        for s in seed(name).statements:
            assert (s.speaker is None) != (s.speaker_text is None)
            assert s.attributed_to == s.speaker
            assert not s.direct or s.quote
            assert s.cue in CUES or s.rule in LEARNED_RULES | {"statement.quote_any_verb"}


def test_same_input_same_statements() -> None:
    text = (SEEDS / SEED_000).read_text(encoding="utf-8")
    records = seed(SEED_000)
    again = extract_statements(load_pipeline()(text), records.entities, records.furniture)
    assert again == list(records.statements)


def test_claims_inside_reported_speech_are_the_speakers() -> None:
    records = seed(SEED_002)
    number = Span(records.article.text.index("48,300"), records.article.text.index("48,300") + 6)
    holder = attribution_of(number, records.statements)
    assert holder is not None and (holder.cue, label_of(records, holder)) == ("estimate", "Interior Ministry")
    assert attribution_of(Span(0, 5), records.statements) is None


# -- Wikinews: hand-annotated articles of the development range ----------------------------

# Gold statements kg does not get right, each with the reason. Strict: one that starts
# passing must be taken off this table.
KNOWN_FAILURES = {
    "wikinews-2019.jsonl:120@1894-cautioned": "the parser makes 'cautioned' an adjective on 'justice'",
    "wikinews-2019.jsonl:121@1087-denied": "'which he denied': a relative pronoun as content is not resolved",
    "wikinews-2019.jsonl:133@1756-wrote": "the entity extractor types Nikki Haley as an organisation and the parse hangs her name on 'Ambassador to'",
    "wikinews-2020.jsonl:72@1115-added": "the parser makes 'added' a clause inside the quotation",
    "wikinews-2020.jsonl:109@64-projected": "'projected' (election calls) is not a cue: too often a forecast",
    "wikinews-2020.jsonl:109@421-called-0": "'called the election for X' is not read as a statement",
    "wikinews-2020.jsonl:109@421-called-1": "'called the election for X' is not read as a statement",
    "wikinews-2020.jsonl:109@591-called-0": "'called the election for X' is not read as a statement",
    "wikinews-2020.jsonl:109@591-called-1": "'called the election for X' is not read as a statement",
    "wikinews-2020.jsonl:114@362-projected": "'projected' (election calls) is not a cue: too often a forecast",
    "wikinews-2020.jsonl:118@28-claiming": "the parser makes the whole headline-like sentence passive around 'stolen'",
    "wikinews-2020.jsonl:118@1349-encouraged": "the parser tags 'encouraged' as an adjective",
    "wikinews-2020.jsonl:122@1098-declared": "'what the WHO declared a pandemic': the parser gives 'declared' another subject",
}


def wikinews_ids(golds: list[dict]) -> list[str]:
    seen: dict[str, int] = {}
    ids = []
    for g in golds:
        base = f"{g['corpus']}:{g['line']}@{g['cue_span'][0]}-{g['cue_text']}"
        seen[base] = seen.get(base, -1) + 1
        ids.append(base)
    counts = {b: n for b, n in seen.items()}
    numbered: dict[str, int] = {}
    out = []
    for base in ids:
        if counts[base]:
            numbered[base] = numbered.get(base, -1) + 1
            out.append(f"{base}-{numbered[base]}")
        else:
            out.append(base)
    return out


WIKINEWS_IDS = wikinews_ids(WIKINEWS_GOLD)


def wikinews_cases() -> list:
    cases = []
    for ident, gold in zip(WIKINEWS_IDS, WIKINEWS_GOLD):
        marks = [pytest.mark.slow]
        if ident in KNOWN_FAILURES:
            marks.append(pytest.mark.xfail(strict=True, reason=KNOWN_FAILURES[ident]))
        cases.append(pytest.param(gold, id=ident, marks=marks))
    return cases


def wikinews_records(gold: dict) -> ArticleRecords:
    text = wikinews_text(gold["corpus"], gold["line"], gold["url"])
    return analysed(f"{gold['corpus']}:{gold['line']}", text)


def test_wikinews_gold_is_well_formed() -> None:
    assert len(WIKINEWS_GOLD) >= 30
    assert set(KNOWN_FAILURES) <= set(WIKINEWS_IDS)
    for gold in WIKINEWS_GOLD:
        assert gold["line"] >= (100 if "2019" in gold["corpus"] else 60), "annotate only the development range"
        assert gold["cue"] in CUES or gold["cue"] in {"confess", "credit", "project", "call"}
        assert gold["direct"] is False or gold["quotes"]
        assert (gold["speaker"] is None) or gold["speaker_text"]
    patterns = {p for g in WIKINEWS_GOLD for p in g["patterns"]}
    assert {
        "quote_before_cue", "quote_after_cue", "cue_inside_quote", "multi_sentence_quote", "multi_paragraph_quote",
        "curly_quotes", "partial_quote", "said_that", "warned", "told_via", "according_to_initial",
        "according_to_trailing", "clause_then_cue", "reported_that", "citing", "called_for", "described_as",
        "pronoun_speaker", "short_form_speaker",
    } <= patterns


def test_wikinews_gold_spans_are_the_article_text() -> None:
    for gold in WIKINEWS_GOLD:
        text = wikinews_text(gold["corpus"], gold["line"], gold["url"])
        assert text[gold["cue_span"][0] : gold["cue_span"][1]] == gold["cue_text"]
        assert text[gold["content_span"][0] : gold["content_span"][1]] == gold["content"]
        for span, quote in zip(gold["quote_spans"], gold["quotes"]):
            assert text[span[0] : span[1]] == quote


@pytest.mark.parametrize("gold", wikinews_cases())
def test_wikinews_statement_found_with_its_speaker(gold: dict) -> None:
    records = wikinews_records(gold)
    found = answer(records.statements, gold)
    assert found, f"kg misses {gold['cue_text']!r} by {gold['speaker_text']!r}"
    # among equally good answers (two speakers of one "according to X and Y"), one is right
    best = [s for s in found if answer((s,), gold) and _score(s, gold) == _score(found[0], gold)]
    assert any(names_speaker(records, s, gold) for s in best)


WHOLE_ARTICLES = sorted({(g["corpus"], g["line"], g["url"]) for g in WIKINEWS_GOLD if g["scope"] == "whole"})


@pytest.mark.slow
@pytest.mark.parametrize("article", WHOLE_ARTICLES, ids=[f"{c}:{n}" for c, n, _ in WHOLE_ARTICLES])
def test_wikinews_whole_article_has_no_statement_a_reader_would_not_find(article: tuple[str, int, str]) -> None:
    corpus, line, url = article
    records = analysed(f"{corpus}:{line}", wikinews_text(corpus, line, url))
    gold = [g for g in WIKINEWS_GOLD if g["url"] == url]
    extra = [(s.cue, s.content) for s in spoken(records) if not any(answer((s,), g) for g in gold)]
    assert extra == []


def test_words_in_another_script_are_no_cue_and_no_speaker():
    """An interview printed with each answer in English and in Hindi: what the English parser
    makes of the Devanagari lines ("को" as a verb, "आता" as its subject) is no statement."""
    url = ("https://en.wikinews.org//wiki/Living_with_HIV_during_COVID-19:_Wikinews_talks_to_HIV-positive_"
           "sex_workers_about_how_pandemic_has_effected_their_lives")
    text = wikinews_text("wikinews-2020.jsonl", 97, url)
    records = analysed("hiv-interview", text)

    def latin(words: str) -> bool:
        letters = [c for c in words if c.isalpha()]
        return not letters or any(unicodedata.name(c, "").startswith("LATIN") for c in letters)

    labels = {e.key: e.label for e in records.entities}
    cues = [text[s.cue_span.start : s.cue_span.end] for s in records.statements]
    speakers = [labels.get(s.speaker, s.speaker_text) or "" for s in records.statements]
    assert [c for c in cues if not latin(c)] == [] and [s for s in speakers if not latin(s)] == []
    # the English answers stay their speakers' statements
    assert sum(1 for s in speakers if s == "Akram Pasha") >= 40


def test_a_drafts_end_asks_about_quotations_only_for_words_past_it(monkeypatch):
    """Where a draft ends (``_last_offset``, asked when a quotation stands alone after it): a
    word of the cue's subtree that ends no later than the draft already does cannot move its
    end, so whether it lies in another quotation is not asked (22 words asked before)."""
    import kg.extract.statements as statements
    from kg.extract.entities import extract_entities

    text = ('Mayor Ellen Park said on Tuesday that the new ferry would run from the old harbour to the island every '
            'morning. "It will change the island for good." The council meets in May.')
    doc = load_pipeline()(text)
    asked: list[int] = []
    real = statements._Extractor._in_other_quotation
    monkeypatch.setattr(statements._Extractor, "_in_other_quotation",
                        lambda self, token, draft: asked.append(token.i) or real(self, token, draft))
    found = [(s.cue, text[s.content_span.start:s.content_span.end]) for s in extract_statements(doc, extract_entities(doc))]
    assert found == [("say", 'the new ferry would run from the old harbour to the island every morning. '
                             '"It will change the island for good.')]
    assert len(asked) <= 2
