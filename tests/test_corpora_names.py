"""Readers and scorers for names annotated by others: CoNLL-2003, GUM, the Wikinews gold.

The CoNLL-2003 files are Reuters text and never in the project: the reader is tested on
lines written here in the same layout.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.corpora.conll import parse_conll
from kg.errors import InputError
from kg.evaluate.names import score_entities, score_names

CONLL = """-DOCSTART- -X- O O

Halvorsen NNP I-NP I-ORG
Rovers NNP I-NP I-ORG
sign VBP I-VP O
Danish JJ I-NP I-MISC
striker NN I-NP O
Jens NNP I-NP I-PER
Berg NNP I-NP I-PER
. . O O

OSLO NNP I-NP I-LOC
1996-08-30 CD I-NP O

-DOCSTART- -X- O O

Lisbon NNP I-NP I-LOC
Porto NNP I-NP B-LOC
" " O O
match NN I-NP O
" " O O
. . O O
"""


def test_conll_documents_sentences_as_lines_and_iob1_mentions():
    corpus = parse_conll(CONLL, "test")
    assert [d.text for d in corpus.documents] == [
        "Halvorsen Rovers sign Danish striker Jens Berg.\nOSLO 1996-08-30",
        'Lisbon Porto "match".',
    ]
    assert [(m.doc_id, m.text, m.type) for m in corpus.mentions] == [
        ("test:0", "Halvorsen Rovers", "ORG"), ("test:0", "Danish", "MISC"), ("test:0", "Jens Berg", "PER"),
        ("test:0", "OSLO", "LOC"), ("test:1", "Lisbon", "LOC"), ("test:1", "Porto", "LOC"),
    ]
    for m in corpus.mentions:
        text = corpus.documents[int(m.doc_id.split(":")[1])].text
        assert text[m.start:m.end] == m.text


def test_a_line_that_is_not_conll_is_an_error_naming_the_line():
    with pytest.raises(InputError, match="line 2"):
        parse_conll("EU NNP I-NP I-ORG\nrejects\n", "bad", "bad.txt")


GUM = """# newdoc id = GUM_news_test
# newpar
# text = The Halvorsen Foundation met in Oslo's town hall.
1	The	the	DET	DT	_	3	det	_	Entity=(1-organization-new-sssss-cf1-1-coref
2	Halvorsen	Halvorsen	PROPN	NNP	_	3	compound	_	_
3	Foundation	Foundation	PROPN	NNP	_	4	nsubj	_	Entity=1)
4	met	meet	VERB	VBD	_	0	root	_	_
5	in	in	ADP	IN	_	9	case	_	_
6	Oslo	Oslo	PROPN	NNP	_	9	nmod:poss	_	Entity=(2-abstract-new-nnnnn-cf2-3-sgl(3-place-new-nnnnn-cf3-1-coref-Oslo|SpaceAfter=No
7	's	's	PART	POS	_	6	case	_	Entity=3)
8	town	town	NOUN	NN	_	9	compound	_	_
9	hall	hall	NOUN	NN	_	4	obl	_	Entity=2)|SpaceAfter=No
10	.	.	PUNCT	.	_	4	punct	_	_
"""


def test_gum_names_without_determiner_or_possessive(tmp_path):
    from kg.corpora.gum import load_gum

    (tmp_path / "GUM_news_test.conllu").write_text(GUM, encoding="utf-8")
    corpus = load_gum(tmp_path)
    (document,) = corpus.documents
    assert document.text == "The Halvorsen Foundation met in Oslo's town hall."
    assert sorted((m.text, m.type) for m in corpus.mentions) == [
        ("Halvorsen Foundation", "ORG"), ("Oslo", "LOC"), ("Oslo's town hall", "OTHER"),
    ]


def test_exact_span_scores_leave_misc_out_on_both_sides():
    gold = [("d", 0, 5, "PER"), ("d", 10, 20, "MISC"), ("d", 30, 35, "LOC")]
    system = [("d", 0, 5, "PER"), ("d", 10, 14, "LOC"), ("d", 30, 35, "ORG"), ("d", 40, 45, "ORG")]
    scores = score_names(gold, system)
    # the LOC inside the MISC span is not counted; the mistyped LOC is wrong twice
    assert scores.micro.precision == pytest.approx(1 / 3) and scores.micro.recall == pytest.approx(1 / 2)
    assert scores.system == {"PER": 1, "ORG": 2, "LOC": 0} and scores.correct["PER"] == 1


def test_a_leading_determiner_is_left_out_on_both_sides_when_asked():
    from kg.evaluate.names import without_leading_determiner

    texts = {"d": "Talks in the United States and The Hague ended."}
    gold = [("d", 9, 26, "LOC"), ("d", 31, 40, "LOC")]  # "the United States", "The Hague"
    system = [("d", 13, 26, "LOC"), ("d", 35, 40, "LOC")]  # "United States", "Hague"
    assert score_names(gold, system).micro.f1 == 0.0
    assert without_leading_determiner(gold, texts) == [("d", 13, 26, "LOC"), ("d", 35, 40, "LOC")]
    assert score_names(without_leading_determiner(gold, texts), without_leading_determiner(system, texts)).micro.f1 == 1.0
    assert without_leading_determiner([("d", 9, 12, "LOC")], texts) == [("d", 9, 12, "LOC")]  # "the" alone stays


def test_entity_scores_match_each_gold_referent_once():
    gold = [("Person", ("Jens Berg", "Berg")), ("Place", ("Oslo",))]
    system = [("Person", ("Jens Berg",)), ("Person", ("Berg",)), ("Organization", ("Oslo",))]
    scores = score_entities([(gold, system)])
    assert (scores.matched, scores.system, scores.gold) == (1, 3, 2)


WIKINEWS_GOLD = Path(__file__).parent / "data" / "wikinews_entities.jsonl"


def test_wikinews_entity_gold_is_development_range_and_its_names_are_in_the_text():
    from conftest import wikinews_article

    lines = WIKINEWS_GOLD.read_text(encoding="utf-8").splitlines()
    lines += WIKINEWS_GOLD.with_name("wikinews_entities_unseen.jsonl").read_text(encoding="utf-8").splitlines()
    lines += WIKINEWS_GOLD.with_name("wikinews_entities_round2.jsonl").read_text(encoding="utf-8").splitlines()
    lines += WIKINEWS_GOLD.with_name("wikinews_entities_heldback.jsonl").read_text(encoding="utf-8").splitlines()
    lines += WIKINEWS_GOLD.with_name("wikinews_entities_round4.jsonl").read_text(encoding="utf-8").splitlines()
    lines += WIKINEWS_GOLD.with_name("wikinews_entities_round5.jsonl").read_text(encoding="utf-8").splitlines()
    lines += WIKINEWS_GOLD.with_name("wikinews_entities_round6.jsonl").read_text(encoding="utf-8").splitlines()
    lines += WIKINEWS_GOLD.with_name("wikinews_entities_round7.jsonl").read_text(encoding="utf-8").splitlines()
    lines += WIKINEWS_GOLD.with_name("wikinews_entities_round9.jsonl").read_text(encoding="utf-8").splitlines()
    lines += WIKINEWS_GOLD.with_name("wikinews_entities_round10.jsonl").read_text(encoding="utf-8").splitlines()
    lines += WIKINEWS_GOLD.with_name("wikinews_entities_round11.jsonl").read_text(encoding="utf-8").splitlines()
    lines += WIKINEWS_GOLD.with_name("wikinews_entities_round12.jsonl").read_text(encoding="utf-8").splitlines()
    for line in lines:
        record = json.loads(line)
        text = wikinews_article(record["file"], record["line"])["text"]  # asserts the development range
        for entity in record["entities"]:
            assert entity["type"] in {"Person", "Organization", "Place"}
            assert all(name in text for name in entity["names"]), entity


ECBPLUS_GOLD = WIKINEWS_GOLD.with_name("ecbplus_entities_round13.jsonl")


def test_ecbplus_entity_gold_names_development_topics_and_its_names_are_in_the_text():
    from kg.corpora.ecbplus_articles import load_ecbplus_articles

    records = [json.loads(line) for line in ECBPLUS_GOLD.read_text(encoding="utf-8").splitlines()]
    topics = sorted({record["doc_id"].split("_")[0] for record in records}, key=int)
    assert [int(t) for t in topics] == [25, 27, 28, 29, 31, 33]  # one article each; never 36-45
    assert len(records) == 6 and sum(len(record["entities"]) for record in records) == 85
    corpus = Path(__file__).resolve().parents[2] / "shared" / "corpus"
    if not (corpus / "ecbplus").is_dir():
        pytest.skip("../shared/corpus/ecbplus not present (a user's clone has none)")
    texts = {article.doc_id: article.text for article in load_ecbplus_articles(corpus, topics)}
    for record in records:
        for entity in record["entities"]:
            assert entity["type"] in {"Person", "Organization", "Place"}
            assert all(name in texts[record["doc_id"]] for name in entity["names"]), entity
