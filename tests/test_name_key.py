"""``name_key``: the compiled patterns and the cache give the keys the module-level ``re`` calls gave."""

from __future__ import annotations

from kg.aliases import name_key


def test_name_keys_of_names_written_many_ways() -> None:
    assert name_key("The Harbour Board") == "harbour board"
    assert name_key("the  harbour\tboard ") == "harbour board"
    assert name_key("Ferry-Link / Nordsund") == "ferry link nordsund"
    assert name_key("Varnholm’s Council") == "varnholm council"
    assert name_key("the Rivers' Trust") == "rivers trust"
    assert name_key("N.T.A.") == "nta"
    assert name_key("Ærøskøbing Ferries") == "ærøskøbing ferries"  # ø and æ have no accent to drop
    assert name_key("Théâtre du Port") == "theatre du port"
    assert name_key("Theodore") == "theodore"  # "the" only as a word


def test_name_key_is_worked_out_once_per_name() -> None:
    name_key.cache_clear()
    name_key("Nordsund Ferries")
    name_key("Nordsund Ferries")
    assert name_key.cache_info().hits == 1
