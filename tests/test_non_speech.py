"""Frames that look like reported speech and report none (kg.extract.non_speech): each on
sentences written for these tests, asserting exactly which statements are made."""

from __future__ import annotations

from conftest import analysed, statement_rows


def _statements(text: str, name: str) -> list[tuple[str, str | None, str | None]]:
    return statement_rows(analysed(text, name), "rule", "speaker", "content")


def test_a_tally_or_a_verdict_under_a_name_and_colon_is_no_transcript_line():
    # a name, a colon and a few words with no verb: the writer's tally or verdict under the
    # name; a sentence after the colon is still the name's words
    text = ("Delegates won so far, by candidate.\n\n"
            "Marta Ortiz: 412.\n\n"
            "Tom Reed: 398.\n\n"
            "Ortiz: A narrow win.\n\n"
            "Reed: A late surge.\n\n"
            "Tom Reed: We will win the runoff in April.\n")
    assert _statements(text, "tallies") == [
        ("statement.transcript", "Tom Reed", "We will win the runoff in April.")]


def test_a_name_and_a_clause_with_its_verb_before_a_colon_is_no_transcript_line():
    # "Ortiz, never a hawk herself, has had one goal: …": the words before the colon are a
    # sentence (the verb inside them, not only right before the colon), not "Name, Outlet:"
    text = ("Marta Ortiz spoke to the council on Monday.\n\n"
            "Ortiz, never a hawk herself, has had one goal: keep the budget balanced this year.\n")
    assert [s for s in _statements(text, "sentence-colon") if s[0] == "statement.transcript"] == []


def test_a_clause_of_time_or_manner_after_a_cue_is_not_what_was_said():
    # "said when the polls closed" tells when; "demanded as the crowd booed" how: neither is
    # the content. A request with its object keeps the clause after it, as before.
    text = ('"We have waited long enough," Marta Ortiz said when the polls closed on Tuesday.\n\n'
            "The mayor demanded as the crowd booed.\n\n"
            "Tom Reed called for a recount after the count ended.\n")
    assert _statements(text, "time-clauses") == [
        ("statement.quote_before_cue", "Marta Ortiz", "We have waited long enough"),
        ("statement.request", "Tom Reed", "for a recount after the count ended"),
    ]


def test_the_title_of_a_programme_after_a_cue_is_not_what_was_said():
    # "told CBS' Face the Town", "said on CBS's ''Face the Town''": the parser takes the
    # programme's capitalised title after a possessive or a quotation mark for a reported
    # clause; the quotation before the cue is what was said, the title is where. A clause
    # reported after the title is still read.
    text = ('"Rates will rise," Ann Cole told CBS\' Face the Town on Monday, saying that fares would go up.\n\n'
            "''The pier is safe,'' Mr. Reed said on CBS's ''Face the Town.''\n")
    assert _statements(text, "programme-titles") == [
        ("statement.quote_before_cue", "Ann Cole", "Rates will rise"),
        ("statement.indirect", "Ann Cole", "fares would go up"),
        ("statement.quote_before_cue", "Reed", "The pier is safe"),
    ]


def test_a_headline_clause_in_capitals_right_after_its_cue_is_still_reported():
    # a headline's "Ortiz Says Ferry Will Run Again": the clause opens right after the cue
    text = "Ortiz Says Ferry Will Run Again\n\nThe mayor spoke on Monday.\n"
    rows = _statements(text, "headline-capitals")
    assert [r for r in rows if r[2] and r[2].startswith("Ferry")], rows


def test_an_appeal_to_a_court_is_no_request_and_lends_no_speaker():
    # "appeal the ruling", "appeal against the sentence", "plans to appeal": a party's appeal
    # to a court, no plea; the participle after it ("adding") is the reporter's, as after any
    # clause a reporting verb reports. A plea ("appealed for calm", "to residents to …") stays.
    text = ("Tom Reed said the city would appeal, adding that the council agreed.\n\n"
            "The firm appealed the fine on Monday.\n\n"
            "Her lawyer plans to appeal against the sentence.\n\n"
            "The mayor appealed for calm.\n\n"
            "Ann Cole appealed to residents to stay indoors.\n")
    assert _statements(text, "appeals") == [
        ("statement.indirect", "Tom Reed", "the city would appeal"),
        ("statement.indirect", "Tom Reed", "the council agreed"),
        ("statement.request", "The mayor", "for calm"),
        ("statement.request", "Ann Cole", "to residents to stay indoors"),
    ]


def test_an_absolute_clause_after_a_cue_tells_how_not_what():
    # "said, his voice rising": an -ing clause with its own subject and no auxiliary, set off by
    # a comma, is how the words came; "said his voice was rising" reports the voice
    text = ('"We will not back down," Tom Reed said, his voice rising.\n\n'
            '"The pier must close," Ann Cole said, her eyes filling with tears.\n\n'
            "Marta Ortiz said her voice was failing.\n")
    assert _statements(text, "absolute-clauses") == [
        ("statement.quote_before_cue", "Tom Reed", "We will not back down"),
        ("statement.quote_before_cue", "Ann Cole", "The pier must close"),
        ("statement.indirect", "Marta Ortiz", "her voice was failing"),
    ]


def test_it_goes_without_saying_is_the_writers_own_emphasis():
    text = "Ann Cole joined the club in May.\n\nIt goes without saying that the team needs her.\n"
    assert _statements(text, "goes-without-saying") == []
    # only the idiom: an act of not saying ("left without saying a word") is left to the rules
    from kg.extract.non_speech import goes_without_saying
    from kg.nlp import load_pipeline

    said = [t for t in load_pipeline()("He left without saying a word.") if t.lemma_ == "say"]
    assert len(said) == 1 and not goes_without_saying(said[0])
