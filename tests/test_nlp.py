"""NLP batches bounded by texts and by characters (kg.nlp)."""

from __future__ import annotations

import pytest

from kg.nlp import bounded_batches


@pytest.mark.parametrize(
    ("lengths", "size", "max_chars", "expected"),
    [
        ([5, 5, 20, 1], 3, 10, [[0, 1], [2], [3]]),  # a text longer than the bound goes alone
        ([1, 1, 1, 1, 1], 2, 100, [[0, 1], [2, 3], [4]]),  # the count bounds first
        ([4, 4, 4], 10, 8, [[0, 1], [2]]),  # exactly at the bound still fits
        ([], 4, 10, []),
    ],
    ids=["long-text-alone", "by-count", "at-the-bound", "empty"],
)
def test_batches_keep_order_and_both_bounds(lengths, size, max_chars, expected):
    items = [("x" * n, i) for i, n in enumerate(lengths)]
    assert [[i for _, i in batch] for batch in bounded_batches(items, size, max_chars)] == expected


def test_batches_are_made_lazily():
    taken = []

    def items():
        for i in range(10):
            taken.append(i)
            yield "x", i

    first = next(bounded_batches(items(), 3, 100))
    assert [i for _, i in first] == [0, 1, 2]
    assert taken == [0, 1, 2, 3]  # one text read ahead, to know the batch is full


def test_a_sigterm_swallowed_during_the_load_is_reported_as_termination_not_a_missing_model():
    # the handler's exception can be dropped inside an import (a weakref callback, a __del__):
    # the load then fails, and the build must say it was stopped (exit 143), not "not installed"
    import os
    import signal
    import time

    from kg.errors import Terminated
    from kg.nlp import load_model
    from kg.termination import terminate_as_exit

    with pytest.raises(Terminated), terminate_as_exit():
        try:
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(1)
        except Terminated:
            pass  # swallowed, as Python does inside a __del__
        load_model("kg_no_such_pipeline_here")


@pytest.mark.parametrize(
    "sentence",
    [
        "Ana Ruiz has pledged to close all the mines {} every one of them {} by the end of the decade.",
        "The council{}which met on Tuesday{}said the bridge would reopen in May.",
    ],
    ids=["spaced", "glued"],
)
def test_a_horizontal_bar_is_split_and_parsed_as_an_em_dash(sentence):
    # some outlets set U+2015 where others set an em dash; the model tagged it a verb and the
    # parse broke the sentence there
    from kg.nlp import load_pipeline

    nlp = load_pipeline()
    bar, dash = nlp(sentence.format("\u2015", "\u2015")), nlp(sentence.format("\u2014", "\u2014"))
    assert [t.text for t in bar] == [t.text.replace("\u2014", "\u2015") for t in dash]
    assert [(t.tag_, t.dep_, t.head.i) for t in bar] == [(t.tag_, t.dep_, t.head.i) for t in dash]
    assert [t.pos_ for t in bar if t.text == "\u2015"] == ["PUNCT", "PUNCT"]
