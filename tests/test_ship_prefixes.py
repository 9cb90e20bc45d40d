"""The one search that tells whether an article names a ship after its prefix (kg.extract.about)."""

import pytest

from kg.extract.about import SHIP_PREFIX_RE


@pytest.mark.parametrize("text, expected", [
    ("The frigate HMS Tern left port at dawn.", [(12, 15)]),
    ("Crews of U.S.S. Ardent and MV Polar Dawn met at sea.", [(9, 15), (27, 29)]),
    ("A tug, M/V Grebe, towed it.", [(7, 10)]),
    # inside a word, after a full stop, or with a letter after it: no prefix
    ("HMSX and XHMS sailed.", []),
    ("See section 4.INS for the rules.", []),
    ("The INS2 form was filed.", []),
    # at the very start and the very end of the text
    ("RFA crews boarded the RFA", [(0, 3), (22, 25)]),
])
def test_a_prefix_is_found_alone_where_it_stands(text, expected):
    assert [m.span() for m in SHIP_PREFIX_RE.finditer(text)] == expected
