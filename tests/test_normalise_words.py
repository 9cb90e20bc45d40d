"""Words for comparing statements (kg.compare.normalise_words)."""

from __future__ import annotations

from kg.compare import normalise_words


def test_normalise_words_drops_each_combining_mark_and_remembers_its_answer():
    from kg.compare import _UNCOMBINED
    assert normalise_words("  “Crème brûlée — naïve Zoë’s ﬁnal ‘Ångström’ …”  ") == "creme brulee - naive zoes final angstrom"
    assert normalise_words("Sam\u0301 said\tit\u0327!") == "sam said it"  # marks written apart
    assert _UNCOMBINED[0x301] is None and _UNCOMBINED[0x327] is None  # acute, cedilla: dropped
    assert _UNCOMBINED[ord("e")] == ord("e")
    assert normalise_words("Ωmega ǅemal ①") == "ωmega dzemal 1"
