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
