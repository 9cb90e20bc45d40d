"""Direct quotations whose cue the parser left with no subject of its own: the speaker read
from the frame around the cue. Sentences written for these tests."""

from __future__ import annotations

import pytest

from conftest import analysed, statement_rows


def _quoted(text: str) -> list[tuple]:
    records = analysed(text, "quote-frames")
    return [row for s, row in zip(records.statements, statement_rows(records, "rule", "cue", "speaker", "content")) if s.direct]


@pytest.mark.parametrize(
    "text, expected",
    [
        ('But in a call with reporters on Monday, Col. Tom Reed, a military spokesman in Leeds, said, '
         '"I mean, a raid is a combat operation. There is no way around that."\n',
         ("statement.quote_after_cue", "say", "Tom Reed", "I mean, a raid is a combat operation. There is no way around that.")),
        ('The debate was so calm that Mr. Tom Reed was prompted to say, "So far, I cannot believe how civil it has been."\n',
         ("statement.quote_after_cue", "say", "Tom Reed", "So far, I cannot believe how civil it has been.")),
    ],
    ids=["name-before-an-apposition", "passive-then-infinitive"],
)
def test_a_quotation_after_a_cue_with_no_subject_of_its_own_has_the_frames_speaker(text, expected):
    assert _quoted(text) == [expected]


@pytest.mark.parametrize(
    "text, expected",
    [
        ('"The port needs a new pier," Ana Ortiz, the engineer, tweeted on Wednesday.\n',
         ("statement.quote_before_cue", "tweet", "Ana Ortiz", "The port needs a new pier")),
        ('"The port needs a new pier," Ana Ortiz, an engineer who founded the harbour trust, posted on Facebook.\n',
         ("statement.quote_before_cue", "post", "Ana Ortiz", "The port needs a new pier")),
        ('"The port needs a new pier," the mayor, Ana Ortiz, tweeted on Wednesday.\n',
         ("statement.quote_before_cue", "tweet", "Ana Ortiz", "The port needs a new pier")),
    ],
    ids=["apposition", "apposition-with-a-relative-clause", "title-then-name"],
)
def test_a_quotation_before_a_cue_the_parser_made_a_participle_of_the_speakers_phrase_is_the_speakers(text, expected):
    # with an apposition between them the parser reads "tweeted" as a participle modifying the
    # speaker's phrase, which it makes the root: the sentence has no verb of its own
    assert _quoted(text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        '"The Harbour Years," the book, written by Tom Reed in 1987, sold well.\n',
        '"The Harbour Years," a book written by Tom Reed in 1987.\n',
    ],
    ids=["the-phrase-is-a-subject", "a-participle-with-an-agent"],
)
def test_a_title_before_a_participle_of_writing_is_nobodys_quotation(text):
    assert _quoted(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ('Tom Reed was asked about the closure. His answer: "We will reopen when the wall is safe."\n',
         ("statement.colon_quote", "say", "Tom Reed", "We will reopen when the wall is safe.")),
        ('Mayor Ana Ortiz spoke on Monday. From Ortiz\'s latest post to her readers: "We must move to rebuild the wall."\n',
         ("statement.colon_quote", "say", "Ana Ortiz", "We must move to rebuild the wall.")),
        ('Then, the laugh line: "I want to do this myself, but it is so unpresidential."\n',
         ("statement.colon_quote", "say", None, "I want to do this myself, but it is so unpresidential.")),
        ('Our answer: "We will not pay for the wall."\n',
         ("statement.colon_quote", "say", None, "We will not pay for the wall.")),
    ],
    ids=["his-answer", "from-a-possessed-post", "no-possessor", "the-writers-own"],
)
def test_a_quotation_after_a_possessed_noun_of_words_and_a_colon_is_the_possessors(text, expected):
    assert _quoted(text) == [expected]


@pytest.mark.parametrize(
    "text, expected",
    [
        ('Tom Reed spoke on Monday. His words: "We will not back down from this fight."\n',
         ("statement.colon_quote", "say", "Tom Reed", "We will not back down from this fight.")),
        ('Tom Reed spoke on Monday. His response was blunt: "We will not back down from this fight."\n',
         ("statement.colon_quote", "say", "Tom Reed", "We will not back down from this fight.")),
        ("Tom Reed's reply to the council was short: \"No.\"\n",
         ("statement.colon_quote", "say", "Tom Reed", "No.")),
        ('The answer from the ministry was short: "No comment."\n',
         ("statement.colon_quote", "say", "the ministry", "No comment.")),
        ('The crowd was restless: "We want answers now."\n',
         ("statement.colon_quote", "say", "The crowd", "We want answers now.")),
    ],
    ids=["plural-words", "a-response-as-subject", "a-reply-as-subject", "an-answer-from", "a-subject-of-people"],
)
def test_a_quotation_after_a_subject_that_is_someones_words_is_theirs(text, expected):
    # "His response was blunt:": the response is not who spoke; whose response it is, is
    assert _quoted(text) == [expected]


@pytest.mark.parametrize(
    "text, expected",
    [
        ('The council met on Monday. "The budget is a disgrace to this town," according to councillor Tom Reed.\n',
         [("statement.according_to", "according to", "Tom Reed", "The budget is a disgrace to this town", True)]),
        ('According to councillor Tom Reed, "the budget is a disgrace to this town."\n',
         [("statement.according_to", "according to", "Tom Reed", "the budget is a disgrace to this town.", True)]),
        ('According to councillor Tom Reed, the budget is "a disgrace" to this town.\n',
         [("statement.according_to", "according to", "Tom Reed", 'the budget is "a disgrace" to this town', False)]),
        ('Tom Reed said the wall had cracked in the storm.\n\n'
         '"Although the wall held, the harbour cannot open this year," according to a report by the ministry.\n',
         [("statement.indirect", "say", "Tom Reed", "the wall had cracked in the storm", False),
          ("statement.according_to", "according to", "a report by the ministry",
           "Although the wall held, the harbour cannot open this year", True)]),
    ],
    ids=["quotation-before", "quotation-after", "quoted-words-in-a-clause", "not-the-statement-before-it"],
)
def test_a_quotation_that_is_all_an_according_to_phrase_attributes_is_direct(text, expected):
    records = analysed(text, "according-to-quotation")
    assert [(*row, s.direct) for s, row in zip(records.statements, statement_rows(records, "rule", "cue", "speaker", "content"))] == expected


CAFE = '"The harbour has been closed for a month," said Ana Ortiz, who runs the cafe on the pier.'
FIRST = ("Ana Ortiz", "The harbour has been closed for a month", True, "The harbour has been closed for a month")


def ALONE(speaker: str) -> tuple:  # noqa: N802 - a row, like FIRST
    return (speaker, "We cannot go on like this.", True, "We cannot go on like this.")


@pytest.mark.parametrize(
    "text, expected",
    [
        (CAFE + ' She has lost half of her customers since May. "We cannot go on like this."\n',
         [("Ana Ortiz", CAFE[1:] + ' She has lost half of her customers since May. "We cannot go on like this.', True,
           "The harbour has been closed for a month … We cannot go on like this.")]),
        # the new subject's own words, a statement of its own (statement.quote_introduced)
        (CAFE + ' Tom Reed shook his head. "We cannot go on like this."\n', [FIRST, ALONE("Tom Reed")]),
        (CAFE + ' The mayor objected. "We cannot go on like this."\n', [FIRST]),
        (CAFE + '\n\nShe has lost half of her customers since May. "We cannot go on like this."\n',
         [FIRST, ALONE("Ana Ortiz")]),
    ],
    ids=["same-speaker", "another-name", "a-verb-of-speech", "another-paragraph"],
)
def test_a_quotation_with_no_frame_after_the_writers_sentence_goes_on_with_the_speaker_last_quoted(text, expected):
    # news style gives a paragraph's quotation with no frame to the speaker last quoted in it,
    # unless the writer's sentence between them brings in someone else or speech of its own
    records = analysed(text, "writers-aside")
    assert [(*row, s.direct, s.quote) for s, row in zip(records.statements, statement_rows(records, "speaker", "content"))] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ('The ferry was late again on Friday.\n\n"We are sorry for the delay and will refund every passenger," read the statement.\n',
         [("statement.quote_before_cue", "read", "the statement", "We are sorry for the delay and will refund every passenger")]),
    ],
    ids=["inverted-text"],
)
def test_a_quotation_before_read_and_the_text_that_bears_it_is_the_texts(text, expected):
    assert _quoted(text) == expected


def test_a_name_after_a_preposition_of_place_or_medium_before_a_colon_is_no_speaker():
    text = ('Mayor Ana Ortiz wrote to voters on Facebook. From her post on Facebook: "We must move to rebuild the wall."\n\n'
            'The week in harbour news, by Tom Reed: "The pier reopens on Monday after two months of repairs."\n')
    records = analysed(text, "name-after-a-preposition")
    assert [row for s, row in zip(records.statements, statement_rows(records, "rule", "speaker", "content")) if s.direct] == [
        ("statement.colon_quote", "Ana Ortiz", "We must move to rebuild the wall."),
        ("statement.transcript", "Tom Reed", "The pier reopens on Monday after two months of repairs."),
    ]


def test_a_quotation_resumed_after_the_speaker_of_an_inverted_cue_is_one_statement_and_not_the_speaker():
    # the second piece opens no clause of its own, and the parser hangs it on the speaker as an
    # apposition: without the cut the alias inside it ("Big Tom") made the singer the speaker
    text = ('The singer Tom Reed, known as Big Tom, died on Monday.\n\n'
            '"Reed was loved by everyone", reads a label press release, "a kind soul who was Big Tom to all of us".\n')
    records = analysed(text, "quote-frames")
    [statement] = [s for s in records.statements if s.direct]
    assert (statement.rule, statement.cue, statement.speaker, statement.speaker_text) == (
        "statement.quote_before_cue", "read", None, "a label press release")
    assert statement.quote == "Reed was loved by everyone … a kind soul who was Big Tom to all of us"
    assert text[statement.content_span.start:statement.content_span.end] == (
        'Reed was loved by everyone", reads a label press release, "a kind soul who was Big Tom to all of us')


def test_a_quotation_right_after_the_one_told_is_the_tellers():
    # no comma between the addressee and the quotation: the words before the mark are the
    # addressee's name, and the quotation is what the teller said, whole
    text = 'Asked about the claim, Ann Cole told host Tom Reed "No, it is not true. It never happened."\n'
    assert _quoted(text) == [("statement.quote_after_cue", "tell", "Ann Cole", "No, it is not true. It never happened.")]


def _spoken(text: str) -> list[tuple]:
    records = analysed(text, "object-control")
    return statement_rows(records, "rule", "cue", "speaker", "content")


@pytest.mark.parametrize(
    "text, expected",
    [
        ('The vote led Tom Reed, the union\'s leader, to say, "We have been betrayed."\n',
         [("statement.quote_after_cue", "say", "Tom Reed", "We have been betrayed.")]),
        ('The flood forced Mayor Ana Ortiz to admit that the wall had failed.\n',
         [("statement.indirect", "admit", "Ana Ortiz", "the wall had failed")]),
        ('The loss of the ferry has prompted some fishermen to warn that the harbour could close.\n',
         [("statement.indirect", "warn", "some fishermen", "the harbour could close")]),
    ],
    ids=["led-to-say", "forced-to-admit", "prompted-to-warn"],
)
def test_the_object_of_a_verb_that_makes_someone_act_speaks_the_infinitive(text, expected):
    # object control: 'X led Y to say' is Y's saying, not X's (a vote, a flood is no speaker)
    assert _spoken(text) == expected


def test_the_object_of_a_verb_of_pressing_does_not_speak_what_it_was_pressed_to():
    # 'urged Y to say' is a request of X's: Y may never have said it
    assert [row[:3] for row in _spoken('Ana Ortiz urged Tom Reed to say sorry to the town.\n')] == [
        ("statement.request", "urge", "Ana Ortiz")]


@pytest.mark.parametrize(
    "text, expected",
    [
        ('Mayor Ana Ortiz tweeted a warning. "Remember in May the councillors who voted to close the pier."\n',
         [("statement.quote_after_cue", "tweet", "Ana Ortiz", "Remember in May the councillors who voted to close the pier.")]),
        ('Mayor Ana Ortiz issued a statement on Monday. "We cannot wait another year for the wall. The council must act."\n',
         [("statement.quote_after_cue", "issue", "Ana Ortiz", "We cannot wait another year for the wall. The council must act.")]),
    ],
    ids=["tweeted-a-warning", "issued-a-statement"],
)
def test_a_quotation_after_a_sentence_that_puts_out_a_message_is_the_message(text, expected):
    # 'X said in a statement. "…"' was read; an utterance as the verb's object with nothing
    # after it ('tweeted a warning.', 'issued a statement.') names the words that follow too
    assert _quoted(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        'Mayor Ana Ortiz issued a statement about the pier. "We cannot wait another year for the wall."\n',
        'Mayor Ana Ortiz did not issue a statement. "We cannot wait another year for the wall."\n',
    ],
    ids=["an-utterance-about-something", "negated"],
)
def test_a_quotation_after_a_message_with_words_of_its_own_or_none_is_not_the_message(text):
    assert [row for row in _quoted(text) if row[1] == "issue"] == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ('Mayor Ana Ortiz defended the levy -- "It is the only way to pay for the wall."\n',
         [("statement.quote_after_cue", "defend", "Ana Ortiz", "It is the only way to pay for the wall.")]),
        ('Mayor Ana Ortiz also embraced the new levy \u2014 "I think the levy is nothing compared to what the storms will cost us."\n',
         [("statement.quote_any_verb", "embrace", "Ana Ortiz",
           "I think the levy is nothing compared to what the storms will cost us.")]),
        ('The plan \u2014 "a disaster for the town" \u2014 was approved on Monday.\n', []),
    ],
    ids=["double-hyphen", "em-dash", "not-a-phrase-set-off-by-dashes"],
)
def test_a_dash_before_a_whole_sentence_quoted_introduces_it_as_a_colon_does(text, expected):
    assert _quoted(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ('"We will not back down on this," Rep. Tom Reed, who chairs the panel, snapped.\n',
         [("statement.quote_any_verb", "snap", "Tom Reed", "We will not back down on this")]),
        ('"We will not back down on this," Rep. Tom Reed, who wrote the bill, said.\n',
         [("statement.quote_before_cue", "say", "Tom Reed", "We will not back down on this")]),
    ],
    ids=["any-verb-after-a-relative-clause", "listed-verb-in-the-relative-clause"],
)
def test_a_relative_clause_in_the_speakers_phrase_is_not_the_cue_of_the_quotation_before_it(text, expected):
    # the walk from the quotation to its cue passed the relative clause's verb and stopped
    # there: the quotation was lost ('snapped', a verb no list holds) or read as the writer's
    # clause before 'said' (not direct)
    assert _quoted(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ('Ann Cole, 44, posted on Instagram: "We will not back down on this."\n',
         [("statement.quote_after_cue", "post", "Ann Cole", "We will not back down on this.")]),
        ('The mayor, Ann Cole, tweeted on Monday, "We will not back down."\n',
         [("statement.quote_after_cue", "tweet", "Ann Cole", "We will not back down.")]),
        ('A notice, posted on the door: "The pier is closed until May."\n',
         [("statement.colon_quote", "say", None, "The pier is closed until May.")]),
    ],
    ids=["name-and-age", "title-then-name", "a-text-is-no-speaker"],
)
def test_a_quotation_after_a_cue_the_parser_made_a_participle_of_the_speaker_is_the_speakers(text, expected):
    # after a speaker set off by commas the parser reads "posted", "tweeted" as a participle
    # modifying it (who "was posted"): the sentence has no verb of its own, the speaker is a
    # name or a noun for people; a text so posted ('a notice, posted on the door') is not
    assert _quoted(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ('"We will not back down," shot back the mayor.\n',
         [("statement.quote_any_verb", "shoot", "the mayor", "We will not back down")]),
        ('"We will not back down," chimed in Ann Cole, a spokeswoman for the campaign.\n',
         [("statement.quote_any_verb", "chime", "Ann Cole", "We will not back down")]),
    ],
    ids=["particle-then-noun", "particle-then-name-and-apposition"],
)
def test_a_quotation_before_an_inverted_phrasal_verb_is_the_speakers_after_its_particle(text, expected):
    # the parser makes the speaker the verb's object ('shot back the mayor') or the particle's
    # ('chimed in Cole'): the phrase is read from the words after the particle
    assert _quoted(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ('At a rally in Leeds on Monday, Ann Cole, the mayor, said the levy was unfair.\n',
         [("statement.indirect", "say", "Ann Cole", "the levy was unfair")]),
        ('In an interview with the hosts Tom Reed and Ann Cole, the candidate said the levy was unfair.\n',
         [("statement.indirect", "say", "the candidate", "the levy was unfair")]),
    ],
    ids=["name-set-off-by-commas", "name-inside-the-phrase-before"],
)
def test_a_description_set_off_after_a_name_the_parser_hung_elsewhere_gives_the_name_as_speaker(text, expected):
    # the parser hangs the name on the fronted phrase ('on Monday, Ann Cole') and leaves the
    # verb no subject: the phrase right before the verb describes the name, which speaks
    assert _spoken(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ('Mayor Ana Ortiz continued her attack on the council.\n\n'
         '"They have wasted every penny. Nobody will trust them again."\n',
         ("statement.quote_introduced", "say", "Ana Ortiz", "They have wasted every penny. Nobody will trust them again.")),
        ('Mayor Ana Ortiz defended the closure on Monday. "It has been unsafe for years."\n',
         ("statement.quote_introduced", "say", "Ana Ortiz", "It has been unsafe for years.")),
        ('Tom Reed has sold bread on the pier for twenty years. Why was he still there in the storm? '
         '"My customers need me."\n',
         ("statement.quote_introduced", "say", "Tom Reed", "My customers need me.")),
    ],
    ids=["next-paragraph", "same-paragraph", "after-the-writers-question"],
)
def test_a_quotation_standing_alone_after_a_sentence_about_a_person_is_that_persons(text, expected):
    # no verb of saying frames it and no quotation of the speaker comes before it: news style
    # gives it to the subject of the writer's sentence right before it
    assert _quoted(text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        'The pier closed in May after a storm.\n\n"Nobody comes here any more."\n',
        'Mayor Ana Ortiz did not defend the closure. "It has been unsafe for years."\n',
        'Mayor Ana Ortiz wrote a book about the town.\n\n"Harbour Years" sold well.\n',
        'Mayor Ana Ortiz wrote a book about the town.\n\n"Harbour Years"\n',
    ],
    ids=["subject-is-no-person", "negated-sentence", "a-title-in-a-sentence", "a-title-alone"],
)
def test_a_quotation_after_a_sentence_naming_no_speaker_or_no_sentence_said_is_nobodys(text):
    assert _quoted(text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ('"The harbour needs a plan," Tom Reed, the engineer who founded the harbour trust tweeted on Wednesday.\n',
         [("statement.quote_before_cue", "tweet", "Tom Reed", "The harbour needs a plan")]),
        ('"The harbour needs a plan," Tom Reed, the engineer who founded the harbour trust tweeted on Wednesday. '
         '"Nobody has built one since 1990."\n',
         [("statement.quote_before_cue", "tweet", "Tom Reed",
           'The harbour needs a plan," Tom Reed, the engineer who founded the harbour trust tweeted on Wednesday. '
           '"Nobody has built one since 1990.')]),
    ],
    ids=["relative-clause-left-open", "and-the-quotation-after-it"],
)
def test_a_quotation_before_a_cue_after_an_apposition_whose_relative_clause_is_left_open_is_the_speakers(text, expected):
    # no comma closes "the engineer who founded the harbour trust": the parser hangs the speaker's
    # phrase on the quotation's own verb and the cue on the apposition as a participle
    assert _quoted(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ('Ana Ortiz spoke for an hour. Their chants of "Build the pier!" filled the hall.\n',
         [("statement.voiced_words", "chant", "Their", "Build the pier!")]),
        ('Ana Ortiz ran on the slogan "A pier for everyone" in 2016.\n',
         [("statement.voiced_words", "slogan", "Ana Ortiz", "A pier for everyone")]),
        ('Casting himself as a prosecutor, Tom Reed roused the crowd to spontaneous chants of "Lock her up!"\n',
         [("statement.voiced_words", "chant", None, "Lock her up!")]),
        ('The team was met with chants of "Go home!" on Monday.\n',
         [("statement.voiced_words", "chant", None, "Go home!")]),
    ],
    ids=["possessor", "subject-of-the-verb", "not-the-one-who-roused-them", "passive-no-agent"],
)
def test_a_quotation_named_by_a_chant_or_a_slogan_is_the_words_voiced(text, expected):
    # the words chanted or campaigned on, direct; the noun's possessor or the subject of the verb
    # that takes it says them, never one who made others chant
    assert _quoted(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # the chants are the object of "broke into", whose subject chants (the parser split the
        # sentence at "chants" before kg.nlp kept lowercase words from starting one)
        ('The crowd broke into "Save the pier!" chants as Ana Ortiz spoke.\n',
         [("statement.voiced_words", "chant", "The crowd", "Save the pier!")]),
        ('Tom Reed joked about the vote, drawing loud jeers and "Ana!" chants.\n',
         [("statement.voiced_words", "chant", None, "Ana!")]),
        ('There were constant calls of "Save the pier" and "We love you, Ana" as Ana Ortiz passed.\n',
         [("statement.voiced_words", "call", None, 'Save the pier" and "We love you, Ana')]),
        ('The crowd met Ana Ortiz with chants of "Ana!", "Four more years!" and "Build it!" on Monday.\n',
         [("statement.voiced_words", "chant", None, 'Ana!", "Four more years!" and "Build it!')]),
    ],
    ids=["quotation-before-the-noun", "before-a-noun-in-a-list", "calls-of", "quotations-listed"],
)
def test_a_quotation_before_a_chant_or_after_calls_of_is_the_words_voiced(text, expected):
    # the chant the quotation modifies, or "calls of" (a call is words called out only with its
    # "of"); quotations listed after the noun are all the words voiced, one statement
    assert _quoted(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        'The so-called "Big Four" met on Monday.\n',
        'Ana Ortiz took a call from "The Harbour Post" on Monday.\n',
        'The "yes" campaign won the vote.\n',
        'Ana Ortiz read "The Harbour Years" last summer.\n',
        'The chant began after Ana Ortiz left the stage.\n',
    ],
    ids=["so-called", "a-call-from", "a-campaign", "a-title", "no-quotation"],
)
def test_a_quotation_with_no_noun_of_voice_before_it_is_no_chant(text):
    assert [row for row in _quoted(text) if row[0] == "statement.voiced_words"] == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ('Ana Ortiz said the report "was not good." Adding, "We have a lot of work to do. It will take years."\n',
         ("statement.quote_after_cue", "add", "Ana Ortiz", "We have a lot of work to do. It will take years.")),
        ('"We lost," Tom Reed said on Monday. Then, adding: "We will be back next year."\n',
         ("statement.quote_after_cue", "add", "Tom Reed", "We will be back next year.")),
    ],
    ids=["adding-comma", "then-adding-colon"],
)
def test_a_quotation_after_a_participle_opening_its_sentence_is_the_speaker_of_the_sentence_before(text, expected):
    # news style leaves the participle's subject to the statement right before it
    assert _quoted(text)[-1] == expected


@pytest.mark.parametrize(
    "text",
    [
        'Tom Reed spoke to the crowd for an hour. Then, adding: "We will be back next year."\n',
        'Ana Ortiz said the report "was not good."\n\nAdding, "We have a lot of work to do."\n',
    ],
    ids=["no-statement-before", "a-new-paragraph"],
)
def test_a_quotation_after_an_opening_participle_with_no_statement_right_before_has_no_speaker(text):
    assert [row for row in _quoted(text) if row[0] == "statement.quote_after_cue"] == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ('The council met on Monday.\n\n"I would rather lose than cheat." That quote from Ana Ortiz still stings the council.\n',
         ("statement.quote_before_cue", "quote", "Ana Ortiz", "I would rather lose than cheat.")),
        ('The council met on Monday.\n\n"I would rather lose than cheat." Those were the words of Ana Ortiz in 2010.\n',
         ("statement.quote_before_cue", "word", "Ana Ortiz", "I would rather lose than cheat.")),
    ],
    ids=["that-quote-from", "those-were-the-words-of"],
)
def test_a_quotation_the_next_sentence_names_as_someones_words_is_theirs(text, expected):
    assert _quoted(text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        'The council met on Monday.\n\n"I would rather lose than cheat." That quote went viral.\n',
        'The council met on Monday.\n\n"I would rather lose than cheat." The line from the film is famous.\n',
    ],
    ids=["no-name", "not-a-name"],
)
def test_a_quotation_the_next_sentence_names_by_no_ones_name_is_no_ones(text):
    assert [row for row in _quoted(text) if row[0] == "statement.quote_before_cue"] == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ('Ana Ortiz\'s campaign slogan is "A pier for everyone." But now she wants more.\n',
         [("statement.voiced_words", "slogan", "Ana Ortiz", "A pier for everyone.")]),
        ('Tom Reed\'s dictum to his interns (repeated to me over the years) was, "It is not a good story if nobody complains."\n',
         [("statement.voiced_words", "dictum", "Tom Reed", "It is not a good story if nobody complains.")]),
    ],
    ids=["slogan-is", "dictum-was"],
)
def test_a_quotation_that_a_possessed_noun_of_words_is_is_the_possessors(text, expected):
    # 'X's slogan is "…"': "be" equates the noun of words with the quotation, the possessor says it
    assert _quoted(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        'The slogan is "A pier for everyone."\n',
        'Her favorite film is "The Harbour Years."\n',
        'Ana Ortiz\'s message was not "We will win."\n',
    ],
    ids=["no-possessor", "not-a-noun-of-words", "negated"],
)
def test_a_quotation_after_be_with_no_possessed_noun_of_words_is_no_ones(text):
    assert [row for row in _quoted(text) if row[0] == "statement.voiced_words"] == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ('Tom Reed\'s "you can keep your ferry" promise haunted him for years.\n',
         [("statement.voiced_words", "promise", "Tom Reed", "you can keep your ferry")]),
        ('Critics seized on Ana Ortiz\'s "we will never close the pier" comment on Monday.\n',
         [("statement.voiced_words", "comment", "Ana Ortiz", "we will never close the pier")]),
    ],
    ids=["promise", "comment"],
)
def test_a_quotation_between_a_possessor_and_a_noun_of_words_is_the_possessors(text, expected):
    # the parser hangs the possessor on a word inside the marks: read from the words; a clause of
    # words, not a label of a few ('her "pier to nowhere" comment' is the writer's name for it)
    assert _quoted(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        'The "we will never close the pier" comment haunted Ana Ortiz.\n',
        'Critics seized on Ana Ortiz\'s "pier to nowhere" comment on Monday.\n',
        'Ana Ortiz\'s "Harbour Years" book sold well.\n',
        'Tom Reed\'s "Save the pier" hats sold out.\n',
    ],
    ids=["no-possessor", "a-label-in-a-few-words", "a-book", "hats"],
)
def test_a_quotation_before_a_noun_that_is_no_words_said_is_no_ones(text):
    assert [row for row in _quoted(text) if row[0] == "statement.voiced_words"] == []


@pytest.mark.parametrize(("text", "cue"), [
    ('Mayor Ana Ortiz spoke on Monday. "We will not back down," was her message to the crowd.', "message"),
    ('Mayor Ana Ortiz spoke on Monday. "We will not back down," was all she would say.', "say"),
    ('Mayor Ana Ortiz spoke on Monday. "We will not back down," in Ortiz\'s words.', "word"),
    ('Mayor Ana Ortiz spoke on Monday. "We will not back down," was how Ortiz put it.', "put"),
    ('Mayor Ana Ortiz spoke on Monday. "We will not back down," is how she described the plan.', "describe"),
], ids=["was-her-message", "was-all-she-would-say", "in-her-words", "was-how-she-put-it", "is-how-she-described-it"])
def test_a_quotation_the_words_after_it_name_as_someones_is_theirs(text, cue):
    records = analysed(text, "named-after-the-quotation")
    assert statement_rows(records, "rule", "cue", "speaker", "content", "direct") == [
        ("statement.quote_before_cue", cue, "Ana Ortiz", "We will not back down", True)]


def test_a_quotation_described_by_how_something_looked_is_no_ones():
    # "was how the plan looked": a clause of manner with no verb of saying names no speaker
    records = analysed('Mayor Ana Ortiz spoke on Monday. "A disaster," was how the plan looked to most voters.', "how-it-looked")
    assert statement_rows(records, "cue") == []


def test_a_quotation_a_later_sentence_calls_a_message_is_nobodys_by_that_alone():
    records = analysed('Ortiz spoke. "We will not back down." Her message was clear.', "message-later")
    assert statement_rows(records, "cue") == []


BLOCK_AFTER_A_COLON = """Critics of the levy were quick to respond. In a post on his blog, the economist Tom Reed writes:

The levy falls on the poorest households first, and no study the council has published shows otherwise.
The mayor should withdraw it before the vote.

The council meets on Monday. Here is what the levy would cost a family:

Forty pounds a year for a flat, and sixty for a house with a garden.
"""


def test_the_paragraph_after_a_cue_and_a_colon_is_a_block_quotation_of_the_speaker():
    # the page set the words off as a block and the text lost its marks: the lines after the
    # colon up to the blank line are the economist's; a colon after no verb of saying is a list
    records = analysed(BLOCK_AFTER_A_COLON, "block-quotation")
    assert statement_rows(records, "rule", "cue", "speaker", "content") == [
        ("statement.colon_quote", "write", "Tom Reed",
         "The levy falls on the poorest households first, and no study the council has published shows otherwise.\n"
         "The mayor should withdraw it before the vote.")]


def test_in_a_text_with_no_blank_line_a_block_quotation_is_the_line_after_the_colon():
    text = ("In a post on his blog, the economist Tom Reed writes:\n"
            "The levy falls on the poorest households first, and no study shows otherwise.\n"
            "The council meets on Monday to vote on the levy.\n")
    rows = statement_rows(analysed(text, "block-one-line"), "rule", "speaker", "content")
    assert rows == [("statement.colon_quote", "Tom Reed", "The levy falls on the poorest households first, and no study shows otherwise.")]
