"""The scoreboard's coreference rows say which topics each figure is on."""

from __future__ import annotations

import sys
from pathlib import Path

from kg.corpora import Document

sys.path.insert(0, str(Path(__file__).parent.parent / "benchmarks"))

from scores.coreference import labelled, topic_list  # noqa: E402


def test_numbered_topics_are_given_in_runs():
    assert topic_list({"3", "1", "2", "5", "7", "8"}) == "1-3, 5, 7-8"


def test_named_topics_are_sorted():
    assert topic_list({"stock", "airbus", "gm"}) == "airbus, gm, stock"


def test_a_row_names_the_topics_of_its_documents():
    documents = [Document("1_1ecb", "", "1"), Document("2_4ecb", "", "2"), Document("4_1ecb", "", "4")]
    assert labelled("ECB+", documents, "participants") == "ECB+ topics 1-2, 4, participants"
