"""Content spans that the parse cuts short: the whole reported clause, on sentences written
for these tests (issue 13, PolNeAR's "content covers less than half the gold Content")."""

from __future__ import annotations

import pytest

from conftest import analysed, statement_rows


def _rows(text: str) -> list[tuple]:
    return statement_rows(analysed(text, "content-spans"), "rule", "cue", "speaker", "content")


@pytest.mark.parametrize(("text", "expected"), [
    # the parser hangs "about half of …" on the cue as a preposition, and the clause has no subject
    ("The port authority said about half of the rise in its costs reflected higher wages.\n",
     ("statement.indirect", "say", "The port authority", "about half of the rise in its costs reflected higher wages")),
], ids=["approximate-quantity"])
def test_a_reported_clause_keeps_the_subject_the_parser_hung_on_the_cue(text, expected):
    assert _rows(text) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Unless the dam is repaired before spring, the engineers say, the lower valley could flood again.\n",
     ("statement.clause_then_cue", "say", "the engineers",
      "Unless the dam is repaired before spring, the engineers say, the lower valley could flood again")),
    # the conjunction that links the sentence to the one before is not what was said
    ("But without a new bridge, Ms. Ortiz said, the town would use the old ferry.\n",
     ("statement.clause_then_cue", "say", "Ortiz", "without a new bridge, Ms. Ortiz said, the town would use the old ferry")),
    # a time is when it happened, not what was said (as before)
    ("At noon on Friday, his office said, he left the city.\n",
     ("statement.clause_then_cue", "say", "his office", "he left the city")),
], ids=["condition", "phrase", "time-left-out"])
def test_a_clause_fronted_before_a_cue_set_off_by_commas_is_part_of_what_was_said(text, expected):
    assert _rows(text) == [expected]


def test_a_condition_the_parser_hung_on_the_cue_is_part_of_what_was_said():
    text = "Reed has pledged to name Ms. Ortiz secretary of the harbour board if he wins the mayoralty.\n"
    assert _rows(text) == [
        ("statement.indirect", "pledge", "Reed", "to name Ms. Ortiz secretary of the harbour board if he wins the mayoralty"),
    ]


@pytest.mark.parametrize(("text", "expected"), [
    # hung on the cue, after a comma and a quoted word's closing marks
    ("Reed assured the residents that the pier was ''built to last,'' even if it could not always show it.\n",
     ("statement.indirect", "assure", "Reed", "the pier was ''built to last,'' even if it could not always show it")),
    # hung on the reported clause, its verb one of speech: a condition, not a trailing cue
    ("Many fishermen interviewed at the harbour this week said they had no problem with the mayor's plan, even if they did not entirely agree with her.\n",
     ("statement.indirect", "say", "Many fishermen", "they had no problem with the mayor's plan, even if they did not entirely agree with her")),
    # another speaker's clause after a comma is not (as before)
    ("Several fishermen said the pier should close, while the mayor said it would stay open.\n",
     ("statement.indirect", "say", "Several fishermen", "the pier should close")),
], ids=["on-the-cue", "speech-verb-condition", "other-speaker-left-out"])
def test_a_condition_after_a_comma_is_part_of_what_was_said(text, expected):
    assert _rows(text)[0] == expected


def test_a_quote_split_by_its_cue_runs_over_a_nested_quote_closed_by_three_apostrophes():
    text = "''They tell us every week, 'The boat is coming,''' Ms. Ortiz said. ''It never comes.''\n"
    assert _rows(text) == [
        ("statement.quote_before_cue", "say", "Ortiz",
         "They tell us every week, 'The boat is coming,''' Ms. Ortiz said. ''It never comes."),
    ]


def test_an_infinitive_the_parser_hung_on_a_speech_act_after_its_object_is_part_of_the_content():
    # the infinitive belongs to the object's noun ("the work … to find"), not to the praising
    text = "Ortiz praised the work of Harbour Master Tom Reed to find a new berth for the ferry.\n"
    assert _rows(text) == [
        ("statement.speech_act", "praise", "Ortiz", "the work of Harbour Master Tom Reed to find a new berth for the ferry"),
    ]


@pytest.mark.parametrize(("text", "expected"), [
    ("According to Jane Roe, the senator's former spokeswoman, the senator died of a virus, leading to "
     "encephalitis (brain inflammation).\n",
     ("statement.according_to", "according to", "Jane Roe",
      "the senator died of a virus, leading to encephalitis (brain inflammation)")),
    ("Police said the suspect fled at 9 p.m. (0100 GMT).\n",
     ("statement.indirect", "say", "Police", "the suspect fled at 9 p.m. (0100 GMT)")),
], ids=["according-to", "indirect"])
def test_a_bracket_opened_in_the_content_is_closed_in_it(text, expected):
    # the parser leaves the closing bracket before the full stop out of the clause
    assert _rows(text) == [expected]


def test_a_gerund_after_the_object_of_the_cue_is_part_of_what_was_said():
    # the parser hangs "assuming …" on the cue; its subject is "the army", and the two were said
    text = "The report spoke of the army assuming the duty of guarding captured fighters.\n"
    assert _rows(text) == [
        ("statement.learned_cue", "speak", "The report", "of the army assuming the duty of guarding captured fighters"),
    ]


def test_a_source_phrase_inside_the_clause_after_a_semicolon_attributes_that_clause():
    text = ("The group is a banned organization in the country; its armed wing is the main fighting force, "
            "largely rural and, according to the government, supportive of the rebels.\n")
    assert _rows(text) == [
        ("statement.according_to", "according to", "the government",
         "its armed wing is the main fighting force, largely rural and, according to the government, supportive of the rebels"),
    ]


def test_clauses_listed_with_semicolons_before_a_source_phrase_stay_its_content():
    text = ("On May 18, the club was paid $29,715; the restaurant was paid $35,845; and the hotel was paid "
            "$125,080, according to federal records.\n")
    assert _rows(text) == [
        ("statement.according_to", "according to", "federal records",
         "On May 18, the club was paid $29,715; the restaurant was paid $35,845; and the hotel was paid $125,080"),
    ]


def test_the_subject_the_parser_hung_on_a_source_phrase_as_an_apposition_is_the_contents():
    # the parser makes "the … tusk" one more apposition of the source, and "came" has no subject
    text = ("According to a Twitter post by Ann Baker, director of the event, the five-foot (one and two thirds meters) tusk came "
            "from the wall in the hall.\n")
    assert _rows(text) == [
        ("statement.according_to", "according to", "Ann Baker",
         "the five-foot (one and two thirds meters) tusk came from the wall in the hall"),
    ]


def test_a_speaker_phrase_stops_where_its_content_starts():
    text = ("According to early results of exit polls conducted by a research firm, majorities of voters in "
            "all five states say they feel betrayed.\n")
    records = analysed(text, "phrase-before-content")
    (s, _) = records.statements
    assert (text[s.speaker_span.start : s.speaker_span.end], s.content) == (
        "early results of exit polls conducted by a research firm",
        "majorities of voters in all five states say they feel betrayed")


def test_a_hearsay_adverb_reports_its_own_clause_not_the_next_one():
    text = ("The sergeant was reportedly due to retire in two months, and an acquaintance said he moved to "
            "the centre for its greater safety.\n")
    assert _rows(text) == [
        ("statement.unsourced", "reportedly", None, "The sergeant was reportedly due to retire in two months"),
        ("statement.indirect", "say", "an acquaintance", "he moved to the centre for its greater safety"),
    ]


def test_a_quotation_opened_in_a_content_runs_to_its_closing_mark():
    # the parse ends the object before the full stop and the mark that closes the quoted words
    text = 'The mayor referred to the riots as acts of "domestic terror" and backed "law and order."\n'
    (s,) = [r for r in _rows(text) if r[1] == "refer"]
    assert s[3] == 'to the riots as acts of "domestic terror" and backed "law and order."'


def test_a_phrase_quoted_after_a_gerund_under_a_preposition_is_no_ones_words():
    # the writer borrows a phrase; a gerund of saying still introduces words ("insisted on saying")
    text = ('The mayor placed further emphasis on maintaining "law and order."\n\n'
            'The mayor insisted on saying "No."\n')
    rows = _rows(text)
    assert ("statement.quote_after_cue", "say", "The mayor", "No.") in rows
    assert not [r for r in rows if r[1] == "maintain"]


@pytest.mark.parametrize(("text", "expected"), [
    # no subject of its own, and a modal the past-tense cue cannot share
    ("Ms. Cole said she wanted her old job back, and then would run for the board again.\n",
     ("statement.indirect", "say", "Cole", "she wanted her old job back, and then would run for the board again")),
    # no subject of its own, in the present: the forecasts', not the senator's
    ("Senator Tom Reed told reporters that the forecasts could be wrong, and have been unreliable in past storms.\n",
     ("statement.indirect", "tell", "Tom Reed", "the forecasts could be wrong, and have been unreliable in past storms")),
    # a subject of its own, with a modal of reported speech
    ("Ana Ortiz said the ferry would stop in May, but the council should find the money for a new one.\n",
     ("statement.indirect", "say", "Ana Ortiz", "the ferry would stop in May, but the council should find the money for a new one")),
    # in the past, the conjunct is the writer's account of what happened next (as before)
    ("Ana Ortiz said the ferry would stop in May, but the council voted to keep it.\n",
     ("statement.indirect", "say", "Ana Ortiz", "the ferry would stop in May")),
    # "could" with no subject of its own is what the speaker could do (as before)
    ("A police spokeswoman said the road was closed near the bridge, but could not give a date for its reopening.\n",
     ("statement.indirect", "say", "A police spokeswoman", "the road was closed near the bridge")),
], ids=["modal-no-subject", "present-no-subject", "modal-own-subject", "past-left-out", "could-left-out"])
def test_a_conjunct_the_parser_hung_on_a_past_cue_in_the_reported_tense_is_part_of_what_was_said(text, expected):
    assert _rows(text)[0] == expected


@pytest.mark.parametrize(("text", "expected"), [
    # after "but", with no subject of its own: the other half of what was said, in the past
    ("Ms. Cole said she was not sure the new rule would apply to the harbour, but planned to follow it until the court ruled.\n",
     ("statement.indirect", "say", "Cole",
      "she was not sure the new rule would apply to the harbour, but planned to follow it until the court ruled")),
    ("The senator said he did not mean the mayor, but was referring to the harbour board as a whole.\n",
     ("statement.indirect", "say", "The senator", "he did not mean the mayor, but was referring to the harbour board as a whole")),
    # after a cue in the present
    ("The mayor says the ferry is not the fastest way to the island, but is the cheapest one.\n",
     ("statement.indirect", "say", "The mayor", "the ferry is not the fastest way to the island, but is the cheapest one")),
    # a refusal to say more is a frame of its own, not the other half
    ("Ms. Cole said the harbour would close in May, but declined to give a reason.\n",
     ("statement.indirect", "say", "Cole", "the harbour would close in May")),
    # the writer's impression of the speaker, and what the speaker did, are not what was said
    ("Ms. Cole said the harbour would close in May, but appeared to doubt the date.\n",
     ("statement.indirect", "say", "Cole", "the harbour would close in May")),
    ("Ms. Cole said the harbour would close in May, but did not name a date.\n",
     ("statement.indirect", "say", "Cole", "the harbour would close in May")),
], ids=["but-past", "but-past-referring", "but-present-cue", "declined-left-out", "impression-left-out", "object-left-out"])
def test_a_conjunct_after_but_with_no_subject_of_its_own_is_part_of_what_was_said(text, expected):
    assert _rows(text)[0] == expected


@pytest.mark.parametrize(("text", "expected"), [
    # the parser hangs the clause's last part, after the cue and its comma, on the cue
    ("The council might have leaned against the owners' plan, they argue, perhaps by insisting more firmly that the owners pay for the repair as the debts grew.\n",
     ("statement.clause_then_cue", "argue", "they",
      "The council might have leaned against the owners' plan, they argue, perhaps by insisting more firmly that the owners pay for the repair as the debts grew")),
    # a participle used as a preposition goes on with the clause
    ("The letters covered a range of harbour matters, the paper said, including repairs, fees and the ferry timetable.\n",
     ("statement.clause_then_cue", "say", "the paper",
      "The letters covered a range of harbour matters, the paper said, including repairs, fees and the ferry timetable")),
    # a participle of the writer's does not (as before)
    ("The bridge will reopen in May, the mayor said, speaking to reporters at the town hall.\n",
     ("statement.clause_then_cue", "say", "the mayor", "The bridge will reopen in May")),
    # a clause of the speaker's with a quotation inside it runs on too
    ("The crews they called were slow. One offered to shelter the divers at a nearby boat yard, Bob said, while others \"didn't really want to help us, and some just didn't know what to do.\"\n",
     ("statement.clause_then_cue", "say", "Bob",
      'One offered to shelter the divers at a nearby boat yard, Bob said, while others "didn\'t really want to help us, and some just didn\'t know what to do."')),
], ids=["hung-on-the-cue", "including", "participle-left-out", "partial-quote"])
def test_a_clause_runs_on_after_a_cue_inserted_in_it(text, expected):
    assert _rows(text)[0] == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("The harbour plan is made possible by the state's money, said Ana Ortiz, the port's director of planning.\n",
     ("statement.clause_then_cue", "say", "Ana Ortiz", "The harbour plan is made possible by the state's money")),
    ('This is a "hard time" for the town, said Tom Reed, a longtime harbour pilot who served on the board.\n',
     ("statement.clause_then_cue", "say", "Tom Reed", 'This is a "hard time" for the town')),
], ids=["apposition", "relative-clause"])
def test_the_speakers_phrase_after_an_inverted_cue_is_not_what_was_said(text, expected):
    assert _rows(text) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Critics called the levy anti-business.\n", ("statement.describe_as", "call", "Critics", "the levy anti-business")),
    ("The union leaders called the new rules un-democratic.\n",
     ("statement.describe_as", "call", "The union leaders", "the new rules un-democratic")),
], ids=["anti", "un"])
def test_a_hyphenated_name_given_is_whole(text, expected):
    # the parser splits the hyphenated word into several predicates of the verb
    assert _rows(text) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    # the clause after the cue announces the quotation, which finishes it
    ('He adds that the islanders have two choices: "You either stay or you sail."\n',
     ("statement.quote_after_cue", "add", "He", 'the islanders have two choices: "You either stay or you sail."')),
    ('Reed said, there is a simple reason: "No mayor has ever been this careless."\n',
     ("statement.quote_after_cue", "say", "Reed", 'there is a simple reason: "No mayor has ever been this careless."')),
    # a predicate is no clause of words said: the quotation alone (as before)
    ('A note in the ledger makes that plain: "These figures do not include the ferry."\n',
     ("statement.quote_any_verb", "make", "A note in the ledger", "These figures do not include the ferry.")),
    # a relative clause with a subject of its own may bring in the quotation's speaker (as before)
    ('Ortiz said that experts had found the plan sound, to which Reed interjected: "That is not true."\n',
     ("statement.quote_after_cue", "say", "Ortiz", "That is not true.")),
], ids=["that-clause-colon", "clause-after-comma", "predicate-left-out", "relative-left-out"])
def test_a_clause_between_the_cue_and_its_quotation_is_part_of_what_was_said(text, expected):
    assert _rows(text)[-1] == expected


def test_a_noun_of_time_with_a_relative_clause_hung_on_the_cue_is_the_reported_clause_s_subject():
    # the parser hangs "the times when …" on the cue as a phrase of time and leaves "are gone"
    # with no subject
    text = 'Anna Berg, a historian of the coast, said the times when the villages had "one common voice" from the parish and the local papers are gone.\n'
    assert _rows(text) == [
        ("statement.indirect", "say", "Anna Berg",
         'the times when the villages had "one common voice" from the parish and the local papers are gone'),
    ]


def test_a_quotation_after_a_condition_goes_on_with_the_speaker_quoted_before():
    # "Unless rivals quit the race," is the writer's condition, no frame of the rivals' words:
    # the quotation after it continues the strategist's
    text = ("''It's an enormous moment,'' said Tom Reed, a top strategist on the mayor's campaign in 2008. "
            "Unless further rivals quit the race, ''it's very difficult to see how she is stopped on her way.''\n")
    rows = _rows(text)
    assert [(rule, cue, speaker) for rule, cue, speaker, _ in rows] == [("statement.quote_before_cue", "say", "Tom Reed")]
    assert rows[0][3].endswith("it's very difficult to see how she is stopped on her way.''")


def test_an_as_clause_still_frames_a_quotation():
    assert _rows('As Tom Reed put it, "The ferry is the town."\n') == [
        ("statement.quote_any_verb", "put", "Tom Reed", "The ferry is the town."),
    ]


def test_a_concessive_clause_on_the_writer_s_verb_still_frames_a_quotation():
    text = ('"We will not buy boats from the north," the Herald quoted Reed as saying, '
            'although the Courier translated the quote as: "We do not need northern boats."\n')
    assert ("statement.quote_any_verb", "translate", "Courier", "We do not need northern boats.") in _rows(text)


@pytest.mark.parametrize(("text", "expected"), [
    ('The lawyer wrote in a filing that such a search was "futile," because if there were more records, the police now hold them.\n',
     [("statement.indirect", "write", "The lawyer",
       'such a search was "futile," because if there were more records, the police now hold them')]),
    # the quoted reason is the speaker's too, not a quotation framed by "close"
    ('Ortiz argued that it would be better to close the pier than the school, "because the children will need the money more."\n',
     [("statement.indirect", "argue", "Ortiz",
       'it would be better to close the pier than the school, "because the children will need the money more."')]),
    ('Reed calls the new pier "a mistake" because so few people live near it.\n',
     [("statement.describe_as", "call", "Reed", 'the new pier "a mistake" because so few people live near it')]),
], ids=["indirect", "indirect-quoted-reason", "describe-as"])
def test_a_reason_the_parser_hung_on_the_cue_is_part_of_what_was_said(text, expected):
    assert _rows(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    # the parser makes the clause after the semicolon the sentence's head and the cue its clause
    ("The judges said the problem was not the fee; the problem was that the state required papers most people lack.\n",
     [("statement.indirect", "say", "The judges",
       "the problem was not the fee; the problem was that the state required papers most people lack")]),
    ("Some of the women said they had spoken at council hearings; helped marshal protesters for rallies; and put together open-mike nights.\n",
     [("statement.indirect", "say", "Some of the women",
       "they had spoken at council hearings; helped marshal protesters for rallies; and put together open-mike nights")]),
    # another speaker's clause of saying after the semicolon is not (as before)
    ("The mayor said the pier would reopen in May; Reed said it would not.\n",
     [("statement.indirect", "say", "The mayor", "the pier would reopen in May"),
      ("statement.indirect", "say", "Reed", "it would not")]),
    # nor a poll's other share of the people asked
    ("In the survey, 47% said the council should raise the fee; 37% disagree.\n",
     [("statement.indirect", "say", "47%", "the council should raise the fee")]),
], ids=["second-clause", "list-of-predicates", "other-speaker", "poll-share"])
def test_a_clause_after_a_semicolon_goes_on_with_what_was_said(text, expected):
    assert _rows(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    # the parser hangs "added" on "reopen": the mayor's second verb of saying, not the bridge's
    ("The mayor said the bridge would reopen in May and added that tolls would stay.\n",
     [("statement.indirect", "say", "The mayor", "the bridge would reopen in May"),
      ("statement.indirect", "add", "The mayor", "tolls would stay")]),
    ("The ferry company says the timetable is final and told passengers that it would not change again.\n",
     [("statement.indirect", "say", "The ferry company", "the timetable is final"),
      ("statement.indirect", "tell", "The ferry company", "it would not change again")]),
    ("Officials said the road will stay closed and warned that crews were still clearing debris.\n",
     [("statement.indirect", "say", "Officials", "the road will stay closed"),
      ("statement.indirect", "warn", "Officials", "crews were still clearing debris")]),
    # after a conjunct in the past the verb may be the clause's: it stays (as before)
    ("The harbour board said the unions met on Monday and agreed that the offer was fair.\n",
     [("statement.indirect", "say", "The harbour board", "the unions met on Monday and agreed that the offer was fair")]),
], ids=["modal-then-added", "present-then-told", "future-then-warned", "past-conjunct-kept"])
def test_the_speakers_second_verb_of_saying_ends_the_first_content(text, expected):
    assert _rows(text)[:len(expected)] == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Mayor Ines Varga defended the new parking fees at a council meeting and said the city would review them next year.\n",
     [("statement.learned_cue", "defend", "Mayor Ines Varga", "the new parking fees at a council meeting"),
      ("statement.indirect", "say", "Mayor Ines Varga", "the city would review them next year")]),
    # the quoted words after the second verb are its own statement, not the first one's
    ('The mayor referred to the riots as acts of "domestic terror" and stressed "law and order."\n',
     [("statement.learned_cue", "refer", "The mayor", 'to the riots as acts of "domestic terror"'),
      ("statement.quote_after_cue", "stress", "The mayor", "law and order.")]),
    # finite by its auxiliary ("didn't know"), then finite
    ("The shop owner didn't know the two men, but said the corner is home to several businesses.\n",
     [("statement.learned_cue", "know", "The shop owner", "the two men"),
      ("statement.indirect", "say", "The shop owner", "the corner is home to several businesses")]),
    # a participle set off by commas alone is no conjunct, whatever the parser says (as before)
    ("The port board had disliked the gatherings of donors, called the Harbour Forum, that the city held abroad.\n",
     [("statement.learned_cue", "dislike", "The port board", "the gatherings of donors, called the Harbour Forum, that the city held abroad")]),
], ids=["clause", "quotation", "auxiliary", "participle-kept"])
def test_a_learned_cues_content_stops_before_a_verb_of_saying_conjoined_to_it(text, expected):
    assert _rows(text) == expected
