"""What an apposition in a speaker's phrase names (kg.extract.speakers), on sentences written
for these tests: the apposition's own name, never a place or a person that only modifies it."""

from __future__ import annotations

import pytest

from conftest import analysed, statement_rows


def _speakers(text: str, name: str) -> list[tuple]:
    return statement_rows(analysed(text, name), "speaker", "speaker_type", "source_kind", "content")


@pytest.mark.parametrize(
    "text, expected",
    [
        # the state before the title is not the speaker: the name the apposition ends in is
        ("Her main rival, Ohio Sen. Mark Dolan, said the plan would fail.\n",
         [("Mark Dolan", "Person", None, "the plan would fail")]),
        ("One of these groups, the Syrian Democratic Forces, said the town had fallen.\n",
         [("Syrian Democratic Forces", "Organization", None, "the town had fallen")]),
        ("The head of Ceuta's regional government, Juan Jesus Vivas, said the border was closed.\n",
         [("Juan Jesus Vivas", "Person", None, "the border was closed")]),
    ],
    ids=["state-before-title", "group-named", "title-then-name"],
)
def test_an_apposition_names_the_speaker_by_its_own_name(text, expected):
    assert _speakers(text, "appositive-name") == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # "Dayton, Ohio": the apposition says where the town is; the nurse is an unnamed source
        ("A nurse in Dayton, Ohio, said the clinic had closed.\n",
         [("A nurse in Dayton, Ohio", None, "unnamed_person", "the clinic had closed")]),
        ("Students at a public high school in Tulsa, Oklahoma, said the test was unfair.\n",
         [("Students at a public high school in Tulsa, Oklahoma", None, "group", "the test was unfair")]),
        # a country that only modifies the apposition ("a US station") is not who spoke
        ("The host of Radio Sol, a US Spanish-language station, said the interview was cancelled.\n",
         [("The host of Radio Sol, a US Spanish-language station", None, "unnamed_person",
           "the interview was cancelled")]),
    ],
    ids=["town-and-state", "group-in-town-and-state", "country-modifying-apposition"],
)
def test_a_name_that_only_modifies_an_apposition_is_no_speaker(text, expected):
    assert _speakers(text, "appositive-modifier") == expected


def test_a_person_named_in_apposition_to_a_place_is_the_speaker():
    # the parser hangs the name on the city; a person is never where a place is
    text = "Also on Friday, the chief prosecutor of Tehran, Ali Reza Karimi, said the trial would open soon.\n"
    assert _speakers(text, "appositive-person-of-place") == [
        ("Ali Reza Karimi", "Person", None, "the trial would open soon")]


def test_an_institution_before_a_title_and_name_is_not_that_person():
    # "Police Inspector Ann Hale": a later "police" are the police, not the inspector
    text = ("Police Inspector Ann Hale said two climbers had died. Hale said the slope was icy. "
            "Police said the group was poorly equipped.\n")
    assert [row[0] for row in _speakers(text, "institution-before-title")] == ["Ann Hale", "Ann Hale", "Police"]


def test_a_title_before_a_name_is_that_person_later():
    text = "President Dan Moss spoke on Monday. The president said the plan would pass.\n"
    assert [row[0] for row in _speakers(text, "title-before-name")] == ["Dan Moss"]


def test_a_stand_in_noun_is_its_own_name_before_its_possessor():
    # the agency is named MENA; Egypt only owns it
    text = ("Egypt's state news agency MENA reported that the cables were cut. "
            "The agency added that services were rerouted.\n")
    assert [row[:2] for row in _speakers(text, "own-name-before-possessor")] == [
        ("MENA", "Organization"), ("MENA", "Organization")]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Evidence suggests the dam was weakened by the flood.\n",
         [("Evidence", None, "document", "the dam was weakened by the flood")]),
        ("The polling average shows Reed ahead by four points.\n",
         [("The polling average", None, "document", "Reed ahead by four points")]),
        # a person, not what is known
        ("A senior engineer suggests the dam was weakened by the flood.\n",
         [("A senior engineer", None, "unnamed_person", "the dam was weakened by the flood")]),
    ],
    ids=["evidence", "polling-average", "engineer"],
)
def test_what_is_known_or_found_is_a_document_source_not_an_unnamed_person(text, expected):
    assert _speakers(text, "cognition-source") == expected


def test_a_capitalised_noun_for_a_person_after_a_place_is_a_title_not_a_person_of_that_place():
    # "The Hollywood Reporter" is a magazine; Hollywood, the place, said nothing
    text = "The Hollywood Reporter says Ross is in talks with the studio.\n"
    assert [row[0] for row in _speakers(text, "outlet-title")] == ["The Hollywood Reporter"]
