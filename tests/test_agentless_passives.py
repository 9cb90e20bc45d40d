"""Passives with no agent that the cue model reads as what someone unnamed says of their
subject (kg.extract.agentless_passives): statements with no speaker, on sentences written for
these tests."""

from __future__ import annotations

import pytest

from conftest import analysed, statement_rows


def _statements(text: str, name: str) -> list[tuple]:
    return statement_rows(analysed(text, name), "rule", "cue", "speaker", "content")


@pytest.mark.parametrize(
    "text, cue, content",
    [
        ("Mayor Ana Ortiz has been criticized for closing the ferry line to the island.\n", "criticize",
         "Mayor Ana Ortiz has been criticized for closing the ferry line to the island"),
        ("The harbour master is accused of taking bribes from two shipping firms.\n", "accuse",
         "The harbour master is accused of taking bribes from two shipping firms"),
    ],
    ids=["criticized-for", "accused-of"],
)
def test_an_agentless_passive_the_cue_model_reads_is_a_statement_with_no_speaker(text, cue, content):
    # the subject and what the verb governs are what is said; nobody the text names says it
    assert _statements(text, "agentless") == [("statement.learned_passive", cue, None, content)]


@pytest.mark.parametrize(
    "text",
    [
        "Ortiz is supposed to explain the levy to the council on Monday.\n",  # an obligation, no report
        "I was criticized for closing the ferry line to the island.\n",  # the writer's own voice
        # a noun's description (the model scores this one low as well; the rule holds when it does not)
        "The pier, which was criticized for its cost, opened on Monday.\n",
    ],
    ids=["supposed-to", "first-person", "relative-pronoun"],
)
def test_no_statement_for_a_passive_of_obligation_the_writer_or_a_relative_pronoun(text):
    assert _statements(text, "not-agentless") == []


@pytest.mark.parametrize(
    "text, expected",
    [
        # the fire is what is estimated, not who estimates; the chief labels it
        ("The fire, estimated to have caused $2 million in damage, was labeled suspicious by the chief.\n",
         [("statement.describe_as", "label", "the chief", "The fire, estimated to have caused $2 million in damage")]),
        # what someone unnamed expects of the storm, as "the storm is expected to …" is
        ("A storm, expected to reach the coast by Monday, was named Ana by forecasters.\n",
         [("statement.learned_passive", "expect", None, "A storm, expected to reach the coast by Monday")]),
    ],
    ids=["estimated-to-have", "expected-to"],
)
def test_a_noun_a_raising_participle_describes_is_not_its_speaker(text, expected):
    assert _statements(text, "raising-participle") == expected


@pytest.mark.parametrize(
    "text",
    [
        # the tagger reads "said" as a past tense modifying the truck
        "Police stopped a truck said to be carrying weapons near the border on Monday.\n",
        # the parser hangs "said" on the sentence's verb, with no subject of its own
        "The agency stopped a convoy said to belong to the rebels.\n",
    ],
    ids=["acl-past-tense", "hung-on-the-verb"],
)
def test_a_noun_a_participle_tagged_past_describes_is_not_its_speaker_nor_is_the_sentences_subject(text):
    assert [row for row in _statements(text, "said-to-be") if row[2] is not None] == []


@pytest.mark.parametrize(
    "text, rule, cue, speaker, content",
    [
        ("Harbour master Ilse Marrowby left early. She's said the ferry will not sail before June.\n",
         "statement.indirect", "say", "Ilse Marrowby", "the ferry will not sail before June"),
        ("The mayor, who's said the road will stay shut, left the meeting.\n",
         "statement.indirect", "say", "The mayor", "the road will stay shut"),
        ("Councillor Dev Aronsohn spoke at noon. He's predicted that the port will lose money this winter.\n",
         "statement.indirect", "predict", "Dev Aronsohn", "the port will lose money this winter"),
    ],
    ids=["s-said-clause", "who-s-said", "s-predicted-that"],
)
def test_a_contracted_has_the_parser_read_as_a_passive_is_the_speakers_perfect(text, rule, cue, speaker, content):
    # "'s" is "has" here: a passive of saying takes no clause nor object after the verb
    assert (rule, cue, speaker, content) in _statements(text, "perfect")


@pytest.mark.parametrize(
    "text",
    ["It's said that the mayor never sleeps.\n", "Nobody saw the harbour master. He's said to be ill.\n"],
    ids=["it-s-said-that", "s-said-to-be"],
)
def test_a_contracted_is_before_a_passive_of_saying_names_nobody(text):
    assert all(speaker is None for _, _, speaker, _ in _statements(text, "passive"))
