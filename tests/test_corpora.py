"""The corpus loaders, on hand-made tokens and on the real archives in ../shared/corpus."""

from __future__ import annotations

import tarfile
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from kg.corpora import rebuild_text
from kg.corpora.ecbplus import ALL_ENTITY_TAG_PREFIXES, ECBPLUS_ARCHIVE, ECBPLUS_SENTENCES, EcbCorpus, load_ecbplus
from kg.corpora.meantime import MEANTIME_ARCHIVE, MeantimeCorpus, load_meantime
from kg.errors import InputError

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
CORPUS = SHARED / "corpus"


@pytest.fixture(scope="module")
def meantime() -> MeantimeCorpus:
    if not (CORPUS / MEANTIME_ARCHIVE).is_file():
        pytest.skip("../shared/corpus not present (a user's clone has none)")
    return load_meantime(CORPUS / MEANTIME_ARCHIVE)


@pytest.fixture(scope="module")
def ecbplus() -> EcbCorpus:
    if not (CORPUS / ECBPLUS_ARCHIVE).is_file():
        pytest.skip("../shared/corpus not present (a user's clone has none)")
    return load_ecbplus(CORPUS / ECBPLUS_ARCHIVE, CORPUS / ECBPLUS_SENTENCES)


# --- rebuilding text from tokens -------------------------------------------------------

@pytest.mark.parametrize(
    ("tokens", "natural"),
    [
        (["Airbus", "wins", "order", "worth", "$", "15bn"], "Airbus wins order worth $15bn"),
        (["Boeing", "'s", "787", ",", "(", "new", ")", "."], "Boeing's 787, (new)."),
        (["``", "We", "lost", ",", "''", "he", "said", "."], '"We lost," he said.'),
        (['"', "Yes", '"', ",", "she", "said", ";", '"', "no", '"', "."], '"Yes", she said; "no".'),
        (["Airbus", "'", "massive", "A380", "'s"], "Airbus' massive A380's"),
        (["the", "'", "switch", "'", "would", "happen"], "the 'switch' would happen"),
        (["prices", "rose", "3.5", "%", "and", "did", "n't", "fall"], "prices rose 3.5% and didn't fall"),
        (["at", "4", ":", "49", "pm", ":", "done"], "at 4:49 pm: done"),
    ],
    ids=["currency", "clitic-and-brackets", "ptb-quotes", "straight-quotes", "possessive-apostrophe",
         "single-quotes", "percent-and-negation", "time-of-day"],
)
def test_rebuild_text_natural_spacing(tokens: list[str], natural: str) -> None:
    text, spans = rebuild_text([tokens], "natural")
    assert text == natural
    surfaces = [text[s.start : s.end] for s in spans[0]]
    assert surfaces == [{"``": '"', "''": '"'}.get(t, t) for t in tokens]


def test_rebuild_text_single_spacing_keeps_tokens_verbatim_one_sentence_per_line() -> None:
    text, spans = rebuild_text([["``", "Hi", "''", "."], ["$", "5"]], "single")
    assert text == "`` Hi '' .\n$ 5"
    assert [text[s.start : s.end] for s in spans[1]] == ["$", "5"]


def test_missing_archive_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="cannot read the corpus archive"):
        load_meantime(tmp_path / "absent.tar.xz")


def test_archive_without_meantime_files_is_an_input_error(tmp_path: Path) -> None:
    archive = tmp_path / "empty.tar.xz"
    with tarfile.open(archive, "w:xz"):
        pass
    with pytest.raises(InputError, match="no .xml files"):
        load_meantime(archive)


# --- MEANTIME ---------------------------------------------------------------------------

def test_meantime_has_120_documents_in_four_topics(meantime: MeantimeCorpus) -> None:
    assert len(meantime.documents) == 120
    assert Counter(d.topic for d in meantime.documents) == {"airbus": 30, "apple": 30, "gm": 30, "stock": 30}
    assert len({d.doc_id for d in meantime.documents}) == 120


def test_meantime_text_and_mentions_of_the_qatar_airways_article(meantime: MeantimeCorpus) -> None:
    doc = next(d for d in meantime.documents if d.doc_id == "11716")
    assert doc.text.startswith("Airbus wins Qatar Airways order worth $15bn\nJune 13, 2005\n"
                               "European aircraft manufacturer, Airbus, has won an order")
    mentions = {(m.start, m.end): m for m in meantime.mentions if m.doc_id == "11716"}
    outer, inner = mentions[(58, 96)], mentions[(90, 96)]
    assert outer.text == "European aircraft manufacturer, Airbus"
    assert inner.text == "Airbus"
    assert outer.chain == inner.chain == "ORG37154719430036883"
    assert (outer.tag, outer.syntactic_type, outer.link) == ("ORG", "NAM", "http://dbpedia.org/page/Airbus")
    assert mentions[(150, 153)].text == "its" and mentions[(150, 153)].chain == "ORG37154719430036883"
    assert mentions[(12, 25)].text == "Qatar Airways" and mentions[(12, 25)].chain == "ORG27985022764478361"


def test_meantime_mention_chains_cross_documents(meantime: MeantimeCorpus) -> None:
    airbus_docs = {m.doc_id for m in meantime.mentions if m.chain == "ORG37154719430036883"}
    assert len(airbus_docs) > 20  # Airbus is one instance across the airbus topic


def test_meantime_every_gold_span_is_the_text_of_its_tokens(meantime: MeantimeCorpus) -> None:
    """Read the XML independently and compare each mention's tokens with the text at its spans."""
    archive = CORPUS / MEANTIME_ARCHIVE
    texts = {d.doc_id: d.text for d in meantime.documents}
    by_id = {(m.doc_id, m.mention_id): m for m in meantime.mentions}
    checked = 0
    with tarfile.open(archive) as tar:
        for member in tar:
            if "intra_cross-doc_annotation/" not in member.name or not member.name.endswith(".xml"):
                continue
            root = ET.fromstring(tar.extractfile(member).read())  # type: ignore[union-attr]
            doc_id = root.get("doc_id")
            token_text = {t.get("t_id"): t.text for t in root.iter("token")}
            for markable in root.find("Markables"):  # type: ignore[union-attr]
                mention = by_id.get((doc_id, markable.get("m_id")))
                if mention is None:
                    continue
                expected = [token_text[a.get("t_id")] for a in markable.findall("token_anchor")]
                expected = [{"``": '"', "''": '"'}.get(t, t) for t in expected]
                assert [texts[doc_id][s.start : s.end] for s in mention.tokens] == expected
                assert texts[doc_id][mention.start : mention.end] == mention.text
                checked += 1
    assert checked == len(meantime.mentions) == 3910


def test_meantime_has_418_value_spans(meantime: MeantimeCorpus) -> None:
    assert len(meantime.values) == 418
    assert Counter(v.type for v in meantime.values) == {"QUANTITY": 236, "MONEY": 101, "PERCENT": 81}
    texts = {d.doc_id: d.text for d in meantime.documents}
    assert all(texts[v.doc_id][v.start : v.end] == v.text for v in meantime.values)
    in_qatar = [(v.start, v.end, v.text, v.type) for v in meantime.values if v.doc_id == "11716"]
    assert in_qatar[:3] == [(38, 43, "$15bn", "MONEY"), (138, 146, "up to 60", "QUANTITY"), (220, 231, "$15 billion", "MONEY")]


def test_meantime_speech_events_and_their_speakers(meantime: MeantimeCorpus) -> None:
    assert len(meantime.speech_events) == 480
    assert sum(1 for e in meantime.speech_events if e.speakers) == 225
    events = {(e.doc_id, e.start): e for e in meantime.speech_events}
    said = events[("129865", 426)]
    assert said.text == "said"
    assert [(s.text, s.start, s.end) for s in said.speakers] == [("Chief executive Thomas Enders", 396, 425)]
    inverted = events[("106653", 703)]  # '..., said Angers'
    assert [s.text for s in inverted.speakers] == ["Angers"]
    assert inverted.speakers[0].chain == events[("106653", 322)].speakers[0].chain  # "Spokeswoman Sandy Angers"
    believed = events[("11716", 199)]
    assert believed.text == "believed" and believed.speakers == ()


def test_meantime_full_annotation_stops_after_the_first_sentences(meantime: MeantimeCorpus) -> None:
    doc = next(d for d in meantime.documents if d.doc_id == "11716")
    assert doc.annotated_end is not None
    assert doc.text[: doc.annotated_end].count("\n") == 5  # title, date line, four sentences
    limits = {d.doc_id: d.annotated_end for d in meantime.documents}
    assert sum(1 for e in meantime.speech_events if e.start < limits[e.doc_id]) == 329
    assert all(s.start < limits[e.doc_id] for e in meantime.speech_events for s in e.speakers)


def test_meantime_single_spacing_keeps_the_readme_convention() -> None:
    if not (CORPUS / MEANTIME_ARCHIVE).is_file():
        pytest.skip("../shared/corpus not present (a user's clone has none)")
    corpus = load_meantime(CORPUS / MEANTIME_ARCHIVE, spacing="single")
    doc = next(d for d in corpus.documents if d.doc_id == "11716")
    assert doc.text.startswith("Airbus wins Qatar Airways order worth $ 15bn\nJune 13 , 2005\n")
    assert next(v for v in corpus.values if v.doc_id == "11716").text == "$ 15bn"


# --- ECB+ -------------------------------------------------------------------------------

def test_ecbplus_test_topics_have_206_documents_with_annotated_sentences(ecbplus: EcbCorpus) -> None:
    assert len(ecbplus.documents) == 206
    assert {d.topic for d in ecbplus.documents} == {str(t) for t in range(36, 46)}
    assert len(ecbplus.mentions) == 1459
    assert len({m.chain for m in ecbplus.mentions}) == 338
    assert {m.tag for m in ecbplus.mentions} <= {
        "HUMAN_PART", "HUMAN_PART_PER", "HUMAN_PART_ORG", "HUMAN_PART_GPE", "HUMAN_PART_FAC", "HUMAN_PART_MET",
        "HUMAN_PART_GENERIC", "HUMAN_PART_VEH", "LOC_GEO", "LOC_FAC", "LOC_OTHER",
    }


def test_ecbplus_document_is_its_listed_sentences_with_chains_across_documents(ecbplus: EcbCorpus) -> None:
    doc = next(d for d in ecbplus.documents if d.doc_id == "36_10ecbplus")
    assert doc.text == (
        "Polygamist prophet Warren Jeffs charged againJuly 23, 2008. 4:49 pm\n"
        "Jeffs will not be tried in Texas until he goes to court in Arizona."
    )
    mentions = [(m.text, m.chain, m.tag) for m in ecbplus.mentions if m.doc_id == "36_10ecbplus"]
    jeffs = "HUM17642391151298735"
    assert mentions == [
        ("Polygamist prophet Warren Jeffs", jeffs, "HUMAN_PART_PER"),
        ("Jeffs", jeffs, "HUMAN_PART_PER"),
        ("in Texas", "36_10ecbplus#52", "LOC_GEO"),
        ("he", jeffs, "HUMAN_PART_PER"),
        ("court", "36_10ecbplus#56", "LOC_FAC"),
        ("Arizona", "LOC17720123743510939", "LOC_GEO"),
    ]
    assert len({m.doc_id for m in ecbplus.mentions if m.chain == jeffs}) == 10  # the ecbplus half of topic 36
    texts = {d.doc_id: d.text for d in ecbplus.documents}
    assert all(texts[m.doc_id][m.start : m.end] == m.text for m in ecbplus.mentions)


def test_ecbplus_all_entity_tags_add_non_human_participants_and_times() -> None:
    if not (CORPUS / ECBPLUS_ARCHIVE).is_file():
        pytest.skip("../shared/corpus not present (a user's clone has none)")
    corpus = load_ecbplus(CORPUS / ECBPLUS_ARCHIVE, CORPUS / ECBPLUS_SENTENCES, tag_prefixes=ALL_ENTITY_TAG_PREFIXES)
    assert len(corpus.mentions) == 2055
    tags = Counter(m.tag.split("_")[0] for m in corpus.mentions)
    assert tags["TIME"] == 239 and tags["NON"] == 357
