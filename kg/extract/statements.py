"""Reported speech: who said what, in which words, as ``Statement`` records.

A pure function from a parsed article to records, in the manner of textacy's
``extract.triples``: rules read spaCy's dependency parse and the quotation marks of the
text (``kg.extract.quotes``); speakers are resolved to the article's entities by
``kg.extract.speakers``. Nothing here touches RDF.

Rules (each statement names the one that made it; ``kg.confidence`` gives each statement a
calibrated probability of its own):

``statement.quote_before_cue``  "The situation remains out of control," Zarroqui said. / "…." Jones said.
``statement.quote_after_cue``   He said, "We are facing…" / X wrote on Twitter: "…"
``statement.quote_continued``   a quotation standing alone right after a statement, or the
                                second half of a quote split by its cue ("A," he said. "B")
``statement.indirect``          X said (that) …; X warned …; X told Reuters …; X reported …
``statement.clause_then_cue``   …, X said. / The plan, X said, is sound. / It was, X said, a failure. /
                                His lead, aides believe, will hold. (a thought)
``statement.request``           X called for …; X asked Y to …; X urged …; X demanded …
``statement.describe_as``       X described Y as "selfish"; X called Y Z; X dismissed Y as …; X labeled Y "a sham"
``statement.speech_act``        X blamed Iran for …; X announced a plan; X denied the claims; Y was criticized by X
``statement.according_to``      according to X, …; …, according to X.; Per X, …; …, as reported by X.; As X noted, …;
                                As X believes, … (a thought); In a poll, …; As X told reporters, …;
                                In the words of X, "…" (kg.extract.words_of)
``statement.citing``            …, citing X.; "…," X quoted Y as saying (Y speaks, relayed by X)
``statement.transcript``        TRUMP: We will win. / Ana Ruiz, Example Times: "…" (a known name, a colon)
                                Q: … / A: … (a printed interview's answers: the first person named)
``statement.learned_cue``       any other verb whose frame the cue model reads as a cue: X believes …;
                                X expects …; polls show …; X slammed … (kg.extract.cue_model)
``statement.learned_noun``      a cue noun the cue model reads: X's criticism of …; the claim by X that …
``statement.learned_passive``   a passive with no agent the cue model reads: X was criticized for …; X is seen
                                as …; a statement with no speaker (kg.extract.agentless_passives)
``statement.speech_noun``       X's announcement that …; the statement by X that …; X's fear that …
                                (a noun of speech or thought, its possessor or by-phrase the speaker,
                                else its from-phrase or the subject of a light verb: X made the claim that …,
                                its that-clause the content); X's promise to …; a call by X to …;
                                X made the case that …; X's call for … (learned pairs, kg.extract.noun_frames)
``statement.unsourced_noun``    markets fell on fears that …: a noun of thought with a that-clause and no holder
``statement.unsourced``         It is expected that …; X is said to be …; X is reported to have …: a
                                passive with no agent, a statement with no speaker; X reportedly …
``statement.intention``         X plans to …; she intends to …; X seeks to … (X named; kind intention)
``statement.stance_adjective``  X is confident that …; the aides were worried that … (a thought);
                                X was eager to … (an intention); X was critical of … (learned pairs, kg.extract.stance)
``statement.source_phrase``     To X, the plan is a mistake; In X's view, … (learned keys, kg.extract.source_phrases)
``statement.relative_thought``  the mills that X intends to close; a bill he thought would cost jobs
``statement.nested_thought``    X said the company expects to cut …: a verb of thought or intention
                                heading a reported clause, its subject's own statement relayed by X
``statement.quote_any_verb``    a quotation no rule above claims, in a quoting frame of any verb:
                                "…," X fumed; X delivered a message: "…"
``statement.quote_introduced``  a quotation of whole sentences standing alone after the writer's sentence
                                about a person: Reed kept up his attack. / "They wasted every penny."
``statement.voiced_words``     a quotation named by a noun of words called out: chants of "…"; ran on the
                                slogan "…" (the noun's possessor or the subject of its verb, else no speaker)

Quotation marks inside an indirect statement's content make a partial quote: the statement
keeps the quoted words in ``quote`` and is ``direct`` only when its whole content is quoted.
Reporting verbs inside quotations are not read (they are the quoted speaker's own words),
nor negated ones ("did not say").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from itertools import islice, takewhile

from spacy.attrs import ORTH, TAG
from spacy.strings import get_string_id
from spacy.tokens import Doc, Token
from spacy.tokens import Span as TokenSpan

from kg.confidence import statement_probability
from kg.extract._doc_index import (
    attribute_ids, children_of, doc_index, doc_text, doc_tokens, indices_tagged, indices_written, sentence_bounds, words_where,
)
from kg.extract.agentless_passives import (
    agentless_passive_subject, misread_participle, noun_described, passive_content, perfect_read_as_passive,
    raising_participle, set_off_participle_end,
)
from kg.extract.questions import asker, put_to_someone, question_after_addressee
from kg.extract.quoted_back import said_by_you
from kg.extract.printed_interviews import printed_answers
from kg.extract.quotes import OPENING, STRAIGHT, Quotation, find_quotations
from kg.extract.cue_model import (
    NOUN_CONTENT_PREPOSITIONS, VERB_CONTENT_DEPS, CueModel, context_features, cue_model, is_abstract_subject, noun_features,
    source_nouns, verb_features,
)
from kg.extract.copular_nouns import copular_noun_frames
from kg.extract.cues import attribution_kind, cue_nouns
from kg.extract.headlines import HEADLINE_BREAKS, HEADLINE_LINE, headline_cue, title_case
from kg.extract.hearers import only_a_hearer
from kg.extract.lemmas import doc_lemmas, lemma_of
from kg.extract.inserted_cues import FINITE_TAGS, clause_around_inserted_cue, inverted_cue_after_clause
from kg.extract.lost_speakers import speaker_of_clause_before
from kg.extract.non_speech import goes_without_saying, impersonal_infinitive, label_line, programme_title, time_clause
from kg.extract.noun_tagged_cues import speaker_of_cue_taken_for_noun
from kg.extract.word_classes import noun_class, verb_classes
from kg.extract.words_of import quotation_opening_after, words_of_phrases
from kg.extract import stance
from kg.extract import noun_frames as noun_frame_rules
from kg.extract.noun_frames import LIGHT_VERBS, noun_frames, noun_holder
from kg.extract import source_phrases as source_phrase_rules
from kg.extract.stance import stance_frames
from kg.extract.summary_appositives import without_summary_appositive
from kg.extract.utterance_cues import announced_object, uttered_object
from kg.extract.valuations import VALUATION_VERBS, valued_figure
from kg.extract.speakers import (NARRATOR_PRONOUNS, OWNED_MEDIA, RELATIVE_PRONOUNS, SOURCE_DOCUMENTS, Resolution, SpeakerResolver, fold,
                                 names_nobody, source_kind)
from kg.records import LocalEntity, Span, Statement

# A reflexive object makes some cues acts, not speech: "admitted herself to a clinic".
REFLEXIVE_PRONOUNS = frozenset("myself yourself himself herself itself ourselves yourselves themselves".split())
# Verbs that report a proposition: they need a reported clause or a quotation.
SAY_VERBS = frozenset(
    """
    say tell add warn report claim insist state announce confirm explain note argue write
    tweet reveal comment assert allege caution estimate acknowledge admit deny predict stress
    emphasize emphasise maintain conclude declare inform promise vow pledge threaten mention
    indicate repeat reiterate recall remark observe testify hint concede complain forecast
    specify clarify suggest rule assure contend agree respond reply answer confess
    """.split()
)
# Verbs that report a request: their content is an infinitive, a for-phrase or an object.
REQUEST_VERBS = frozenset("call ask urge demand request appeal encourage recommend propose plead beg implore".split())
# Speech acts whose content may be a plain noun phrase: "blamed Iran for the attacks".
SPEECH_ACT_VERBS = frozenset(
    """
    announce confirm deny claim report allege blame accuse criticize criticise condemn
    denounce praise hail credit demand request recommend propose reject mention note
    """.split()
)
# "claim" with a noun object is a speech act only for these objects ("claimed the lives of…" is not).
CLAIM_OBJECTS = frozenset("responsibility credit victory".split())
# Verbs of characterising: "described X as Y", "called X Y", "dismissed X as Y".
DESCRIBE_VERBS = frozenset("describe call dismiss label brand characterize characterise denounce hail praise declare term".split())
# Verbs that give a name: their object may carry the name as a quotation with no "as" ("labeled it "a sham"").
NAMING_VERBS = frozenset("call label brand term".split())
# Verbs that give a thing its name with no subject of their own: 'a programme called "Learning
# Together"', 'an operation dubbed "Clean Sweep"': the quotation is a name, nobody's words.
NAME_GIVING_VERBS = NAMING_VERBS | frozenset("name dub title nickname".split())
# Verbs that introduce a quotation but report nothing without one ("he continued, …").
QUOTE_ONLY_VERBS = frozenset(
    "continue speak shout chant yell scream exclaim joke quip read post begin defend".split()
)
# "call" is left out: 'a programme called "Learning Together"' names, it does not quote.
QUOTE_VERBS = (SAY_VERBS | REQUEST_VERBS | QUOTE_ONLY_VERBS) - {"call"}
# The hand lists' verbs that report something: a title-case headline's verb is one of them or learned.
LISTED_CUES = SAY_VERBS | SPEECH_ACT_VERBS | REQUEST_VERBS
# Verbs that never introduce a quotation of their subject, whatever the frame.
NOT_QUOTE_CUES = frozenset("be have do get become seem include feature follow".split())
# ... except "have" whose object is words someone gives: 'The union had one message: "…"'.
MESSAGE_NOUNS = frozenset("message words warning answer reply response advice plea retort".split())
# "read" introduces a quotation only when a document does the reading: "the statement read:".
READ_SUBJECTS = frozenset("statement letter message note tweet post release text document caption".split())
RELATIVE_WORDS = frozenset("who which that whom whose where when".split())
# Speakers outside quotations who are the writer or the reader (interview transcripts): not reported.
FIRST_SECOND_PERSON = frozenset("i we you me us".split())
# Pronouns of a free choice, a condition or a question: they stand for no one who spoke.
ANY_ONE = frozenset("anyone anybody".split())
# Nouns that can be a source after "per": "Per reports, …".
# Pronouns that stand for someone who can be cited as a source.
SPEAKING_PRONOUNS = frozenset("him her them".split())
SOURCE_NOUNS = frozenset("report reports source sources official officials statement media police witness witnesses".split())
# Verbs whose object is the person told: "told reporters …", "informed police …".
ADDRESSEE_VERBS = frozenset("tell inform warn assure remind notify".split())
# A clause's own subject (the tags of a finite verb: kg.extract.inserted_cues.FINITE_TAGS).
CLAUSE_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl"})
# Words before a number that the parser may take for a preposition: "about half of the rise".
APPROXIMATORS = frozenset("about around nearly roughly almost".split())
# What a clause may open with before a cue set off by commas inside it: its subject clause,
# an adverbial clause, a prepositional phrase.
FRONTED_DEPS = frozenset({"csubj", "csubjpass", "advcl", "prep"})
# Conjunctions opening a condition of what was said.
CONDITION_MARKS = frozenset({"if", "unless"})
# Verbs whose passive subject is the one spoken to: 'X was asked, "…?"' is someone else's question.
ADDRESSEE_PASSIVES = frozenset("ask tell".split())
# Nouns naming an utterance, whose author is its "by"/"from" phrase: "calls by officials asking…".
SPEECH_NOUNS = frozenset("call calls request requests demand demands appeal appeals plea pleas".split())
# Nouns naming a medium: "told local radio", "said on TV", "wrote on Twitter".
MEDIA_NOUNS = frozenset(
    """
    radio tv television twitter facebook instagram youtube tiktok station stations channel newspaper
    paper broadcaster network website blog podcast programme program show media outlet agency
    """.split()
)
# Nouns of an utterance that a cue names as its form: "said in a statement", "in an interview".
UTTERANCE_NOUNS = frozenset("statement interview speech letter release email tweet post message".split())
# Nouns of words called out, chanted or campaigned on: a quotation right after one (or after its
# "of") is the words themselves (statement.voiced_words).
VOICED_NOUNS = frozenset("chant cry shout jeer scream yell slogan refrain mantra motto catchphrase battlecry".split())
# Nouns that are words called out only with their "of": "calls of "…"" (not "a call "…"", "calls for").
CALLED_OUT_NOUNS = frozenset("call".split())
# Nouns of words a sentence names as someone's after a quotation: '"…" That quote from X …'.
NAMED_WORDS_NOUNS = frozenset("quote quotation remark word words comment line statement".split())
# Nouns of words whose possessor says the quotation "be" has after them: 'Her slogan is "…"'.
POSSESSED_WORDS_NOUNS = VOICED_NOUNS | frozenset(
    "dictum maxim credo motto message advice answer reply response retort word words".split())
# Nouns of words said that a quotation before them names, after their possessor: 'Reed's "…" pledge'.
POSSESSED_QUOTE_NOUNS = frozenset("comment remark promise pledge vow quip line claim warning statement".split())
# Words that may open a sentence before a participle of saying: 'Then, adding: "…"'.
OPENING_CONNECTIVES = frozenset("and then later also but".split())
# What stands between quotations listed as one: 'chants of "A," "B" and "C"'.
LISTED_QUOTATION_GAP = re.compile(r"\s*,?\s*(?:(?:and|or)\s+)?")
REPORTING_VERBS = SAY_VERBS | REQUEST_VERBS | SPEECH_ACT_VERBS | DESCRIBE_VERBS | QUOTE_ONLY_VERBS
# Verbs of saying that report "an object to be …" as a clause ("forecast growth to slow"); not
# "told him to leave" nor "warned residents to stay": those are requests.
# passive verbs of measuring whose agent gives the figure ("was estimated at 5,000 by police")
MEASURED_BY_VERBS = frozenset("record measure estimate put register rate calculate".split())
OBJECT_INFINITIVE_VERBS = frozenset("forecast predict estimate report allege declare".split())
CLAUSE_VERBS = SAY_VERBS | REQUEST_VERBS | SPEECH_ACT_VERBS | DESCRIBE_VERBS  # verbs that take their content as a clause
# The cue lemmas of the hand rules, documented in docs/statements.md. Beyond them, any verb
# (and the cue nouns of kg/data/cue_model.json) is read where the learned cue model says its
# frame reports an attribution (statement.learned_cue, statement.learned_noun).
CUES = tuple(
    sorted(SAY_VERBS | REQUEST_VERBS | SPEECH_ACT_VERBS | DESCRIBE_VERBS | QUOTE_ONLY_VERBS
           | {"according to", "ask for", "call for", "call on", "cite", "per", "point out"})
)
CUE_SET = frozenset(CUES)
# The rules of the learned cue model (kg.extract.cue_model): their cue may be any verb, or a cue noun.
LEARNED_RULES = frozenset({"statement.learned_cue", "statement.learned_noun", "statement.learned_passive"})
# A verb of CUES that reaches the cue model (negated, or in a frame the hand rules leave) is read
# this much below the model's threshold: the lexicon is evidence the model's lemma weights, fitted
# on one corpus, may underrate (on PolNeAR train: 55 more found, 66 of the 77 statements added right).
LEXICON_MARGIN = 0.05
SENTENCE_END = frozenset(".!?;")
# A line with nothing on it: where a block of lines ends.
BLANK_LINE = re.compile(r"\n[ \t\xa0]*\n")
# Answers that are all a speaker said: "said yes", "said no", "said so".
ONE_WORD_ANSWERS = frozenset({"yes", "no", "so"})
# At most this many words of the writer's between two quotations of one speaker in a paragraph.
WRITERS_ASIDE_WORDS = 40
# Conjunctions that may stand between a quotation's cue and its next part: '"A," she said, and
# "B."'; '"A," he said. But "B."' (the speaker goes on, the reporter only joins the parts).
CONTINUING_CONJUNCTIONS = frozenset({"and", "but"})
# Words that may open a participle phrase after a cue: '"A," she said while stumping for him. "B."'
PARTICIPLE_MARKS = frozenset({"while", "after", "before", "when"})
# A paragraph that opens with a name (and an outlet or title after a comma) and a colon.
TRANSCRIPT_LINE = re.compile(
    r"(?m)^[ \t]*(?P<name>[A-Z][\w.'’-]*(?:[ \t]+[A-Z][\w.'’-]*){0,3})(?:,[ \t]*(?P<outlet>[^:\n]{1,60}))?[ \t]*(?P<colon>:)[ \t]+(?P<words>\S[^\n]*)"
)
# A paragraph that opens with a speaker's tag in double parentheses, as interviews printed as
# transcripts mark who answers ("((Ann Cole))  We will …"); a tag inside the paragraph
# ("((es))Spanish language: …", a translation) ends the words.
INTERVIEW_TAG = re.compile(
    r"(?m)^[ \t]*(?P<tag>\(\((?P<name>[A-Z][\w.'’-]*(?:[ \t]+[A-Z][\w.'’-]*){0,3})\)\))[ \t]*:?[ \t]*(?P<words>[^\s(][^\n]*?)(?=[ \t]*\(\(|[ \t]*$)"
)
# A name (and a parenthesis: "Rep. Ann Cole (R-Ohio)") and a colon right before a quotation,
# anywhere in a paragraph: '… - Carla Diaz: "…"', 'Former governor Ann Cole:"…"'.
NAME_COLON = re.compile(r"(?P<name>[A-Z][\w.'’-]*(?:[ \t]+[A-Z][\w.'’-]*){0,3})[ \t]*(?:\([^()\n]{1,30}\))?[ \t]*(?P<colon>:)[ \t\xa0]*$")
# A quotation credited in brackets at the end of its line, as news digests do: '“…” [Example Post.]'.
BRACKETED_SOURCE = re.compile(
    r"[ \t\xa0]*(?P<bracket>\[(?P<name>[A-Z][\w.'’&-]*(?:[ \t]+[A-Z][\w.'’&-]*){0,3}?)\.?\])[ \t\xa0]*$")
# A signature line after a quoted paragraph: '- Carla Diaz.', '—Ann Cole, Dayton.'. (Not the
# horizontal bar, which kg.nlp reads as an em dash everywhere else: a round-up signed with it was
# first seen in PolNeAR dev's errors, and a rule for it would make dev's figures no report figures;
# benchmarks/RESULTS.md, "attribution9".)
SIGNATURE = re.compile(r"[ \t]*(?P<dash>[-—–])[ \t]*(?P<name>[A-Z][\w.'’-]*(?:[ \t]+[A-Z][\w.'’-]*){0,3})[ \t]*(?:[.,][^\n]{0,60})?$")
# Words no speaker's label holds: a pronoun, a verb, an article.
NOT_IN_A_NAME = frozenset({"PRON", "AUX", "VERB", "DET"})
# Paragraph labels that are not speakers.
# Occasions of speech, not speakers: "held a press conference claiming …" is the holder's claim.
# WordNet classes of nouns that never hope or say anything themselves: an act, an event, a time,
# a place or a state that a participle follows is what its doer entered or left ("entered the race
# hoping …", "left the stage saying …"); a thing may still carry words ("a banner reading …"), and
# a filing, a study or an administration speaks though it is an act to WordNet ("fired back at a
# lawsuit alleging …", "saw a Republican administration defending …").
UNSPEAKING_CLASSES = frozenset("act event time location state".split())
EVENT_NOUNS = frozenset("conference briefing speech address interview rally appearance session meeting".split())
NOT_SPEAKER_LABELS = frozenset("note update updated photo photos video related watch read more editor correction source sources q a".split())
# A picture's caption and its credit, run together by the page's text ("Jo SmithImage: Jo Smith
# for Mayor.", "Ana Ruiz Photo: Reuters"): a credit, not a speaker's line.
CREDIT_LABEL = re.compile(r"(?:^|[a-z \t])(?:Image|Photo|Picture|Credit|Caption|File|Graphic)s?$")
QUOTE_MARKS = frozenset(['"', "“", "”", "„", "«", "»", "''", "``"])
_QUOTE_MARK_IDS = frozenset(map(get_string_id, QUOTE_MARKS))  # their ORTH ids, as the Doc's array holds them
# What ends words said before the verb that reports them: '"…," X fumed'.
PAUSE_MARKS = frozenset(",!?…—―–-:;.")
QUOTATION_RULES = frozenset({"statement.quote_before_cue", "statement.quote_after_cue", "statement.quote_continued", "statement.quote_any_verb"})
# How far after a quotation its cue may come ("…," said the head of X, Y).
CUE_WINDOW = 20
# Rules whose statements may have no speaker: the text gives none.
SPEAKERLESS_RULES = frozenset({"statement.unsourced", "statement.unsourced_noun", "statement.colon_quote", "statement.voiced_words",
                               "statement.learned_passive", "statement.learned_cue"})  # learned_cue: "it seems that …" only
# Subjects that name nobody: "it gets better:", "here's the line:".
EMPTY_SUBJECTS = frozenset("it there here this that what which who".split())

# Nouns of speech whose that-clause is what their possessor or by-phrase said: "the
# ministry's announcement that …", "a statement by the union that …".
SPEECH_CONTENT_NOUNS = frozenset(
    "announcement statement claim assertion allegation accusation admission denial warning promise pledge "
    "declaration insistence prediction suggestion argument complaint "
    "report rumor rumour speculation comment remark contention charge assurance threat observation".split()
)

# Nouns of a speech act whose infinitive is what their possessor or by-phrase undertook or
# asked: "her promise to cut taxes", "a call by the union to strike" (statement.speech_noun).
INFINITIVE_SPEECH_NOUNS = frozenset("promise pledge vow threat claim call".split())

# Verbs of judging someone's words or acts aloud whose passive with an agent reports the
# subject as what the agent judged: "the plan was criticized by X", "the call was echoed by Y".
PASSIVE_JUDGING_VERBS = frozenset(
    "criticize criticise condemn denounce praise hail applaud endorse echo deride ridicule mock dispute".split()
)

# Passive verbs of speech and thought whose source may go unsaid: "it is expected that …",
# "X is said to be …"; with no agent, the statement has no speaker.
UNSOURCED_PASSIVE_VERBS = frozenset("say report expect believe think claim allege rumor rumour estimate announce consider fear".split())
# Of those, the verbs whose negation moves into what is thought ("X is not expected to win" is
# the expectation that X will not win): negated, they still report, when the content runs
# over the negation (the subject and its infinitive), not "It is not expected that …".
NEGATION_RAISING_PASSIVE_VERBS = frozenset("expect believe think".split())

# Sources whose findings a clause reports with "in": "In the latest poll, X leads".
POLL_NOUNS = frozenset("poll survey".split())
# ... and documents, where the phrase opens the sentence and a comma closes it: "In a report of
# the agency, the tremor damaged 143 buildings" (not "listed in the report").
DOCUMENT_IN_NOUNS = frozenset("report study statement analysis review audit assessment filing memo letter release bulletin".split())
IN_SOURCE_NOUNS = POLL_NOUNS | DOCUMENT_IN_NOUNS  # "in" + one of them names where a figure comes from
# Words a cue after a quotation may have before it, between its speaker and itself.
CUE_OWN_LEFT = frozenset("aux auxpass advmod npadvmod prep advcl punct".split())
# Verbs that relay another's words: "X quoted Y as saying", "X cited Y as saying".
RELAYING_VERBS = frozenset("quote cite".split())
# Verbs that make their object do what the infinitive after it says ("prompted X to state",
# "led X to say", "forced X to admit"): the object speaks. Not verbs of asking or wanting
# ("urged X to say") or of pressing ("pushed X to reject"), whose object may never have done it.
CAUSING_VERBS = frozenset("prompt lead force cause move compel drive inspire spur provoke".split())
# Verbs of asking or allowing whose object does what the infinitive after it says ("asked him to
# tell the police …": he tells them), English object control as with the causing verbs.
OBJECT_CONTROL_VERBS = frozenset(
    "ask urge tell order persuade instruct encourage beg implore advise direct invite press pressure convince remind allow permit authorize authorise".split())

# Adverbs of hearsay: "X reportedly …" reports the clause for nobody the text names.
HEARSAY_ADVERBS = frozenset("reportedly allegedly purportedly reputedly supposedly".split())

# Nouns of thought read the same way ("the governor's fear that …"), and also with no holder
# at all ("markets fell on fears that …": statement.unsourced_noun, a statement with no speaker).
THOUGHT_NOUNS = frozenset("fear worry concern hope belief expectation doubt suspicion".split())

# Verbs of a plan stated as a fact: "Norland Steel plans to close two mills" ("want" and "wish",
# as often a wish the writer reads into the subject, are left to the cue model).
PLAN_VERBS = frozenset("plan intend aim seek".split())
# Adjectives of a belief or a feeling about a state of affairs: "X is confident that …", "she
# was worried that …" attribute the clause to X as a thought (statement.stance_adjective).
STANCE_ADJECTIVES = frozenset(
    """aware confident convinced sure certain unsure uncertain worried concerned hopeful optimistic
    pessimistic adamant afraid fearful skeptical sceptical doubtful positive insistent""".split()
)

# Pronouns that hold a stance or make a claim: "he is confident …", "their claim that …".
HOLDING_PRONOUNS = frozenset("he she they his her their".split())

# Verbs of thought and intention that head a reported clause as an attribution of their own
# ("said the company expects …", "stated that he envisioned …"); their kind when the learned
# lexicon does not give one.
NESTED_KINDS = {
    **dict.fromkeys("believe think expect fear hope worry doubt suspect envision envisage anticipate predict consider".split(),
                    "thought"),
    **dict.fromkeys("plan intend want wish aim seek".split(), "intention"),
}

# Verbs of thought whose "as" clause gives the rest of its sentence to its subject as a thought:
# "as many economists believe, …", "…, as the aides had feared." (statement.according_to, kind thought).
AS_THOUGHT_VERBS = frozenset(lemma for lemma, kind in NESTED_KINDS.items() if kind == "thought") - {"consider", "predict"}


@dataclass(frozen=True, slots=True)
class Candidate:
    """A word the hand rules did not read, scored by the cue model (for fitting and tests)."""

    token: int  # its index in the Doc
    lemma: str
    pos: str  # VERB or NOUN
    features: dict[str, float]
    content: Span
    speaker: Span  # the first speaker's head word
    probability: float | None  # None when no model is shipped


@dataclass(slots=True)
class _Draft:
    """A statement before its speaker is resolved."""

    rule: str
    cue: str
    cue_span: Span
    cue_token: Token | None
    speakers: list[Token]
    content: Span | None
    quotes: list[Quotation] = field(default_factory=list)
    via: str | None = None
    source: _Draft | None = None  # a continued quotation takes this draft's speaker
    resolutions: list[Resolution] = field(default_factory=list)
    relayed_by: Resolution | None = None  # the outer source of a nested attribution
    outer: _Draft | None = None  # the statement relaying this one ("RTVE reported, citing police, …")
    direct_parts: bool = False  # a direct quote continued by further quotations (one statement)
    kind: str | None = None  # speech, thought or intention when the cue lexicon does not say
    continued: bool = False  # quotations after the first were joined to this statement
    asked: list[Token] = field(default_factory=list)  # the one a question was put to, who speaks nothing here
    cue_score: float | None = None  # the cue model's probability, for a candidate it read

    def quotes_direct(self) -> bool:
        """Whether this draft is itself a quotation (and so takes no partial quotes)."""
        return bool(self.quotes) and (self.rule in QUOTATION_RULES or self.direct_parts)


# -- small helpers ------------------------------------------------------------------------


def _span_of(tokens: Iterable[Token]) -> Span:
    if isinstance(tokens, TokenSpan) and len(tokens):
        # the same offsets without making a Token for every word of a long content
        return Span(tokens.start_char, tokens.end_char)
    tokens = list(tokens)
    return Span(tokens[0].idx, tokens[-1].idx + len(tokens[-1].text))


# 'Jeremy "Spike" Cohen': one or two capitalised words in quotation marks between a given name and
# a surname, a space on each side.
_NICKNAME = re.compile(r"[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*)?")
_NAME_BEFORE = re.compile(r"[A-Z][\w'’.-]* $")
_NAME_AFTER = re.compile(r" [A-Z][\w'’-]")


def _is_nickname(text: str, quotation) -> bool:  # noqa: ANN001
    """A nickname written inside a person's name ('Jeremy "Spike" Cohen') is part of the name:
    its quotation marks quote nobody."""
    return bool(_NICKNAME.fullmatch(text[quotation.start:quotation.end])
                and _NAME_BEFORE.search(text, max(0, quotation.opening - 40), quotation.opening)
                and _NAME_AFTER.match(text, quotation.closing))


def _gives_a_name(cue: Token | None) -> bool:
    """'a programme called "X"', 'is dubbed "X"': a verb of naming with no subject of its own
    (a participle, or passive with no agent), the quotation right after it: the name it gives.
    'He called, "Help!"' has a subject and 'was called "a traitor" by X' an agent: words."""
    if cue is None or cue.lemma_ not in NAME_GIVING_VERBS or cue.i + 1 >= len(cue.doc):
        return False
    if any(c.dep_ in {"nsubj", "agent"} for c in children_of(cue)):
        return False
    return cue.tag_ in {"VBN", "VBD"} and cue.doc[cue.i + 1].text in QUOTE_MARKS


def _modifies_a_noun(verb: Token | None) -> bool:
    """'the 2006 film hit "Dreamgirls"': a verb the parser hangs on a noun as its modifier has
    no subject of its own to quote; for a verb of no known cue that is no quoting frame."""
    return verb is not None and verb.dep_ == "acl" and verb.head.pos_ in {"NOUN", "PROPN"}


def _speakers_second_cue(verb: Token) -> bool:
    """Whether a verb hung on a reported clause as its conjunct may be the speaker's second verb
    of saying ("said the bridge would reopen in May and added that …"): in the past with no
    subject of its own, after a verb in another tense (a modal, a present). After a verb in the
    past ("said the unions met and agreed that …") it may as well be the clause's, and stays."""
    return verb.tag_ == "VBD" and verb.head.tag_ not in {"VBD", "VBN"} \
        and not any(c.dep_ in CLAUSE_SUBJECT_DEPS for c in children_of(verb))


def _second_predicate(verb: Token, conjunct: Token) -> bool:
    """Whether a conjunct of a verb is a second predicate of the verb's subject: no subject of
    its own, in the verb's form ("defended X and said …", "pointing to X and telling …"), or
    finite after a finite verb ("did not name X, but said …"). A participle after a finite verb
    ("…, called X, that …") is a phrase the parser took for a conjunct, and a clause with a
    subject of its own is another clause altogether."""
    if any(c.dep_ in CLAUSE_SUBJECT_DEPS for c in children_of(conjunct)):
        return False
    return conjunct.tag_ == verb.tag_ or _finite(verb) and _finite(conjunct)


def _joined_by_conjunction(conjunct: Token) -> bool:
    """Whether "and", "but" or "or" comes right before a conjunct (a comma may stand between):
    a participle the parser took for a conjunct is set off by commas alone ("…, called X, that …")."""
    i = conjunct.left_edge.i - 1
    while i > 0 and conjunct.doc[i].text == ",":
        i -= 1
    return i >= 0 and conjunct.doc[i].dep_ == "cc"


def _finite(verb: Token) -> bool:
    """Whether a verb is finite, itself or by its auxiliary ("did not know", "has praised")."""
    return verb.tag_ in FINITE_TAGS or any(c.dep_ in {"aux", "auxpass"} and c.tag_ in FINITE_TAGS
                                           for c in children_of(verb))


def _same_speakers(a: Sequence[Token], b: Sequence[Token]) -> bool:
    """Whether two drafts name the same speaker tokens (a verb's subject shared by its conjunct)."""
    return bool(a) and [t.i for t in a] == [t.i for t in b]


def _overlaps(a: Span, b: Span) -> bool:
    return a.start < b.end and b.start < a.end


def _inside(inner: Span, outer: Span) -> bool:
    return outer.start <= inner.start and inner.end <= outer.end


def _subordinate_not_as(verb: Token) -> bool:
    """Whether a verb heads an adverbial clause opened by a conjunction other than "as" ("unless
    rivals quit", "if she wins", "when they left"). Hung on a quoted clause, it says when or on
    what condition the quoted words hold and frames no quotation ('as X put it, "…"' does; so
    does 'although Y translated the quote as: "…"', hung on the writer's own verb)."""
    marks = [c for c in children_of(verb) if c.dep_ == "mark"]
    return verb.dep_ == "advcl" and bool(marks) and marks[0].lower_ != "as"


def _is_verb(token: Token) -> bool:
    return token.pos_ == "VERB" or (token.pos_ == "AUX" and token.lemma_ in {"say"})


def _same_token(a: Token | None, b: Token | None) -> bool:
    return a is not None and b is not None and a.i == b.i


def _is_participle_tag(tag: str) -> bool:
    """A tag ``attributions`` starts from ("reported", "citing"), read from the Doc's tag array."""
    return tag in {"VBN", "VBG"}


def _is_gerund_tag(tag: str) -> bool:
    return tag == "VBG"


def _in_question(token: Token) -> bool:
    """Whether the token's sentence is a question: "Would you ask X to …?" reports nothing."""
    start, end = sentence_bounds(token)
    doc = token.doc
    for i in range(end - 1, start - 1, -1):  # from the end: the last word or mark that is no quote
        last = doc[i]
        if not last.is_space and last.text not in QUOTE_MARKS:
            return last.text == "?"
    return False


def _negated(token: Token, quoted: Callable[[Token], bool] = lambda _: False) -> bool:
    """"did not say"; also "did not concede or admit defeat", where the negation is shared.
    A negation inside a quotation is the speaker's word, not the cue's: the parser hangs the
    "not" of a verbless quote on the cue ('"Certainly not," she replied')."""
    if any(c.dep_ == "neg" and not quoted(c) for c in children_of(token)):
        return True
    head = token.head
    if token.dep_ != "conj" or not any(c.dep_ == "neg" and not quoted(c) for c in children_of(head)):
        return False
    joiners = [c for c in children_of(head) if c.dep_ == "cc" and c.i < token.i]
    return bool(joiners) and joiners[-1].lower_ in {"or", "nor"}


def _as_clause_cue(verb: Token, children: Sequence[Token]) -> list[Token] | None:
    """The cue of an "as" clause that reports the rest of its sentence: a verb of saying with
    nothing reported of its own ("as X noted"), "point out", "put it"; None for other verbs and
    for a verb with a clause or an object of its own ("as she said the words", "as X explained
    the rule")."""
    lemma = lemma_of(verb)
    particles = [c for c in children if c.dep_ == "prt"]
    objects = [c for c in children if c.dep_ in {"dobj", "ccomp", "xcomp", "dative", "oprd", "attr"}]
    if lemma == "put" and len(objects) == 1 and objects[0].lower_ == "it" and objects[0].dep_ == "dobj":
        return [verb, objects[0]]
    if objects and only_a_hearer(verb, objects):
        return [verb]  # "as X told reporters": the hearer, nothing reported of its own
    if objects:
        return None
    if lemma == "point" and [p.lower_ for p in particles] == ["out"]:
        return [verb, particles[0]]
    return [verb] if lemma in SAY_VERBS | AS_THOUGHT_VERBS and not particles else None


def _clause_joined_before(doc: Doc, start: int) -> bool:
    """Whether a conjunction joining two clauses comes right before the source phrase at
    ``start`` (commas aside): "… specified no cause, but, according to his agent, he had …"."""
    i = start - 1
    while i >= 0 and doc[i].text == ",":
        i -= 1
    return i > 0 and doc[i].dep_ == "cc" and doc[i].lower_ in {"but", "and", "yet", "so"} and doc[i].head.pos_ in {"VERB", "AUX"}


def _semicolon_clause(doc: Doc, start: int, quoted: Callable[[Token], bool]) -> tuple[int, int]:
    """Token range of the sentence around doc[start], cut at the semicolons before and after it
    (not those inside a quotation, ``quoted``): 'A is banned; B is largely rural and, according
    to X, close to A.' — X speaks of B only."""
    s_start, s_end = sentence_bounds(doc[start])
    tokens = doc_tokens(doc)
    cuts = [t.i for t in tokens[s_start:s_end] if t.text == ";" and not quoted(t)]
    if not cuts:
        return s_start, s_end
    # the parts between semicolons; only a part with a finite verb is a clause of its own, the
    # rest are items of a list ("… along with A; Rep. B, R-Tenn.; and C")
    parts = list(zip([s_start, *(c + 1 for c in cuts)], [*cuts, s_end]))
    if not all(any(t.tag_ in FINITE_TAGS for t in tokens[a:b]) for a, b in parts):
        return s_start, s_end
    return next((a, b) for a, b in parts if a <= start < b)


def _trim(doc: Doc, start: int, end: int) -> tuple[int, int] | None:
    """Token range [start, end) without leading connectives and trailing punctuation."""

    def leading_junk(token: Token) -> bool:
        if token.is_space or token.dep_ in {"cc", "preconj"}:
            return True
        if token.is_punct and token.text not in QUOTE_MARKS:
            return True
        return token.lower_ == "that" and token.dep_ == "mark"

    def trailing_junk(token: Token) -> bool:
        # "%" counts as punctuation for spaCy, but "a raise of 4%" ends with it
        return token.is_space or (token.is_punct and token.text not in QUOTE_MARKS and token.text != "%") or token.dep_ == "cc"

    while start < end and leading_junk(doc[start]):
        start += 1
    while end > start and trailing_junk(doc[end - 1]) and not _closes_own_bracket(doc, start, end - 1):
        end -= 1
    if end < len(doc) and doc[end].text in ")]" and _bracket_left_open(doc, start, end):
        end += 1  # "… leading to encephalitis (brain inflammation)": the parser left the bracket out
    # a closing quotation mark belongs to the content only if its opening mark does
    marks = sum(1 for t in doc_tokens(doc)[start:end] if t.text in QUOTE_MARKS)
    if marks % 2 == 1 and end > start and doc[end - 1].text in QUOTE_MARKS:
        end -= 1
        while end > start and trailing_junk(doc[end - 1]):
            end -= 1
    elif marks % 2 == 1 and doc[start].text in QUOTE_MARKS:
        start += 1
    elif marks % 2 == 1:
        end = _closing_mark_after(doc, start, end)
    return (start, end) if end > start else None


def _closing_mark_after(doc: Doc, start: int, end: int) -> int:
    """'… placed emphasis on maintaining "law and order."': a content whose last quotation mark
    opens a quotation the parse ended before its full stop and closing mark runs to that mark (the
    new end; ``end`` when the mark is not right there)."""
    last = max(t.i for t in doc_tokens(doc)[start:end] if t.text in QUOTE_MARKS)
    mark = doc[last]
    # the text from doc_text: Doc.text joins every token of the article again on each access
    opening = mark.text in OPENING or mark.text == "``" or (mark.text == STRAIGHT and (mark.idx == 0 or doc_text(doc)[mark.idx - 1].isspace()))
    if not opening:
        return end
    after = end
    while after < min(len(doc), end + 3) and doc[after].is_punct and doc[after].text not in QUOTE_MARKS:
        after += 1
    if after < len(doc) and doc[after].text in QUOTE_MARKS and doc[after].text not in OPENING and doc[after].text != "``":
        return after + 1
    return end


def _char_span(doc: Doc, start: int, end: int) -> Span | None:
    trimmed = _trim(doc, start, end)
    if trimmed is None:
        return None
    return _span_of(doc_tokens(doc)[trimmed[0] : trimmed[1]])


# -- speakers of a reporting verb ---------------------------------------------------------


def _expand(head: Token) -> list[Token]:
    """A subject and the subjects coordinated with it ("Saudi Arabia and the United States").

    Bare nouns coordinated before a name are its titles, not other speakers: "Retired FBI
    agent and terrorism specialist Ali Soufan" is one speaker.
    """
    # "everyone but the chairman": "but" between subjects excepts, it does not add a speaker
    excepted = any(c.dep_ == "cc" and c.lower_ == "but" for c in children_of(head))
    heads = [head] + [c for c in head.conjuncts if c.i > head.i and c.pos_ in {"NOUN", "PROPN", "PRON"} and not excepted]
    if len(heads) > 1 and heads[-1].pos_ == "PROPN":
        bare = {h.i for h in heads[:-1] if _bare_noun(h)}
        heads = [h for h in heads if h.i not in bare]
    # "writer and producer Ann Lowell", parsed as "writer" with the conjunct "producer" and the
    # name in apposition: the bare nouns before the name are its titles too
    named_at = [c.i for c in children_of(head) if c.dep_ == "appos" and c.pos_ == "PROPN"]
    if named_at:
        heads = [h for h in heads if h is head or not (_bare_noun(h) and h.i < named_at[0])]
    return heads


def _bare_noun(token: Token) -> bool:
    """A common noun with no determiner or possessor: a title, not a noun phrase of its own."""
    return token.pos_ == "NOUN" and not any(c.dep_ in {"det", "poss"} for c in children_of(token))


def _is_reporting(token: Token) -> bool:
    if token.pos_ != "VERB":
        return False
    lemma = lemma_of(token)
    return lemma in REPORTING_VERBS and _reports_in_this_sense(token, lemma)


def _reporting_ancestor(verb: Token) -> Token | None:
    """The nearest reporting verb above ``verb`` in the parse, if any."""
    node = verb
    while node.head.i != node.i:
        node = node.head
        if _is_reporting(node):
            return node
    return None


def _speaker_like(verb: Token) -> bool:
    """Whether a verb's own subject could be a speaker: a name or a personal pronoun."""
    for child in children_of(verb):
        if child.dep_ == "nsubj":
            return child.pos_ == "PROPN" or child.lower_ in {"he", "she", "they", "it", "i", "we"}
    return False


def _speaker_subject(subjects: list[Token]) -> Token:
    """One subject of several after an inverted cue: the parser splits a noun phrase at a
    hyphen ("said study co-author Karen Alley": subjects "co" and "Alley"); the named one, else
    the last (an English noun phrase ends with its head)."""
    named = [s for s in subjects if s.ent_type_ in {"PERSON", "ORG", "NORP", "GPE"}]
    return named[0] if named else subjects[-1]


def _after_comma(verb: Token) -> bool:
    """Whether a comma, and maybe an adverb ("then"), is all that comes before a verb's phrase."""
    i = verb.left_edge.i - 1
    while i >= 0 and verb.doc[i].pos_ == "ADV":
        i -= 1
    return i >= 0 and verb.doc[i].text == ","


def _reported_speakers(tokens: Iterable[Token]) -> list[Token]:
    """The tokens that can be a reported speaker: not the writer or the reader ("I", "we",
    "you"), whose words outside quotations are the article's own (interview transcripts), nor
    "anyone", who is nobody in particular ("if anyone asks, …", "did anyone say …")."""
    return [t for t in tokens if t.lower_ not in FIRST_SECOND_PERSON and t.lower_ not in ANY_ONE]


# Verbs whose subject "it" stands for the clause after them, not for anyone who speaks: "it
# seems (odd) that …", "it appears that …", "it remains unclear how …".
EXPLETIVE_IT_VERBS = frozenset("seem appear remain".split())


def _expletive_it(subject: Token, verb: Token) -> bool:
    """Whether ``subject`` is the empty "it" of a verb of seeming that takes a clause."""
    if subject.lower_ != "it" or lemma_of(verb) not in EXPLETIVE_IT_VERBS:
        return False
    return any(c.dep_ in {"ccomp", "csubj", "xcomp", "acomp", "oprd"} and c.i > verb.i for c in children_of(verb))


def _supposed(verb: Token) -> bool:
    """Whether a cue says what might be said, not what was: under a modal ('we can say, "…"')
    or in a conditional that puts its auxiliary first ('Had I said "…"')."""
    children = list(children_of(verb))
    subject = next((c.i for c in children if c.dep_ == "nsubj"), None)
    return any(c.dep_ == "aux" and (c.tag_ == "MD" or subject is not None and c.i < subject) for c in children)


def _quoting_speakers(tokens: Iterable[Token], quoted: Callable[[Token], bool], narrator: bool) -> list[Token]:
    """The speakers of a quotation's cue: the reported ones and, when ``narrator``, the writer
    ("I" or "we" outside any quotation, ``quoted`` tells): '"…," I said' quotes the writer,
    whose words are the article's own only when they are not quoted. An "I" inside a quotation
    is the quoted speaker's."""
    return [t for t in tokens
            if t.lower_ not in FIRST_SECOND_PERSON or narrator and t.lower_ in NARRATOR_PRONOUNS and not quoted(t)]


# Particles of phrasal verbs of speech that an inverted cue puts before its speaker ("shot back
# the mayor", "chimed in Cole", "spoke up a voter").
INVERTED_PARTICLES = frozenset("back in up out".split())

# Tokens a plain noun phrase is made of when the parser has lost its structure.
PHRASE_POS = frozenset({"DET", "PROPN", "NOUN", "ADJ", "NUM", "PRON"})
HEAD_POS = frozenset({"PROPN", "NOUN", "PRON"})


def _nominal(token: Token) -> bool:
    """A noun, name or pronoun, or a capitalised word the tagger took for something else
    ('said Skelly' with "Skelly" an adverb)."""
    return token.pos_ in HEAD_POS or token.is_title and token.is_alpha and token.i > 0 and not token.is_sent_start


def _in_phrase(token: Token) -> bool:
    return (token.pos_ in PHRASE_POS or _nominal(token) or token.tag_ == "POS"
            or token.text in {"-", "–"} and not token.whitespace_)


def _phrase_head(tokens: Sequence[Token]) -> Token | None:
    """The head of a plain noun phrase (English puts it last): its last noun, name or pronoun,
    unless that is a date or a time ("said Wednesday" names nobody)."""
    heads = [t for t in tokens if _nominal(t)]
    if not heads or heads[-1].ent_type_ in {"DATE", "TIME"}:
        return None
    return heads[-1]


def _surface_speaker_after(verb: Token) -> Token | None:
    """'"…," said David Brock, a …': the noun phrase right after an inverted cue, read from
    the words when the parser made it something else (an adverb, a later verb's subject)."""
    # a relative pronoun opens the phrase's own clause: 'said a voter who runs …' is the voter
    start = verb.i + 1
    if start < len(verb.doc) and verb.doc[start].lower_ in INVERTED_PARTICLES and verb.doc[start].head.i == verb.i:
        start += 1  # '"…," shot back the mayor', '"…," chimed in Cole': the verb's particle first
    run = list(takewhile(lambda t: _in_phrase(t) and t.tag_ not in {"WP", "WDT"}, verb.doc[start : sentence_bounds(verb)[1]]))
    return _phrase_head(run)


def _surface_speaker_between(words: Sequence[Token], verb: Token) -> Token | None:
    """'"…," Gene Sperling, a top outside Clinton adviser, said': the noun phrase that opens
    the words between a quotation and its cue, read from the words; only a phrase set off by
    commas ("an apposition, a participle") may stand between it and the verb."""
    run = list(takewhile(_in_phrase, words))
    rest = words[len(run):]
    if rest and (rest[0].text != "," or words[-1].text != "," and not _open_relative_apposition(rest[1:])):
        return None
    return _phrase_head(run)


def _open_relative_apposition(words: Sequence[Token]) -> bool:
    """'Tom Reed, the engineer who founded the trust tweeted': an apposition whose relative
    clause the writer did not close with a comma before the cue, one clause with no comma in it."""
    return (len(words) > 2 and words[0].tag_ == "DT" and any(t.tag_ in {"WP", "WDT"} for t in words)
            and not any(t.text in {",", ";", ":"} for t in words))


def _surface_speaker_before(verb: Token) -> Token | None:
    """'…, Jake Sullivan, said: "…"': the noun phrase right before a cue (an apposition or a
    parenthesis such as "(R-WI)" passed over), read from the words; it must open at a comma,
    a quotation mark, a conjunction or the sentence's start, so that the end of some other
    phrase ("… to discuss internal strategy said") is not taken for a speaker."""
    doc = verb.doc
    start = sentence_bounds(verb)[0]
    antecedent = _antecedent_of_clause_before(verb, start)
    if antecedent is not None:
        return antecedent
    i = verb.i - 1
    if i >= 0 and doc[i].text == ")":
        while i >= start and doc[i].text != "(":
            i -= 1
        i -= 1
    if i >= 0 and doc[i].text == ",":
        i -= 1
    end = i + 1
    while i >= start and _in_phrase(doc[i]):
        i -= 1
    run = doc[i + 1 : end]
    opened = i < start or doc[i].text in {",", "“", '"', "—", "―", "–"} or doc[i].pos_ == "CCONJ" or doc[i].is_space
    if not len(run) or not opened:
        return _name_before_apposition(verb)
    head = _phrase_head(list(run))
    if head is not None and head.pos_ != "PROPN" and head.dep_ == "appos" and doc[i].text == "," and head.head.i == i - 1 \
            and head.head.pos_ == "PROPN":
        # 'At a rally on Monday, Ann Cole, the mayor, said …': the phrase describes the name
        # before it, set off by commas as the name is (the parser hung the name on the phrase
        # before it); the name speaks. Not a name inside that phrase ('an interview with
        # Tom Reed and Ann Cole, the candidate said')
        j = head.head.i
        while j - 1 >= start and doc[j - 1].pos_ == "PROPN":
            j -= 1
        if j - 1 >= start and doc[j - 1].text == ",":
            return head.head
    return head


def _name_before_apposition(verb: Token) -> Token | None:
    """'In a call on Monday, Col. Tom Reed, a spokesman in Leeds, said, "…"': the name right
    before an apposition that ends at the comma before the cue, where the apposition is more
    than a plain noun phrase (a prepositional phrase inside it) and the parser hung the name
    on the phrase before it, leaving the cue with no subject."""
    doc = verb.doc
    start = sentence_bounds(verb)[0]
    comma = verb.i - 1
    if comma - 1 <= start or doc[comma].text != ",":
        return None
    last = doc[comma - 1]
    for node in (last, *last.ancestors):
        if node.i < start or node.i >= comma:
            return None
        if node.dep_ == "appos" and node.right_edge.i == last.i:
            name, opening = node.head, node.left_edge.i - 1
            if doc[opening].text == "," and name.i == opening - 1 and name.pos_ == "PROPN" and start <= name.i:
                return name
            return None
    return None


def _antecedent_of_clause_before(verb: Token, start: int) -> Token | None:
    """'a city official who spoke anonymously to discuss the budget said …': the noun a relative
    clause describes, when that clause (its subject the relative pronoun) ends right before the
    cue; the parser, having hung the noun elsewhere, left the cue with no subject."""
    doc = verb.doc
    i = verb.i - 1
    while i >= start and doc[i].text == ",":
        i -= 1
    if i < start:
        return None
    for clause in doc[i].ancestors:
        if clause.dep_ == "relcl" and clause.right_edge.i == i and start <= clause.head.i < clause.i:
            pronoun = [c for c in children_of(clause) if c.dep_ in {"nsubj", "nsubjpass"} and c.tag_ in {"WP", "WDT"}]
            return clause.head if pronoun and clause.head.pos_ in {"NOUN", "PROPN"} else None
    return None


def _surface_speaker_of_noun_cue(words: Sequence[Token]) -> Token | None:
    """The speaker of a cue the tagger took for a noun ('"…," a voice-over in the ad
    states'): the words between quotation and cue are all a noun phrase, its head the last
    word before a preposition, whatever its tag (the tagger shifted the noun's to the cue)."""
    if not words or words[0].text == ",":
        words = words[1:]
    if not words or any(not (_in_phrase(t) or t.pos_ == "ADP") for t in words) or words[0].pos_ == "ADP":
        return None
    # the head's phrase must lie within the words: the parser may hang the quotation on it
    first, last = words[0].i, words[-1].i
    phrase = list(takewhile(lambda t: t.pos_ != "ADP", words))
    heads = [t for t in phrase if t.pos_ != "DET" and t.is_alpha and first <= t.left_edge.i and t.right_edge.i <= last]
    return heads[-1] if heads else None


def _speaker_hung_elsewhere(verb: Token) -> list[Token]:
    """'After the vote, Senator Ann Cole, the minority leader, said that …': a verb of saying at
    the root of its sentence, with a reported clause and no subject, whose speaker the parser
    hung on the phrase before it (as an apposition or a conjunct of a fronted phrase); the
    noun phrase right before the verb, read from the words. Not a passive or a participle,
    which have no speaker of their own before them."""
    if verb.dep_ != "ROOT" or lemma_of(verb) not in SAY_VERBS or verb.tag_ in {"VBN", "VBG"}:
        return []
    if any(c.dep_ in {"nsubj", "nsubjpass", "auxpass", "expl"} for c in children_of(verb)) or _right_content(verb, {"ccomp"}) is None:
        return []
    head = _surface_speaker_before(verb)
    return [head] if head is not None else []


def _subject_lost_before(verb: Token) -> list[Token]:
    """'At the fair, a baker who had sold out by noon endorsed the plan': a finite verb at the
    root of its sentence with no subject at all, whose subject the parser hung elsewhere (here
    an apposition of the fair); the noun phrase right before the verb, read from the words (as
    ``_speaker_hung_elsewhere`` does for the verbs of saying). Not a passive, a participle or an
    imperative."""
    if verb.dep_ != "ROOT" or verb.tag_ in {"VBN", "VBG", "VB"}:
        return []
    if any(c.dep_ in {"nsubj", "nsubjpass", "csubj", "auxpass", "expl"} for c in children_of(verb)):
        return []
    head = _surface_speaker_before(verb)
    return [head] if head is not None else []


def _speaker_of_clause_before(verb: Token) -> list[Token]:
    """'Mayor Ortiz closed the pier, then says the ferry will stop': the speaker the parser hung on
    the clause before the cue (``kg.extract.lost_speakers``), with the subjects coordinated with it."""
    subject = speaker_of_clause_before(verb)
    return _expand(subject) if subject is not None else []


def _subject_lent_to_participle(verb: Token) -> list[Token]:
    """The subject right after an inverted cue that the parser gave to a participle after it:
    '"…," said Mark Jones, commenting on …' (Jones the subject of "commenting"), '"…," said
    Ben Carson, asked about …'. The cue itself then has no subject."""
    for child in children_of(verb):
        # a past tense after a comma is a participle misread: "…, asked about his claim"
        participle = child.tag_ in {"VBG", "VBN"} or child.tag_ == "VBD" and verb.doc[child.i - 1].text == ","
        if child.i > verb.i and child.dep_ in {"ccomp", "advcl", "xcomp", "conj"} and participle:
            for subject in children_of(child):
                if subject.dep_ in {"nsubj", "nsubjpass"} and verb.i < subject.i < child.i and subject.left_edge.i == verb.i + 1:
                    return [subject]
    return []


def _controller_of_infinitive(verb: Token) -> Token | None:
    """Who speaks a cue in the infinitive that completes a passive with no agent: its subject
    ('Reed was prompted to say, "…"', 'Ortiz was moved to write: "…"'), as English control has it."""
    if verb.dep_ != "xcomp" or verb.tag_ != "VB" or not any(c.dep_ == "aux" and c.lower_ == "to" for c in children_of(verb)):
        return None
    children = list(children_of(verb.head))
    if verb.head.pos_ != "VERB" or any(c.dep_ == "agent" for c in children):
        return None
    passive = [c for c in children if c.dep_ == "nsubjpass" and c.pos_ in HEAD_POS and c.tag_ not in {"WP", "WDT"}]
    return passive[0] if passive else None


def _possessed_utterance_before(colon: Token) -> Token | None:
    """The noun of words said whose phrase ends right at a colon and has a possessor, in a
    clause with no verb: 'His answer: "…"', 'From Reed's post on Facebook: "…"' (the
    possessor said what the quotation after the colon holds)."""
    doc = colon.doc
    start = sentence_bounds(colon)[0]
    for noun in reversed(doc[start : colon.i]):
        if noun.pos_ not in {"NOUN", "PROPN"} or not _words_noun(noun):
            continue
        own = {t.i for t in noun.subtree}  # 'post on Facebook': its own words up to the colon
        if all(i in own for i in range(noun.i, colon.i)) and _possessor(noun) is not None:
            return noun
    return None


def _how_someone_put_it(be: Token) -> tuple[Token, Token] | None:
    """The speaker and the cue of '"…," was how Reed put it', '"…," is how one official
    described the ruling': a clause opening with "how" right after "be", its verb one of saying
    or of putting words ("put it", "summed it up"), with a subject of its own. Not 'was how the
    plan looked'."""
    tokens = doc_tokens(be.doc)
    if be.i + 1 >= len(tokens) or tokens[be.i + 1].lower_ != "how":
        return None
    for clause in children_of(be):
        if clause.dep_ not in {"ccomp", "attr", "advcl"} or clause.left_edge.i != be.i + 1 or clause.pos_ != "VERB":
            continue
        if lemma_of(clause) not in REPORTING_VERBS | {"put", "sum"}:
            continue
        subjects = [c for c in children_of(clause) if c.dep_ == "nsubj" and c.i < clause.i]
        if subjects:
            return subjects[0], clause
    return None


def _words_noun(noun: Token) -> bool:
    """A noun of words someone said or sent: 'answer', 'response', 'statement', 'words'."""
    nouns = MESSAGE_NOUNS | UTTERANCE_NOUNS
    return lemma_of(noun).lower() in nouns or noun.lower_ in nouns


def _possessed_words_subject(subject: Token) -> Token | None:
    """Whose words a subject is: 'His response was blunt: "…"', 'Reed's reply to the council
    was short: "…"', 'The answer from the ministry was short: "…"' (they answered, not the reply)."""
    if subject.pos_ != "NOUN" or not _words_noun(subject):
        return None
    givers = [o for p in children_of(subject) if p.dep_ == "prep" and p.lower_ in {"from", "by"}
              for o in children_of(p) if o.dep_ == "pobj"]
    return _possessor(subject) or (givers[0] if givers else None)


def _possessor(noun: Token) -> Token | None:
    """A noun's possessor, not the writer's or the reader's ('my', 'our', 'your')."""
    owners = [c for c in children_of(noun) if c.dep_ == "poss" and c.lower_ not in FIRST_SECOND_PERSON | {"my", "our", "your"}]
    return owners[0] if owners else None


def _text_read_after(verb: Token) -> Token | None:
    """The text that "read" has right after it when the parser took the inverted subject for
    its object ('"…," read the statement from the ministry'): a noun of a text."""
    objects = [c for c in children_of(verb) if c.dep_ == "dobj" and c.i > verb.i and lemma_of(c) in READ_SUBJECTS]
    return objects[0] if objects and objects[0].left_edge.i == verb.i + 1 else None


def _reported_clause(verb: Token) -> bool:
    """Whether a verb heads a clause that a reporting verb reports or that describes a noun
    ("said the move was made by X and …", "those who were hurt and …"): its subject is not
    that of a verb coordinated with it at the sentence's level."""
    return verb.dep_ in {"relcl", "acl"} or verb.dep_ in {"ccomp", "xcomp"} and _is_reporting(verb.head)


def _subject_lent_to_aside(verb: Token) -> Token | None:
    """The subject before a participle aside that the parser gave to the aside, not to the cue
    after it: 'Ann Cole, noting the length of the list, said, "…"' (Cole the subject of
    "noting", the cue with none). The aside is set off by commas between subject and cue."""
    doc = verb.doc
    # the parser hangs such an aside on the cue as an adverbial clause or, after a parenthesis
    # ('X (D-Ill.), noting …, said'), as a complement; or makes the aside the head and the
    # cue a clause beside it
    asides = [c for c in children_of(verb) if c.i < verb.i and c.dep_ in {"advcl", "ccomp"}]
    if verb.dep_ == "parataxis" and verb.head.i < verb.i:
        asides.append(verb.head)
    for aside in asides:
        if aside.tag_ not in {"VBG", "VBN"} or doc[aside.i - 1].text != ",":
            continue
        # the closing comma: the aside's own last token before the cue, or right after it
        cue = {t.i for t in verb.subtree} if aside.i == verb.head.i else set()
        end = max(t.i for t in aside.subtree if t.i < verb.i and t.i not in cue)
        closing = end if doc[end].text == "," else end + 1
        if closing >= verb.i or doc[closing].text != ",":
            continue
        subjects = [c for c in children_of(aside) if c.dep_ in {"nsubj", "nsubjpass"} and c.i < aside.i - 1]
        if subjects:
            return subjects[0]
    return None


def _writer_vouching(token: Token) -> bool:
    """'X said, and I quote, "…"': the writer's aside that the words are X's own, a conjunct of
    the cue whose subject is the writer; it reports nothing itself."""
    return token.dep_ == "conj" and lemma_of(token) == "quote" and any(
        c.dep_ == "nsubj" and c.lower_ in NARRATOR_PRONOUNS for c in children_of(token))


def _has_a_message(verb: Token) -> bool:
    """'had one message', 'had a blunt warning for them': "have" with words as its object."""
    return lemma_of(verb) == "have" and any(
        c.dep_ == "dobj" and lemma_of(c) in MESSAGE_NOUNS for c in children_of(verb))


def _quoted_as_saying(verb: Token) -> tuple[Token, Token] | None:
    """In "Reuters quoted the minister as saying …", for "saying": the relaying verb ("quoted")
    and the one it quotes ("the minister"), also in the passive ("the minister was quoted (by
    Reuters) as saying …"); None for any other verb."""
    if verb.tag_ != "VBG" or lemma_of(verb) not in SAY_VERBS or verb.dep_ != "pcomp" or verb.head.lower_ != "as":
        return None
    relay = verb.head.head
    if lemma_of(relay) not in RELAYING_VERBS or relay.pos_ != "VERB":
        return None
    quoted = [c for c in children_of(relay) if c.dep_ in {"dobj", "nsubjpass"} and c.i < verb.i]
    return (relay, quoted[0]) if quoted else None


def _left_to_the_hand_rules(verb: Token, negated: bool) -> bool:
    """Whether a verb the hand rules leave is still no learned cue, because a hand rule reads its
    frame through another word or declines it on purpose: the relaying verb of "quoted X as
    saying that …" (``quoted_as_saying``), a light verb whose object has its own that-clause, or
    any verb whose object is a noun of speech or thought with one ("made the case that …",
    "welcomed an assurance from X that …": the noun's statement, held by the verb's subject or the
    noun's own holder), the infinitive of a request
    ("called for the government to declare …": the request's content, nobody's statement), a
    negated verb of the lists with a quotation for its clause ('did not say, "…"': words not said). The
    cue model scores these frames high (attribution31's context features: a clause with a
    subject, another cue in the sentence), and a learned statement read first would take the
    words from the rule that reads them right."""
    children = list(children_of(verb))
    if any(c.dep_ == "prep" and c.lower_ == "as" and any(
            (found := _quoted_as_saying(g)) is not None and found[0].i == verb.i for g in children_of(c))
           for c in children):
        return True
    if any(
            c.dep_ == "dobj" and c.pos_ == "NOUN"
            and (lemma_of(verb) in LIGHT_VERBS or lemma_of(c) in SPEECH_CONTENT_NOUNS | THOUGHT_NOUNS) and any(
                g.dep_ in {"acl", "ccomp"} and g.i > c.i and any(
                    m.dep_ == "mark" and m.lower_ == "that" for m in children_of(g)) for g in children_of(c))
            for c in children):
        return True
    if verb.dep_ in {"xcomp", "ccomp", "advcl"} and lemma_of(verb.head) in REQUEST_VERBS and any(
            c.dep_ == "aux" and c.lower_ == "to" for c in children):
        return True  # "called for the government to declare …": what one is asked to do, the request's content
    # a quotation after a negated verb of the lists: words that were not said ("did not say, "…"");
    # an indirect clause stays the model's ("didn't say where the cuts would fall")
    return negated and lemma_of(verb) in CUE_SET and any(
        c.dep_ == "ccomp" and any(t.text in QUOTE_MARKS for t in verb.doc[min(c.left_edge.i, verb.i + 1) : c.right_edge.i + 1])
        for c in children)


def _put_to_its_subject(verb: Token) -> bool:
    """A passive "asked" or "told" with no agent: 'X was asked, "…?"' puts the words to X, so
    they are someone else's, whom the text does not name."""
    children = list(children_of(verb))
    return (lemma_of(verb) in ADDRESSEE_PASSIVES and any(c.dep_ == "auxpass" for c in children)
            and any(c.dep_ == "nsubjpass" for c in children) and not any(c.dep_ == "agent" for c in children))


def _that_said(verb: Token) -> bool:
    """Whether ``verb`` is the "said" of "That said," / "This said," before a comma: a
    connective that concedes the sentence before, not a report."""
    doc = verb.doc
    i = verb.i
    if lemma_of(verb) != "say" or not 0 < i < len(doc) - 1 or doc[i + 1].text != ",":
        return False
    subject = doc[i - 1]
    opens = i == 1 or subject.is_sent_start or doc[i - 2].is_punct or doc[i - 2].is_space
    return subject.lower_ in {"that", "this"} and subject.dep_ in {"nsubj", "nsubjpass"} and opens


def _subjects(verb: Token, blocked: frozenset[int] = frozenset(), depth: int = 0) -> list[Token]:
    """The speakers of a reporting verb: its subject, agent, or the subject it shares.

    ``blocked`` holds tokens of "according to X" phrases, which the parser sometimes makes
    the subject: "According to ISNA, the prosecutor, Ali Mehr, said …" is Ali Mehr's.
    """
    if lemma_of(verb.head) == "let" and any(
            c.dep_ == "nsubj" and c.tag_ == "PRP" and lemma_of(c) in FIRST_SECOND_PERSON for c in children_of(verb)):
        return []  # "let's say …", "let us say …": a supposition, nobody's report
    if _that_said(verb) or goes_without_saying(verb):
        return []  # "That said, …", "it goes without saying": the writer's connective or emphasis, nobody's report
    if misread_participle(verb) is not None:
        return []  # "The gunmen, said to be in a boat, fired": what is said of them, by nobody named
    quoted = _quoted_as_saying(verb)
    if quoted is not None:
        return _expand(quoted[1])  # "Reuters quoted the minister as saying …": the minister says it
    inverted = inverted_cue_after_clause(verb)
    if inverted is not None:
        return _expand(inverted[0])  # "The closure signals …, said Ortiz": the clause's subject hung on the cue
    # the subject nearest the verb: a misparse can give a verb two ("The partner asked for X,
    # but the commissioner stated …")
    subjects = sorted((c for c in children_of(verb) if c.dep_ == "nsubj"), key=lambda c: (c.i > verb.i, -c.i if c.i < verb.i else c.i))
    after = [c for c in subjects if c.i > verb.i and c.i not in blocked]
    if len(after) > 1 and len(after) == len(subjects):  # an inverted cue whose subject the parser split
        return _expand(_speaker_subject(after))
    for child in subjects:
        if child.i in blocked:
            appos = [c for c in children_of(child) if c.dep_ == "appos" and c.i not in blocked]
            if appos:
                return _expand(appos[0])
            continue
        return _expand(child)
    if verb.dep_ != "acl" and noun_described(verb) is not None:
        return []  # "stopped a convoy said to belong to the rebels": what is said of the convoy, by nobody named
    perfect = perfect_read_as_passive(verb)
    if perfect is not None:
        return _expand(perfect)  # "He's said he will run": he has said it
    if any(c.dep_ == "nsubjpass" for c in children_of(verb)):
        for child in children_of(verb):
            if child.dep_ == "agent":
                for obj in children_of(child):
                    if obj.dep_ == "pobj":
                        return _expand(obj)
        return []
    for aux in (c for c in children_of(verb) if c.dep_ in {"aux", "auxpass"}):
        for child in children_of(aux):
            # "everyone who comes asking for it": the parser gave the clause's own subject to its
            # auxiliary, so the outer verb's subject is not this verb's; a relative pronoun so
            # misplaced has lost its antecedent
            if child.dep_ in {"nsubj", "nsubjpass"}:
                return [] if child.tag_ in {"WP", "WDT"} else _expand(child)
    aside = _subject_lent_to_aside(verb)
    if aside is not None:
        return _expand(aside)
    if depth > 3 or verb.head.i == verb.i:
        return []
    head = verb.head
    if verb.dep_ == "conj" and depth == 0:
        # "claims A and claims B": the parser hangs the second claim on A; it is the first claimant's
        outer = _reporting_ancestor(verb)
        if outer is not None and outer.i < verb.i and lemma_of(outer) == lemma_of(verb):
            return _subjects(outer, blocked, depth + 1)
    if verb.dep_ == "conj" and not any(c.dep_ == "auxpass" for c in children_of(verb)) and not _reported_clause(head):
        # "X was joined on stage by Y and joked, …": the conjunct shares the passive's subject,
        # not its agent
        shared = [c for c in children_of(head) if c.dep_ == "nsubjpass" and c.tag_ not in {"WP", "WDT"}]
        if shared and shared[0].i < head.i:
            return _expand(shared[0])
    if verb.dep_ in {"conj", "advcl", "pcomp"} and depth == 0 and not _is_reporting(head):
        # "said around 50,000 crossed and estimated …", "said …, saying that …": the
        # parser hangs the second reporting verb inside the first one's reported clause.
        outer = _reporting_ancestor(verb)
        # (a reporting verb after this one is not the first of them: 'seemed unmoved, telling
        # reporters, "Many people said …"' hangs the sentence on the quotation's verb)
        if outer is not None and outer.i < verb.i and (verb.dep_ != "conj" or (head.dep_ in {"ccomp", "conj"} and not _speaker_like(head))):
            return _subjects(outer, blocked, depth + 1)
    if verb.dep_ == "conj" and head.pos_ in {"VERB", "AUX"}:
        return _subjects(head, blocked, depth + 1)
    if verb.dep_ == "dep" and head.pos_ == "VERB" and head.i < verb.i and _after_comma(verb):
        return _subjects(head, blocked, depth + 1)  # "X gestured, then leaned in and boomed: …"
    # (an asking verb's object only for the infinitive itself: a conjunct the parser hung on it,
    # "urging voters to see X and promising Y", may be the asker's own)
    if verb.dep_ == "xcomp" and (lemma_of(head) in CAUSING_VERBS or depth == 0 and lemma_of(head) in OBJECT_CONTROL_VERBS):
        # "The vote led Reed, the union's leader, to say …": the object of a verb that makes
        # someone act does what the infinitive says, as English object control has it
        objects = [c for c in children_of(head) if c.dep_ == "dobj" and c.i < verb.i and c.pos_ in HEAD_POS]
        if objects:
            return _expand(objects[0])
    if verb.dep_ in {"advcl", "xcomp", "pcomp"}:
        while head.dep_ in {"prep", "acomp"} or head.pos_ in {"ADP", "ADJ"}:  # "by shouting", "forceful in blaming"
            if head.head.i == head.i:
                break
            head = head.head
        if head.tag_ == "VBN" and head.dep_ in {"ccomp", "xcomp"} and lemma_of(head.head) in {"have", "get"} and head.head.i < head.i:
            head = head.head  # "tried to have Tom released by saying …": those who have him released say it, not Tom
        # "took the step of criticizing …": who took it; "had a strong moment that could play
        # big …, denouncing …": the relative clause's "that" stands for that noun
        relative = head.pos_ in {"VERB", "AUX"} and head.dep_ == "relcl" and any(
            c.dep_ == "nsubj" and c.tag_ in {"WDT", "WP"} for c in children_of(head))
        doer = _verb_whose_subject_does(head.head if relative else head)
        if doer is not None:
            # the subject of a passive, not its agent: "In addition to worrying …, X is hemmed in by Y"
            passive = [c for c in children_of(doer) if c.dep_ == "nsubjpass"]
            return _expand(passive[0]) if passive else _subjects(doer, blocked, depth + 1)
        outer = _doer_outside_a_nouns_clause(verb, head)
        if outer is not None:
            return _subjects(outer, blocked, depth + 1)
        if head.pos_ in {"VERB", "AUX"}:
            return _subjects(head, blocked, depth + 1)
        if head.pos_ in {"NOUN", "PROPN"}:
            return [head]
    if verb.dep_ == "acl" and head.pos_ in {"NOUN", "PROPN", "PRON"}:
        if lemma_of(head) in SPEECH_NOUNS:  # "the calls by officials asking …"
            for child in children_of(head):
                if child.dep_ == "prep" and child.lower_ in {"by", "from", "of"}:
                    objs = [o for o in children_of(child) if o.dep_ == "pobj"]
                    if objs:
                        return _expand(objs[0])
        if head.dep_ == "pobj" and head.head.lower_ in {"on", "via"}:
            verb_above = _reporting_ancestor(head) or next((a for a in head.ancestors if a.pos_ == "VERB"), None)
            if verb_above is not None:
                return _subjects(verb_above, blocked, depth + 1)  # "posted a message on Twitter blaming …"
        if lemma_of(head) in EVENT_NOUNS and head.dep_ == "dobj" and head.head.pos_ == "VERB":
            return _subjects(head.head, blocked, depth + 1)  # "held a press conference claiming …": who held it
        if head.dep_ == "dobj" and head.pos_ == "NOUN" and head.head.pos_ == "VERB" and not _can_be_source(lemma_of(head)) \
                and noun_class(lemma_of(head)) in UNSPEAKING_CLASSES:
            return _subjects(head.head, blocked, depth + 1)  # "entered the race hoping …": who entered it
        if raising_participle(verb):
            return []  # "a revolver believed to be the weapon": the noun is what is believed, not who believes
        if set_off_participle_end(verb) is not None:
            return []  # "the minister, asked to comment, …": a passive participle's noun is the one asked
        return [head]  # "officials asking …", "a letter urging …"
    return []


def _doer_outside_a_nouns_clause(participle: Token, head: Token) -> Token | None:
    """'officials tried to calm fears that the crisis was spreading, insisting …': a participle
    set off by a comma that the parser hung on a noun's content clause whose subject is
    something that happens ("the crisis") belongs to the verb that governs the noun; None
    elsewhere."""
    if participle.tag_ != "VBG" or not _after_comma(participle) or head.pos_ not in {"VERB", "AUX"}:
        return None
    noun = head.head
    if head.dep_ not in {"acl", "ccomp"} or noun.pos_ != "NOUN" or noun.head.pos_ not in {"VERB", "AUX"} or noun.head.i == noun.i:
        return None
    own = [c for c in children_of(head) if c.dep_ in {"nsubj", "nsubjpass"}]
    return noun.head if own and is_abstract_subject(own[0]) else None


def _verb_whose_subject_does(noun: Token) -> Token | None:
    """'X took the unusual step of criticizing …', 'has a long history of blaming …', 'In
    addition to stating …, X vowed': a noun that cannot speak, whose "of" or "to" phrase names
    an act, as the object of a verb or in a phrase hung on it; the verb's subject does the act."""
    if noun.pos_ != "NOUN" or noun_class(lemma_of(noun)) in {"person", "group"} or _can_be_source(lemma_of(noun)):
        return None
    if noun.dep_ in {"dobj", "attr"} and noun.head.pos_ in {"VERB", "AUX"}:
        return noun.head
    if noun.dep_ == "pobj" and noun.head.dep_ == "prep" and noun.head.head.pos_ in {"VERB", "AUX"}:
        return noun.head.head
    return None


def _can_be_source(lemma: str) -> bool:
    """A common noun that speaks in news: a listed one, a document, or one annotated as a Source on
    PolNeAR train ("the lawsuit alleges", "the administration defended")."""
    return lemma in SOURCE_NOUNS or lemma in SOURCE_DOCUMENTS or lemma in source_nouns()


def _verb_after_apposition(child: Token) -> bool:
    """"Vivas, the head of X, called for …": a past tense after a comma that the parser hung on
    the subject it follows, as the subject's clause; it is the sentence's verb (a noun's own
    clause, "people briefed on it", has no comma before it)."""
    return child.dep_ == "acl" and child.tag_ == "VBD" and child.i > 0 and child.doc[child.i - 1].text == ","


def _phrase(head: Token, cue: Token | None = None) -> tuple[int, int]:
    """Token range of a speaker phrase, without the phrases coordinated with it, nor the
    clause that holds the cue ("an open letter urging officials to …": the letter speaks)."""
    skip: set[int] = set()
    clauses: list[Token] = []  # the cue's clause, and sentence verbs the parser hung on the head
    for child in children_of(head):
        if child.dep_ in {"conj", "cc", "preconj"} or _is_time(child):  # not "… on Saturday"
            skip.update(t.i for t in child.subtree)
        elif cue is not None and child.left_edge.i <= cue.i <= child.right_edge.i or _verb_after_apposition(child) \
                or _said_after_own_cue(head, child, cue) or put_to_someone(child):  # "X, when asked about …, said
            skip.update(t.i for t in child.subtree)
            clauses.append(child)
    own = [t.i for t in head.subtree if t.i not in skip]
    start, end = min(own), max(own) + 1
    # the phrase stops at such a clause: "The partner asked for …, but …" and "Vivas, the head
    # of X, called for …, asking …" are "The partner" and "Vivas, the head of X"
    for clause in clauses:  # never over the head itself: a clause's edge may lie past it
        if clause.i > head.i:
            end = max(min(end, clause.left_edge.i), head.i + 1)
        else:
            start = min(max(start, clause.right_edge.i + 1), head.i)
    doc = head.doc
    if cue is not None and cue.i < head.i:
        end = _before_resumed_quotation(doc, head.i, end)
    # (never the head: "%" of "42% say" is punctuation to spaCy)
    while end > start + 1 and end - 1 != head.i and (doc[end - 1].is_punct or doc[end - 1].is_space) \
            and not _closes_own_bracket(doc, start, end - 1):
        end -= 1
    while start < end - 1 and start != head.i and (doc[start].is_punct or doc[start].is_space):
        start += 1
    return start, end


def _phrase_before_content(head: Token, draft: _Draft) -> tuple[int, int]:
    """The speaker phrase of a draft, stopped where its content starts: "according to exit
    polls by X, majorities of voters say …" — the parser hung the content's subject on the
    source, which the content keeps."""
    start, end = _phrase(head, draft.cue_token)
    if draft.content is None or draft.content.start <= head.idx:
        return start, end  # a content before its speaker ('"…," said X') leaves the phrase alone
    doc = head.doc
    first = next((t.i for t in doc_tokens(doc)[head.i + 1 : end] if t.idx >= draft.content.start
                  or draft.cue_token is not None and t.i == draft.cue_token.i), None)
    if first is None:
        return start, end
    while first > head.i + 1 and (doc[first - 1].is_punct or doc[first - 1].is_space):
        first -= 1
    return start, first


def _closes_own_bracket(doc: Doc, start: int, i: int) -> bool:
    """Whether doc[i] closes a bracket opened inside the phrase: "the National Hurricane Center
    (NHC)" keeps its closing bracket."""
    pairs = {")": "(", "]": "["}
    return doc[i].text in pairs and any(t.text == pairs[doc[i].text] for t in doc[start:i])


def _bracket_left_open(doc: Doc, start: int, end: int) -> bool:
    """Whether doc[start:end] opens more brackets than it closes."""
    words = [t.text for t in doc_tokens(doc)[start:end]]
    return words.count("(") + words.count("[") > words.count(")") + words.count("]")


def _before_resumed_quotation(doc: Doc, head: int, end: int) -> int:
    """'"A", reads a press release, "B"': the quotation goes on after the speaker that follows its
    cue, and the parser hangs its second piece on the speaker as an apposition. The speaker
    stops at the comma before the mark that resumes the quotation."""
    for i in range(head + 1, end - 1):
        if doc[i].text == "," and doc[i + 1].text[:1] in OPENING + STRAIGHT:
            return i
    return end


# -- content of a reporting verb ----------------------------------------------------------


def _said_after_own_cue(head: Token, child: Token, cue: Token | None) -> bool:
    """Whether ``child`` is what a speaker that is its own cue says ("evidence that …", "Report:
    …", kg.extract.noun_frames): everything after the head, not part of the speaker's phrase."""
    return cue is not None and cue.i == head.i and child.i > head.i


def _cut_at_nested_cue(doc: Doc, start: int, end: int, verb: Token) -> int:
    """End a content before a trailing reporting participle (", adding that …", "while criticizing")."""
    for token in doc_tokens(doc)[start:end]:
        if token.i == verb.i or token.dep_ != "advcl" or lemma_of(token) not in QUOTE_VERBS | SPEECH_ACT_VERBS:
            continue
        left = token.left_edge.i
        # "while criticizing" is the speaker's own act; a clause with a subject of its own is
        # part of what was said: "it was wrong for the judge to criticize X", "until Y said …"
        own_subject = any(c.dep_ in {"nsubj", "nsubjpass"} for c in children_of(token))
        # so is a condition after a comma ("…, even if they did not agree with her"); not a
        # clause of another speaker's ("…, while Y said …", "…, though Y argued …")
        marks = [c.lower_ for c in children_of(token) if c.dep_ == "mark"]
        condition = own_subject and bool(marks) and marks[0] in CONDITION_MARKS
        if left > start and not condition and (doc[left - 1].text == "," or doc[left].dep_ == "mark" and not own_subject):
            return left
    return end


def _object_misread_as_clause(verb: Token) -> bool:
    """'Police found a dog, thought to be a stray, in the yard': the parser made the object and
    the participle set off after it a clause the verb governs; the verb has an object, and
    what is thought of it is nobody's report of the verb's subject."""
    return any(c.dep_ == "ccomp" and c.i > verb.i and misread_participle(c) is not None for c in children_of(verb))


def _said_apart(conjuncts: Sequence[Token], bounds: tuple[int, int]) -> int | None:
    """Where a verb's content ends before one of its ``conjuncts`` that says something of its
    own: "X backed the plan, and Tom Reed said the council would vote" (the parser hangs "said" on
    "backed"): a conjunct with a subject of its own and a verb of the hand lists is a statement of
    its own, not the rest of X's predicate (``None`` when there is none, or when the parse tangles
    it into what the verb governs, ``bounds``). On PolNeAR train 38 contents stop there; 7 had
    covered an annotated Content only through the words cut: another statement in 5 (another
    speaker's in 3), a Content running on through the conjunct in 2."""
    start, governed_end = bounds
    apart = [c for c in conjuncts if lemma_of(c) in REPORTING_VERBS
             and any(g.dep_ in {"nsubj", "nsubjpass"} for g in children_of(c))]
    if not apart:
        return None
    end = apart[0].left_edge.i
    doc = apart[0].doc
    while end > start + 1 and (doc[end - 1].is_punct or doc[end - 1].dep_ == "cc"):
        end -= 1  # not the ", and" or ", but" before it
    return end if end >= governed_end else None


def _gerund_of_object(verb: Token, end: int) -> int:
    """'spoke of the army assuming the duty', 'warned about prices rising': the parser hangs the
    gerund on the cue, but its subject is the prepositional object just before it, and the two are
    what was said (the new end of the content; ``end`` when there is none)."""
    if not any(c.dep_ == "prep" and c.right_edge.i + 1 == end for c in children_of(verb)):
        return end
    for child in children_of(verb):
        marked = any(c.dep_ in {"mark", "nsubj", "nsubjpass"} for c in children_of(child))
        if child.dep_ == "advcl" and child.tag_ == "VBG" and child.left_edge.i == end and not marked \
                and lemma_of(child) not in CUE_SET:
            return child.right_edge.i + 1
    return end


def _through_colon_gloss(verb: Token, end: int) -> int:
    """Where a content ends when a colon right after it spells it out: 'recommended a simpler
    solution: stop using the browser …', 'proposed a compromise: the levy would rise …' run to the
    end of the sentence. Not a quotation after the colon, which the quotation rules read."""
    doc = verb.doc
    if end >= len(doc) or doc[end].text != ":":
        return end
    _, sentence_end = sentence_bounds(verb)
    last = sentence_end
    while last > end + 1 and (doc[last - 1].is_punct or doc[last - 1].is_space):
        last -= 1
    if last <= end + 1 or doc[end + 1].text in QUOTE_MARKS:
        return end
    return last


def _described_with_agent(verb: Token) -> tuple[Token, Token] | None:
    """A past participle hung on the noun before it, with an agent: (the noun, the agent's object)
    for 'spending cuts demanded by the lenders', 'the plan, criticized by the union'."""
    if verb.dep_ != "acl" or verb.tag_ != "VBN" or verb.head.pos_ not in {"NOUN", "PROPN"} or verb.head.i > verb.i:
        return None
    agents = [o for c in children_of(verb) if c.dep_ == "agent" for o in children_of(c) if o.dep_ == "pobj"]
    return (verb.head, agents[0]) if agents else None


# "could have asked", "should have said": with "have" and a participle, a saying that did not
# happen ("might have said" only supposes one, so it is not here)
COUNTERFACTUAL_MODALS = frozenset("could would should".split())


def _counterfactual(verb: Token) -> bool:
    """'could have asked', 'should have said': a modal, "have" and a participle."""
    if verb.tag_ != "VBN":
        return False
    children = children_of(verb)
    return (any(c.dep_ == "aux" and c.lower_ == "have" for c in children)
            and any(c.dep_ == "aux" and c.lower_ in COUNTERFACTUAL_MODALS for c in children))


def _reports_in_this_sense(verb: Token, lemma: str) -> bool:
    """Whether a verb of the hand lists is used here in its sense of reporting. "appeal" is a
    plea only when asked of someone: 'appealed for calm', 'appealed to residents to stay
    indoors'; 'will appeal the ruling', 'appealed against the sentence', 'plans to appeal' are a
    party's appeal to a court, an action and not a request."""
    if lemma != "appeal":
        return True
    children = children_of(verb)
    return (any(c.dep_ == "prep" and c.lower_ in {"to", "for"} for c in children)
            and not any(c.dep_ == "dobj" for c in children))


def _absolute_construction(clause: Token) -> bool:
    """'said, his voice rising', 'said, her hands shaking, that …': an -ing clause with a subject
    of its own and no auxiliary, set off by a comma, tells how the speaker spoke, not what."""
    if clause.tag_ != "VBG" or clause.left_edge.i == 0:
        return False
    children = children_of(clause)
    return (doc_tokens(clause.doc)[clause.left_edge.i - 1].text == ","
            and any(c.dep_ == "nsubj" for c in children) and not any(c.dep_ in {"aux", "auxpass"} for c in children))


def _right_content(verb: Token, deps: set[str]) -> tuple[int, int] | None:
    doc = verb.doc
    kept = [c for c in children_of(verb) if c.i > verb.i and c.dep_ in deps and not _is_time(c) and not _cue_hung_as_second_complement(c)
            and not _absolute_construction(c)]
    if all(time_clause(c) for c in kept):
        return None  # none, or only "when the polls closed", "as the crowd booed": when it was said, not what
    start = min(c.left_edge.i for c in kept)
    end = max(c.right_edge.i for c in kept) + 1
    if verb.tag_ == "VBG" and verb.i > 0 and doc[verb.left_edge.i - 1].text == ",":
        end = max(end, sentence_bounds(verb)[1])  # a trailing participle runs to the end of the sentence
    return start, _cut_at_nested_cue(doc, start, end, verb)


def _after_relative_subject(verb: Token, clause: tuple[int, int]) -> tuple[int, int]:
    """'Gigante, who experts said was the leader': the relative word that opens the reported
    clause as its subject stands for the noun before the cue, and the cue's own frame sits between
    it and what was said. The content is what follows the cue ("was the leader"), as attribution
    corpora mark it; ``clause`` itself elsewhere."""
    first = verb.doc[clause[0]]
    relative = first.tag_ in {"WP", "WDT"} or first.lower_ == "that"
    if clause[0] < verb.i < clause[1] and relative and first.dep_ in {"nsubj", "nsubjpass"} and first.head.head.i == verb.i:
        return verb.i + 1, clause[1]
    return clause


def _subject_hung_on_cue(verb: Token, start: int) -> int:
    """'The office said about half of the rise reflected wages', 'said the days when … are gone':
    the parser hangs the reported clause's subject on the cue (as a phrase or an object right
    after it) and leaves the finite clause with no subject. The content starts at that phrase
    (the new start; ``start`` when the clause has a subject of its own)."""
    doc = verb.doc
    clauses = [c for c in children_of(verb) if c.dep_ == "ccomp" and c.left_edge.i == start]
    if not clauses:
        return start
    clause = clauses[0]
    # its subject may hang on its auxiliary: "told police the car was speeding" ("car" on "was")
    own = [clause, *(c for c in children_of(clause) if c.dep_ in {"aux", "auxpass"})]
    if any(c.dep_ in CLAUSE_SUBJECT_DEPS for t in own for c in children_of(t)):
        return start
    if not any(t.tag_ in FINITE_TAGS for t in own):
        return start
    for child in children_of(verb):
        # a prepositional phrase only as an approximate quantity ("about half of …"): "said in a
        # statement", "said on his forms" are the cue's own adjuncts
        phrase = child.dep_ in {"dobj", "npadvmod"} or child.dep_ == "prep" and child.lower_ in APPROXIMATORS
        # a noun of time with a relative clause of its own is a subject, not when it was said:
        # 'said the days when the town had one paper are gone'
        timed = _is_time(child) and not any(
            r.dep_ == "relcl" and any(c.dep_ in CLAUSE_SUBJECT_DEPS for c in children_of(r)) for r in children_of(child))
        if phrase and child.left_edge.i == verb.i + 1 and child.right_edge.i + 1 == start and not timed:
            return child.left_edge.i
    return start


def _condition_after(verb: Token, end: int) -> int:
    """'threatened to raise the levy unless the council pays', 'promised to build it if she wins',
    'said the ferry would run, even if the council cuts its budget': a condition right after the
    content (a comma between at most) that the parser hangs on the cue is part of what was said
    (the new end of the content; ``end`` when there is none)."""
    doc = verb.doc
    for child in children_of(verb):
        marks = [c for c in children_of(child) if c.dep_ == "mark"]
        if child.dep_ != "advcl" or not marks or marks[0].lower_ not in CONDITION_MARKS or child.left_edge.i < end:
            continue
        # 'said the ferry would keep running, even if the council cuts its budget': a comma (or
        # the closing mark of a quoted word) may stand between
        gap = doc_tokens(doc)[end : child.left_edge.i]
        if all(t.text == "," or t.text in QUOTE_MARKS or t.is_space for t in gap):
            return child.right_edge.i + 1
    return end


REASON_MARKS = frozenset({"because"})


def _reason_after(verb: Token, end: int) -> int:
    """'said the levy was too high because the ferry carries fewer cars', 'called the plan "a
    mistake" because few people live there': a because-clause right after the content (a comma
    or a closing mark between at most) that the parser hangs on the cue is the reason the
    speaker gave, so part of what was said (the new end of the content; ``end`` when there is none)."""
    doc = verb.doc
    for child in children_of(verb):
        marks = [c for c in children_of(child) if c.dep_ == "mark"]
        if child.dep_ != "advcl" or not marks or marks[0].lower_ not in REASON_MARKS or child.left_edge.i < end:
            continue
        gap = doc_tokens(doc)[end : child.left_edge.i]
        if all(t.text == "," or t.text in QUOTE_MARKS or t.is_space or t.lower_ in {"especially", "partly", "mainly", "largely"}
               for t in gap):
            return child.right_edge.i + 1
    return end


def _clause_after_semicolon(verb: Token, end: int) -> int:
    """'said the fee was not the problem; the problem was the papers', 'said they had spoken at
    hearings; helped marshal protesters; and put on shows': when the parser makes the clause after
    a semicolon that ends the content the sentence's head, and the cue a clause of it, that clause
    goes on with what was said (the new end of the content; ``end`` when there is none). Not a
    clause of saying of its own ('…; Reed said B'), nor one whose subject counts people ('47%
    said …; 37% disagree': a poll's other share, another source)."""
    doc = verb.doc
    head = verb.head
    if end >= len(doc) or doc[end].text != ";" or verb.dep_ not in {"ccomp", "parataxis"} or head.i <= end \
            or head.head.i != head.i or lemma_of(head) in SAY_VERBS:
        return end
    if any(t.like_num for c in children_of(head) if c.dep_ in CLAUSE_SUBJECT_DEPS and c.i > end for t in c.subtree):
        return end
    last = head.right_edge.i
    while last > end and (doc[last].is_punct or doc[last].is_space) and doc[last].text not in QUOTE_MARKS:
        last -= 1
    return last + 1


def _subject_phrase_head(token: Token) -> Token | None:
    """The subject a word belongs to, through the compounds, titles and appositions of a name
    ("Mayor Ana Ortiz said": "Ana" and "Mayor" belong to "Ortiz", the subject); None when the
    word is in no clause's subject."""
    while token.dep_ in {"compound", "appos", "flat"} and token.head.i != token.i:
        token = token.head
    return token if token.dep_ in {"nsubj", "nsubjpass"} else None


def _one_word_answer(verb: Token) -> Token | None:
    """'Everyone but the chairman said yes', 'the candidate said no', 'half of them said so in the
    last poll': the answer, right after the verb, that is all that was said (a word of its own,
    not 'said so far', 'said no to the war'), when the verb has a subject of its own."""
    doc = verb.doc
    if verb.i + 1 >= len(doc):
        return None
    word = doc[verb.i + 1]
    if word.head.i != verb.i or word.lower_ not in ONE_WORD_ANSWERS or children_of(word):
        return None
    if not any(c.dep_ == "nsubj" for c in children_of(verb)):
        return None  # 'after half said so': a subject the parser lost would be another clause's
    after = doc[word.i + 1] if word.i + 1 < len(doc) else None
    if after is not None and after.lower_ in {"far", "much", "many", "that", "long", "to"}:
        return None  # 'said so far …'; 'said no to the war' (refused it: an act, not an answer)
    return word


def _infinitive_after_object(verb: Token, end: int) -> int:
    """'praised the efforts of the crews to reopen the pier': an infinitive right after the
    object (no comma) that the parser hangs on the cue belongs to the object's noun, so to what
    was praised, proposed or blamed (the new end of the content; ``end`` when there is none)."""
    for child in children_of(verb):
        first = child.left_edge
        if child.dep_ == "advcl" and first.i == end and first.dep_ == "aux" and first.lower_ == "to" \
                and not any(c.dep_ in CLAUSE_SUBJECT_DEPS for c in children_of(child)):
            return child.right_edge.i + 1
    return end


def _second_complement(verb: Token, end: int) -> int:
    """'said A, but that B' / 'said A, but "B"': the parser hangs the second thing said on the
    verb as a conjunct; it is part of the content (a conjunct with a subject and no "that" or
    quotation mark, "said A, but he left", is not)."""
    doc = verb.doc
    for child in children_of(verb):
        if child.dep_ != "conj" or child.i < end:
            continue
        first = child.left_edge
        opens = first.dep_ == "mark" and first.lower_ == "that" or first.text in QUOTE_MARKS and first.text != "”"
        if opens and all(t.is_punct or t.dep_ == "cc" for t in doc_tokens(doc)[end : first.i]):
            end = child.right_edge.i + 1
    return end


def _hyphenated_predicate_end(target: Token, predicate: Sequence[Token]) -> int:
    """'called the bill anti-gay', 'to call this un-American': the parser splits a hyphenated
    word into several predicates of the verb ("anti", "-", "gay"); the name given runs over the
    pieces written without a space between them (the end of the content after ``target``)."""
    doc = target.doc
    end = target.right_edge.i + 1
    for piece in sorted((p for p in predicate if p.i > target.i), key=lambda p: p.i):
        if piece.left_edge.i != end or doc[end - 1].whitespace_:
            break
        end = piece.right_edge.i + 1
    return end


BACKSHIFT_MODALS = frozenset("would should might must".split())
SHARED_SUBJECT_MODALS = frozenset("would might".split())
# "said A, but could not give a figure": what the speaker could do, not what was said
ABILITY_MODALS = frozenset("could can".split())
# "said A, but declined to elaborate": the speaker's refusal, not the second half of A
DECLINING_VERBS = frozenset("decline refuse".split())
# "said A, but appeared to doubt it", "but sounded unsure": the writer's impression of the speaker
IMPRESSION_VERBS = frozenset("appear seem sound look".split())


def _conjunct_in_reported_tense(verb: Token, end: int) -> int:
    """'Reed said she hoped to reopen the pier, and then would rebuild the shed', 'told X that
    polls could be off, and have been wrong before': the parser hangs a second clause of what
    was said on the past-tense cue as its conjunct. Its tense gives it to the reported clause:
    with no subject of its own, a present tense the cue's past cannot share, or "would" or
    "might", the future of the reported clause; with a subject of its own, a modal of reported
    speech (would, should, might, must). The new end of the content (``end`` when no such
    conjunct follows). Not a conjunct in the past ("said A, and then left": the speaker's act),
    nor "could" ("said A, but could not give a figure": what the speaker could do), nor one
    that is a cue itself.

    After "but", a conjunct with no subject of its own is the other half of what was said, in
    any tense and after a cue in any tense: 'said she was not sure the rule applies, but
    planned to follow it', 'says the plan is not perfect, but is the best on offer' (the
    contrast is drawn inside the report; "and then left" is not). Not a frame of its own: a
    verb of saying or of declining to say ("but declined to elaborate", "but would not say
    when"), one with a clause ("but lamented that …") or an object ("but took issue with …",
    "but did not name any": what the speaker did), nor the writer's impression ("but appeared
    to …", "but sounded unsure")."""
    doc = verb.doc
    past = verb.tag_ == "VBD" or verb.tag_ == "VBN" and any(
        c.dep_ == "aux" and c.lower_ == "had" for c in children_of(verb))
    for child in sorted(children_of(verb), key=lambda c: c.i):
        if child.dep_ != "conj" or child.i < end or child.pos_ not in {"VERB", "AUX"}:
            continue
        gap = doc_tokens(doc)[end : child.left_edge.i]
        if not all(t.is_punct or t.is_space or t.dep_ == "cc" for t in gap) or any(t.text in ";:." for t in gap):
            break
        if lemma_of(child) in CUE_SET | DECLINING_VERBS or _is_reporting(child):
            break
        grammar = [c for c in children_of(child) if c.dep_ in {"aux", "auxpass"}]
        modals = {a.lower_ for a in grammar if a.tag_ == "MD"}
        finite = grammar[0] if grammar else child
        own_subject = any(c.dep_ in CLAUSE_SUBJECT_DEPS for c in children_of(child))
        contrast = any(t.dep_ == "cc" and t.lower_ == "but" for t in gap)
        if contrast and not own_subject and not modals & ABILITY_MODALS and lemma_of(child) not in IMPRESSION_VERBS \
                and not any(c.dep_ in {"ccomp", "dobj"} or c.dep_ == "xcomp" and (lemma_of(c) in CUE_SET or _is_reporting(c))
                            for c in children_of(child)):
            end = child.right_edge.i + 1
            continue
        if not past:
            break
        if own_subject:
            reported = bool(modals & BACKSHIFT_MODALS)
        else:
            reported = bool(modals & SHARED_SUBJECT_MODALS) or finite.tag_ in {"VBZ", "VBP"}
        if not reported:
            break
        end = child.right_edge.i + 1
    return end


def _infinitive_list(verb: Token, end: int) -> int:
    """'promised to rebuild X, repair Y and hire Z': the bare verbs after the infinitive, which
    the parser hangs on the cue, are more of what was promised."""
    doc = verb.doc
    for child in sorted(children_of(verb), key=lambda c: c.i):
        if child.i < end or child.dep_ not in {"conj", "advcl"} or child.tag_ not in {"VB", "VBP"}:
            continue
        if any(c.dep_ in {"nsubj", "nsubjpass", "mark", "aux"} for c in children_of(child)):
            continue  # a clause of its own: "…, to be sure", "so that …"
        if all(t.is_punct or t.dep_ == "cc" for t in doc_tokens(doc)[end : child.left_edge.i]):
            end = child.right_edge.i + 1
    return end


def _is_time(token: Token) -> bool:
    if token.dep_ in {"npadvmod", "tmod"}:
        return True
    if token.dep_ == "prep":
        objs = [c for c in children_of(token) if c.dep_ == "pobj"]
        return bool(objs) and all(o.ent_type_ in {"DATE", "TIME"} for o in objs)
    return False


def _left_clause(verb: Token) -> tuple[int, int] | None:
    """"…, X said": a reported clause before the verb and its subject, set off by a comma."""
    doc = verb.doc
    for child in children_of(verb):
        if child.dep_ in {"ccomp", "parataxis"} and child.i < verb.i:
            subjects = [c for c in children_of(verb) if c.dep_ == "nsubj"]
            if subjects and subjects[0].i < child.i:
                continue
            last = child.right_edge.i
            while last > child.i and doc[last].is_punct and not doc[last].is_quote:
                last -= 1  # (the parser may hang the colon on the clause before it)
            gap = doc[last + 1 : (subjects[0].left_edge.i if subjects else verb.i)]
            if any(t.text in {";", ":", ".", "!", "?"} for t in gap):
                continue  # "A happened; X said B" does not report A; nor "A fell: X reported a loss"
            return _first_conjunct_before(verb, child.left_edge.i), _second_clause_after(verb, child)
    return None


def _second_clause_after(verb: Token, clause: Token) -> int:
    """The end of a clause reported before its cue, through a second one the parser also hung on
    the cue after a comma and "and" or "but" ("A is hard to tell, but B, he said": he said both),
    or right after it with a complementiser of its own, the first clause's reported clause
    ("Witnesses told police that when he came in, he looked nervous, the chief said")."""
    end = clause.right_edge.i + 1
    tokens = doc_tokens(verb.doc)
    for other in children_of(verb):
        if other.dep_ not in {"ccomp", "parataxis"} or not end <= other.i < verb.i:
            continue
        joint = end
        while joint > clause.i and tokens[joint - 1].lower_ in {",", "and", "but"}:
            joint -= 1  # the comma and "but" may hang on the first clause
        gap = [t.lower_ for t in tokens[joint : other.left_edge.i]]
        if gap in ([",", "and"], [",", "but"]) or (not gap and _complement_of_the_clause_before(other, clause)):
            end = other.right_edge.i + 1
    return end


def _complement_hung_on_the_cue_after(verb: Token) -> tuple[int, int] | None:
    """"Witnesses told police that he looked nervous, the chief said": the parser hung the
    that-clause on the later cue; it is what ``verb`` reports (its token range, or None)."""
    if verb.dep_ not in {"ccomp", "parataxis"} or verb.head.i <= verb.i:
        return None
    for other in children_of(verb.head):
        if other.dep_ == "ccomp" and other.left_edge.i == verb.right_edge.i + 1 and other.i < verb.head.i \
                and _complement_of_the_clause_before(other, verb):
            return other.left_edge.i, other.right_edge.i + 1
    return None


def _complement_of_the_clause_before(clause: Token, before: Token) -> bool:
    """Whether ``clause``, hung by the parser on a cue after it, opens with "that" right after a
    clause whose verb reports and has no clause of its own: "told police | that …"."""
    first = clause.left_edge
    return (first.lower_ == "that" and first.dep_ == "mark" and first.head.i == clause.i
            and lemma_of(before) in REPORTING_VERBS
            and not any(c.dep_ in {"ccomp", "xcomp"} for c in children_of(before)))


def _first_conjunct_before(verb: Token, start: int) -> int:
    """"Two houses burned, but firefighters saved the church, the chief said": the parser made
    the cue a conjunct of the first clause and gave it the second alone; the chief reports both.
    The content's new start (``start`` when the cue is no such conjunct): the first clause's,
    when only a comma and "and" or "but" lie between it and the content, and it is no cue or
    quotation of its own."""
    first = verb.head
    if verb.dep_ != "conj" or start < 2 or first.i >= start or first.pos_ not in {"VERB", "AUX"}:
        return start
    doc = verb.doc
    gap = doc_tokens(doc)[start - 2 : start]
    if len(gap) != 2 or gap[0].text != "," or gap[1].lower_ not in {"and", "but"} or gap[1].head.i not in {first.i, verb.i}:
        return start
    opening = first.left_edge.i
    if opening < sentence_bounds(verb)[0] or first.lemma_.lower() in REPORTING_VERBS:
        return start
    if any(t.text in QUOTE_MARKS or t.text in {";", ":"} for t in doc_tokens(doc)[opening : start - 2]):
        return start
    return opening


def _clause_on_after_cue(verb: Token, end: int) -> int:
    """'The argument would be aided, Devine said, by the calendar': a cue set off by commas in
    the middle of the clause it reports, which the parser split in two. The clause runs on
    after the cue to the sentence's end: the new end of the content (``end`` when it does not).

    The cue's own words after the verb ("said on Saturday") are passed over up to the comma;
    not when what follows is a participle of its own ("…, X said, adding that …"; a participle
    used as a preposition, "…, X said, including …", runs on), the speaker's own phrase after
    an inverted cue ("…, said X, the head of Y"), a quotation right after the comma (the
    quotation rules read it; one later in the clause is part of it) or nothing."""
    doc = verb.doc
    if end >= len(doc) or doc[end].text != ",":
        return end  # the clause before the cue is not set off by a comma
    sentence_end = sentence_bounds(verb)[1]
    i = verb.i + 1
    while i < sentence_end and doc[i].text != "," and i - verb.i <= 6:
        if doc[i].pos_ in {"VERB", "AUX"} or doc[i].text in QUOTE_MARKS or doc[i].text in SENTENCE_END:
            return end
        i += 1
    if i >= sentence_end or doc[i].text != ",":
        return end
    rest = [t for t in doc_tokens(doc)[i + 1 : sentence_end] if not t.is_space]
    while rest and (rest[-1].is_punct or rest[-1].text in QUOTE_MARKS):
        rest.pop()
    words = [t for t in rest if not t.is_punct]
    # a participle of the writer's ("…, X said, adding that …", "…, X said, speaking on …"); not a
    # participle used as a preposition ("…, the paper said, including …": a part of the clause)
    participle = rest and rest[0].tag_ in {"VBG", "VBN"} and rest[0].dep_ != "prep"
    # the speaker's own phrase after an inverted cue ('…, said X, the head of Y, referring to …')
    speaker = {t.i for c in children_of(verb) if c.dep_ in CLAUSE_SUBJECT_DEPS for t in c.subtree}
    if len(words) < 2 or participle or rest[0].text in QUOTE_MARKS or rest[0].i in speaker:
        return end
    return rest[-1].i + 1


def _fronted_adverbial(verb: Token) -> int | None:
    """"At times last year, aides said, …": the parser hangs the sentence's opening phrase
    (set off by a comma) on the cue inserted after it. The first token of the cue's subject,
    when all the cue's words before it are that phrase and its comma."""
    doc = verb.doc
    subjects = [c for c in children_of(verb) if c.dep_ == "nsubj"]
    if not subjects or verb.left_edge.i >= subjects[0].left_edge.i:
        return None
    first = subjects[0].left_edge.i
    if doc[first - 1].text != "," or verb.left_edge.i != sentence_bounds(verb)[0]:
        return None
    opening = [c for c in children_of(verb) if c.i < first and c.text != ","]
    if not opening or any(c.dep_ not in {"prep", "npadvmod", "advmod", "advcl"} for c in opening):
        return None
    return first


def _parenthetical(verb: Token) -> tuple[int, int] | None:
    """"At 2:45 a.m., his office said, he died": a cue set off by commas inside its clause."""
    doc = verb.doc
    head = verb.head
    if verb.dep_ not in {"parataxis", "ccomp"} or head.i < verb.i or not any(c.dep_ == "nsubj" for c in children_of(verb)):
        return None
    left, right = verb.left_edge.i, verb.right_edge.i
    while right > verb.i and (doc[right].text in QUOTE_MARKS or doc[right].is_space):
        right -= 1  # 'X, she said, "is …"': the parser hangs the opening mark (or a run of spaces) on the cue
    fronted = _fronted_adverbial(verb)
    if fronted is not None:
        left = fronted
    if not (left > 0 and doc[left - 1].text == "," or doc[left].text == ","):
        return None
    after = right + 1 if doc[right].text != "," else right
    if after >= len(doc) or doc[after].text != "," and doc[right].text != ",":
        return None
    start = after + 1 if doc[after].text == "," else after
    if fronted is not None:
        # "Last year, aides said, the plan …": the opening phrase belongs to what was said
        return verb.left_edge.i, head.right_edge.i + 1
    if head.pos_ in {"NOUN", "PROPN"} and head.dep_ in {"dobj", "attr", "appos"} and head.head.pos_ in {"VERB", "AUX"} \
            and head.head.i < left and head.head.left_edge.i >= sentence_bounds(verb)[0]:
        # "The barn still held tools from its early days, he said, old saws and buckets": the
        # parser hung the cue on the clause's object after it; the whole clause was said
        return head.head.left_edge.i, head.head.right_edge.i + 1
    # "The plan, she said, is sound": the clause's subject before the cue is part of what
    # was said (the content runs over the cue, as in '"A," he said, "B."')
    before = [c for c in children_of(head) if c.dep_ in {"nsubj", "nsubjpass"} and c.right_edge.i < left]
    # so is a clause or phrase fronted before the cue ("If the vote fails, she said, the levy
    # rises", "Cutting it too soon, economists say, hurt …"); not a time ("At noon, his office
    # said, he left": when it happened, not what was said) nor a conjunction
    before += [c for c in children_of(head) if c.dep_ in FRONTED_DEPS and c.right_edge.i < left and not _is_time(c)]
    if before:
        start = min(c.left_edge.i for c in before)
    return start, head.right_edge.i + 1


def _bare_cue_hung_after(verb: Token) -> bool:
    """A cue with a subject that reports nothing of its own, hung by the parser (parataxis) on
    the verb before it of the clause it reports; or made the last conjunct of that verb ('The
    plant is open, but it is under pressure, said Ann Cole.'), when a comma sets it off and it
    ends its sentence."""
    head = verb.head
    if verb.dep_ == "ccomp":
        return _cue_hung_as_second_complement(verb)
    if verb.dep_ not in {"parataxis", "conj"} or head.i > verb.i or head.pos_ not in {"VERB", "AUX"}:
        return False
    if verb.dep_ == "conj" and not _conjoined_cue_ends_its_sentence(verb):
        return False
    # the object of "told" is the one told ("…, Cole told the Example Post."), not what was said
    reported = {"ccomp", "xcomp"} if lemma_of(verb) in ADDRESSEE_VERBS else {"ccomp", "xcomp", "dobj"}
    return any(c.dep_ == "nsubj" for c in children_of(verb)) and not any(c.dep_ in reported for c in children_of(verb))


def _conjoined_cue_ends_its_sentence(verb: Token) -> bool:
    """Whether a verb of saying the parser made a conjunct sits between a comma and the end of
    its sentence (nothing after its own words but closing punctuation: not '…, and she said: "…"')."""
    doc = verb.doc
    left, right = verb.left_edge.i, verb.right_edge.i
    if lemma_of(verb) not in SAY_VERBS or left == 0 or doc[left - 1].text != ",":
        return False
    return all(t.is_space or t.text in SENTENCE_END for t in doc_tokens(doc)[right + 1 : sentence_bounds(verb)[1]])


def _cue_hung_as_second_complement(verb: Token) -> bool:
    """'Neighbours said the fire started in the kitchen, Chief Ana Ortiz said.': the parser hangs
    the trailing cue on the first one as a second reported clause; it reports the whole sentence
    before its comma, the first cue's statement included."""
    head = verb.head
    if verb.dep_ != "ccomp" or head.i > verb.i or lemma_of(head) not in SAY_VERBS or lemma_of(verb) not in SAY_VERBS:
        return False
    children = children_of(verb)
    if not any(c.dep_ == "nsubj" for c in children) or any(c.dep_ in {"ccomp", "xcomp", "dobj"} for c in children):
        return False
    doc = verb.doc
    left = verb.left_edge.i
    if not (doc[left].text == "," or left > 0 and doc[left - 1].text == ","):
        return False
    return any(c.dep_ == "ccomp" and head.i < c.i < verb.i for c in children_of(head))


def _cue_inside_its_clause(verb: Token) -> tuple[int, int] | None:
    """"It was, he said, one of the worst failures": a cue set off by commas after the verb of
    the clause it reports, which runs on after it. The content is the whole clause, over the
    cue, as in '"A," he said, "B."'."""
    doc = verb.doc
    head = verb.head
    if not _bare_cue_hung_after(verb):
        return None
    left, right = verb.left_edge.i, verb.right_edge.i
    while right > verb.i and doc[right].is_space:
        right -= 1  # a run of spaces after the comma, hung on the cue
    if not (doc[left].text == "," or left > 0 and doc[left - 1].text == ","):
        return None
    after = right + 1 if doc[right].text == "," else right + 2
    if after > len(doc) or doc[after - 1].text != ",":
        return None
    end = head.right_edge.i + 1
    if not any(not t.is_punct and not t.is_space for t in doc_tokens(doc)[after:end]):
        return None  # nothing of the clause after the cue: the rules for "…, X said." read it
    return head.left_edge.i, end


def _clause_begun_before_cue(verb: Token, quoted: Token) -> int | None:
    """'The fare, Reed said, "is far too high."', 'There was, she said, "a quiet deal."': a cue
    set off by commas inside a clause that the quotation after it finishes. What was said is
    the whole clause, from its subject or verb before the cue (the first token of it; None when
    the quotation is a clause of its own, 'In short, he said, "the plan is over."').

    ``quoted`` is the first word inside the quotation."""
    doc = verb.doc
    head = verb.head
    if verb.dep_ not in {"parataxis", "ccomp"} or head.i == verb.i or quoted.i <= verb.i:
        return None
    left = verb.left_edge.i
    if not (left > 0 and doc[left - 1].text == "," or doc[left].text == ","):
        return None
    if not head.left_edge.i <= quoted.i <= head.right_edge.i:
        return None
    if head.i > verb.i:  # the clause's verb is quoted: its subject stands before the cue
        before = [c for c in children_of(head) if c.dep_ in CLAUSE_SUBJECT_DEPS and c.right_edge.i < left]
        if not before or head.i < quoted.i:
            return None
        before += [c for c in children_of(head) if c.dep_ in FRONTED_DEPS and c.right_edge.i < left and not _is_time(c)]
        return min(c.left_edge.i for c in before)
    # the clause's verb stands before the cue and the quotation completes it: not a clause of
    # its own joined to it ('The ferry left, he said, "and we waited."')
    top = quoted
    while top.head.i != head.i and top.head.i != top.i:
        top = top.head
    if top.head.i != head.i or top.dep_ in {"conj", "cc", "parataxis", "ccomp", "advcl", "punct"}:
        return None
    if not any(c.dep_ in CLAUSE_SUBJECT_DEPS and c.i < verb.i for c in children_of(head)):
        return None
    return head.left_edge.i


def _describes_a_quoted_speaker(verb: Token, in_quotation: Callable[[Token], bool]) -> bool:
    """'"A," said Reed, who wrote about the crossing in his book. "B."': a verb in a relative
    clause after a quotation of its sentence tells who the speaker is; it is no cue of its own
    for the quotation after the sentence, which goes on with the speaker's words."""
    if not any(t.dep_ == "relcl" for t in (verb, *verb.ancestors)):
        return False
    start = sentence_bounds(verb)[0]
    return any(in_quotation(t) for t in doc_tokens(verb.doc)[start : verb.i])


def _cue_after_its_clause(verb: Token) -> tuple[int, int] | None:
    """"It disbanded after the election, Politico reported in 2014.": a cue after a comma at the
    end of the clause it reports, which the parser hung on that clause's verb."""
    doc = verb.doc
    head = verb.head
    if not _bare_cue_hung_after(verb):
        return None
    left = verb.left_edge.i
    comma = left - 1 if left > 0 and doc[left - 1].text == "," else left if doc[left].text == "," else None
    if comma is None or head.left_edge.i >= comma:
        return None
    sentence_end = sentence_bounds(verb)[1]
    if any(not t.is_punct and not t.is_space for t in doc_tokens(doc)[verb.right_edge.i + 1 : sentence_end]):
        return None  # the clause runs on after the cue: _cue_inside_its_clause's
    # 'The city might have sold the pier, they argue, perhaps by raising the fee': the parser
    # hangs the clause's last part, after the cue and its comma, on the cue
    return head.left_edge.i, _clause_on_after_cue(verb, comma)


# -- via ----------------------------------------------------------------------------------


def _medium(token: Token, resolver: SpeakerResolver, addressee: bool) -> str | None:
    """The medium a token names, if it names one: a media noun or an organisation's name.

    The addressee of "told" may also be any other proper name that is not a person, place or
    date ("told Wikinews"); after a preposition ("on Saturday") it must be an organisation.
    """
    start, end = _phrase(token)
    if lemma_of(token) in MEDIA_NOUNS or token.lower_ in MEDIA_NOUNS:
        return token.doc[start:end].text
    key = resolver.entity_at(token)
    if key is not None:
        return token.doc[start:end].text if resolver.entities[key].type == "Organization" else None
    if token.ent_type_ == "ORG" or (
        addressee and token.pos_ == "PROPN" and token.ent_type_ not in {"PERSON", "GPE", "LOC", "NORP", "DATE", "TIME", "FAC"}
    ):
        return token.doc[start:end].text
    return None


def _via(verb: Token, resolver: SpeakerResolver) -> tuple[str | None, set[int]]:
    """The medium of a statement ("told Reuters", "on local radio") and the tokens it covers."""
    lemma = lemma_of(verb)
    candidates: list[tuple[Token, bool]] = []
    for child in children_of(verb):
        if child.dep_ in {"dative", "dobj"} and lemma in {"tell", "inform"}:
            candidates.append((child, True))
        elif child.dep_ == "prep" and child.lower_ in {"on", "via", "to", "in"} and lemma not in REQUEST_VERBS:
            # "said on TV", "wrote on Twitter", "said … to Wikinews"; not "called on the EU"
            candidates.extend((c, False) for c in children_of(child) if c.dep_ == "pobj")
        elif child.dep_ == "advcl" and lemma_of(child) in {"speak", "write", "post", "talk"}:
            for grand in children_of(child):
                if grand.dep_ == "prep" and grand.lower_ in {"on", "to", "via"}:
                    candidates.extend((c, False) for c in children_of(grand) if c.dep_ == "pobj")
    for token, addressee in candidates:
        medium = _medium(token, resolver, addressee)
        if medium is not None:
            return medium, {t.i for t in token.subtree}
    return None, set()


# -- the rules ----------------------------------------------------------------------------


class _Extractor:
    def __init__(self, doc: Doc, entities: Sequence[LocalEntity], skip: Sequence[Span],
                 collect: list[Candidate] | None = None, collect_nouns: frozenset[str] | None = None) -> None:
        self.doc = doc
        self.model: CueModel | None = cue_model()
        self.collect = collect  # every candidate is recorded here (fitting the model)
        self.collect_nouns = collect_nouns  # the noun lemmas tried when collecting
        self.any_verb_cues = False  # is_quote_cue takes any verb (quotations_of_any_verb)
        self.text = doc_text(doc)
        self.skip = list(skip)
        self.quotations = [q for q in find_quotations(self.text, skip) if not _is_nickname(self.text, q)]
        self.quote_spans = [Span(q.start, q.end) for q in self.quotations]
        self.resolver = SpeakerResolver(doc, entities, self.quote_spans)
        self.drafts: list[_Draft] = []
        self.learned_passives: list[tuple[Token, tuple[int, int], float]] = []  # verb, content bounds, score (_agentless_passive)
        self.index = doc_index(doc)
        self.blocked = frozenset(self._according_phrases())

    def _according_phrases(self) -> Iterable[int]:
        """Tokens of "according to X" up to the comma that ends it."""
        if "according" not in self.text.lower():  # most articles: no token to walk
            return
        for token in doc_tokens(self.doc):
            if token.lower_ == "according" and token.i + 1 < len(self.doc) and self.doc[token.i + 1].lower_ == "to":
                end = sentence_bounds(token)[1]
                stop = next((t.i for t in self.doc[token.i : end] if t.text in {",", ";", "."}), end)
                if self._clause_begins_before(token, stop):
                    stop = token.right_edge.i + 1
                yield from range(token.i, stop)

    def _clause_begins_before(self, according: Token, comma: int) -> bool:
        """'According to police more than 40 people were hurt': the phrase opens its sentence and
        its clause's verb or subject comes before the first comma, so the phrase ends where the
        parse ends it (only where the parse gave "to" its object: else the source is the subject
        the parser made of it)."""
        clause = according.head
        if clause.i < according.i or not any(g.dep_ == "pobj" for g in children_of(self.doc[according.i + 1])):
            return False
        if any(t.pos_ not in {"CCONJ", "ADV", "PUNCT", "SPACE"} for t in self.doc[self._sentence_first_word(according) : according.i]):
            return False
        return any(t.i == clause.i or t.head.i == clause.i and t.dep_ in {"nsubj", "nsubjpass", "expl", "aux", "auxpass"}
                   for t in self.doc[according.right_edge.i + 1 : comma])

    def quoted(self, q: Quotation) -> Span:
        """The quoted words as a content span, without the comma news style puts before the mark."""
        end = q.end
        while end > q.start and (self.text[end - 1].isspace() or self.text[end - 1] == ","):
            end -= 1
        return Span(q.start, end)

    def in_quotation(self, token: Token) -> bool:
        return self.resolver._in_quotation(token.idx)  # noqa: SLF001 - one index of the quotations

    def negated(self, verb: Token) -> bool:
        return _negated(verb, self.in_quotation)

    def _sentence_first_word(self, token: Token) -> int:
        start, end = sentence_bounds(token)
        while start < end and self.doc[start].is_space:
            start += 1
        return start

    def cue_span(self, verb: Token) -> tuple[str, Span]:
        """The cue lemma and its span, with its particle: "call for", "call on"."""
        lemma = lemma_of(verb)
        nxt = verb.doc[verb.i + 1] if verb.i + 1 < len(verb.doc) else None
        if lemma == "call" and nxt is not None and nxt.lower_ in {"for", "on"}:
            return f"call {nxt.lower_}", _span_of([verb, nxt])
        if lemma == "point" and nxt is not None and nxt.lower_ == "out":
            return "point out", _span_of([verb, nxt])
        medium = self._medium_after(verb)
        if medium is not None:
            return lemma, _span_of([verb, medium])
        return lemma, _span_of([verb])

    @staticmethod
    def _medium_after(verb: Token) -> Token | None:
        """The noun of "said in a statement", "said in a telephone interview": the utterance
        the verb names is part of its cue (as PolNeAR's annotators mark it), when the phrase
        follows the verb with nothing but its own words in between."""
        doc = verb.doc
        prep = doc[verb.i + 1] if verb.i + 1 < len(doc) else None
        if prep is None or prep.lower_ != "in" or prep.head.i != verb.i:
            return None
        nouns = [c for c in children_of(prep) if c.dep_ == "pobj" and lemma_of(c) in UTTERANCE_NOUNS]
        if not nouns or any(t.dep_ not in {"det", "amod", "compound"} for t in doc[prep.i + 1 : nouns[0].i]):
            return None
        return nouns[0]

    # reporting verbs ----------------------------------------------------------------

    def reporting_verbs(self) -> None:
        learned = self.model is not None or self.collect is not None
        # only a verb can be a learned verb candidate, and only a noun a noun candidate: most
        # words are asked nothing (their part of speech read from the Doc's array)
        verbs = frozenset(indices_tagged(self.doc, "VERB")) if learned else frozenset()
        tokens = doc_tokens(self.doc)
        # the lemmas read from the Doc's table in step with its tokens, not one lemma_of call per word
        for i, (verb, lemma) in enumerate(zip(tokens, doc_lemmas(self.doc))):
            draft = self.hand_rule_draft(verb, lemma) if lemma in CLAUSE_VERBS else None  # its first test, without a call
            if draft is not None:
                self.drafts.append(draft)
            elif i in verbs:
                self.verb_candidate(verb)
        if learned:
            for i in indices_tagged(self.doc, "NOUN"):
                self.noun_candidate(tokens[i])

    def hand_rule_draft(self, verb: Token, lemma: str) -> _Draft | None:
        """The statement a verb of the hand lists makes, if its frame is one the rules read
        (``lemma`` is ``lemma_of(verb)``)."""
        if lemma not in CLAUSE_VERBS:
            return None
        if not _is_verb(verb) or verb.dep_ == "amod" or self.in_quotation(verb) or self.negated(verb):
            return None
        speakers = _reported_speakers(_subjects(verb, self.blocked) or _speaker_hung_elsewhere(verb)
                                      or _speaker_of_clause_before(verb))
        # 'X was asked whether …': a question put to X by someone the text may not name
        if not (speakers or put_to_someone(verb)) or _in_question(verb):
            return None
        found = self.content_of(verb, lemma)
        if found is None:
            return None
        rule, start, end = found
        content = _char_span(self.doc, start, end)
        if content is None or (end - start == 1 and self.doc[start].pos_ == "PRON"):
            return None  # "requesting it" reports nothing
        cue, cue_span = self.cue_span(verb)
        via, _ = _via(verb, self.resolver)
        if impersonal_infinitive(verb):
            # "it is hard to predict how …": said by no one named, not by what "it" stands for
            return _Draft("statement.unsourced", cue, cue_span, verb, [], content, via=via)
        return _Draft(rule, cue, cue_span, verb, speakers, content, via=via)

    # learned cues: candidates no hand rule claims, read when the cue model says so --------

    def entity_type(self, token: Token) -> str | None:
        key = self.resolver.entity_at(token)
        return self.resolver.entities[key].type if key is not None else None

    def _quoted(self, start: int, end: int) -> bool:
        # the words' ids from the Doc's array, not each word's text made from its Token
        return not _QUOTE_MARK_IDS.isdisjoint(attribute_ids(self.doc, ORTH)[0][start:end])

    def _probability(self, token: Token, bounds: tuple[int, int], features: dict[str, float]) -> float | None:
        """The cue model's probability for a candidate, its sentence's context features added."""
        features.update(context_features(token, bounds, CUE_SET))
        return self.model.probability(features) if self.model is not None else None

    def _consider(self, rule: str, token: Token, speakers: list[Token], bounds: tuple[int, int],
                  features: dict[str, float], reported: tuple[int, int] | None = None,
                  speakerless: bool = False) -> None:
        """Draft the candidate if the cue model reads it; its content is ``reported`` where that
        differs from the ``bounds`` the model reads; ``speakerless``: the subject the model read
        names no one, so the draft has no speaker."""
        if _under_reporting_verb(token):
            # inside what a verb of the hand lists reports ("said the council backed the plan"):
            # on PolNeAR train such a word is the cue of an annotated attribution 0.07 of the
            # time, against 0.22 elsewhere; what it governs is mostly the outer statement's
            features["under_reporting_verb"] = 1.0
        if self.collect is None and self.model is not None \
                and self.model.surely_under(features, self.model.threshold - LEXICON_MARGIN):
            return  # most candidates: far under the threshold whatever their sentence (read no further)
        probability = self._probability(token, bounds, features)
        # a subject for what happens ("the crisis continued …") speaks for nobody: the lexicon's
        # margin vouches for a speaker's verb, not for this one
        margin = 0.0 if features.get("subject=abstract") else self._prior_margin(token)
        read = probability is not None and probability >= self.model.threshold - margin
        if not read and self.collect is None:
            return  # most candidates: their content need not be read
        content = _char_span(self.doc, *(reported or bounds))
        if content is None:
            return
        cue = lemma_of(token)
        draft = _Draft(rule, cue, _span_of([token]), token, speakers, content)
        if self.collect is not None:
            self.collect.append(Candidate(token.i, cue, token.pos_, features, content, _span_of([speakers[0]]), probability))
        if read:
            draft.via = _via(token, self.resolver)[0] if token.pos_ == "VERB" else None
            draft.cue_score = probability
            if speakerless:
                draft.speakers = []
            self.drafts.append(draft)

    @staticmethod
    def _prior_margin(token: Token) -> float:
        """How much lower a verb of the hand lists is read: 'did not comment on X' is a frame
        the hand rules leave, but the lexicon says the verb reports. Not inside what another
        verb of the lists reports: in 'the ministry said the government could not declare X'
        the ministry speaks, the government does not."""
        if token.pos_ != "VERB" or lemma_of(token) not in CUES:
            return 0.0
        if _negated(token) and any(c.dep_ == "ccomp" for c in children_of(token)):
            # "did not say (that) X": X is what was not said; the lexicon vouches for a frame the
            # hand rules leave ("did not comment on X"), not for a clause the speaker is denied
            return 0.0
        reported = any(a.pos_ == "VERB" and lemma_of(a) in CUES for a in token.ancestors)
        return 0.0 if reported else LEXICON_MARGIN

    def verb_candidate(self, verb: Token) -> None:
        """A verb no hand rule read, with a speaker-like subject and something it governs."""
        if verb.pos_ != "VERB" or verb.dep_ == "amod" or self.in_quotation(verb):
            return
        if lemma_of(verb) in {"cite", "accord"} and verb.tag_ == "VBG":
            return  # "citing X", "according to X": the attribution rules read them
        if self.skipped(verb):
            return
        # what it governs first: cheaper than its subject, and most verbs govern nothing readable
        bounds = _right_content(verb, VERB_CONTENT_DEPS)
        if bounds is not None and _object_misread_as_clause(verb):
            return
        reported = None
        if bounds is not None:
            # the rest of the predicate is what it reports: "seeks X and would leave Y"
            conjuncts = [c for c in children_of(verb) if c.dep_ == "conj" and c.i > bounds[0]]
            conjoined = [c.right_edge.i + 1 for c in conjuncts]
            said_apart = None
            if misread_participle(verb) is not None:
                closing = set_off_participle_end(verb)  # its "conjunct" is the sentence's own verb
                conjoined = [closing] if closing is not None else []
            elif conjuncts:
                said_apart = _said_apart(conjuncts, bounds)
            # the model reads the frame as it was fitted (``bounds``); the content stops before a
            # conjunct that is a statement of its own
            end = max([_gerund_of_object(verb, bounds[1]), *conjoined])
            reported = (bounds[0], end if said_apart is None else min(end, said_apart))
            bounds = (bounds[0], max([bounds[1], *conjoined]))
        else:
            bounds = _left_clause(verb)
        if bounds is None or (bounds[1] - bounds[0] == 1 and self.doc[bounds[0]].pos_ == "PRON"):
            return
        if _left_to_the_hand_rules(verb, self.negated(verb)) or self._an_intention(verb):
            return
        speakers = _reported_speakers(_subjects(verb, self.blocked) or _subject_lost_before(verb)
                                      or _speaker_of_clause_before(verb))
        if not speakers:
            self._agentless_passive(verb, bounds)
            return
        if self._quotation_for_subject(verb, speakers[0]):
            return
        features = verb_features(verb, speakers, bounds, self.entity_type, self._quoted(*bounds))
        if _in_question(verb):
            features["question"] = 1.0
        if self.negated(verb):
            features["negated"] = 1.0
        # "it seems odd that …", "it remains unclear how …": what is judged is read, but the "it"
        # stands for the clause, so the statement has no speaker rather than the pronoun's referent
        self._consider("statement.learned_cue", verb, speakers, bounds, features, reported,
                       speakerless=_expletive_it(speakers[0], verb) or impersonal_infinitive(verb))

    def _agentless_passive(self, verb: Token, bounds: tuple[int, int]) -> None:
        """'Ortiz was criticized for …', 'the pier is seen as …': a passive with no agent that the
        cue model reads (``kg.extract.agentless_passives``), kept for ``unsourced_passives``, which
        drafts it with no speaker once the statements that may relay it are drafted. Not collected
        for fitting: a candidate there has a speaker."""
        subject = agentless_passive_subject(verb)
        if subject is None or self.model is None or self.collect is not None:
            return
        lemma = lemma_of(verb)
        if self.negated(verb) and lemma in UNSOURCED_PASSIVE_VERBS:
            return  # whether "not expected" negates what is thought is the hand rule's to say
        if lemma in NAME_GIVING_VERBS:
            return  # "the party is named …": a name given, nobody's words
        features = verb_features(verb, [], bounds, self.entity_type, self._quoted(*bounds))
        if _in_question(verb):
            features["question"] = 1.0
        if self.negated(verb):
            features["negated"] = 1.0
        if _under_reporting_verb(verb):
            features["under_reporting_verb"] = 1.0
        if self.model.surely_under(features, self.model.threshold):
            return
        probability = self._probability(verb, bounds, features)
        if probability >= self.model.threshold:
            self.learned_passives.append((verb, passive_content(subject, bounds), probability))

    def _quotation_for_subject(self, verb: Token, subject: Token) -> bool:
        """'"Meh," replied a commuter …': the parser made the quoted word, closed right before
        the verb, its subject; the quotation is what is said (``quote_before_cue``), not who says it."""
        before = verb.i - 1
        return (subject.i < verb.i and self.in_quotation(subject) and before >= 0
                and self.doc[before].text in QUOTE_MARKS)

    def _an_intention(self, verb: Token) -> bool:
        """Whether ``intentions`` reads this verb: a verb of plan with a named, entity or
        personal-pronoun subject before it and an infinitive ("Norland Steel plans to close …").
        With WordNet's classes the cue model scores such a frame high, and a learned statement,
        drafted first, would take it from the rule that gives it its kind."""
        if lemma_of(verb) not in PLAN_VERBS or self.negated(verb) or _in_question(verb):
            return False
        subjects = [c for c in children_of(verb) if c.dep_ == "nsubj" and c.i < verb.i]
        if not subjects or (subjects[0].pos_ != "PROPN" and self.resolver.entity_at(subjects[0]) is None
                            and subjects[0].lower_ not in {"he", "she", "it", "they"}):
            return False
        return any(c.dep_ == "xcomp" and c.i > verb.i and any(a.lower_ == "to" for a in children_of(c))
                   for c in children_of(verb))

    def noun_candidate(self, noun: Token) -> None:
        """"his criticism of X", "Trump's claim that …", "made a promise to …": a cue noun whose
        speaker is its possessor, its by-phrase, or the subject of the verb it is the object of."""
        if noun.pos_ != "NOUN" or self.in_quotation(noun):
            return
        lemma = lemma_of(noun)
        allowed = self.model.noun_lemmas if self.model is not None else frozenset()
        if self.collect_nouns is not None:
            allowed = self.collect_nouns
        if lemma not in allowed or self.skipped(noun):
            return
        speakers: list[Token] = []
        speaker_from = ""
        for child in children_of(noun):
            if child.dep_ == "poss" and child.lower_ not in FIRST_SECOND_PERSON | {"my", "our", "your"}:
                speakers, speaker_from = [child], "poss"
            elif child.dep_ == "prep" and child.lower_ in {"by", "from"} and not speakers:
                objs = [o for o in children_of(child) if o.dep_ == "pobj"]
                if objs:
                    speakers, speaker_from = [objs[0]], child.lower_
        if not speakers and noun.dep_ in {"dobj", "attr"} and noun.head.pos_ in {"VERB", "AUX"}:
            speakers = _reported_speakers(_subjects(noun.head, self.blocked))
            speaker_from = "verb"
        if not speakers:
            return
        kept = [
            c for c in children_of(noun)
            if c.i > noun.i and (c.dep_ in {"acl", "ccomp"} or c.dep_ == "prep" and c.lower_ in NOUN_CONTENT_PREPOSITIONS)
        ]
        kept = [c for c in kept if not (c.dep_ == "prep" and speakers and c.i <= speakers[0].i <= c.right_edge.i)]
        if not kept:
            return
        start = min(c.left_edge.i for c in kept)
        if self.doc[start].dep_ == "prep" and self.doc[start].head.i == noun.i:
            start += 1  # "criticism of X": the content is X
        bounds = (start, max(c.right_edge.i for c in kept) + 1)
        if bounds[1] <= bounds[0]:
            return
        features = noun_features(noun, speakers, bounds, self.entity_type, self._quoted(*bounds), speaker_from)
        self._consider("statement.learned_noun", noun, speakers, bounds, features)

    def content_of(self, verb: Token, lemma: str) -> tuple[str, int, int] | None:
        doc = self.doc
        _, via_tokens = _via(verb, self.resolver)
        if lemma in DESCRIBE_VERBS:
            objects = [c for c in children_of(verb) if c.dep_ in {"dobj", "nsubjpass"}]
            as_phrase = [c for c in children_of(verb) if c.dep_ == "prep" and c.lower_ == "as"]
            predicate = [c for c in children_of(verb) if c.dep_ == "oprd"]
            if objects and (as_phrase or predicate):
                target = (as_phrase or predicate)[0]
                obj = objects[0]
                if obj.i > verb.i or obj.dep_ == "nsubjpass":
                    start = obj.left_edge.i
                else:  # "what he described as X": the content is X
                    objs = [c for c in children_of(target) if c.dep_ == "pobj"] or [target]
                    start = objs[0].left_edge.i
                if obj.dep_ == "nsubjpass":
                    return "statement.describe_as", start, obj.right_edge.i + 1
                return "statement.describe_as", start, _reason_after(verb, _hyphenated_predicate_end(target, predicate))
            if objects and lemma in NAMING_VERBS and objects[0].dep_ == "dobj" and objects[0].i > verb.i:
                obj = objects[0]
                epithet = obj.i + 1
                # 'called his actions "a crucial step"': the parser folds the quoted name into
                # the object; a quotation opening right after the object's head is the name given
                if epithet < obj.right_edge.i and doc[epithet].text in QUOTE_MARKS and self.in_quotation(doc[epithet + 1]):
                    return "statement.describe_as", obj.left_edge.i, obj.right_edge.i + 1
        if not _reports_in_this_sense(verb, lemma):
            return None
        if lemma in REQUEST_VERBS and _described_with_agent(verb) is not None:
            return None  # "cuts demanded by the lenders": the lenders' request (judged_by_agent)
        if lemma in REQUEST_VERBS:
            deps = {"xcomp", "ccomp", "dobj", "prep", "advcl", "oprd", "dative"}
            found = _right_content(verb, deps)
            nxt = doc[verb.i + 1] if verb.i + 1 < len(doc) else None
            if lemma == "call" and (nxt is None or nxt.lower_ not in {"for", "on"}):
                found = None  # "called X" (named, phoned) is not a request
            if found is not None:
                start, end = found
                if lemma in {"ask"} and not any(
                    (c.dep_ in {"xcomp", "ccomp", "advcl"} or (c.dep_ == "prep" and c.lower_ == "for")) and c.i > verb.i
                    for c in children_of(verb)
                ):
                    return None  # "asked about it", "asked Trump" with no request; a question before it is no request after it
                return "statement.request", question_after_addressee(verb) or start, _through_colon_gloss(verb, end)
        if lemma in SAY_VERBS:
            clause = _right_content(verb, {"ccomp", "xcomp"})
            if clause is not None:
                clause = _after_relative_subject(verb, clause)
            if clause is None:
                # "said as a teenager she was forced …": a reported clause parsed as an adverbial
                misparsed = [
                    c for c in children_of(verb)
                    if c.dep_ == "advcl" and c.i > verb.i and not any(g.dep_ == "mark" for g in children_of(c)) and not time_clause(c)
                    and any(g.dep_ in {"nsubj", "nsubjpass"} for g in children_of(c))
                ]
                if misparsed:
                    clause = misparsed[0].left_edge.i, misparsed[0].right_edge.i + 1
            if clause is None:
                # "said in a statement on Friday that …", "announced in a memo that …": the parser
                # hung the that-clause on the medium's noun as a relative clause or a clause of
                # the noun (a relative clause's "that" is its subject or object, not a complementiser)
                hung = [
                    r for p in children_of(verb) if p.dep_ == "prep" and p.i > verb.i for r in p.subtree
                    if r.dep_ in {"relcl", "acl"} and any(g.dep_ == "mark" and g.lower_ == "that" and g.i == r.left_edge.i
                                                          for g in children_of(r))
                ]
                if hung:
                    clause = hung[0].left_edge.i + 1, hung[0].right_edge.i + 1
            if clause is None:
                clause = _complement_hung_on_the_cue_after(verb)
            if lemma in OBJECT_INFINITIVE_VERBS and (clause is None or doc[clause[0]].lower_ == "to"):
                # "forecast growth to slow", "estimated the losses to be $6 billion", "reported the
                # sailor to be dead": an object and an infinitive after it are one reported clause
                objects = [c for c in children_of(verb) if c.dep_ == "dobj" and c.i > verb.i and c.i not in via_tokens]
                infinitives = [
                    c for c in children_of(verb) if objects and c.dep_ in {"advcl", "xcomp"} and c.i > objects[0].right_edge.i
                    and any(a.dep_ == "aux" and a.lower_ == "to" for a in children_of(c))
                ]
                if infinitives:
                    clause = objects[0].left_edge.i, infinitives[0].right_edge.i + 1
            if clause is None and lemma in {"confess", "admit"}:
                to = [c for c in children_of(verb) if c.dep_ == "prep" and c.lower_ == "to" and c.i > verb.i]
                # "confessed to killing …"; but "admitted herself to the clinic" is going in
                reflexive = any(c.dep_ == "dobj" and c.lower_ in REFLEXIVE_PRONOUNS for c in children_of(verb))
                if to and not reflexive:
                    clause = to[0].i + 1, to[0].right_edge.i + 1
            if clause is not None and programme_title(doc[clause[0]:clause[1]]):
                return None  # "told CBS' Face the Town": where it was said, not what
            if clause is not None:
                start, end = clause
                start = _subject_hung_on_cue(verb, start)
                end = _conjunct_in_reported_tense(verb, _second_complement(verb, _condition_after(verb, end)))
                end = _clause_after_semicolon(verb, _reason_after(verb, end))
                if doc[start].lower_ == "to" and doc[start].dep_ == "aux":
                    end = _infinitive_list(verb, end)
                return "statement.indirect", start, end
            left = _left_clause(verb)
            if left is not None:
                return "statement.clause_then_cue", left[0], _clause_on_after_cue(verb, left[1])
            inverted = inverted_cue_after_clause(verb)
            inserted = (_parenthetical(verb) or _cue_inside_its_clause(verb) or _cue_after_its_clause(verb)
                        or clause_around_inserted_cue(verb) or (inverted[1] if inverted is not None else None))
            if inserted is not None:
                return "statement.clause_then_cue", inserted[0], inserted[1]
            # "told reporters he was …", "reported to the police he …" are often parsed as a
            # relative clause on the person told
            told = [c for c in children_of(verb) if c.dep_ in {"dobj", "dative"} and lemma in ADDRESSEE_VERBS]
            told += [o for c in children_of(verb) if c.dep_ == "prep" and c.lower_ == "to" for o in children_of(c) if o.dep_ == "pobj"]
            for obj in told:
                for rel in children_of(obj):
                    if rel.dep_ == "relcl" and rel.left_edge.lower_ not in RELATIVE_WORDS:
                        return "statement.indirect", rel.left_edge.i, sentence_bounds(verb)[1]
            answer = _one_word_answer(verb)
            if answer is not None:
                return "statement.indirect", answer.i, answer.i + 1
        if lemma in SPEECH_ACT_VERBS:
            objects = [c for c in children_of(verb) if c.dep_ == "dobj" and c.i > verb.i and c.i not in via_tokens]
            if objects:
                if lemma == "claim" and lemma_of(objects[0]) not in CLAIM_OBJECTS:
                    return None
                if lemma == "reject":
                    return None
                if lemma == "deny" and any(c.dep_ == "dative" for c in children_of(verb)):
                    return None  # "denied the club a licence": withheld, not denied saying
                found = _right_content(verb, {"dobj", "prep", "dative", "oprd", "ccomp", "xcomp"})
                if found is not None:
                    start = objects[0].left_edge.i
                    return "statement.speech_act", start, _through_colon_gloss(verb, _infinitive_after_object(verb, found[1]))
            clause = _right_content(verb, {"ccomp"})
            if clause is not None:
                return "statement.speech_act", clause[0], clause[1]
            passive = [c for c in children_of(verb) if c.dep_ == "nsubjpass"]
            predicate = any(c.dep_ in {"oprd", "xcomp", "acomp"} for c in children_of(verb))
            if passive and not predicate and lemma in {"claim", "announce", "confirm", "deny", "report"}:
                obj = passive[0]
                return "statement.speech_act", obj.left_edge.i, obj.right_edge.i + 1
        if lemma in REQUEST_VERBS and lemma not in {"call", "ask"}:
            found = _right_content(verb, {"dobj"})
            if found is not None:
                return "statement.request", found[0], _through_colon_gloss(verb, found[1])
        return None

    # quotations ---------------------------------------------------------------------

    def tokens_from(self, offset: int) -> Iterable[Token]:
        """The tokens from ``offset`` to the end, lazily: callers stop early."""
        for i in range(self.index.first_at_or_after(offset), len(self.doc)):
            yield self.doc[i]

    def token_before(self, offset: int) -> Token | None:
        """The last word (not space) that ends at or before ``offset``."""
        i = self.index.last_starting_before(offset)
        while i >= 0:
            token = self.doc[i]
            if token.idx + len(token.text) <= offset and not token.is_space:
                return token
            i -= 1
        return None

    def starts_clause(self, q: Quotation) -> bool:
        j = q.opening - 1
        while j >= 0 and self.text[j].isspace() and self.text[j] != "\n":
            j -= 1
        if j < 0 or self.text[j] == "\n":
            return True
        # a hyphen between spaces is a dash, as some papers type it: 'X said - "A," she said - and …'
        return self.text[j] in ".!?:;—―–(\"”'’" or self.text[j - 1 : j + 1] == " -"

    def ends_clause(self, q: Quotation) -> bool:
        j = q.closing
        while j < len(self.text) and self.text[j].isspace() and self.text[j] != "\n":
            j += 1
        if j >= len(self.text) or self.text[j] == "\n":
            return True
        if self.text[j] in ".!?;,:)—―–":
            return True
        if self.text[q.end - 1 : q.end] in {".", "!", "?"} and self.text[j].isupper():
            return True  # the sentence ended inside the quotation
        if self.text[q.end - 1 : q.end] in {"!", "?"}:
            return True  # an exclamation or a question is a whole utterance: 'he yelled "You lie!" at …'
        if j - q.closing >= 2:
            return True  # Wikinews puts two spaces between sentences
        after = list(islice(self.tokens_from(j), 2))
        introduced = self.text[: q.opening].rstrip()[-1:] in {",", ":"}
        if introduced and self.text[q.end - 1 : q.end] == "," and len(after) == 2 and (
                after[0].tag_ == "VBG" or after[0].lower_ in {"and", "but"} and after[1].text in QUOTE_MARKS | {","}):
            # the comma news style puts inside the mark ends the clause of a quotation set off
            # by a comma when a participle or a second quotation follows: 'joked, "…," drawing
            # laughter', 'told them, "A," and, "B"' (not a title or a scare quote that is the
            # verb's object: 'told "Morning Show," adding …')
            return True
        return len(after) == 2 and after[0].lower_ in {"and", "but"} and after[1].pos_ == "VERB"

    def is_quote_cue(self, verb: Token, quotation_before: bool = False) -> bool:
        lemma = lemma_of(verb)
        if self.any_verb_cues and lemma not in QUOTE_VERBS and _subordinate_not_as(verb) and self.in_quotation(verb.head):
            return False  # 'Unless rivals quit the race, "it's very difficult …"': a condition of the quotation
        if self.any_verb_cues and verb.pos_ in {"VERB", "AUX"} and _has_a_message(verb):
            return not self.in_quotation(verb) and not self.negated(verb)
        if self.any_verb_cues and verb.pos_ == "VERB" and lemma not in NOT_QUOTE_CUES and lemma not in QUOTE_VERBS:
            # the fallback for quotations no listed verb claims: '"…," Toomey fumed', 'X
            # delivered a blunt message: "…"'; the frame around the quotation is the cue
            return not self.in_quotation(verb) and not self.negated(verb) and not (verb.dep_ == "acl" and verb.tag_ == "VBN")
        if lemma not in QUOTE_VERBS or not _is_verb(verb) or self.in_quotation(verb) or self.negated(verb):
            return False
        if verb.dep_ == "acl" and verb.tag_ == "VBN" and (quotation_before or not self._cue_taken_for_a_participle(verb)):
            # 'a letter headed "…"', 'a video titled "…"'; a quotation before such a cue is
            # _cue_misread_after_a_question's, which asks more of the frame
            return False

        if lemma == "read":
            # '"…," it read', '"…," the editorial read': a quotation before "read" is the text
            # its subject bears; after it ('X read "…"') only a text's ('the letter read: "…"')
            subjects = _subjects(verb, self.blocked)
            if quotation_before and not subjects:
                return _text_read_after(verb) is not None  # '"…," read the statement': inverted
            return bool(subjects) if quotation_before else any(lemma_of(s) in READ_SUBJECTS for s in subjects)
        return True

    @staticmethod
    def _cue_taken_for_a_participle(verb: Token) -> bool:
        """'Ann Cole, 44, posted on Instagram: "…"': a cue after a speaker set off by commas
        that the parser read as a participle modifying the speaker (who "was posted"), leaving
        the sentence with no verb of its own; the speaker is a name or a noun for people, not a
        text ('a letter headed "…"')."""
        head = verb.head
        if verb.i == 0 or verb.doc[verb.i - 1].text != "," or head.i > verb.i:
            return False
        if not (head.pos_ == "PROPN" or head.pos_ == "NOUN" and noun_class(lemma_of(head)) in {"person", "group"}):
            return False
        root = head
        for _ in range(6):
            if root.dep_ == "ROOT":
                break
            root = root.head
        return root.dep_ == "ROOT" and root.pos_ in {"PROPN", "NOUN"}

    def after_comma(self, q: Quotation) -> bool:
        """Whether a comma comes right before the quotation ("…, but "A," said X")."""
        before = self.token_before(q.opening)
        return before is not None and before.text == "," and not self.text[before.idx + 1 : q.opening].count("\n")

    def quote_before_cue(self, q: Quotation) -> _Draft | None:
        # after a comma, only an inverted cue right after the quotation: ', but "A," said X'
        inverted_only = not self.starts_clause(q)
        if inverted_only and not self.after_comma(q):
            return None
        # '"… together." He posted …': a full stop ends the sentence ("!" and "?" may not), so
        # the next one is the quotation's only when it is nothing but its cue: '"…." Jones said.'
        bare_only = self.text[q.start : q.end].rstrip("\"'’”").endswith(".")
        if bare_only and (inverted_only or self.any_verb_cues):
            return None
        seen: list[Token] = []
        for token in self.tokens_from(q.closing):
            if len(seen) > CUE_WINDOW or self.skipped(token):
                return None
            if token.is_space and "\n" in token.text:
                if not seen and self._line_goes_on_with_cue(token):
                    continue  # '"…."\nsaid Jane Doe.': a line break inside a sentence, the next line in lower case
                return None
            if token.text in SENTENCE_END or token.text == ":":
                return None
            if self.in_quotation(token) or token.text in QUOTE_MARKS and token.idx >= q.closing and token.idx != q.closing - 1:
                if not any(not t.is_punct and not t.is_space for t in seen):
                    return None  # another quotation right after this one
                seen.append(token)  # quoted words inside the speaker's phrase: 'X, wearing "Go Team" pins, said'
                continue
            if not inverted_only and not bare_only and self._noun_taken_for_cue(token):
                # '"…," the leaflet states.': the tagger read the cue as a noun
                speaker = _surface_speaker_of_noun_cue([t for t in seen if not t.is_space])
                if speaker is None or self.in_quotation(speaker):
                    return None
                cue, cue_span = self.cue_span(token)
                return _Draft("statement.quote_before_cue", cue, cue_span, token, _reported_speakers([speaker]), self.quoted(q), [q], None)
            if self._cue_misread_after_a_question(token, q, seen):
                # '"…?" the nurse asked in a letter': a new sentence for the parser, the cue a participle
                words = [t for t in seen if not t.is_space]
                speaker = _surface_speaker_between(words, token) or _surface_speaker_of_noun_cue(words)
                if speaker is None or self.in_quotation(speaker):
                    return None
                cue, cue_span = self.cue_span(token)
                via, _ = _via(token, self.resolver)
                return _Draft("statement.quote_before_cue", cue, cue_span, token, _reported_speakers([speaker]), self.quoted(q), [q], via)
            if self._aside_before_cue(token):
                seen.append(token)  # '"…," X, speaking at a rally, said': the participle is an aside
                continue
            if token.dep_ == "relcl" and token.head in seen:
                # '"…," Reed, who wrote the bill, said': the speaker's own clause, whatever its
                # verb; the cue comes after it
                seen.append(token)
                continue
            if self.is_quote_cue(token, quotation_before=True):
                # the quotation itself may be parsed as a subject: take the one after it
                outside = [c for c in children_of(token) if c.dep_ == "nsubj" and c.idx >= q.closing]
                if not outside:
                    outside = _subject_lent_to_participle(token)
                # the words beside the cue, only when the parse gives it no subject at all (a
                # subject from elsewhere in the parse keeps the rules above: '"A", recalling …')
                surface = None
                # a listed cue's subject inside the quotation is the quotation misread ('"Meh,"
                # wrote a voter'); any other verb's is the frame's own ('"…," she said, to increase …')
                subjects = _subjects(token, self.blocked)
                if not self.any_verb_cues:
                    subjects = [t for t in subjects if not self.in_quotation(t)]
                if not outside and not subjects:
                    surface = self._surface_speaker(token, seen)
                if inverted_only and (any(not t.is_punct and not t.is_space for t in seen)
                                      or not any(c.i > token.i for c in outside) and surface is None):
                    return None
                speakers = _expand(_speaker_subject(outside)) if outside else _subjects(token, self.blocked)
                speakers = _quoting_speakers((t for t in speakers if not self.in_quotation(t)), self.in_quotation,
                                             narrator=not self.any_verb_cues and not _supposed(token))
                if not speakers and surface is not None:
                    speakers = _reported_speakers([surface])
                    seen = []  # the surface reading has checked the words between
                if not speakers:
                    return None
                if bare_only and not self._only_cue(token, q):
                    return None
                speaker_tokens = {t.i for s in speakers for t in s.subtree}
                relayed = _quoted_as_saying(token)
                if relayed is not None:  # '"…," X is quoted as saying': the passive's words
                    speaker_tokens |= {relayed[0].i, token.head.i} | {c.i for c in children_of(relayed[0]) if c.dep_ == "auxpass"}
                # the cue's own words before it: auxiliaries and adjuncts ('"…," X has said', 'X
                # would later say', 'X last week told', 'X, in a statement, said', 'X, speaking at …, said')
                own = {t.i for c in children_of(token) if c.i < token.i and c.dep_ in CUE_OWN_LEFT for t in c.subtree}
                for between in seen:
                    if not (between.is_punct or between.is_space or between.i in speaker_tokens or between.dep_ in {"advmod"} or between.i in own):
                        return None
                cue, cue_span = self.cue_span(token)
                via, _ = _via(token, self.resolver)
                return _Draft("statement.quote_before_cue", cue, cue_span, token, speakers, self.quoted(q), [q], via)
            seen.append(token)
        return None

    def _aside_before_cue(self, token: Token) -> bool:
        """Whether a participle set off by a comma is an aside before the cue of its clause:
        '"…," X, speaking at a rally, said' (the parser hangs it on the cue or on X, the
        cue's subject); the cue, not the participle, reports the quotation."""
        if token.tag_ not in {"VBG", "VBN", "VBD"} or self.doc[token.i - 1].text != ",":
            return False
        if token.dep_ == "advcl":
            return token.head.i > token.i and self.is_quote_cue(token.head)
        if token.dep_ != "acl":
            return False
        subject = token.head  # X, the participle hung on it: X's own verb after it must be a cue
        cue = subject.head
        return subject.dep_ == "nsubj" and token.i < cue.i < sentence_bounds(token)[1] and self.is_quote_cue(cue)

    def _noun_taken_for_cue(self, token: Token) -> bool:
        """'"…," the Greens state in a leaflet', '"…," the leaflet states', '"…," the
        editorial read': a verb of saying after a quotation that the tagger took for a noun
        (a plural, or the noun of its subject taken for a modifier, or a number for the
        subject: '"…," the two write'). Lower case, so not a
        name ("Mr. Read"); ending its clause, so not a noun's modifier ("the state budget")."""
        if not token.is_lower or token.tag_ not in {"NN", "NNS"} or lemma_of(token) not in QUOTE_VERBS or self.in_quotation(token):
            return False
        nxt = self.doc[token.i + 1] if token.i + 1 < len(self.doc) else None
        if nxt is not None and not (nxt.text in {".", ",", ";", "!", "?"} or nxt.is_space or nxt.pos_ == "ADP"):
            return False
        before = self.doc[token.i - 1] if token.i > 0 else None
        return token.text.endswith("s") or lemma_of(token) == "read" or before is not None and (
            before.tag_ in {"NNS", "NNPS"} or before.tag_ == "NNP" and before.text.endswith("s")  # "the Greens state"
            or before.tag_ == "CD" and before.lower_ not in {"one", "1"})  # "the two write"

    def _cue_misread_after_a_question(self, token: Token, q: Quotation, seen: Sequence[Token]) -> bool:
        """'"…?" the 40-year-old asked in a post', '"…!" the union, Local 12, tweeted': after a
        quoted question or exclamation the parser starts a sentence at the lower-case word and
        makes the cue a participle of the speaker's noun (the speaker "was asked")."""
        words = [t for t in seen if not t.is_space]
        if not (words and token.dep_ == "acl" and token.tag_ in {"VBD", "VBN"} and lemma_of(token) in QUOTE_VERBS
                and token.head in words and not self.in_quotation(token) and not self.negated(token)
                and not any(c.dep_ in {"dobj", "ccomp", "xcomp", "agent"} for c in children_of(token))):
            return False
        if words[0].is_lower and self.text[q.start : q.end].rstrip("\"'’”").endswith(("?", "!")):
            return True
        # '"…," Ana Ortiz, the engineer, tweeted on Monday': after a quotation set off by its
        # comma, the parser may make the speaker's phrase the sentence's root and the cue (a
        # past form it reads as a participle) the phrase's modifier; with no verb of its own
        # the sentence is the quotation's frame ('"The Harbour Years," a book written by …' has an agent)
        phrase = token.head  # the speaker's phrase, maybe an apposition in it ('the engineer, joked')
        while phrase.dep_ != "ROOT" and phrase.head in words:
            phrase = phrase.head
        # or the quotation's own verb is the root and the phrase hangs on it: '"…," Ana Ortiz,
        # the engineer who founded the trust tweeted on Monday' (no comma closes the apposition)
        hung_on_quotation = phrase.head.dep_ == "ROOT" and q.start <= phrase.head.idx < q.end
        if not self._set_off_by_comma(q) or not (phrase.dep_ == "ROOT" or hung_on_quotation):
            return False
        end = sentence_bounds(token)[1]
        return all(t.is_punct or t.is_space for t in self.doc[token.right_edge.i + 1 : end])

    def _set_off_by_comma(self, q: Quotation) -> bool:
        """Whether a comma ends the quotation, inside its closing mark or right after it:
        '"…," X said', '"…", X said'."""
        return self.text[q.start : q.end].rstrip()[-1:] == "," or self.text[q.closing : q.closing + 1] == ","

    def _surface_speaker(self, verb: Token, seen: Sequence[Token]) -> Token | None:
        """The speaker of a cue after a quotation read from the words, for a parse that gave
        the cue no subject: the phrase right after the cue when only punctuation stands
        between quotation and cue ('"…," said Skelly, explaining …'), else the phrase that
        opens the words between them."""
        words = [t for t in seen if not t.is_space]
        if all(t.is_punct for t in words):
            speaker = _surface_speaker_after(verb)
        else:
            while words and words[0].text == ",":
                words = words[1:]
            speaker = _surface_speaker_between(words, verb)
        return None if speaker is None or self.in_quotation(speaker) else speaker

    def _line_goes_on_with_cue(self, newline: Token) -> bool:
        """Whether the line after a break opens with a reporting verb in lower case: the text's
        line breaks were laid inside a sentence ('"…"\nsaid Jane Doe.')."""
        nxt = self.doc[newline.i + 1] if newline.i + 1 < len(self.doc) else None
        return nxt is not None and nxt.text[:1].islower() and self.is_quote_cue(nxt)

    def _only_cue(self, verb: Token, q: Quotation) -> bool:
        """Whether the sentence after a quotation holds only its speaker, the reporting verb and
        the verb's adjuncts: 'Jones said.', 'the mayor told reporters on Monday.'"""
        if lemma_of(verb) not in SAY_VERBS:
            return False
        own = {"ccomp", "xcomp", "parataxis", "advcl", "conj"} | ({"dobj"} if lemma_of(verb) not in ADDRESSEE_VERBS else set())
        if any(c.dep_ in own and c.idx >= q.closing for c in children_of(verb)):
            return False  # '"…." He said the plan …': the verb reports something of its own
        if any(t.text in QUOTE_MARKS for t in verb.subtree if t.idx >= q.closing):
            return False
        start, end = sentence_bounds(verb)
        return all(t.i in {c.i for c in verb.subtree} or t.is_punct or t.is_space
                   for t in doc_tokens(self.doc)[start:end] if t.idx >= q.closing)

    def quote_after_cue(self, q: Quotation) -> _Draft | None:
        ends = self.ends_clause(q)
        before = self.token_before(q.opening)
        if before is None:
            return None
        # 'X defended the levy -- "It is the only way."': a dash before a whole sentence quoted
        # introduces it as a colon does (not a dash before a phrase: 'the plan — "a disaster" — …')
        colon = before.text == ":" or before.text in {"--", "—", "―", "–"} and self._whole_sentence(q)
        if before.text == "," or colon:
            anchor = self.token_before(before.idx)
        else:
            anchor = before
        if anchor is None:
            return None
        # Walk back through the clause before the quotation to the nearest reporting verb.
        sent_start = sentence_bounds(anchor)[0]
        if before.text == "," or colon:
            candidates = [t for t in doc_tokens(self.doc)[sent_start : anchor.i + 1]][::-1]
        else:
            candidates = [anchor]  # 'He said "That's …"': the quotation is the verb's object
            if anchor.dep_ in {"dobj", "dative"} and anchor.right_edge.i == anchor.i and lemma_of(anchor.head) in ADDRESSEE_VERBS:
                candidates.append(anchor.head)  # 'told host Tom Reed "No, …"': after the one told
        if colon and not candidates:
            return None
        inside_a_noun: Token | None = None  # the verb of a clause describing a noun, if nothing better
        for verb in candidates:
            if verb.text in QUOTE_MARKS and verb.i != anchor.i:
                break
            if not self.is_quote_cue(verb):
                continue
            between = self.doc[verb.i + 1 : before.i + (0 if before.text == "," or colon else 1)]
            if not self._allowed_between(verb, between, colon):
                continue
            if colon and any(t.text in {"-", "—", "―", "–", "--"} for t in between):
                break  # 'Pollsters agree - Ann Cole: "…"': a dash opens a label of its own

            if not ends and not self._adjuncts_after(verb, q):
                return None  # 'said "phony" and "nasty" Harris …': the quotation is part of a clause
            if before.text != "," and not colon and _scare_quoted_object(verb, self.doc.char_span(q.start, q.end, alignment_mode="expand")):
                return None
            if colon and self.any_verb_cues and self._clause_inside_a_noun(verb):
                inside_a_noun = inside_a_noun or verb
                continue  # 'X saw it as the way for both sides to settle: "…"': X's words
            draft = self._quotation_of(verb, q)
            if draft is not None and draft.content is not None and not colon:
                self._from_clause_begun_before_cue(draft, verb, q)
            if draft is not None and draft.content is not None:
                self._from_clause_after_cue(draft, verb, q)
            if draft is not None or inside_a_noun is None:
                return draft
            break
        return self._quotation_of(inside_a_noun, q) if inside_a_noun is not None else None

    def _whole_sentence(self, q: Quotation) -> bool:
        """Whether a quotation is one or more whole sentences ending the writer's: a capital
        first, a full stop, question or exclamation mark last, nothing after it in its sentence."""
        words = q.text(self.text).strip()
        return words[:1].isupper() and words.rstrip("'’").endswith((".", "!", "?")) and self.ends_clause(q)

    def _from_clause_begun_before_cue(self, draft: _Draft, verb: Token, q: Quotation) -> None:
        """Start the content at the clause before the cue that the quotation finishes."""
        first = next((t for t in self.tokens_from(q.start) if not t.is_space), None)
        start = _clause_begun_before_cue(verb, first) if first is not None else None
        # not over a quotation before the cue: '"A," he said, "B."' is joined as two quotations
        if start is not None and not any(self.in_quotation(t) or t.text in QUOTE_MARKS for t in self.doc[start : verb.i]):
            # the writer's words and the quotation with its marks, as 'The "delay," he said.' reads
            draft.content = Span(self.doc[start].idx, max(draft.content.end, q.closing))

    def _from_clause_after_cue(self, draft: _Draft, verb: Token, q: Quotation) -> None:
        """'He adds that the town has two choices: "Rebuild or leave."', 'Reed said, there is a
        simple reason: "…"': a clause the cue reports stands between the cue and the quotation,
        which finishes or illustrates it. What was said is the clause and the quotation, as
        PolNeAR annotates it (the content starts at the clause, after its "that"). Not over
        another verb of saying ('said that A, to which Y replied: "…"': Y's words), nor over a
        sentence end."""
        opening = next((t for t in self.tokens_from(q.opening) if not t.is_space), None)
        if opening is None or opening.i <= verb.i:
            return
        between = doc_tokens(self.doc)[verb.i + 1 : opening.i]
        # a clause with a verb: 'makes that clear: "…"' has a predicate, no clause of words said
        clauses = [c for c in children_of(verb) if c.dep_ == "ccomp" and c.pos_ in {"VERB", "AUX"}
                   and verb.i < c.left_edge.i < opening.i]
        if not clauses or any(t.text in SENTENCE_END or t.text in QUOTE_MARKS for t in between):
            return
        if any(_is_reporting(t) or lemma_of(t) in CUE_SET and t.pos_ == "VERB" for t in between):
            return
        # 'said A, to which Reed interjected: "…"': a relative clause with a subject of its own
        # brings in whoever the quotation may belong to
        for t in between:
            relative = t.dep_ == "relcl" or t.dep_ == "advcl" and any(
                w.lower_ in RELATIVE_WORDS for w in self.doc[t.left_edge.i : t.i])
            if relative and any(c.dep_ in CLAUSE_SUBJECT_DEPS and c.lower_ not in RELATIVE_WORDS for c in children_of(t)):
                return
        start = min(c.left_edge.i for c in clauses)
        while start < opening.i and (self.doc[start].is_punct or self.doc[start].is_space
                                     or self.doc[start].dep_ == "mark" and self.doc[start].lower_ == "that"):
            start += 1
        if start >= opening.i or self.in_quotation(self.doc[start]):
            return  # 'said that "…"': the quotation is the clause itself
        draft.content = Span(self.doc[start].idx, max(draft.content.end, q.closing))

    @staticmethod
    def _clause_inside_a_noun(verb: Token) -> bool:
        """A clause that describes a noun ("the way for both sides to settle", "a note it put
        out"), which a colon's quotation does not belong to: the sentence's own verb introduces
        it. Not a statement's own clause with its author named ("a statement the ministry issued")."""
        if verb.dep_ not in {"relcl", "acl"}:
            return False
        subjects = [c for c in children_of(verb) if c.dep_ in {"nsubj", "nsubjpass"}]
        if not subjects or subjects[0].lower_ in RELATIVE_PRONOUNS:
            return False  # 'a headline that read: "…"': the noun's own words
        authored = lemma_of(verb.head) in UTTERANCE_NOUNS | MESSAGE_NOUNS and subjects[0].pos_ != "PRON"
        return not authored

    def _quotation_of(self, verb: Token, q: Quotation) -> _Draft | None:
        """The quotation as the content of a cue before it, when the cue has a speaker."""
        speakers = _quoting_speakers(_subjects(verb, self.blocked), self.in_quotation,
                                     narrator=not self.any_verb_cues and not _supposed(verb))
        # a listed cue only: 'Voters were asked to disclose: "…"' quotes the form, not the voters
        controller = _controller_of_infinitive(verb) if not speakers and not self.any_verb_cues else None
        if controller is not None and not self.in_quotation(controller):
            speakers = _reported_speakers(_expand(controller))  # 'X was prompted to say, "…"'
        if not speakers and not any(c.dep_ in {"nsubj", "nsubjpass", "agent"} for c in children_of(verb)):
            surface = _surface_speaker_before(verb)  # a parse that gave the cue no subject
            speakers = _reported_speakers([surface]) if surface is not None and not self.in_quotation(surface) else []
        if not speakers:
            if _put_to_its_subject(verb) and not self.any_verb_cues:  # 'X was asked, "…?"': the asker is named nowhere
                cue, cue_span = self.cue_span(verb)
                return _Draft("statement.unsourced", cue, cue_span, verb, [], self.quoted(q), [q])
            return None
        cue, cue_span = self.cue_span(verb)
        via, _ = _via(verb, self.resolver)
        return _Draft("statement.quote_after_cue", cue, cue_span, verb, speakers, self.quoted(q), [q], via)

    def quote_after_bare_cue(self, q: Quotation) -> _Draft | None:
        """'X said in a statement. "…"': a quotation opening the sentence after a reporting verb
        that reports nothing of its own (no clause, no object) is that verb's content."""
        if not self.starts_clause(q):
            return None
        before = self.token_before(q.opening)
        if before is None or before.text != "." or self.text[before.idx : q.opening].count("\n") > 2:
            return None  # a colon is quote_after_cue's
        start, end = sentence_bounds(before)
        for verb in reversed(self.doc[start : before.i]):
            lemma = lemma_of(verb)
            uttered = self._utterance_object(verb)
            if uttered is None and (lemma not in SAY_VERBS or not self.is_quote_cue(verb)) or _in_question(verb):
                continue
            if any(c.dep_ in {"ccomp", "xcomp", "parataxis"} or c.dep_ == "dobj" and c is not uttered
                   for c in children_of(verb)) or any(
                    d.cue_token is not None and d.cue_token.i == verb.i for d in self.drafts):
                return None  # the verb reports something of its own
            if any(t.text in QUOTE_MARKS for t in doc_tokens(self.doc)[verb.i : before.i]):
                return None
            if _describes_a_quoted_speaker(verb, self.in_quotation):
                return None  # the quotation goes on from the sentence's own: continued_quotations
            return self._quotation_of(verb, q)
        return None

    def _utterance_object(self, verb: Token) -> Token | None:
        """The object of a verb that names the words it puts out, with nothing after it: 'X
        tweeted a warning.', 'X issued a statement on Monday.' (a message or utterance noun, no phrase,
        clause or possessor of its own, not quoted, not negated): the quotation that opens the
        next sentence is those words."""
        if not _is_verb(verb) or self.in_quotation(verb) or self.negated(verb):
            return None
        for child in children_of(verb):
            if child.dep_ == "dobj" and lemma_of(child) in UTTERANCE_NOUNS | MESSAGE_NOUNS and child.tag_ == "NN" and not any(
                    c.dep_ in {"relcl", "acl", "prep", "poss", "appos"} or c.text in QUOTE_MARKS for c in children_of(child)):
                return child
        return None

    def _adjuncts_after(self, verb: Token, q: Quotation) -> bool:
        """Whether only the verb's adjuncts follow the quotation: '…, "I won!" on Twitter.'
        An adjunct starts after the quotation: one the parser built around the quoted words
        ('licensed videos, "offensive to some audiences" per X and …') is the quotation's own phrase."""
        adjuncts = {
            t.i for c in children_of(verb) if c.dep_ in {"prep", "advmod", "npadvmod"} and c.left_edge.idx >= q.closing
            for t in c.subtree
        }
        sentence_end = sentence_bounds(verb)[1]
        rest = list(takewhile(lambda t: t.i < sentence_end, self.tokens_from(q.closing)))
        return bool(rest) and all(t.is_punct or t.is_space or t.i in adjuncts for t in rest)

    def _allowed_between(self, verb: Token, between: Iterable[Token], colon: bool) -> bool:
        subtree = {t.i for t in verb.subtree}
        allowed: set[int] = set()
        for child in children_of(verb):
            # the verb's particle too: 'as X pointed out, "…"'
            if child.dep_ in {"dative", "dobj", "prep", "npadvmod", "advmod", "agent", "nsubj", "nsubjpass", "prt"}:
                allowed.update(t.i for t in child.subtree)
            elif _writer_vouching(child):  # 'said, and I quote, "…"'
                allowed.update(t.i for t in child.subtree)
                allowed.update(c.i for c in children_of(verb) if c.dep_ == "cc" and c.i < child.i)
        for token in between:
            if token.is_punct or token.is_space:
                continue
            if colon and token.i in subtree:
                continue
            if token.i not in allowed:
                return False
        return True

    def quotations_as_statements(self) -> None:
        used: set[int] = set()
        for n, q in enumerate(self.quotations):
            if any(_overlaps(Span(q.opening, q.closing), s) for s in self.skip):
                continue
            draft = self.quote_before_cue(q) or self.quote_after_cue(q) or self.quote_after_bare_cue(q)
            if draft is not None:
                self.drafts.append(draft)
                used.add(n)
        self.join_quotes_around_cue()
        # an indirect reading of the same verb over the same words is the same statement
        quoted = [d for d in self.drafts if d.quotes]
        self.drafts = [
            d for d in self.drafts
            if d.quotes or not any(
                _same_token(q.cue_token, d.cue_token) and d.content is not None
                # '…, but "A," said X': the clause before the quotation is not X's too
                and (_overlaps(d.content, q.content) or d.rule == "statement.clause_then_cue")
                for q in quoted
            )
        ]
        self.attach_partial_quotes(used)
        # a quotation's own frame comes before standing next to a statement: '"A," X claimed.
        # "B," Y retaliated.' is Y's; '"A?" X went on. "B."' is X's, both of any verb
        self.quotations_of_any_verb(used)
        self.continued_quotations(used)

    def quotations_of_any_verb(self, used: set[int]) -> None:
        """Quotations no rule claimed, in a quoting frame of any verb with a subject: '"…,"
        Toomey fumed', '"…!" beamed a delegate', 'McConnell delivered a blunt message: "…"',
        'Hillary shot back, "…"'. The frame, not the verb, makes it a quotation of the subject."""
        self.any_verb_cues = True
        try:
            for n, q in enumerate(self.quotations):
                if n in used or any(_overlaps(Span(q.opening, q.closing), s) for s in self.skip):
                    continue
                if any(d.content is not None and _overlaps(d.content, Span(q.start, q.end)) for d in self.drafts):
                    continue
                draft = self.quote_before_cue(q) or self.quote_after_cue(q)
                if draft is not None and (_gives_a_name(draft.cue_token) or _modifies_a_noun(draft.cue_token)):
                    continue
                if draft is not None and draft.cue_token.idx >= q.closing and not self._ends_in_a_pause(q):
                    continue  # '"Million Dollar Mermaid" passed away': a title runs on into its verb
                if draft is not None:
                    draft.rule = "statement.quote_any_verb"
                    self.drafts.append(draft)
                    used.add(n)
        finally:
            self.any_verb_cues = False

    def _ends_in_a_pause(self, q: Quotation) -> bool:
        """Whether words said end the quotation before the verb after it: '"…," X fumed', '"…!"
        beamed Y', '"…" — X shot back'."""
        inside = self.text[q.start : q.end].rstrip()
        after = self.text[q.closing : q.closing + 3].lstrip()
        return inside[-1:] in PAUSE_MARKS or after[:1] in PAUSE_MARKS

    def _unclaimed_quotations(self) -> Iterator[Quotation]:
        """The quotations outside page furniture that no statement drafted so far holds."""
        for q in self.quotations:
            outer = Span(q.opening, q.closing)
            if any(_overlaps(outer, s) for s in self.skip):
                continue
            if any(d.content is not None and _overlaps(d.content, outer) for d in self.drafts):
                continue
            yield q

    def quotations_after_an_opening_participle(self) -> None:
        """A quotation after a participle of a verb of saying that opens its sentence, with no
        subject of its own: 'Reed said the report "was not good." Adding, "We have work to do."',
        '… she said. Then, adding: "…"'. News style leaves the subject to the statement of the
        sentence before, whose speaker says it. The cue is the participle."""
        for q in self._unclaimed_quotations():
            mark = self.token_before(q.opening)
            if mark is None or mark.text not in {",", ":"} or self.in_quotation(mark):
                continue
            start = sentence_bounds(mark)[0]
            words = [t for t in doc_tokens(self.doc)[start : mark.i] if not (t.is_punct or t.is_space)]
            if not words or len(words) > 2 or words[-1].tag_ != "VBG" or lemma_of(words[-1]) not in SAY_VERBS:
                continue
            if len(words) == 2 and words[0].lower_ not in OPENING_CONNECTIVES:
                continue
            participle = words[-1]
            if any(c.dep_ in {"nsubj", "nsubjpass"} for c in children_of(participle)):
                continue
            previous = [d for d in self.drafts if d.speakers and d.cue_span.end <= participle.idx
                        and d.content is not None and d.content.end <= participle.idx]
            if not previous or start == 0:
                continue
            source = max(previous, key=lambda d: d.content.end)
            # the statement of the sentence right before, in the same paragraph
            if sentence_bounds(self.doc[start - 1])[0] > self.doc.char_span(
                    source.cue_span.start, source.cue_span.end, alignment_mode="expand")[0].i \
                    or "\n" in self.text[source.cue_span.start : participle.idx]:
                continue
            draft = _Draft("statement.quote_after_cue", lemma_of(participle), _span_of([participle]), participle,
                           list(source.speakers), self.quoted(q), [q])
            draft.source = source.source or source
            draft.direct_parts = True
            self.drafts.append(draft)

    def quotations_named_after_them(self) -> None:
        """A quotation of whole sentences standing alone, no rule having claimed it, that the next
        sentence names as someone's words: '"…" That quote from Tom Reed still stings.', '"…" Those
        were the words of Ana Ortiz.' The sentence opens with a demonstrative or "the" and a noun
        of words (``NAMED_WORDS_NOUNS``) that a from-, of- or by-phrase ties to a name: that name
        speaks, the cue is the noun. Not a noun of words with no name ('That quote went viral')."""
        for q in self._unclaimed_quotations():
            if not self._whole_sentences_alone(q):
                continue
            words = [t for t in self.tokens_from(q.closing) if not t.is_space][:3]
            if len(words) < 2 or words[0].lower_ not in {"that", "this", "those", "these", "the"}:
                continue
            noun = words[1] if lemma_of(words[1]) in NAMED_WORDS_NOUNS else None
            if noun is None and words[1].lemma_ == "be" and words[0].lower_ in {"that", "those", "these"}:
                # 'Those were the words of X': the noun is the copula's attribute
                noun = next((c for c in children_of(words[1]) if c.dep_ == "attr" and lemma_of(c) in NAMED_WORDS_NOUNS), None)
            if noun is None or noun.pos_ in {"VERB", "AUX"} or self.in_quotation(noun):  # the tagger may make "quote" an interjection
                continue
            names = [g for c in children_of(noun) if c.dep_ == "prep" and c.lower_ in {"from", "of", "by"}
                     for g in children_of(c) if g.dep_ == "pobj" and g.pos_ == "PROPN"]
            if not names or self.resolver.entity_at(names[0]) is None:
                continue
            draft = _Draft("statement.quote_before_cue", lemma_of(noun), _span_of([noun]), noun, names[:1],
                           self.quoted(q), [q])
            draft.direct_parts = True
            self.drafts.append(draft)

    def quotations_named_by_the_words_after_them(self) -> None:
        """A quotation no rule has claimed that the words right after it, in its sentence, name as
        someone's: '"…," was her message to the crowd' (a noun of words with a possessor after
        "be"), '"…," was all she would say', '"…," in Ortiz's words'. The cue is the noun, or the
        verb of saying. Direct."""
        for q in self._unclaimed_quotations():
            first = next((t for t in self.tokens_from(q.closing) if not (t.is_punct or t.is_space)), None)
            if first is None or self.in_quotation(first) or not self.same_sentence(q.closing, first.idx):
                continue  # (same_sentence: nothing but a comma between the mark and the word)
            speaker, cue = self._named_by_what_follows(first)
            speakers = _reported_speakers([speaker] if speaker is not None else [])  # not the writer's "all I would say"
            if not speakers:
                continue
            draft = _Draft("statement.quote_before_cue", lemma_of(cue), _span_of([cue]), cue, speakers, self.quoted(q), [q])
            draft.direct_parts = True
            self.drafts.append(draft)

    def _named_by_what_follows(self, first: Token) -> tuple[Token | None, Token | None]:
        """The speaker and the cue the words opening with ``first`` name a quotation's: "was her
        message", "was all she would say", "in Ortiz's words"."""
        if first.lemma_ == "be" and not self.negated(first):
            manner = _how_someone_put_it(first)
            if manner is not None:
                return manner
            attribute = next((c for c in children_of(first) if c.dep_ == "attr" and c.i > first.i), None)
            if attribute is None:
                return None, None
            if lemma_of(attribute) in POSSESSED_WORDS_NOUNS and _possessor(attribute) is not None:
                return _possessor(attribute), attribute
            said = [c for c in children_of(attribute) if c.dep_ == "relcl" and lemma_of(c) in SAY_VERBS]
            if attribute.lower_ == "all" and said:
                subjects = [c for c in children_of(said[0]) if c.dep_ == "nsubj"]
                return (subjects[0], said[0]) if subjects else (None, None)
        if first.lower_ == "in":
            noun = next((c for c in children_of(first) if c.dep_ == "pobj" and c.lower_ == "words"), None)
            if noun is not None and _possessor(noun) is not None:
                return _possessor(noun), noun
        return None, None

    def quotations_after_a_colon(self) -> None:
        """A quotation right after a colon that no rule claimed: what the clause before the colon
        introduces is someone's words ('X had this to say about the plan: "…"', 'From the
        report: "…"', 'Transcript as follows: "…"'). The speaker is that clause's subject when it
        names someone; else the statement has none (the text gives none)."""
        for q in self._unclaimed_quotations():
            colon = self.token_before(q.opening)
            if colon is None or colon.text != ":" or self.in_quotation(colon):
                continue
            # the verb of the clause before the colon: its word whose head lies outside it (the
            # parser may hang the colon on the quotation's own verb)
            start = sentence_bounds(colon)[0]
            verbs = [t for t in doc_tokens(self.doc)[start : colon.i] if t.pos_ in {"VERB", "AUX"}
                     and (t.head.i == t.i or not start <= t.head.i < colon.i)]
            verb = verbs[0] if verbs else colon
            said = _has_a_message(verb) or any(lemma_of(t) == "say" for t in verb.subtree if t.i < colon.i)
            if verbs and (self.negated(verb) or lemma_of(verb) == "have" and not said):
                continue  # 'did not have a message: "…"'; 'The crate had a label: "…"' (a text, not words said)
            speakers: list[Token] = []
            if verbs and not self.in_quotation(verb):
                subjects = _subjects(verb, self.blocked)
                owner = _possessed_words_subject(subjects[0]) if len(subjects) == 1 else None
                speakers = [t for t in _reported_speakers([owner] if owner is not None else subjects)
                            if not self.in_quotation(t) and t.lower_ not in EMPTY_SUBJECTS]
            utterance = _possessed_utterance_before(colon) if not verbs else None
            if utterance is not None and not self.in_quotation(utterance):
                verb, speakers = utterance, [_possessor(utterance)]  # 'His answer: "…"', 'From Reed's post: "…"'
            draft = _Draft("statement.colon_quote", "say", _span_of([colon]), verb if speakers else None, speakers,
                           self.quoted(q), [q])
            draft.direct_parts = True
            self.drafts.append(draft)

    def paragraphs_after_a_cue_and_colon(self) -> None:
        """'Hewitt writes:' / 'The movie mentions neither …' (the next paragraph): a paragraph
        that ends with a verb of saying, its subject and a colon introduces the paragraph after
        it, a block quotation whose marks the page's layout gave and the text lost. The content
        is that paragraph (its lines to the next blank line), when it is a sentence of six words
        or more with a verb, opens with no quotation mark (the quotation rules read those) and no
        rule has read the verb."""
        read = {d.cue_span.start for d in self.drafts}
        tokens = doc_tokens(self.doc)
        for colon in (tokens[i] for i in indices_written(self.doc, [":"])):
            if self.in_quotation(colon) or self.skipped(colon):
                continue
            end = colon.idx + 1
            newline = self.text.find("\n", end)
            if newline < 0 or self.text[end:newline].strip():
                continue  # the colon does not end its paragraph
            start = newline
            while start < len(self.text) and self.text[start].isspace():
                start += 1
            stop = self._block_end(start)
            while stop > start and self.text[stop - 1].isspace():
                stop -= 1
            block = self.doc.char_span(start, stop, alignment_mode="contract")
            if block is None or self.text[start] in QUOTE_MARKS or any(_overlaps(Span(start, stop), s) for s in self.skip):
                continue
            if len([t for t in block if not t.is_punct]) < 6 or not any(t.pos_ in {"VERB", "AUX"} for t in block):
                continue
            verb = self._cue_right_before(colon)
            if verb is None or verb.idx in read:
                continue
            speakers = [t for t in _reported_speakers(_subjects(verb, self.blocked)) if t.lower_ not in EMPTY_SUBJECTS]
            if not speakers:
                continue
            self.drafts.append(_Draft("statement.colon_quote", lemma_of(verb), _span_of([verb]), verb, speakers, Span(start, stop)))

    def _block_end(self, start: int) -> int:
        """Where the block opening at ``start`` ends: at the next blank line, its lines being one
        block as a quotation's are; in a text with no blank line, at the end of its line."""
        if "\n\n" not in self.text:
            stop = self.text.find("\n", start)
            return len(self.text) if stop < 0 else stop
        match = BLANK_LINE.search(self.text, start)
        return len(self.text) if match is None else match.start()

    def _cue_right_before(self, colon: Token) -> Token | None:
        """The verb of saying of the clause that a colon ends ('Fox News reports:', 'In a post,
        Reed wrote on Monday:'): the last verb before the colon, a listed cue with a subject of its
        own and no clause it reports, and no verb between it and the colon."""
        start = sentence_bounds(colon)[0]
        verbs = [t for t in doc_tokens(self.doc)[start : colon.i] if t.pos_ in {"VERB", "AUX"}]
        if not verbs:
            return None
        verb = verbs[-1]
        if lemma_of(verb) not in QUOTE_VERBS or self.negated(verb) or colon.i - verb.i > 6:
            return None
        if not any(c.dep_ == "nsubj" for c in children_of(verb)) or any(c.dep_ in {"ccomp", "xcomp"} for c in children_of(verb)):
            return None
        return verb

    def quotations_after_their_speakers_sentence(self) -> None:
        """A quotation of whole sentences standing alone, no rule having claimed it, right after a
        sentence of the writer's about a person and no quotation ('Reed kept up his attack on the
        council.' / '"They have wasted every penny."', 'Ortiz then turned to the crowd. "Who is
        going to pay?"'): news style gives it to that sentence's subject, a person's name, he or
        she. Direct; the cue span is the opening mark (the text has no verb of saying)."""
        for q in self._unclaimed_quotations():
            if not self._whole_sentences_alone(q):
                continue
            subject = self._subject_of_sentence_before(q)
            if subject is None:
                continue
            draft = _Draft("statement.quote_introduced", "say", Span(q.opening, q.opening + 1), subject.head,
                           [subject], self.quoted(q), [q])
            draft.direct_parts = True
            self.drafts.append(draft)

    def quotations_named_by_a_noun_of_voice(self) -> None:
        """A quotation that a noun of words called out names, right after it or after its "of":
        'chants of "Ted! Ted!"', 'the crowd reprised the chant "Lock her up!"', 'ran on the slogan
        "Experience counts"' (``VOICED_NOUNS``). The words are spoken, chanted or campaigned on:
        the noun's possessor says them ('their chants of'), else the subject of the verb whose
        object the noun is, or whose with-, on- or under-phrase holds it when the verb has no
        object of its own ('supporters responded with chants of'; not 'X roused the crowd to
        chants of'), else nobody the text names. Also the noun after the quotation ('"Lock her
        up!" chants', 'Obama's "if you like your plan, you can keep it" promise'), "calls of", and
        a possessed noun of words before "be" ('Her slogan is "…"'); quotations listed after the
        first are one content. Direct; the cue is the noun."""
        for q in self._unclaimed_quotations():
            before = self.token_before(q.opening)
            if before is not None and before.text in {",", ":"} and not self.in_quotation(before):
                before = self.token_before(before.idx)
            if before is None or self.in_quotation(before):
                continue
            noun = before
            if before.lower_ == "of" and before.head.i < before.i:
                noun = before.head
            possessed = self._possessed_words_before_be(before)
            if possessed is not None:
                noun = possessed  # 'Her campaign slogan is "…"', 'His dictum to interns was, "…"'
            elif noun.pos_ == "NOUN" and noun is not before and lemma_of(noun) in CALLED_OUT_NOUNS:
                pass  # 'calls of "…"': a call is words called out only with its "of"
            elif noun.pos_ != "NOUN" or lemma_of(noun) not in VOICED_NOUNS:
                noun = self._noun_of_voice_after(q)  # '"Lock her up!" chants'
                if noun is None:
                    continue
            elif noun is before and self.text[noun.idx + len(noun.text) : q.opening].strip(" ,:") != "":
                continue
            speakers = [_possessor(noun)] if _possessor(noun) is not None else []
            if not speakers and lemma_of(noun) in POSSESSED_QUOTE_NOUNS and noun.idx >= q.closing:
                speakers = [self._possessor_before(q)]  # 'Tom Reed's "…" pledge'
            verb = None
            if noun.dep_ == "dobj":
                verb = noun.head  # 'reprised the chant "…"'
            elif noun.dep_ == "pobj" and noun.head.lower_ in {"with", "on", "under"} and noun.head.dep_ == "prep":
                verb = noun.head.head  # 'responded with chants of "…"', 'ran on the slogan "…"'
                if any(c.dep_ == "dobj" for c in children_of(verb)):
                    verb = None  # 'met the team with chants of "…"': the object may be who chants
            if not speakers and verb is not None and verb.pos_ == "VERB" and not self.negated(verb):
                speakers = [t for t in _reported_speakers(_subjects(verb, self.blocked)) if not self.in_quotation(t)
                            and t.lower_ not in EMPTY_SUBJECTS]
            quotes = [q, *self._quotations_listed_after(q)]  # 'calls of "A" and "B"'
            content = Span(q.start, self.quoted(quotes[-1]).end)
            draft = _Draft("statement.voiced_words", lemma_of(noun), _span_of([noun]), noun if speakers else None,
                           speakers, content, quotes)
            draft.direct_parts = True
            self.drafts.append(draft)

    def _quotations_listed_after(self, q: Quotation) -> list[Quotation]:
        """The quotations listed right after one, joined by "and", "or" or a comma: 'chants of
        "A," "B" and "C"'."""
        listed: list[Quotation] = []
        later = [r for r in self.quotations if r.opening >= q.closing]
        for r in later:
            gap = self.text[(listed[-1] if listed else q).closing : r.opening]
            if LISTED_QUOTATION_GAP.fullmatch(gap) is None or "\n" in gap:
                break
            listed.append(r)
        return listed

    def _possessed_words_before_be(self, be: Token) -> Token | None:
        """The subject of "be" right before a quotation when it is a noun of words with a
        possessor: 'Her campaign slogan is "…"', 'Reed's dictum to his interns was, "…"', 'His
        answer was "No."' (``POSSESSED_WORDS_NOUNS``); the quotation is the possessor's words."""
        if be.lemma_ != "be" or be.pos_ not in {"AUX", "VERB"} or self.negated(be):
            return None
        subjects = [c for c in children_of(be) if c.dep_ == "nsubj"]
        if len(subjects) != 1:
            return None
        noun = subjects[0]
        if noun.pos_ != "NOUN" or lemma_of(noun) not in POSSESSED_WORDS_NOUNS or _possessor(noun) is None:
            return None
        return noun

    def _noun_of_voice_after(self, q: Quotation) -> Token | None:
        """A noun of voice that a quotation right before it modifies: '"BERNIE!" chants', 'broke
        into "Lock her up" chants' (only a space between the closing mark and the noun)."""
        after = next(iter(self.tokens_from(q.closing)), None)
        if after is None or self.text[q.closing : after.idx].strip() != "" or self.in_quotation(after):
            return None
        if after.pos_ != "NOUN" or after.idx == q.closing:
            return None
        if lemma_of(after) in VOICED_NOUNS:
            return after
        if lemma_of(after) in POSSESSED_QUOTE_NOUNS and self._possessor_before(q) is not None \
                and len(q.text(self.text).split()) >= 4:
            # 'Reed's "you can keep your ferry" pledge'; a name for a remark in a few words is the
            # writer's label for it ('his "pier to nowhere" remark': 3 of 4 on PolNeAR train unannotated)
            return after
        return None

    def _possessor_before(self, q: Quotation) -> Token | None:
        """The possessor written right before a quotation, read from the words (the parser hangs
        it on a word inside the marks): 'Tom Reed's "…" pledge' (a name and its "'s"), 'her "…"
        remark' (his, her, their)."""
        before = self.token_before(q.opening)
        if before is None or self.in_quotation(before):
            return None
        if before.tag_ == "PRP$" and before.lower_ in {"his", "her", "their"}:
            return before
        if before.tag_ == "POS" and before.i > 0 and self.doc[before.i - 1].pos_ == "PROPN":
            return self.doc[before.i - 1]
        return None

    def _whole_sentences_alone(self, q: Quotation) -> bool:
        """Whether a quotation is one or more whole sentences with nothing of the writer's in
        their sentence: it opens after a full stop or a paragraph's start, its words open with a
        capital and end with a full stop, "?" or "!", and a paragraph's end or a new sentence
        follows it."""
        words = q.text(self.text).strip()
        if "\n" in words or len(words.split()) < 3 or not words[:1].isupper():
            return False
        if not words.rstrip("'’").endswith((".", "!", "?")):
            return False
        line_start = self.text.rfind("\n", 0, q.opening) + 1
        before = self.text[line_start : q.opening].rstrip(" \t\xa0")
        if before and before[-1:] not in {".", "!", "?"}:
            return False
        after = self.text[q.closing : q.closing + 3]
        return not after.strip(" \t\xa0") or after.lstrip(" \t\xa0")[:1] == "\n" or (
            after[:1].isspace() and after.lstrip()[:1].isupper())

    def _subject_of_sentence_before(self, q: Quotation) -> Token | None:
        """The subject of the writer's sentence right before a quotation, in its paragraph or
        ending the paragraph before, when it names a person ('Tom Reed', 'he', 'she') and the
        sentence quotes nobody and reports nothing of its own (no statement's
        cue in it: 'She said the pier must close.' is its own statement)."""
        last = self.token_before(q.opening)
        if last is None or self.in_quotation(last) or last.text in QUOTE_MARKS:
            return None
        if self.text[last.idx : q.opening].count("\n") > 2:
            return None
        start, end = sentence_bounds(last)
        sentence = self.doc[start:end]
        if any(t.text in QUOTE_MARKS or self.in_quotation(t) for t in sentence):
            return None
        span = Span(sentence.start_char, sentence.end_char)
        if any(_overlaps(d.cue_span, span) or (d.content is not None and _overlaps(d.content, span)) for d in self.drafts):
            return None
        root = sentence.root
        if root.pos_ not in {"VERB", "AUX"} or self.negated(root):
            return None
        subjects = [c for c in children_of(root) if c.dep_ == "nsubj"]
        if len(subjects) != 1:
            return None
        subject = subjects[0]
        if subject.lower_ in {"he", "she"}:
            return subject
        if subject.pos_ == "PROPN":
            # a person's name only: a noun for people may head a headline ('FBI's bad rep grows.')
            key = self.resolver.entity_at(subject)
            return subject if key is not None and key.startswith("Person:") else None
        return None

    def join_quotes_around_cue(self) -> None:
        """'"A," he said, "B."': the quotations before and after one cue are one statement
        whose content runs from A to B."""
        before = {d.cue_token.i: d for d in self.drafts if d.rule == "statement.quote_before_cue" and d.cue_token is not None}
        joined: list[_Draft] = []
        for draft in self.drafts:
            first = before.get(draft.cue_token.i) if draft.rule == "statement.quote_after_cue" and draft.cue_token is not None else None
            if first is None or not draft.quotes or first.content is None or draft.content is None:
                joined.append(draft)
                continue
            first.direct_parts = True
            first.quotes.extend(draft.quotes)
            first.content = Span(first.content.start, max(first.content.end, draft.content.end))
            first.continued = True
        self.drafts = joined

    def attach_partial_quotes(self, used: set[int]) -> None:
        # a quotation a statement already quotes whole ('"…," according to X') is used
        whole = {id(q) for d in self.drafts if d.direct_parts for q in d.quotes}
        for n, q in enumerate(self.quotations):
            if id(q) in whole:
                used.add(n)
            if n in used:
                continue
            inner = Span(q.start, q.end)
            # a quotation that starts inside a content belongs to it; the parse often leaves
            # the end of a quotation (its last word, its closing mark) out of the clause
            holders = [
                d for d in self.drafts
                if d.content is not None and not d.quotes_direct() and d.content.start <= inner.start < d.content.end
                # the clause ends inside the quotation: the quotation runs on, over sentences too
                and (self.same_sentence(d.content.end, q.closing) or d.content.end <= q.end)
            ]
            # every statement whose content holds it quotes it: "criticizing what he described
            # as the "selfish" attitude" quotes "selfish" twice
            for holder in holders:
                holder.quotes.append(q)
                if holder.content.end < q.closing:
                    holder.content = Span(holder.content.start, q.closing)
                used.add(n)

    def same_sentence(self, a: int, b: int) -> bool:
        """Whether offsets a <= b are in one paragraph with no sentence end between them."""
        gap = self.text[a:b]
        return "\n" not in gap and not any(gap.count(p) > 1 for p in ".!?")

    def continued_quotations(self, used: set[int]) -> None:
        """A quotation that stands alone right after a statement continues it: one that opens a
        clause, or one after a comma that follows the cue of a quotation before it ('"A," said X,
        a …, "B."'), or one joined to it by a conjunction ('"A," she said, and "B."')."""
        # each draft's last offset, asked for every quotation: worked out once, and afresh
        # after a quotation is joined to a draft (its quotes and content grow)
        offsets: dict[int, int] = {}

        def last_offset(draft: _Draft) -> int:
            if id(draft) not in offsets:
                offsets[id(draft)] = self._last_offset(draft)
            return offsets[id(draft)]

        for n, q in enumerate(self.quotations):
            if n in used or self._signed_on_its_line(q) is not None:
                continue  # a quotation signed on its line is its signer's (named_quotations)
            previous = [d for d in self.drafts if last_offset(d) <= q.opening]
            if not previous:
                continue
            source = max(previous, key=last_offset)
            last = last_offset(source)
            gap = self.text[last : q.opening]
            if gap.count("\n") > 2 or any(_overlaps(Span(last, q.opening), s) for s in self.skip):
                continue
            before_quote = takewhile(lambda t, end=q.opening: t.idx < end, self.tokens_from(last))
            # the speaker's own phrase may follow the cue: '"A," said X, an economist at Y, "B."'
            speaker_words = {t.i for s in source.speakers for t in s.subtree if t.idx < q.opening}
            gap_tokens = [t for t in before_quote if not (t.is_punct or t.is_space) and t.i not in speaker_words]
            if self._participle_phrase(gap_tokens):
                gap_tokens = []  # '"A," X says, dressed as Y. "B."': the reporter's aside, then the quote goes on
            # one conjunction may join the two parts: '"A," she said, and "B."'; '… he said. But "B."'
            if not gap_tokens and self._after_conjunction(q):
                # the parser hung the conjunction on the cue, so the statement ends after it
                gap_tokens = [self.token_before(q.opening)]
            joined = len(gap_tokens) == 1 and gap_tokens[0].lower_ in CONTINUING_CONJUNCTIONS and self.ends_clause(q)
            if gap_tokens and not joined:
                end = self._partial_quote_sentence_end(q, last, gap_tokens)
                root = source.source or source
                if end is not None and root.content is not None and source.quotes_direct():
                    # '"A," X said. Y "went on to B."': the sentence after a quotation that has no
                    # cue of its own and quotes the speaker in part goes on with their words
                    root.quotes.append(q)
                    root.content = Span(root.content.start, max(root.content.end, end))
                    root.continued = True
                    used.add(n)
                    offsets.clear()
                elif root.content is not None and source.quotes_direct() and self._quotation_after_the_writers_words(
                        q, last, gap_tokens, root.speakers, root.quotes):
                    # '"A," said X. X has run the shop for years. "B."': the paragraph's quotation
                    # with no frame of its own goes on with the last speaker quoted in it
                    root.direct_parts = True
                    root.quotes.append(q)
                    root.content = Span(root.content.start, max(root.content.end, self.quoted(q).end))
                    root.continued = True
                    used.add(n)
                    offsets.clear()
                continue  # words between the statement and the quotation: not a continuation
            opens_clause = self.starts_clause(q) if not joined else self._opens_sentence(gap_tokens[0])
            if not opens_clause and not (joined or self.after_comma(q)):
                continue
            root = source.source or source
            if root.content is None:
                continue
            # after its cue: '"A," she said, and "B."'; before it, joined by a conjunction: 'told
            # them, "A," and, "B."'
            cue_side = {"statement.quote_before_cue"} | (
                {"statement.quote_after_cue", "statement.quote_any_verb"} if joined else set())
            if not opens_clause and not (source.rule in cue_side and source.cue_token is not None
                                         and self.same_sentence(source.cue_span.start, q.opening)):
                continue
            # one statement whose content is the whole quote: "A," he said. "B" runs from A to B
            # (the cue between them is inside the span, not in the quote); the statement stays
            # direct when it was a quotation
            root.direct_parts = root.direct_parts or root.quotes_direct()
            root.quotes.append(q)
            root.content = Span(root.content.start, max(root.content.end, self.quoted(q).end))
            root.continued = True
            used.add(n)
            offsets.clear()  # drafts made from this one may share its list of quotes

    def _partial_quote_sentence_end(self, q: Quotation, last: int, gap: Sequence[Token]) -> int | None:
        """The end of the sentence right after a direct statement when that sentence quotes at
        least four words, opens with a few words of the writer's own before them ('Biden "kind of
        misspoke …"', 'It is "a new kind of journalism."') and reports nothing of its own (no
        verb of saying, no other statement in it); None for any other quotation."""
        first = gap[0]
        if (len(gap) > 8 or len(q.text(self.text).split()) < 4 or "\n" in self.text[last : q.opening]
                or not self._opens_sentence(first) or not self.same_sentence(first.idx, q.opening)):
            return None
        if any(lemma_of(t) in QUOTE_VERBS or lemma_of(t) in RELAYING_VERBS for t in gap):
            return None
        if self.text[first.idx : q.opening].rstrip()[-1:] in {".", "!", "?"}:
            return None  # 'Tom Reed shook his head. "…"': the writer's sentence ends before the quotation
        _, end = sentence_bounds(first)
        while end > first.i + 1 and self.doc[end - 1].is_space:
            end -= 1
        # the quotation may run on over sentences of its own: the statement then ends with it
        sentence = Span(first.idx, max(self.doc[end - 1].idx + len(self.doc[end - 1].text), q.closing))
        if any(d.cue_span is not None and _overlaps(d.cue_span, sentence) for d in self.drafts):
            return None
        return sentence.end

    def _someone_else(self, subject: Token, speakers: Sequence[Token]) -> bool:
        """Whether a subject names a person or a group other than the speakers: a name of
        another entity (or of none), a noun for people ('the mayor', 'the crowd')."""
        if subject.pos_ == "PROPN":
            key = self.resolver.entity_at(subject)
            return key is None or key not in {self.resolver.entity_at(t) for t in speakers}
        return subject.pos_ == "NOUN" and noun_class(lemma_of(subject)) in {"person", "group"}

    def _quotation_after_the_writers_words(self, q: Quotation, last: int, gap: Sequence[Token],
                                           source_speakers: Sequence[Token], quotes_before: Sequence[Quotation]) -> bool:
        """Whether a quotation is a sentence of its own with no frame, in the paragraph of the
        quotation before it, after one or two sentences of the writer's that quote nobody and
        report nothing ('"A," said X. X has run the shop for years. "B."'): news style gives
        such a quotation to the speaker last quoted."""
        between = self.text[last : q.opening]
        quoted_before = max((p.closing for p in quotes_before if p.closing <= q.opening), default=-1)
        if quoted_before < 0 or "\n" in self.text[quoted_before : q.opening]:
            return False  # the quotation before it ends in another paragraph
        if len(gap) > WRITERS_ASIDE_WORDS or not self._opens_sentence(gap[0]):
            return False
        if sum(between.count(p) for p in ".!?") > 2 or any(t.text in QUOTE_MARKS for t in gap):
            return False
        if any(lemma_of(t) in QUOTE_VERBS or lemma_of(t) in RELAYING_VERBS for t in gap):
            return False  # 'He said the vote was rigged. "…"': a sentence that reports speech of its own
        if any(t.pos_ == "VERB" and (verb_classes(lemma_of(t)) or ("",))[0] == "communication" for t in gap):
            return False  # 'The mayor disagreed. "…"': a verb of speech the lists lack
        if any(self._someone_else(t, source_speakers) for t in gap if t.dep_ in {"nsubj", "nsubjpass"}):
            return False  # 'Tom Reed shook his head. "…"': the quotation may be the new subject's
        words = q.text(self.text).rstrip()
        if "\n" in words or len(words.split()) < 3 or not words.rstrip("'’").endswith((".", "!", "?")):
            return False  # a paragraph's single sentence said, not a title or a phrase
        after = self.text[q.closing : q.closing + 3]
        return not after.strip(" \t\xa0") or after.lstrip(" \t\xa0")[:1] == "\n" or (
            after[:1].isspace() and after.lstrip()[:1].isupper())

    def _participle_phrase(self, words: Sequence[Token]) -> bool:
        """Whether words set off by a comma are one participle phrase: 'dressed as Y', 'while
        stumping for his wife' (a participle, maybe after a subordinating word, and its phrase)."""
        if not words:
            return False
        first = 1 if words[0].tag_ == "IN" and words[0].lower_ in PARTICIPLE_MARKS and len(words) > 1 else 0
        verb = words[first]
        before = self.token_before(words[0].idx)
        if before is None or before.text != ",":
            return False
        if first == 0 and words[0].tag_ in {"PRP$", "DT"}:
            return self._absolute_phrase(words)
        if verb.tag_ not in {"VBG", "VBN"}:
            return False
        phrase = {t.i for t in verb.subtree}
        return all(t.i in phrase for t in words[first:])

    @staticmethod
    def _absolute_phrase(words: Sequence[Token]) -> bool:
        """Whether words are an absolute phrase, a noun phrase and its participle, read from the
        words (the parser often makes the participle the sentence's root): 'her voice breaking',
        'his hands shaking in the cold', 'a smile crossing her face'."""
        k = 1
        while k < len(words) and words[k].pos_ in {"NOUN", "ADJ"}:
            k += 1
        if k == 1 or k >= len(words) or words[k - 1].pos_ != "NOUN" or words[k].tag_ not in {"VBG", "VBN"}:
            return False
        return not any(t.tag_ in {"VBD", "VBZ", "VBP", "MD"} or t.text in QUOTE_MARKS for t in words[k + 1 :])

    def _in_other_quotation(self, token: Token, draft: _Draft) -> bool:
        """Whether a word lies in a quotation that is not one of the draft's own and opens a
        clause of its own, or follows a comma and a conjunction ('"A," she said, and "B."');
        a title inside the cue's phrase, 'said on "Morning Show"', is the cue's: its words count."""
        if not self.in_quotation(token) or any(q.opening <= token.idx < q.closing for q in draft.quotes):
            return False
        return any(q.opening <= token.idx < q.closing and (self.starts_clause(q) or self._after_conjunction(q)
                                                            or self._resumed_after_speaker(q, draft))
                   for q in self.quotations)

    def _resumed_after_speaker(self, q: Quotation, draft: _Draft) -> bool:
        """'"A", reads a press release, "a kind soul …"': a quotation set off by a comma after the
        cue that follows a quotation goes on with it, though it opens no clause."""
        return draft.rule == "statement.quote_before_cue" and q.opening > draft.cue_span.end and self.after_comma(q)

    def _after_conjunction(self, q: Quotation) -> bool:
        """Whether a comma and a continuing conjunction come right before the quotation."""
        conjunction = self.token_before(q.opening)
        if conjunction is None or conjunction.lower_ not in CONTINUING_CONJUNCTIONS:
            return False
        comma = self.token_before(conjunction.idx)
        if comma is not None and comma.text in QUOTE_MARKS:
            # '"A," and "B."': the comma news style puts inside the closing mark
            return self.text[comma.idx - 1 : comma.idx] == ","
        return comma is not None and comma.text == ","

    def _opens_sentence(self, token: Token) -> bool:
        """Whether a word comes first in its sentence (after a full stop, or a paragraph's start)."""
        before = self.token_before(token.idx)
        return before is None or before.text in {".", "!", "?"} or "\n" in self.text[before.idx : token.idx]

    def _last_offset(self, draft: _Draft) -> int:
        ends = [draft.cue_span.end]
        if draft.content is not None:
            ends.append(draft.content.end)
        ends.extend(q.closing for q in draft.quotes)
        if draft.cue_token is not None:
            sentence_end = self.doc[sentence_bounds(draft.cue_token)[1] - 1].idx + len(self.doc[sentence_bounds(draft.cue_token)[1] - 1])
            own_closing = max((q.closing for q in draft.quotes), default=draft.cue_span.end)
            later = [q.opening for q in self.quotations if q.opening > own_closing and q not in draft.quotes
                     and self._resumed_after_speaker(q, draft)]
            last = max(ends)
            for child in draft.cue_token.subtree:
                end = child.idx + len(child.text)
                if end <= last:
                    continue  # it ends no later than the draft already does: its quotation need not be asked about
                # the parser may hang the next quotation's opening mark here, or its first
                # words ('… said X. ". . . I just want …"': the dots); those are not this draft's
                if child.text in QUOTE_MARKS or self._in_other_quotation(child, draft):
                    continue
                if later and (child.is_punct or child.is_space) and child.idx > later[0]:
                    continue  # '"A", reads X, "B".': the full stop after the resumed quotation ends the sentence
                last = end
            ends = [min(last, max(sentence_end, last))]
        return max(ends)

    # according to, per, citing ------------------------------------------------------

    def attributions(self) -> None:
        tokens = doc_tokens(self.doc)
        # the words the readers below start from, found in the Doc's arrays (most words are none)
        starts = {*indices_written(self.doc, ("according", "per", "in"), lower=True), *words_where(self.doc, _is_participle_tag, TAG)}
        for token in [tokens[i] for i in sorted(starts)]:
            low = token.lower_
            if low not in {"according", "per", "in"} and token.tag_ not in {"VBN", "VBG"}:
                continue  # a word none of the readers below starts from (most words)
            if self.in_quotation(token) or self.skipped(token):
                continue
            if low == "according":
                objs = [g for c in children_of(token) if c.lower_ == "to" for g in children_of(c) if g.dep_ == "pobj"]
                nxt = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
                if not objs and nxt is not None and nxt.lower_ == "to":
                    objs = [g for g in children_of(nxt) if g.dep_ == "pobj"]
                if not objs:
                    # the parser made the source a subject: take the head of the phrase
                    phrase = [t for t in self.doc[token.i + 2 : sentence_bounds(token)[1]] if t.i in self.blocked]
                    heads = [t for t in phrase if t.head.i not in {p.i for p in phrase} and t.pos_ in {"NOUN", "PROPN"}]
                    objs = heads[:1]
                objs = _reported_speakers(objs)  # "according to you?": the reader
                if not objs:
                    continue
                end_tok = token.i + 1
                while end_tok + 1 < len(self.doc) and end_tok + 1 in self.blocked:
                    end_tok += 1
                # "according to a post by Amy Cook, director of the event, …": appositions too
                end_tok = max([end_tok] + [_source_phrase_end(o, token.head) for o in objs if o.head.lower_ == "to"])
                self.add_attribution("statement.according_to", "according to", [token, token.doc[token.i + 1]], objs, token.i, end_tok)
            elif low == "per" and token.i == self._sentence_first_word(token):
                # "Per reports, …", "Per the BBC, …"; not "Per request of X, …"
                objs = [
                    c for c in children_of(token)
                    if c.dep_ == "pobj" and (lemma_of(c) in SOURCE_NOUNS or self.resolver.entity_at(c) is not None)
                ]
                if objs:
                    self.add_attribution("statement.according_to", "per", [token], objs, token.i, objs[0].right_edge.i)
            elif token.tag_ == "VBN" and lemma_of(token) in MEASURED_BY_VERBS:
                self._measured_by(token)
            elif token.tag_ == "VBN" and token.dep_ == "advcl" and lemma_of(token) in SAY_VERBS:
                self._as_reported_by(token)
            elif low == "in" and token.dep_ == "prep" and token.head.dep_ == "ROOT" and token.head.pos_ in {"VERB", "AUX"}:
                # "In the latest CBS poll, Trump leads Cruz by 13 points", "Bush trails in the
                # polls": what a poll shows is the poll's finding
                objs = [c for c in children_of(token) if c.dep_ == "pobj" and (lemma_of(c) in POLL_NOUNS or
                        lemma_of(c) in DOCUMENT_IN_NOUNS and self._opens_its_sentence(token))]
                stated = any(c.dep_ in {"nsubj", "nsubjpass"} for c in children_of(token.head)) and not _in_question(token.head)
                if objs and stated and not any(d.cue_token is not None and d.cue_token.i == token.head.i for d in self.drafts):
                    self.add_attribution("statement.according_to", "in", [token], objs, token.i, token.right_edge.i)
            elif lemma_of(token) == "cite" and token.tag_ == "VBG":
                objs = [c for c in children_of(token) if c.dep_ == "dobj"]
                if not objs:
                    continue
                phrase = _span_of(token.subtree)
                # the statement relaying this one: the citing phrase hangs on its verb, or sits
                # inside its content ("reported, citing police sources, that …")
                governing = [
                    d for d in self.drafts
                    if d.content and d.cue_token is not None and d.rule != "statement.citing"
                    and (_same_token(d.cue_token, token.head) or _overlaps(d.content, phrase))
                ]
                if not self._can_be_cited(objs[0]):
                    self._cited_grounds(token, objs[0], governing[0] if governing else None)
                    continue
                if governing:
                    outer = governing[0]
                    if outer.content.start <= phrase.start < outer.content.end and phrase.end < outer.content.end \
                            and not self.text[outer.content.start : phrase.start].strip(" ,"):
                        # the citing phrase opens the content: the content starts after it
                        after = self.index.first_at_or_after(phrase.end)
                        trimmed = _char_span(self.doc, after, self.index.first_at_or_after(outer.content.end))
                        if trimmed is not None:
                            outer.content = Span(trimmed.start, outer.content.end)
                    elif outer.content.start < phrase.start < outer.content.end <= phrase.end + 1 \
                            and self.text[outer.content.start : phrase.start].strip(" ,"):
                        # the citing phrase closes the content ("reported X to be dead, citing
                        # sources in the Navy"): the content ends before it
                        kept = self.text[outer.content.start : phrase.start].rstrip(" ,")
                        outer.content = Span(outer.content.start, outer.content.start + len(kept))
                    speakers = _expand(objs[0])
                    self.drafts.append(_Draft("statement.citing", "cite", _span_of([token]), token, speakers, outer.content,
                                              outer=outer))
                else:
                    self.add_attribution("statement.citing", "cite", [token], objs, token.left_edge.i, token.right_edge.i)

    def _can_be_cited(self, obj: Token) -> bool:
        """Whether what a "citing" phrase names can speak: a name, a person's pronoun, or a
        noun that heads sources ("citing police sources", "citing a poll"), not a reason
        ("…, citing rising costs", "citing the attack": the outer speaker's grounds)."""
        if obj.pos_ == "PROPN" or obj.lower_ in SPEAKING_PRONOUNS or self.resolver.entity_at(obj) is not None:
            return True
        lemma = lemma_of(obj)
        if lemma == "record":
            return False  # "citing her record": her past, not a document
        return _can_be_source(lemma)

    def _cited_grounds(self, token: Token, grounds: Token, governing: _Draft | None) -> None:
        """"X did Y, citing Z" with Z no source (a reason, an event): X cites Z, as "X cited Z"
        would say; Z is the content, never a speaker. X is the speaker of the statement the
        phrase hangs in ("X claimed the vote should decide, citing …"), else the verb's subject."""
        if governing is not None:
            speakers = governing.speakers
        elif _is_verb(token.head) and token.head.i != token.i:
            speakers = _reported_speakers(_subjects(token.head, self.blocked))
        else:
            return
        span = _char_span(self.doc, grounds.left_edge.i, grounds.right_edge.i + 1)
        if not speakers or span is None or self.in_quotation(speakers[0]):
            return
        self.drafts.append(_Draft("statement.citing", "cite", _span_of([token]), token, speakers, span))

    def _measured_by(self, verb: Token) -> None:
        """'It was recorded as magnitude 6.4 by the US Geological Survey', 'the crowd was estimated
        at 5,000 by police': a passive verb of measuring whose agent names a source gives that
        source's figure: the clause, without the agent, is what the source says (cue the verb)."""
        children = list(children_of(verb))
        agents = [c for c in children if c.dep_ == "agent"]
        subjects = [c for c in children if c.dep_ == "nsubjpass"]
        if not agents or not subjects or not any(c.dep_ == "auxpass" for c in children) \
                or self.in_quotation(verb) or self.negated(verb):
            return
        objs = [g for g in children_of(agents[0]) if g.dep_ == "pobj"]
        if not objs or not (self.resolver.entity_at(objs[0]) is not None or lemma_of(objs[0]) in SOURCE_NOUNS | SOURCE_DOCUMENTS):
            return
        figure = [t for c in children if c.dep_ in {"prep", "oprd", "xcomp", "advcl"} and c.i > verb.i
                  for t in c.subtree if t.like_num]
        if not figure:
            return  # 'was recorded by a camera': no figure given
        speakers = _reported_speakers(objs)
        subject = max(subjects, key=lambda t: (t.i < verb.i, -abs(verb.i - t.i)))  # the nearest one before the verb
        # the subject's own phrase, not what the parser hung before its comma ("Magnitude 6.3
        # according to X, it was recorded …")
        commas = [t.i for t in self.doc[subject.left_edge.i : subject.i] if t.text == ","]
        start = commas[-1] + 1 if commas else subject.left_edge.i
        end = agents[0].left_edge.i if agents[0].i > verb.i else verb.right_edge.i + 1
        bounds = _trim(self.doc, start, end)
        span = _char_span(self.doc, *bounds) if bounds is not None else None
        if not speakers or span is None:
            return
        self.drafts.append(_Draft("statement.according_to", lemma_of(verb), _span_of([verb]), verb, speakers, span))

    def _as_reported_by(self, verb: Token) -> None:
        """'…, as reported by the Herald', 'as stated on the company's website': a passive
        "as" clause naming its source (an agent, or a document or a named outlet it is on) is
        an "according to" of the rest of the sentence."""
        marks = [c for c in children_of(verb) if c.dep_ == "mark" and c.lower_ == "as" and c.i < verb.i]
        if not marks or any(c.dep_ in {"nsubj", "nsubjpass"} for c in children_of(verb)):
            return
        objs = [g for c in children_of(verb) if c.dep_ == "agent" for g in children_of(c) if g.dep_ == "pobj"]
        if not objs:
            objs = [
                g for c in children_of(verb) if c.dep_ == "prep" and c.lower_ in {"on", "in"} for g in children_of(c)
                if g.dep_ == "pobj" and (lemma_of(g) in SOURCE_NOUNS | SOURCE_DOCUMENTS | OWNED_MEDIA
                                         or self.resolver.entity_at(g) is not None)
                and g.ent_type_ not in {"DATE", "TIME", "GPE", "LOC"}
            ]
        objs = _reported_speakers(objs)
        if objs:
            self.add_attribution("statement.according_to", lemma_of(verb), [verb], objs, marks[0].i, verb.right_edge.i)

    def as_said_by(self) -> None:
        """'As the Herald reported, …', '…, as Ann Cole has pointed out.', 'as she put it, …': an
        "as" clause whose verb of saying has a subject and reports nothing of its own attributes
        the rest of its sentence to that subject, as "according to" does (the passive form,
        'as reported by X', is ``_as_reported_by``)."""
        cues = {d.cue_token.i for d in self.drafts if d.cue_token is not None}
        for verb in doc_tokens(self.doc):
            if verb.dep_ != "advcl" or verb.pos_ != "VERB" or verb.i in cues:
                continue
            children = list(children_of(verb))
            marks = [c for c in children if c.dep_ == "mark"]
            if len(marks) != 1 or marks[0].lower_ != "as" or marks[0].i > verb.i:
                continue  # not "as if …", not "while"
            cue_tokens = _as_clause_cue(verb, children)
            if cue_tokens is None or self.in_quotation(verb) or self.negated(verb):
                continue
            after = verb.right_edge.i + 1
            while after < len(self.doc) and self.doc[after].text in {",", ":"}:
                after += 1
            if after < len(self.doc) and (self.doc[after].text in QUOTE_MARKS or self.in_quotation(self.doc[after])):
                continue  # 'as X pointed out, "…"': the quotation rules read it
            if self.skipped(verb):
                continue
            subjects = [c for c in children if c.dep_ == "nsubj" and c.i < verb.i and c.tag_ not in {"WP", "WDT"}]
            speakers = _reported_speakers(subjects)
            if speakers:
                cue = " ".join(lemma_of(t) for t in cue_tokens)
                kind = "thought" if cue in AS_THOUGHT_VERBS else None
                self.add_attribution("statement.according_to", cue, cue_tokens, speakers, marks[0].i, verb.right_edge.i,
                                     kind=kind)

    def speech_nouns(self) -> None:
        """'the ministry's announcement that …', 'a statement by the union that …': a noun of
        speech or thought with a possessor or a by-phrase for its speaker and a that-clause for
        its content; a noun of thought with no holder ('fears that …') has no speaker."""
        cues = {d.cue_token.i for d in self.drafts if d.cue_token is not None}
        content_nouns = SPEECH_CONTENT_NOUNS | THOUGHT_NOUNS
        tokens, lemmas = doc_tokens(self.doc), doc_lemmas(self.doc)
        for noun, lemma in [(tokens[i], lemmas[i]) for i in indices_tagged(self.doc, "NOUN")]:  # no other word is read
            if lemma in INFINITIVE_SPEECH_NOUNS and noun.pos_ == "NOUN" and noun.i not in cues:
                self._speech_noun_infinitive(noun)
            if lemma not in content_nouns or noun.pos_ != "NOUN" or noun.i in cues:
                continue
            if self.in_quotation(noun) or self.skipped(noun):
                continue
            speakers: list[Token] = []
            for child in children_of(noun):
                if child.dep_ == "poss":
                    speakers = [child]
                elif child.dep_ == "prep" and child.lower_ == "by" and not speakers:
                    speakers = [o for o in children_of(child) if o.dep_ == "pobj"][:1]
            clauses = [c for c in children_of(noun) if c.i > noun.i and c.dep_ in {"acl", "ccomp"}
                       and any(m.dep_ == "mark" and m.lower_ == "that" and m.i == c.left_edge.i for m in children_of(c))]
            if not clauses or clauses[0].left_edge.i + 1 > clauses[0].right_edge.i:
                continue
            speakers = speakers or self._speech_noun_holder(noun, clauses[0].left_edge.i)
            speakers = _reported_speakers(_expand(speakers[0])) if speakers else []
            content = _char_span(self.doc, clauses[0].left_edge.i + 1, clauses[0].right_edge.i + 1)
            if content is None:
                continue
            kind = "thought" if lemma in THOUGHT_NOUNS else None
            if speakers:
                self.drafts.append(_Draft("statement.speech_noun", lemma, _span_of([noun]), noun, speakers, content, kind=kind))
            elif not any(c.dep_ == "poss" for c in children_of(noun)) and (kind or not (
                    self._holder_misparsed(noun) or self._clause_has_gap(clauses[0])
                    or any(d.cue_span.start <= noun.idx < d.cue_span.end for d in self.drafts)  # "said in a statement that"
                    or any(d.content is not None and d.content.start <= noun.idx < d.content.end for d in self.drafts))):
                # "on fears that …": a thought the text gives to nobody
                self.drafts.append(_Draft("statement.unsourced_noun", lemma, _span_of([noun]), noun, [], content, kind=kind))

    def _speech_noun_holder(self, noun: Token, opening: int) -> list[Token]:
        """A noun of speech's holder when it has no possessor or by-phrase: its from-phrase ("an
        assurance from the ministry that …") or the subject of the light verb that takes it
        ("X made the claim that …", "X issued a warning that …"; not a negated or questioned verb)."""
        holder = noun_holder(noun, opening, prepositions=frozenset({"from"}), possessor=False)
        if holder is None or holder[1] == "verb" and (self.negated(noun.head) or _in_question(noun.head)):
            return []
        return [holder[0]]

    def _speech_noun_infinitive(self, noun: Token) -> None:
        """'her promise to cut taxes', 'a call by the union to strike': a noun of a speech act
        with a possessor or a by-phrase for its speaker and an infinitive for its content."""
        if self.in_quotation(noun) or self.skipped(noun):
            return
        holders = [c for c in children_of(noun) if c.dep_ == "poss"]
        if not holders:
            holders = [o for c in children_of(noun) if c.dep_ == "prep" and c.lower_ == "by" for o in children_of(c) if o.dep_ == "pobj"]
        clauses = [c for c in children_of(noun) if c.i > noun.i and c.dep_ == "acl"
                   and any(a.dep_ == "aux" and a.lower_ == "to" and a.i == c.left_edge.i for a in children_of(c))]
        if clauses and not holders:
            holders = self._speech_noun_holder(noun, clauses[0].left_edge.i)
        speakers = _reported_speakers(_expand(holders[0])) if holders else []
        if not speakers or not clauses:
            return
        content = _char_span(self.doc, clauses[0].left_edge.i, clauses[0].right_edge.i + 1)
        if content is not None:
            self.drafts.append(_Draft("statement.speech_noun", lemma_of(noun), _span_of([noun]), noun, speakers, content))

    def occasions_of_speech(self) -> None:
        """'In his speech, the minister praised the crews and …': a noun of an utterance opening
        the sentence as "In …," names what the clause's subject said there; the noun is the cue,
        the clause from its verb on the content."""
        cues = {d.cue_token.i for d in self.drafts if d.cue_token is not None}
        utterances = UTTERANCE_NOUNS | {"remark", "address"}
        for noun, lemma in zip(doc_tokens(self.doc), doc_lemmas(self.doc)):
            if lemma not in utterances or noun.pos_ != "NOUN" or noun.dep_ != "pobj":
                continue
            prep, verb = noun.head, noun.head.head
            if prep.lower_ != "in" or prep.i != self._sentence_first_word(prep) or prep.dep_ != "prep" or verb.pos_ != "VERB":
                continue
            if verb.i in cues or lemma_of(verb) in REPORTING_VERBS or self.in_quotation(verb) or self.negated(verb) \
                    or self.skipped(noun):
                continue
            if any(c.dep_ == "dobj" and any(d.lower_ == "no" for d in children_of(c)) for c in children_of(verb)):
                continue  # "made no attempt": nothing done
            subjects = [c for c in children_of(verb) if c.dep_ == "nsubj" and prep.i < c.i < verb.i]
            speakers = _reported_speakers(_expand(subjects[0])) if subjects else []
            if not speakers or (speakers[0].pos_ != "PROPN" and self.resolver.entity_at(speakers[0]) is None
                                and speakers[0].lower_ not in {"he", "she", "they"}):
                continue
            end = verb.right_edge.i + 1
            # "… praised the crews and cited …": a conjunct that is a cue of its own is its own statement
            for conj in (c for c in children_of(verb) if c.dep_ == "conj" and c.i in cues):
                end = min(end, conj.left_edge.i)
            while end > verb.i + 1 and (self.doc[end - 1].is_punct or self.doc[end - 1].dep_ == "cc"):
                end -= 1
            content = _char_span(self.doc, verb.i, end)
            if content is None:
                continue
            self.drafts.append(_Draft("statement.occasion", lemma_of(noun), _span_of([noun]), noun, speakers, content,
                                      kind="speech"))

    def judged_by_agent(self) -> None:
        """'The plan was criticized by Mayor X', 'the call was echoed by the union': a passive
        verb of judging aloud with an agent is the agent's statement about the subject. So is a
        participle with an agent hung on the noun it describes, for a verb of judging or of
        asking: 'the plan, criticized by the union', 'spending cuts demanded by the lenders'."""
        cues = {d.cue_token.i for d in self.drafts if d.cue_token is not None}
        for verb, lemma in zip(doc_tokens(self.doc), doc_lemmas(self.doc)):
            if (lemma not in PASSIVE_JUDGING_VERBS and lemma not in REQUEST_VERBS) or verb.tag_ != "VBN" or verb.i in cues:
                continue
            if self.in_quotation(verb) or self.negated(verb) or self.skipped(verb):
                continue
            described = _described_with_agent(verb)
            if described is not None:
                noun, agent = described
                end = verb.i
                while end > noun.left_edge.i + 1 and self.doc[end - 1].is_punct:
                    end -= 1
                speakers = _reported_speakers(_expand(agent))
                content = _char_span(self.doc, noun.left_edge.i, end)
                rule = "statement.request" if lemma in REQUEST_VERBS else "statement.speech_act"
                if speakers and content is not None:
                    self.drafts.append(_Draft(rule, lemma, _span_of([verb]), verb, speakers, content))
                continue
            if lemma not in PASSIVE_JUDGING_VERBS:
                continue
            children = list(children_of(verb))
            subjects = [c for c in children if c.dep_ == "nsubjpass" and c.i < verb.i and c.tag_ not in {"WP", "WDT"}]
            agents = [o for c in children if c.dep_ == "agent" for o in children_of(c) if o.dep_ == "pobj"]
            if not subjects or not agents or not any(c.dep_ == "auxpass" for c in children):
                continue
            speakers = _reported_speakers(_expand(agents[0]))
            content = _char_span(self.doc, subjects[0].left_edge.i, subjects[0].right_edge.i + 1)
            if speakers and content is not None:
                self.drafts.append(_Draft("statement.speech_act", lemma, _span_of([verb]), verb, speakers, content))

    def reckoned_figures(self) -> None:
        """'Officials put the death toll at 30', 'Police estimated the crowd at 10,000': a verb of
        reckoning with an object and "at" a figure (``kg.extract.valuations``) is its subject's
        speech act, the object and its figure the content, so the number has a source."""
        cues = {d.cue_token.i for d in self.drafts if d.cue_token is not None}
        for verb, lemma in zip(doc_tokens(self.doc), doc_lemmas(self.doc)):
            if lemma not in VALUATION_VERBS or verb.i in cues:
                continue
            reckoned = valued_figure(verb)
            if reckoned is None or self.in_quotation(verb) or self.negated(verb) or self.skipped(verb):
                continue
            speakers = [t for t in _reported_speakers(_subjects(verb, self.blocked)) if t.lower_ not in EMPTY_SUBJECTS]
            obj, figure = reckoned
            content = _char_span(self.doc, obj.left_edge.i, figure.right_edge.i + 1)
            if speakers and content is not None:
                self.drafts.append(_Draft("statement.speech_act", lemma, _span_of([verb]), verb, speakers, content))

    def _holder_misparsed(self, noun: Token) -> bool:
        """Whether a noun's phrase names a holder the parse did not make its possessor: a name
        or a possessive "'s" before it ("Ann Cole’s allegations that …")."""
        start = max(noun.left_edge.i - 1, 0)  # a possessive mark just before the phrase the parse made
        return any(t.tag_ == "POS" or t.pos_ == "PROPN" or t.text[-1] in "'’" for t in doc_tokens(self.doc)[start : noun.i])

    @staticmethod
    def _clause_has_gap(clause: Token) -> bool:
        """Whether a that-clause reads as a relative clause: its verb has a subject and nothing
        after it ("a claim that the office disputes"), the missing object being the noun."""
        kept = {"nsubj", "aux", "advmod", "neg", "punct", "mark"}
        return all(c.dep_ in kept for c in children_of(clause))

    def unsourced_passives(self) -> None:
        """'It is expected that …', 'X is said to be …': a passive verb of speech or thought with
        no agent reports what nobody the text names says or thinks."""
        cues = {d.cue_token.i for d in self.drafts if d.cue_token is not None}
        for verb, lemma in zip(doc_tokens(self.doc), doc_lemmas(self.doc)):
            if lemma not in UNSOURCED_PASSIVE_VERBS or verb.pos_ != "VERB" or verb.i in cues or verb.tag_ != "VBN":
                continue
            if self.in_quotation(verb) or self.skipped(verb):
                continue
            children = list(children_of(verb))
            if any(c.dep_ == "agent" for c in children) or not any(c.dep_ == "auxpass" for c in children):
                continue
            subjects = [c for c in children if c.dep_ == "nsubjpass" and c.i < verb.i]
            if not subjects:
                continue
            if self.negated(verb) and (lemma not in NEGATION_RAISING_PASSIVE_VERBS or subjects[0].lower_ == "it"):
                continue
            if subjects[0].lower_ == "it":
                clauses = [c for c in children if c.dep_ == "ccomp" and c.i > verb.i]
                if not clauses:
                    continue
                bounds = (clauses[0].left_edge.i, clauses[0].right_edge.i + 1)
                if self.doc[bounds[0]].lower_ == "that":
                    bounds = (bounds[0] + 1, bounds[1])
            else:
                clauses = [c for c in children if c.dep_ == "xcomp" and c.i > verb.i]
                if not clauses:
                    continue
                bounds = (subjects[0].left_edge.i, clauses[0].right_edge.i + 1)
            content = _char_span(self.doc, *bounds)
            if content is None:
                continue
            outer = self._relaying(content)  # "X said the deal is expected to close": X relays it
            self.drafts.append(_Draft("statement.unsourced", lemma, _span_of([verb]), verb, [], content, outer=outer))
        self.learned_unsourced_passives()
        self.hearsay_adverbs(cues)

    def learned_unsourced_passives(self) -> None:
        """The agentless passives the cue model read (``_agentless_passive``) and no rule drafted:
        statements with no speaker, relayed by the statement whose content holds them."""
        cues = {d.cue_token.i for d in self.drafts if d.cue_token is not None}
        for verb, bounds, score in self.learned_passives:
            if verb.i in cues:
                continue
            content = _char_span(self.doc, *bounds)
            if content is None:
                continue
            self.drafts.append(_Draft("statement.learned_passive", lemma_of(verb), _span_of([verb]), verb, [], content,
                                      outer=self._relaying(content), cue_score=score))

    def _relaying(self, content: Span) -> _Draft | None:
        """The innermost statement with a speaker whose content holds ``content``: who relays a
        statement that names no source of its own."""
        holders = [d for d in self.drafts if d.content is not None and d.speakers and _inside(content, d.content)]
        return min(holders, key=lambda d: d.content.end - d.content.start) if holders else None

    def hearsay_adverbs(self, cues: set[int]) -> None:
        """'Google reportedly looked at Twitter', 'he allegedly took the money': an adverb of
        hearsay on a verb reports that verb's clause for nobody the text names."""
        tokens = doc_tokens(self.doc)
        for adverb in [tokens[i] for i in indices_written(self.doc, HEARSAY_ADVERBS, lower=True)]:
            if adverb.lower_ not in HEARSAY_ADVERBS or adverb.dep_ != "advmod" or adverb.i in cues:
                continue
            verb = adverb.head
            if verb.pos_ not in {"VERB", "AUX"} or self.in_quotation(adverb) or self.skipped(adverb):
                continue
            if not any(c.dep_ in {"nsubj", "nsubjpass"} for c in children_of(verb)) or _in_question(verb):
                continue
            start = min(c.left_edge.i for c in children_of(verb) if c.dep_ in {"nsubj", "nsubjpass"})
            # not a clause joined after it with a subject of its own: "he was reportedly due to
            # retire, and a friend said …" (the adverb qualifies its own clause)
            end = min([verb.right_edge.i + 1, *(c.left_edge.i for c in children_of(verb) if c.dep_ == "conj" and c.i > verb.i
                                                 and any(g.dep_ in CLAUSE_SUBJECT_DEPS for g in children_of(c)))])
            while end > start and (self.doc[end - 1].is_punct or self.doc[end - 1].is_space or self.doc[end - 1].dep_ == "cc"):
                end -= 1
            content = _char_span(self.doc, start, end)
            if content is None or any(d.content is not None and d.cue_token is not None and d.cue_token.i == verb.i for d in self.drafts):
                continue
            outer = self._relaying(content)
            self.drafts.append(_Draft("statement.unsourced", adverb.lower_, _span_of([adverb]), adverb, [], content, outer=outer))

    def intentions(self) -> None:
        """'Norland Steel plans to close two mills', 'she plans to …': a verb of plan with a named
        or personal-pronoun subject and an infinitive, outside any other statement's content, is
        the subject's intention."""
        cues = {d.cue_token.i for d in self.drafts if d.cue_token is not None}
        tokens, lemmas = doc_tokens(self.doc), doc_lemmas(self.doc)
        for verb, lemma in [(tokens[i], lemmas[i]) for i in indices_tagged(self.doc, "NOUN", "VERB")]:  # no other word is read
            if verb.pos_ == "NOUN":
                self._intention_tagged_noun(verb, cues)
                self._saying_tagged_noun(verb, cues)
                continue
            if lemma not in PLAN_VERBS or verb.pos_ != "VERB" or verb.i in cues:
                continue
            if self.in_quotation(verb) or self.negated(verb) or _in_question(verb) or self.skipped(verb):
                continue
            subjects = [c for c in children_of(verb) if c.dep_ == "nsubj" and c.i < verb.i]
            if not subjects or (subjects[0].pos_ != "PROPN" and self.resolver.entity_at(subjects[0]) is None
                                and subjects[0].lower_ not in {"he", "she", "it", "they"}):
                continue
            xcomps = [c for c in children_of(verb) if c.dep_ == "xcomp" and c.i > verb.i and any(a.lower_ == "to" for a in children_of(c))]
            if not xcomps:
                continue
            content = self._free_content(xcomps[0].left_edge.i, xcomps[0].right_edge.i + 1)
            if content is None:
                continue
            self.drafts.append(_Draft("statement.intention", lemma, _span_of([verb]), verb, _expand(subjects[0]), content, kind="intention"))

    def stance_adjectives(self) -> None:
        """'Ortiz is confident that …', 'the aides were eager to …', 'X was critical of …': an
        adjective of stance after a linking verb (``kg.extract.stance``) gives its complement to
        the verb's subject, a name, an entity, he/she/they or a noun that names sources
        ("officials"): a thought, or an intention for an infinitive. The adjectives of
        ``STANCE_ADJECTIVES`` with a clause, and the (adjective, complement) pairs learned from
        PolNeAR train. Not "it is certain that …" (no holder) nor a negated or questioned verb."""
        cues = {d.cue_token.i for d in self.drafts if d.cue_token is not None}
        for frame in stance_frames(self.doc):
            adjective, verb, subject = frame.adjective, frame.verb, frame.subject
            learned = stance.reads_stance(adjective.lower_, frame.complement)
            if learned is None and not (frame.complement == "clause" and adjective.lower_ in STANCE_ADJECTIVES):
                continue
            if adjective.i in cues or self.in_quotation(adjective) or self.negated(verb) or _in_question(verb) \
                    or self.skipped(adjective):
                continue
            if not (subject.pos_ == "PROPN" or self.resolver.entity_at(subject) is not None
                    or subject.lower_ in {"he", "she", "they"} or lemma_of(subject) in source_nouns()):
                continue
            content = self._free_content(frame.start, frame.end)
            if content is None:
                continue
            self.drafts.append(_Draft("statement.stance_adjective", adjective.lower_, _span_of([adjective]), adjective,
                                      _expand(subject), content, kind=learned.kind if learned else "thought"))

    def _free_content(self, start: int, end: int) -> Span | None:
        """The characters of tokens [start, end) as a content, unless another statement already
        reports them (a frame inside what someone said is theirs, not a statement of its own)."""
        content = _char_span(self.doc, start, end)
        if content is None or any(d.content is not None and _inside(content, d.content) for d in self.drafts):
            return None
        return content

    def _can_hold(self, holder: Token) -> bool:
        """Whether a noun's holder can have said or thought something: a name, an entity, a
        personal pronoun or a noun that names sources."""
        return (holder.pos_ == "PROPN" or self.resolver.entity_at(holder) is not None
                or holder.lower_ in HOLDING_PRONOUNS or lemma_of(holder) in source_nouns())

    def noun_frame_statements(self) -> None:
        """'his claim that …', 'an assurance from the ministry that …', 'X made the argument
        that …', 'the union's promise to …': a noun of a learned frame (``kg.extract.noun_frames``)
        gives its complement to its holder, a name, an entity, a personal pronoun or a noun that
        names sources. Not a noun another rule read or the cue model judges (its own nouns), not
        quoted, not a negated light verb, not inside what another statement reports."""
        cues = {d.cue_token.i for d in self.drafts if d.cue_token is not None}
        modelled = self.model.noun_lemmas if self.model is not None else frozenset()
        # a class key ("X expressed confidence that …") may read any noun: then every noun is walked
        lemmas = None if noun_frame_rules.noun_class_frame_lexicon() else noun_frame_rules.noun_frame_lemmas()
        for frame in noun_frames(self.doc, lemmas):
            noun, holder = frame.noun, frame.holder
            learned = noun_frame_rules.reads_noun_frame(lemma_of(noun), frame.complement)
            kind = learned.kind if learned is not None else None
            if learned is None:
                learned = noun_frame_rules.reads_noun_class_frame(frame)
                # the noun's own kind when the cue lexicon has it ("made the point that": speech)
                kind = cue_nouns().get(lemma_of(noun), learned.kind) if learned is not None else None
            if learned is None or noun.i in cues or lemma_of(noun) in modelled or self.in_quotation(noun) \
                    or self.skipped(noun):
                continue
            if frame.holder_from == "verb" and (self.negated(noun.head) or _in_question(noun.head)):
                continue
            if not self._can_hold(holder):
                continue
            content = self._free_content(frame.start, frame.end)
            if content is None:
                continue
            self.drafts.append(_Draft("statement.speech_noun", lemma_of(noun), _span_of([noun]), noun,
                                      _reported_speakers(_expand(holder)), content, kind=kind))

    def copular_noun_statements(self) -> None:
        """'her argument was that …', 'the union's message is that …' (``kg.extract.copular_nouns``):
        the clause is the possessor's, when the possessor can hold words (as for the noun frames
        above); not a noun another rule read, not quoted, not inside what another statement reports."""
        cues = {d.cue_token.i for d in self.drafts if d.cue_token is not None}
        nouns = cue_nouns()
        for frame in copular_noun_frames(self.doc, nouns):
            noun, holder = frame.noun, frame.holder
            if noun.i in cues or self.in_quotation(noun) or self.skipped(noun):
                continue
            if not self._can_hold(holder):
                continue
            content = self._free_content(frame.start, frame.end)
            if content is None:
                continue
            lemma = lemma_of(noun)
            self.drafts.append(_Draft("statement.speech_noun", lemma, _span_of([noun]), noun,
                                      _reported_speakers(_expand(holder)), content, kind=nouns[lemma]))

    def source_phrase_statements(self) -> None:
        """'In a new poll, 40 percent back Reed', 'To Ortiz, the plan is a mistake', 'in the
        mayor's words, …': a phrase of a learned key (``kg.extract.source_phrases``) gives the
        clause to the phrase's holder. Not quoted, not inside what another statement reports."""
        for phrase in source_phrase_rules.source_phrases(self.doc):
            learned = source_phrase_rules.reads_source_phrase(phrase.key, phrase.complement)
            if learned is None or self.in_quotation(phrase.preposition) \
                    or any(s.start <= phrase.preposition.idx < s.end for s in self.skip):
                continue
            speakers = _reported_speakers(_expand(phrase.holder))
            content = self._free_content(phrase.start, phrase.end)
            if not speakers or content is None:
                continue
            self.drafts.append(_Draft("statement.source_phrase", phrase.preposition.lower_, _span_of([phrase.preposition]),
                                      phrase.preposition, speakers, content, kind=learned.kind))

    def _name_before_tagged_noun(self, word: Token, cues: set[int], proper_only: bool) -> Token | None:
        """For a headline's verb the tagger read as a plural noun at the root ("GM plans …",
        "Ortiz warns …"), the name right before it, its modifier; None for any other word. With
        ``proper_only`` the name must be tagged a proper noun, else a name the article knows will do."""
        if word.tag_ != "NNS" or word.dep_ != "ROOT" or word.i in cues or any(c.dep_ == "det" for c in children_of(word)):
            return None
        if self.in_quotation(word) or self.skipped(word):
            return None
        names = [c for c in children_of(word) if c.i < word.i and c.right_edge.i == word.i - 1
                 and (c.pos_ == "PROPN" or not proper_only and self.resolver.entity_at(c) is not None)]
        return names[0] if names else None

    def _intention_tagged_noun(self, word: Token, cues: set[int]) -> None:
        """'GM plans to close 1,100 dealerships', 'Mulally plans on reviving …': with no verb of
        its own, the tagger reads "plans" as a plural noun, the name before it as its modifier;
        an infinitive or "on" + a gerund after it shows the verb."""
        if lemma_of(word) not in PLAN_VERBS:
            return
        subject = self._name_before_tagged_noun(word, cues, proper_only=True)
        if subject is None:
            return
        clause = [c for c in children_of(word) if c.dep_ == "xcomp" and c.i > word.i and any(a.lower_ == "to" for a in children_of(c))]
        clause += [g for c in children_of(word) if c.dep_ == "prep" and c.lower_ == "on" and c.i == word.i + 1
                   for g in children_of(c) if g.dep_ == "pcomp" and g.tag_ == "VBG"]
        if not clause:
            return
        content = _char_span(self.doc, clause[0].left_edge.i, clause[0].right_edge.i + 1)
        if content is None:
            return
        self.drafts.append(_Draft("statement.intention", lemma_of(word), _span_of([word]), word, [subject], content,
                                  kind="intention"))

    def _saying_tagged_noun(self, word: Token, cues: set[int]) -> None:
        """'Trump predicts that …', 'Ortiz warns that …': a headline's verb of saying the tagger
        read as a plural noun, with the name before it as its modifier; "that" after it shows
        the verb, and the rest of the sentence is what was said."""
        if not word.lower_.endswith("s") or word.lower_[:-1] not in SAY_VERBS or word.i + 2 >= len(self.doc) \
                or self.doc[word.i + 1].lower_ != "that":
            return
        subject = self._name_before_tagged_noun(word, cues, proper_only=False)
        if subject is None:
            return
        end = sentence_bounds(word)[1]
        while end > word.i + 2 and (self.doc[end - 1].is_punct or self.doc[end - 1].is_space):
            end -= 1
        content = _char_span(self.doc, word.i + 2, end)
        if content is not None:
            self.drafts.append(_Draft("statement.indirect", word.lower_[:-1], _span_of([word]), word, [subject], content))

    def title_case_headlines(self) -> None:
        """'Ann Cole Slams Mayor Over Pier Closure', 'Reed Urges Council To Vote No': in a headline
        set in title case the tagger reads every word as a name, the verb too. A word there that
        is a listed cue in the present or past tense ('Slams', 'Endorsed'), right after a name the
        article knows that opens the line, is that name's verb: the rest of the line, to a colon,
        dash, comma or the end, is what was said or done. Not a word another rule read."""
        cues = {d.cue_token.i for d in self.drafts if d.cue_token is not None}
        for line in HEADLINE_LINE.finditer(self.text):
            if not title_case(line.group()):
                continue
            words = self.doc.char_span(line.start(), line.end(), alignment_mode="contract")
            if words is None or self.skipped(words[0]) or self.in_quotation(words[0]):
                continue
            for word in words[1:]:
                lemma = headline_cue(word.text, LISTED_CUES)
                if lemma is None:
                    continue
                name = self.doc[words[0].i : word.i]
                key = self.resolver.entity_at(name[-1])
                if word.i in cues or key is None or self.resolver.entities[key].type not in {"Person", "Organization"} \
                        or self.resolver.entity_at(word) == key or any(t.is_punct for t in name) \
                        or not all(t.is_title or not t.is_alpha for t in name):
                    break  # read by another rule; not after a name; a word of the name itself
                end = next((t.i for t in words if t.i > word.i and t.text in HEADLINE_BREAKS
                            and (t.text != "-" or t.i > 0 and self.doc[t.i - 1].whitespace_)), words[-1].i + 1)
                while end > word.i + 1 and (self.doc[end - 1].is_punct or self.doc[end - 1].is_space):
                    end -= 1
                content = _char_span(self.doc, word.i + 1, end)
                if content is not None and end - word.i > 1:
                    self.drafts.append(_Draft("statement.indirect" if lemma in SAY_VERBS else "statement.speech_act", lemma,
                                              _span_of([word]), word, [name[-1]], content))
                break

    def relative_thoughts(self) -> None:
        """'the mills that it intends to close', 'a bill he thought would cost jobs': a verb of
        thought or intention in a relative clause, with a named or personal-pronoun subject of
        its own, attributes the phrase it describes to that subject."""
        cues = {d.cue_token.i for d in self.drafts if d.cue_token is not None}
        for verb, lemma in zip(doc_tokens(self.doc), doc_lemmas(self.doc)):
            if lemma not in NESTED_KINDS or verb.pos_ != "VERB" or verb.dep_ != "relcl" or verb.i in cues:
                continue
            if self.in_quotation(verb) or self.negated(verb) or misread_participle(verb) is not None:
                continue  # "where Ann Holt and a dog, thought to be hers, were found": nobody named thinks it
            subjects = [c for c in children_of(verb) if c.dep_ == "nsubj" and c.i < verb.i and c.tag_ not in {"WP", "WDT"}]
            speakers = _reported_speakers(_expand(subjects[0])) if subjects else []
            if not speakers or (speakers[0].pos_ != "PROPN" and speakers[0].lower_ not in {"he", "she", "it", "they"}
                                and self.resolver.entity_at(speakers[0]) is None):
                continue
            xcomps = [c for c in children_of(verb) if c.dep_ in {"xcomp", "ccomp"} and c.i > verb.i]
            if not xcomps:
                continue
            start = verb.head.left_edge.i
            content = _char_span(self.doc, start, xcomps[0].right_edge.i + 1)
            if content is None:
                continue
            self.drafts.append(_Draft("statement.relative_thought", lemma, _span_of([verb]), verb, speakers, content,
                                      kind=_thought_kind(lemma, xcomps[0])))

    def parenthetical_thoughts(self) -> None:
        """'His lead, aides believe, will hold': a verb of thought or intention set off by commas
        inside the clause it is about reads as a verb of saying does there (statement.clause_then_cue,
        the content over the cue); its kind is the verb's (thought, intention)."""
        cues = {d.cue_token.i for d in self.drafts if d.cue_token is not None}
        for verb, lemma in zip(doc_tokens(self.doc), doc_lemmas(self.doc)):
            if lemma not in NESTED_KINDS or verb.pos_ != "VERB" or verb.i in cues or verb.dep_ not in {"parataxis", "ccomp"}:
                continue
            if self.in_quotation(verb) or self.negated(verb) or self.skipped(verb):
                continue
            speakers = _reported_speakers(_subjects(verb, self.blocked))
            bounds = _parenthetical(verb)
            if not speakers or bounds is None or _in_question(verb):
                continue
            content = _char_span(self.doc, *bounds)
            if content is None:
                continue
            kind = attribution_kind(lemma)
            kind = kind if kind != "speech" else NESTED_KINDS[lemma]
            self.drafts.append(_Draft("statement.clause_then_cue", lemma, _span_of([verb]), verb, speakers, content, kind=kind))

    def nested_thoughts(self) -> None:
        """'X said the company expects to cut …', 'X stated that he envisioned …': a verb of
        thought or intention heading the clause a reporting verb reports, with a subject of its
        own, is that subject's attribution, relayed by the outer speaker (issue 13's chains)."""
        cues = {d.cue_token.i for d in self.drafts if d.cue_token is not None}
        for outer in list(self.drafts):
            verb = outer.cue_token
            if verb is None or outer.content is None or verb.pos_ != "VERB":
                continue
            clauses = [c for c in children_of(verb) if c.dep_ == "ccomp" and c.i > verb.i]
            clauses += [c for clause in clauses for c in children_of(clause) if c.dep_ == "conj" and c.pos_ == "VERB"]
            for nested in clauses:
                lemma = lemma_of(nested)
                if lemma not in NESTED_KINDS or nested.i in cues or self.in_quotation(nested) or self.negated(nested):
                    continue
                if misread_participle(nested) is not None:
                    continue  # "found a dog, thought to be a stray": what is thought of the dog, by nobody named
                subjects = [c for c in children_of(nested) if c.dep_ == "nsubj" and c.i < nested.i and c.tag_ not in {"WP", "WDT", "EX"}]
                speakers = _reported_speakers(_expand(subjects[0])) if subjects else []
                bounds = _right_content(nested, {"ccomp", "xcomp"})
                if not speakers or bounds is None:
                    continue
                content = _char_span(self.doc, *bounds)
                if content is None or not _inside(content, outer.content):
                    continue
                clause = next(c for c in children_of(nested) if c.dep_ in {"ccomp", "xcomp"} and c.i > nested.i)
                kind = _thought_kind(lemma, clause)
                self.drafts.append(_Draft("statement.nested_thought", lemma, _span_of([nested]), nested, speakers, content,
                                          outer=outer, kind=kind))
                cues.add(nested.i)
            self._shared_thoughts(outer, cues)

    def quoted_as_saying(self) -> None:
        """'Reuters quoted the minister as saying …': the minister's statement, relayed by
        Reuters (``outer``). Where "saying" reports nothing of its own ('"…," Reuters quoted
        the minister as saying'), the relaying statement's content is the minister's too."""
        by_cue = {d.cue_token.i: d for d in self.drafts if d.cue_token is not None}
        tokens = doc_tokens(self.doc)
        for token in [tokens[i] for i in words_where(self.doc, _is_gerund_tag, TAG)]:  # _quoted_as_saying's first test
            found = _quoted_as_saying(token)
            if found is None or self.in_quotation(token):
                continue
            relay, _ = found
            outer, inner = by_cue.get(relay.i), by_cue.get(token.i)
            relayers = _subjects(relay) if outer is None and inner is not None and inner.content is not None else []
            if relayers:
                # the relaying verb read by no rule: its statement is the outer link, of the same words
                outer = _Draft("statement.indirect", "quote", _span_of([relay]), relay, relayers, inner.content,
                               list(inner.quotes))
                self.drafts.append(outer)
            if outer is None or outer.content is None:
                continue
            if inner is not None:
                inner.outer = outer
                continue
            # the chain's inner link, as "RTVE reported, citing police, …" makes one
            inner = _Draft("statement.citing", "say", _span_of([token]), token, _subjects(token), outer.content,
                           list(outer.quotes), outer=outer)
            inner.direct_parts = outer.quotes_direct()
            self.drafts.append(inner)

    def _shared_thoughts(self, draft: _Draft, cues: set[int]) -> None:
        """'Ford says it made a profit, and expects to stay profitable': a verb of thought or
        intention coordinated with a reporting verb, with no subject of its own, is the same
        speaker's."""
        verb = draft.cue_token
        for other in (c for c in children_of(verb) if c.dep_ == "conj" and c.pos_ == "VERB" and c.i > verb.i):
            lemma = lemma_of(other)
            if lemma not in NESTED_KINDS or other.i in cues or self.in_quotation(other) or self.negated(other):
                continue
            if any(c.dep_ in {"nsubj", "nsubjpass"} for c in children_of(other)):
                continue
            bounds = _right_content(other, {"ccomp", "xcomp"})
            content = _char_span(self.doc, *bounds) if bounds is not None else None
            if content is None:
                continue
            clause = next(c for c in children_of(other) if c.dep_ in {"ccomp", "xcomp"} and c.i > other.i)
            self.drafts.append(_Draft("statement.nested_thought", lemma, _span_of([other]), other, list(draft.speakers), content,
                                      kind=_thought_kind(lemma, clause)))
            cues.add(other.i)

    def transcript_lines(self) -> None:
        """'TRUMP: We will win.', 'Ana Ruiz, Example Times: "…"': a paragraph that opens with
        a name the article knows and a colon is that speaker's words (transcripts, round-ups).
        The cue span is the colon. In an interview printed with its speakers' tags ("((Ana
        Ruiz))"), a line opening with another name is the answer's own ("Tom Reed: he wrote the
        first draft"), not a line of that name's."""
        tagged = {fold(m.group("name")) for m in INTERVIEW_TAG.finditer(self.text)}
        for match in TRANSCRIPT_LINE.finditer(self.text):
            if tagged and fold(match.group("name")) not in tagged:
                continue
            self._transcript_line(match, match.span("colon"))

    def interview_answers(self) -> None:
        """'((Ana Ruiz))  We will win.': a paragraph that opens with a name the article knows in
        double parentheses is that speaker's answer (an interview printed as a transcript). The
        cue span is the tag. Read after every other rule, so that what the answer reports
        others to have said ('they told me: "…"') is read as in any paragraph."""
        tags = list(INTERVIEW_TAG.finditer(self.text))
        for match, after in zip(tags, tags[1:] + [None]):
            end = match.end("words")
            if after is not None:
                # an answer of several paragraphs runs to the next tag (not past the last one's
                # paragraph: what follows the interview is the article's own text)
                rest = self.text[end:after.start()]
                if "((" not in rest:
                    end += len(rest.rstrip())
            self._transcript_line(match, match.span("tag"), end)

    def printed_interview_answers(self) -> None:
        """'Q: Why is the wall late?' / 'A: Because the storms came early, I think.': each answer
        of an interview printed as questions and answers (``kg.extract.printed_interviews``) is
        the words of the one interviewed, whom the headline or the introduction names before the
        first question (``_interviewee``). The cue span is the "A:". Read after
        every other rule, like a tagged answer, so that what the answer reports others to have
        said is read as in any paragraph."""
        first_question, answers = printed_answers(self.text)
        interviewee = self._interviewee(first_question) if answers else None
        if interviewee is None:
            return
        head, key = interviewee
        for answer in answers:
            if any(_overlaps(Span(*answer.words), s) for s in self.skip):
                continue
            draft = _Draft("statement.transcript", "say", Span(*answer.tag), None, [head], Span(*answer.words))
            draft.resolutions = [Resolution(key, head.text, None, self.resolver.entities[key].type, "name")]
            self.drafts.append(draft)

    def _interviewee(self, offset: int) -> tuple[Token, str] | None:
        """The one interviewed, named before ``offset`` (the first question): the first person
        the article knows named as a clause's subject there ('In an interview with reporter Tom
        Reyes, Mayor Ana Ortiz said …' is Ortiz's), else the first person named at all ('Q&A
        with Mayor Ana Ortiz'); with the token naming them and their entity."""
        named = []
        for token in doc_tokens(self.doc):
            if token.idx >= offset:
                break
            key = self.resolver.entity_at(token)
            if key is not None and self.resolver.entities[key].type == "Person" and not self.skipped(token):
                named.append((token, key))
        subjects = [(t, k) for t, k in named if _subject_phrase_head(t) is not None]
        return (subjects or named or [None])[0]

    def _transcript_line(self, match: re.Match, mark: tuple[int, int], words_end: int | None = None) -> None:
        """The statement of a transcript line or a tagged answer (``match``: a TRANSCRIPT_LINE
        or INTERVIEW_TAG match; ``mark``: the span of its colon or tag; ``words_end``: where its
        words end, if not at the end of the match's line), if its name is one the article knows
        and its words are not a label's fragment."""
        name_start, name_end = match.span("name")
        if any(s.start <= name_start < s.end for s in self.skip) or match.group("name").lower() in NOT_SPEAKER_LABELS \
                or CREDIT_LABEL.search(match.group("name")):
            return
        name = self.doc.char_span(name_start, name_end, alignment_mode="contract")
        if name is None or not len(name) or self.in_quotation(name[0]):
            return
        if any(t.pos_ in NOT_IN_A_NAME for t in name):
            return  # "It's Hollywood: go big.": a sentence, not a name and its line
        head = name[-1]
        if match.re is TRANSCRIPT_LINE and match.group("outlet") \
                and (self._verb_before(match.start("colon")) or self._verb_within(*match.span("outlet"))):
            return  # "Ann Cole, a pollster, said: …", "Reed, never a hawk himself, had one goal: …": a sentence
        # only names the article knows ("OKAFOR:" after "Tom Okafor"): not "Update:", "Photo:"
        key = self.resolver.entity_at(head) or self.resolver.surface.get(fold(match.group("name")))
        if key is None or self.resolver.entities[key].type == "Place":
            return  # "South Africa: Cable Outage Slows Traffic": a headline's or dateline's place, no speaker
        start, end = match.start("words"), words_end or match.end("words")
        while end > start and self.text[end - 1] in " \t":
            end -= 1
        quotes = [q for q in self.quotations if start <= q.opening and q.closing <= end + 1]
        if len(quotes) == 1 and not self.text[start : quotes[0].opening].strip() and not self.text[quotes[0].closing : end].strip(" .,"):
            draft = _Draft("statement.transcript", "say", Span(*mark), None, [head], self.quoted(quotes[0]), quotes)
            draft.direct_parts = True
        else:
            words = self.doc.char_span(start, end, alignment_mode="expand")
            if words is not None and label_line(words):
                return  # "Ortiz: 412.", "Reed: Hold the lead.": a label's tally or verdict
            draft = _Draft("statement.transcript", "say", Span(*mark), None, [head], Span(start, end))
        draft.resolutions = [Resolution(key, match.group("name"), None, self.resolver.entities[key].type, "name")]
        self.drafts.append(draft)

    def _verb_within(self, start: int, end: int) -> bool:
        """Whether a verb or an auxiliary stands in text[start:end]."""
        span = self.doc.char_span(start, end, alignment_mode="contract")
        return span is not None and any(t.pos_ in {"VERB", "AUX"} for t in span)

    def _verb_before(self, offset: int) -> bool:
        """Whether the word ending right before ``offset`` (spaces aside) is a verb."""
        end = offset
        while end > 0 and self.text[end - 1] in " \t":
            end -= 1
        span = self.doc.char_span(max(0, end - 1), end, alignment_mode="expand")
        return span is not None and len(span) > 0 and span[-1].tag_.startswith("VB")

    def named_quotations(self) -> None:
        """'… - Carla Diaz: "…"' (a name the article knows and a colon right before a quotation),
        a quoted paragraph signed on the next line ('"…"' / '- Carla Diaz.') and a quotation
        credited in brackets at the end of its line ('HEADLINE “…” [Example Post.]', as news
        digests quote other outlets; the name need not be known): the quotation is that
        speaker's words (round-ups, lists of quotes)."""
        claimed = [d.content for d in self.drafts if d.content is not None]
        for q in self.quotations:
            inner = Span(q.start, q.end)
            if any(_overlaps(inner, c) for c in claimed) or any(_overlaps(Span(q.opening, q.closing), s) for s in self.skip):
                continue
            line_start = self.text.rfind("\n", 0, q.opening) + 1
            match = NAME_COLON.search(self.text, line_start, q.opening)
            if match is not None and self._object_of_preposition(match.start("name")):
                match = None  # 'From Ortiz's post on Facebook: "…"': where it was said, not who said it
            cue: Span | None = None
            same_line = False
            line_end = self.text.find("\n", q.closing)
            line_end = len(self.text) if line_end < 0 else line_end
            credited = BRACKETED_SOURCE.match(self.text, q.closing, line_end)
            signed = None
            if credited is not None and len(q.text(self.text).split()) < 3:
                credited = None  # 'a trailer for “Sherlock.” [Example Feed]': a title, not someone's words
            if match is not None:
                name_span, cue = match.span("name"), Span(match.start("colon"), match.start("colon") + 1)
            elif credited is not None:
                name_span, cue = credited.span("name"), Span(credited.start("bracket"), credited.end("bracket"))
            elif (signed := self._signed_on_its_line(q)) is not None:
                # '"…" - Tom Reed': a pull quote signed after its closing mark, on its line
                same_line = True
                name_span, cue = signed.span("name"), Span(*signed.span("dash"))
            else:
                line_end = self.text.find("\n", q.closing)
                if self.text[line_start : q.opening].strip() or line_end < 0 or self.text[q.closing : line_end].strip(" .,\xa0"):
                    continue  # the quotation is not a paragraph of its own
                next_start = line_end
                while next_start < len(self.text) and self.text[next_start] in "\n \t":
                    next_start += 1
                next_end = self.text.find("\n", next_start)
                next_end = len(self.text) if next_end < 0 else next_end
                signed = SIGNATURE.match(self.text, next_start, next_end)
                if signed is None or next_start - line_end > 3:
                    continue
                name_span, cue = signed.span("name"), Span(*signed.span("dash"))
            while name_span[1] > name_span[0] and self.text[name_span[1] - 1] in ".,":
                name_span = (name_span[0], name_span[1] - 1)  # "- Ann Cole.": the full stop ends the line
            name = self.doc.char_span(*name_span, alignment_mode="contract")
            if name is None or not len(name) or self.in_quotation(name[0]):
                continue
            head = name[-1]
            key = self.resolver.entity_at(head) or self.resolver.surface.get(fold(self.text[name_span[0] : name_span[1]]))
            # a credit in brackets names its source even when the article names it nowhere else,
            # and so does a signature of a full name ('"…"' / '-Jane Doe, Dayton.': round-ups
            # quote people named nowhere else, and a dash glued to the name hides it from NER)
            if key is None and credited is None and (signed is None or len(self.text[name_span[0] : name_span[1]].split()) < 2):
                continue
            if same_line and (any(c.isdigit() for c in self.text[name_span[1] : line_end]) or not (
                    key is not None and self.resolver.entities[key].type == "Person"
                    or key is None and all(t.ent_type_ == "PERSON" for t in name))):
                continue  # '"Flood closes pier" — Example Times, May 3': a headline credited to its outlet
            draft = _Draft("statement.transcript", "say", cue, None, [head], self.quoted(q), [q])
            draft.direct_parts = True
            words = self.text[name_span[0] : name_span[1]]
            draft.resolutions = [Resolution(key, words, None, self.resolver.entities[key].type, "name") if key
                                 else Resolution(None, words, None, "thing", "unresolved")]
            self.drafts.append(draft)
            claimed.append(draft.content)

    def _signed_on_its_line(self, q: Quotation) -> re.Match | None:
        """The signature after a quotation that opens its line, on the same line: '"…" - Tom
        Reed', '“…” —Ann Cole, Dayton' (a pull quote, a round-up's line)."""
        line_start = self.text.rfind("\n", 0, q.opening) + 1
        if self.text[line_start : q.opening].strip():
            return None
        line_end = self.text.find("\n", q.closing)
        return SIGNATURE.match(self.text, q.closing, len(self.text) if line_end < 0 else line_end)

    def _object_of_preposition(self, offset: int) -> bool:
        """Whether the word right before ``offset`` is a preposition that names a place or a
        medium ('on Facebook', 'to CNN'), not an author ('by Ann Cole')."""
        before = self.token_before(offset)
        return before is not None and before.pos_ == "ADP" and before.dep_ == "prep" and before.lower_ != "by"

    def quotations_after_a_cue_taken_for_a_noun(self) -> None:
        """'The U.S. Department of Housing notes, "…"': a verb of saying the tagger read as a
        plural noun after its subject, a comma or colon, then a quotation that no rule has
        claimed: the phrase's words, a direct quote (``kg.extract.noun_tagged_cues``)."""
        claimed = [d.content for d in self.drafts if d.content is not None]
        openings = {q.opening: q for q in self.quotations}
        for i in indices_tagged(self.doc, "NOUN"):
            word = self.doc[i]
            speaker = speaker_of_cue_taken_for_noun(word, QUOTE_VERBS)
            if speaker is None or self.in_quotation(word) or self.skipped(word):
                continue
            at = word.idx + len(word.text) + 1  # after the comma or colon
            while at < len(self.text) and self.text[at] in " \t":
                at += 1
            q = openings.get(at)
            if q is None or any(_overlaps(Span(q.start, q.end), c) for c in claimed):
                continue
            draft = _Draft("statement.quote_after_cue", lemma_of(word), _span_of([word]), word,
                           _reported_speakers([speaker]), self.quoted(q), [q])
            if not draft.speakers:
                continue
            self.drafts.append(draft)
            claimed.append(draft.content)

    def quotations_quoted_back_to_the_answerer(self) -> None:
        """'((WN))  On your website, you wrote "…".': in an interview printed as a transcript, a
        quotation that "you" wrote or said, in a paragraph of the interviewer's (a tag naming no
        one the article knows), is the words of the one who answers next (the next tag naming
        someone it knows); ``kg.extract.quoted_back``."""
        tags = list(INTERVIEW_TAG.finditer(self.text))
        if not tags:
            return
        known = {m.start(): self.resolver.surface.get(fold(m.group("name"))) for m in tags}
        claimed = [d.content for d in self.drafts if d.content is not None]
        for q in self.quotations:
            if any(_overlaps(Span(q.start, q.end), c) for c in claimed):
                continue
            line_start = self.text.rfind("\n", 0, q.opening) + 1
            own = [m for m in tags if m.start() == line_start]
            if not own or known[own[0].start()] is not None:
                continue  # not a paragraph of the interviewer's
            answer = next((m for m in tags if m.start() > q.closing and known[m.start()] is not None), None)
            if answer is None:
                continue
            words = self.doc.char_span(line_start, q.opening, alignment_mode="contract")
            cues = [t for t in words or () if said_by_you(t, QUOTE_VERBS, lemma_of(t)) and not self.skipped(t)]
            if not cues or sentence_bounds(cues[-1]) != sentence_bounds(self.doc.char_span(q.start, q.end, alignment_mode="expand")[0]):
                continue
            cue, key = cues[-1], known[answer.start()]
            subject = next(c for c in children_of(cue) if c.dep_ == "nsubj")
            draft = _Draft("statement.quote_after_cue", lemma_of(cue), _span_of([cue]), cue, [subject], self.quoted(q), [q])
            draft.direct_parts = True
            draft.resolutions = [Resolution(key, subject.text, None, self.resolver.entities[key].type, "pronoun")]
            self.drafts.append(draft)
            claimed.append(draft.content)

    def quotations_in_someones_words(self) -> None:
        """'In the words of Tom Reed, "…"', 'in Ortiz's own words, "…"': a quotation opening right
        after the phrase is the holder's words, a direct quote as after 'according to X'
        (``kg.extract.words_of``); not a quotation another rule has claimed."""
        claimed = [d.content for d in self.drafts if d.content is not None]
        openings = {q.opening: q for q in self.quotations}
        for phrase in words_of_phrases(self.doc):
            q = openings.get(quotation_opening_after(self.text, phrase))
            if q is None or self.in_quotation(phrase.preposition) or self.skipped(phrase.preposition):
                continue
            if any(_overlaps(Span(q.start, q.end), c) for c in claimed):
                continue
            speakers = [t for t in _expand(phrase.holder) if t.idx < phrase.end]
            cue = _span_of([phrase.preposition, phrase.words])
            draft = _Draft("statement.according_to", "in the words of", cue, None, speakers, self.quoted(q), [q])
            draft.direct_parts = True
            self.drafts.append(draft)
            claimed.append(draft.content)

    def add_attribution(self, rule: str, cue: str, cue_tokens: list[Token], objs: list[Token], start: int, end: int,
                        kind: str | None = None) -> None:
        """A source phrase at doc[start..end] attributing the rest of its sentence."""
        doc = self.doc
        s_start, s_end = sentence_bounds(doc[start])
        before = _trim(doc, s_start, start)
        after = _trim(doc, end + 1, s_end)
        if after is not None and (before is None or _clause_joined_before(doc, start)):
            content = after  # "X did A, but, according to Y, B": Y says B
        elif after is None and before is not None:
            content = before
        elif before is not None and after is not None:
            content = _semicolon_clause(doc, start, self.in_quotation)  # inside a clause: that clause
        else:
            return
        span = _char_span(doc, *content)
        if span is None:
            return
        # coordinated sources stay inside the phrase: "according to Reuters and NBC," but not
        # "according to the researchers, sacrifice and mummification … was common"
        speakers = [t for o in objs for t in _expand(o) if t.i == o.i or start <= t.i <= end]
        draft = _Draft(rule, cue, _span_of(cue_tokens), None, speakers, span, kind=kind)
        quotation = self._whole_quotation(span)
        if quotation is not None:  # '"…," according to Tom Reed.': the quoted words, direct
            draft.content, draft.quotes, draft.direct_parts = self.quoted(quotation), [quotation], True
        self.drafts.append(draft)

    def _opens_its_sentence(self, preposition: Token) -> bool:
        """'In a report of X, the tremor damaged …': the phrase is the sentence's first words, a comma
        ends it, the clause's verb reports no speech, and its subject is no one who could have said
        it: in "In a statement, Rep. X reacted …", "In a recent study, three economists raised …"
        the people speak."""
        end = preposition.right_edge.i + 1
        if preposition.i != sentence_bounds(preposition)[0] or end >= len(self.doc) or self.doc[end].text != ",":
            return False
        if lemma_of(preposition.head) in SAY_VERBS:
            return False  # "In a statement, the office said: …": the document is where they said it
        subjects = [c for c in children_of(preposition.head) if c.dep_ in {"nsubj", "nsubjpass"}]
        return not any(t.pos_ in {"PRON", "PROPN"} or t.ent_type_ in {"PERSON", "ORG", "NORP", "GPE"}
                       or noun_class(lemma_of(t)) in {"person", "group"} for t in subjects)

    def _whole_quotation(self, span: Span) -> Quotation | None:
        """The quotation that is all of a content, its marks and the punctuation around them
        aside ('"The budget is a disgrace,"'), if any."""
        words = self.text[span.start : span.end]
        start = span.start + len(words) - len(words.lstrip())
        end = span.start + len(words.rstrip(" \t\n.,;:"))
        for q in self.quotations:
            # the parse may leave either mark out of the content, or keep both, and the quotation's
            # last full stop with the closing one
            if start in {q.opening, q.start} and end <= q.closing and not self.text[end : q.end].strip(" .,;:!?"):
                return q
        return None

    # speakers and records -----------------------------------------------------------

    def questions_put_to_someone(self) -> None:
        """'When asked about X, Ortiz said …', 'Asked whether X, Ortiz replied …': the rules
        that look up the tree for a speaker give the question to the one asked, who answers; it
        is the by-phrase's ('asked by a reporter'), else nobody's the text names."""
        for draft in self.drafts:
            if draft.cue_token is None or draft.source is not None or not put_to_someone(draft.cue_token):
                continue
            if draft.rule in {"statement.quote_before_cue", "statement.learned_passive"}:
                # '"Why not?" the old man asked': a participle misread, he asks; 'X was asked about Y'
                # read by the cue model already has no speaker, and keeps its rule
                continue
            if draft.rule.startswith("statement.quote") and not draft.quotes[-1].text(self.text).rstrip().endswith("?"):
                continue  # 'told the panel when asked about it: "That matter is closed."': the answer
            asking = asker(draft.cue_token)
            draft.asked, draft.speakers = draft.speakers, _expand(asking) if asking is not None else []
            if not draft.speakers:
                draft.rule = "statement.unsourced"

    def resolve(self) -> None:
        def order(d: _Draft) -> int:
            return (d.speakers or d.asked)[0].idx if d.speakers or d.asked else d.cue_span.start

        for draft in sorted(self.drafts, key=lambda d: (order(d), d.cue_span.start)):
            if draft.source is not None or draft.resolutions:
                continue  # continued quotations take their source's speaker; transcript lines are named
            for head in draft.speakers:
                phrase = _phrase_before_content(head, draft)
                resolution = self.resolver.resolve(head, phrase, draft.cue_token)
                draft.resolutions.append(resolution)
                self.resolver.remember(head, resolution)
            for head in draft.asked:  # still the one the next "he" or "she" may be
                self.resolver.remember(head, self.resolver.resolve(head, _phrase(head, draft.cue_token), draft.cue_token))
        for draft in self.drafts:
            if draft.source is not None:
                draft.resolutions = list(draft.source.resolutions)
        for draft in self.drafts:
            # a nested attribution: the innermost source speaks, the outer one relays it
            if draft.outer is not None and draft.outer.resolutions:
                if draft.resolutions and draft.resolutions[0].key and draft.resolutions[0].key == draft.outer.resolutions[0].key:
                    continue  # "X stated that he envisioned …": X relays nobody but X
                draft.relayed_by = draft.outer.resolutions[0]
                draft.via = draft.via or draft.outer.resolutions[0].text

    def evidence(self, draft: _Draft) -> Span:
        starts = [draft.cue_span.start]
        ends = [draft.cue_span.end]
        if draft.content is not None:
            starts.append(draft.content.start)
            ends.append(draft.content.end)
        for q in draft.quotes:
            starts.append(q.opening)
            ends.append(q.closing)
        if draft.source is None:
            for head in draft.speakers:
                starts.append(head.idx)
        first = self.doc.char_span(min(starts), min(starts) + 1, alignment_mode="expand")
        last = self.doc.char_span(max(ends) - 1, max(ends), alignment_mode="expand")
        start, end = min(starts), max(ends)
        if first is not None and len(first):
            start = self.doc[sentence_bounds(first[0])[0]].idx
        if last is not None and len(last):
            final = self.doc[sentence_bounds(last[-1])[1] - 1]
            end = final.idx + len(final)
        start, end = min(start, min(starts)), max(end, max(ends))
        while end > start and self.text[end - 1].isspace():
            end -= 1
        while start < end and self.text[start].isspace():
            start += 1
        return Span(start, end)

    def skipped(self, token: Token) -> bool:
        """Whether ``token`` lies in page furniture the extractors leave out."""
        return any(s.start <= token.idx < s.end for s in self.skip)

    def _cue_negated(self, draft: _Draft) -> bool:
        """"did not say whether …": the hand rules leave a negated verb, the cue model reads it
        (PolNeAR annotates such frames), and the statement says so (``nkg:negated``). So does a
        saying that did not happen: "the jurors could have asked the judge", "he should have said
        so" (news annotators count what it would have said, a researcher must see it was not)."""
        return draft.cue_token is not None and (self.negated(draft.cue_token) or _counterfactual(draft.cue_token))

    def name_utterances(self) -> None:
        """The utterance a cue takes as its object joins the cue's span, as "said in a statement"
        does after it (``kg.extract.utterance_cues``): "X announced plans on Friday to …", "X
        posted a message on its website: "…"". A cue span never holds the speaker's words."""
        for draft in self.drafts:
            verb = draft.cue_token
            if draft.content is None or verb is None or verb.idx != draft.cue_span.start or draft.content.start < draft.cue_span.end:
                continue
            first = self.doc.char_span(draft.content.start, draft.content.end, alignment_mode="expand")
            noun = announced_object(verb, first[0].i) or uttered_object(verb, first[0].i) \
                if first is not None and len(first) else None
            if noun is None:
                continue
            widened = Span(draft.cue_span.start, noun.idx + len(noun))
            speaker = any(widened.start <= t.idx < widened.end for head in draft.speakers for t in head.subtree)
            if not _overlaps(widened, draft.content) and not speaker:
                draft.cue_span = widened

    def contents_before_a_conjoined_cue(self) -> None:
        """'defended the cuts and said …', 'said the bridge would reopen and added that …': a
        content that runs over a verb conjoined after it that is the cue of a statement of its
        own by the same speaker ends before that verb (and its "and", "but" or comma). The parser
        hangs the speaker's second verb on the first cue (``_second_predicate``, after a
        conjunction) or on the reported clause's verb (``_speakers_second_cue``); either way the
        second verb's words are its own statement, not part of the first one's. Not a quotation
        (its words are the speaker's as they stand)."""
        cues = sorted({d.cue_token.i: d for d in self.drafts if d.cue_token is not None and d.content is not None
                       and d.cue_token.dep_ == "conj"}.items())
        if not cues:
            return
        for draft in self.drafts:
            content, cue = draft.content, draft.cue_token
            if content is None or cue is None or draft.quotes_direct():
                continue
            for i, other in cues:
                second = self.doc[i]
                if other is draft or not content.start <= second.idx < content.end or self.in_quotation(second):
                    continue
                # a verb of saying (what "but planned to …" is not: the other half of the report)
                if lemma_of(second) not in CUE_SET and not _is_reporting(second):
                    continue
                if second.head.i == cue.i:
                    if not _second_predicate(cue, second) or not _joined_by_conjunction(second):
                        continue
                elif not (_speakers_second_cue(second) and second.head.idx >= content.start
                          and _same_speakers(draft.speakers, other.speakers)):
                    continue
                first = self.index.first_at_or_after(content.start)
                cut = second.left_edge.i
                while cut > first and (self.doc[cut - 1].dep_ == "cc" or self.doc[cut - 1].text == ","):
                    cut -= 1
                trimmed = _char_span(self.doc, first, cut) if cut > first else None
                if trimmed is not None:
                    draft.content = Span(content.start, trimmed.end)
                break

    def contents_to_the_end_of_their_quotations(self) -> None:
        """'released a statement saying, "A. B."', 'went on to say: "A. B."': a content that
        opens a quotation runs to its closing mark. The parser's sentence ends inside the
        quotation; what was said does not."""
        for draft in self.drafts:
            content = draft.content
            if content is None:
                continue
            opened = next((q for q in self.quotations if content.start <= q.opening < content.end < q.end), None)
            # words of the quotation left out, not only the comma news style puts before the mark
            if opened is not None and any(c.isalnum() for c in self.text[content.end : opened.end]):
                draft.content = Span(content.start, opened.closing)

    def contents_from_the_start_of_their_quotations(self) -> None:
        """'The plan "was late. Nobody knew," X said.', '"A. B," X said, according to Y': a
        content that starts inside a quotation opened in an earlier sentence, and runs to its
        end, starts with the sentence the quotation opens in. The parser's sentence starts
        inside the quotation; what was said does not."""
        for draft in self.drafts:
            content = draft.content
            if content is None or draft.cue_span is None:
                continue
            opened = next((q for q in self.quotations if q.start < content.start < q.end <= draft.cue_span.start), None)
            if opened is None or self.text[content.end : opened.end].strip(" ,.!?\"'”’"):
                continue  # not a quotation before the cue that the content runs to the end of
            if "\n" in self.text[opened.opening : content.start]:
                continue  # a quotation over paragraphs: each paragraph is a statement of its own
            first = next((t for t in self.tokens_from(opened.opening) if not t.is_space), None)
            start = self.doc[self._sentence_first_word(first)].idx if first is not None else content.start
            if start < content.start:
                draft.content = Span(start, content.end)

    def records(self) -> list[Statement]:
        out: dict[tuple, Statement] = {}
        for draft in self.drafts:
            if draft.content is None or any(
                _overlaps(draft.cue_span, s) or _overlaps(draft.content, s) for s in self.skip
            ):
                continue
            if _foreign_script(self.text[draft.cue_span.start : draft.cue_span.end]) or (
                    draft.speakers and all(_foreign_script(h.text) for h in draft.speakers)):
                continue  # the English parser's reading of a sentence in another script
            quote = None
            direct = False
            if draft.quotes:
                pieces = [_strip_comma(q.text(self.text)) for q in sorted(draft.quotes, key=lambda q: q.start)]
                quote = " … ".join(pieces)
                direct = draft.direct_parts or (
                    all(_inside(draft.content, Span(q.start, q.end)) for q in draft.quotes[:1]) and len(draft.quotes) == 1)
            if not direct:
                draft.content = without_summary_appositive(self.text, draft.content)
            content_text = self.text[draft.content.start : draft.content.end]
            evidence = (self.evidence(draft),)
            # "nobody said that …", "no official claimed …", "there is no evidence that …": what
            # was not said, by no one (``nkg:negated``), as what someone "did not say"
            denied = bool(draft.speakers) and all(names_nobody(h) for h in draft.speakers)
            if not draft.speakers and draft.rule in SPEAKERLESS_RULES or denied:
                statement = Statement(evidence=evidence, rule=draft.rule, attributed_to=None, content=content_text,
                                      quote=quote, direct=direct,
                                      cue=draft.cue, cue_span=draft.cue_span, content_span=draft.content,
                                      attribution_kind=draft.kind or attribution_kind(draft.cue), via=draft.via,
                                      negated=denied or self._cue_negated(draft),
                                      relayed_by=draft.relayed_by.key if draft.relayed_by else None,
                                      relayed_by_text=draft.relayed_by.text if draft.relayed_by else None,
                                      cue_score=draft.cue_score)
                out[(draft.cue_span, draft.content, "")] = replace(statement, confidence=statement_probability(statement))
                continue
            # "Cruz and Rubio … They pushed …": each of the people "they" stands for speaks
            pairs = ((h, member) for h, r in zip(draft.speakers, draft.resolutions) for member in r.together or (r,))
            for head, resolution in pairs:
                key = resolution.key
                phrase = _phrase_before_content(head, draft)
                statement = Statement(
                    evidence=evidence,
                    rule=draft.rule,
                    attributed_to=key,
                    speaker=key,
                    speaker_text=None if key else resolution.text,
                    speaker_description=resolution.description if key else None,
                    via=draft.via,
                    content=content_text,
                    quote=quote,
                    direct=direct,
                    cue=draft.cue,
                    cue_span=draft.cue_span,
                    content_span=draft.content,
                    speaker_span=_span_of(doc_tokens(self.doc)[phrase[0] : phrase[1]]),
                    speaker_method=resolution.method,
                    speaker_type=resolution.kind,
                    source_kind=source_kind(head, resolution),
                    attribution_kind=draft.kind or attribution_kind(draft.cue),
                    negated=self._cue_negated(draft),
                    relayed_by=draft.relayed_by.key if draft.relayed_by else None,
                    relayed_by_text=draft.relayed_by.text if draft.relayed_by else None,
                    cue_score=draft.cue_score,
                )
                ident = (draft.cue_span, draft.content, key or resolution.text)
                if ident not in out:
                    out[ident] = replace(statement, confidence=statement_probability(statement))
        return sorted(out.values(), key=lambda s: (s.cue_span.start, s.content_span.start, s.speaker or s.speaker_text or ""))


def _thought_kind(lemma: str, clause: Token) -> str:
    """Thought or intention for a verb of NESTED_KINDS: an intention verb with an infinitive
    ("intends to close") is an intention whatever the lexicon's count says of the lemma; else the
    learned lexicon's kind, else the list's."""
    if NESTED_KINDS[lemma] == "intention" and clause.dep_ == "xcomp" and any(c.lower_ == "to" for c in children_of(clause)):
        return "intention"
    kind = attribution_kind(lemma)
    return kind if kind != "speech" else NESTED_KINDS[lemma]


# What a common noun names when it can be a source: people, their groups, what they say or find.
SPEAKING_CLASSES = {"person", "group", "communication", "cognition", "act"}


def _source_phrase_end(source: Token, verb: Token) -> int:
    """The last token of the source phrase an "according to" heads: the source's subtree, but
    not a conjunct after a comma when the verb it attributes has no subject ("according to the
    researchers, burial and cremation of dogs was common": the parser joined the verb's subject
    to the source; "according to Reuters, NBC and CBS, the plan …" keeps its list). ``verb``: what
    "according" hangs on). Nor, whatever the verb, a thing that cannot speak after a comma: "included
    pumps from Leeds according to a fire service statement, as well as a ladder platform and a
    command unit" goes on with the list of what was included."""
    doc = source.doc
    if any(c.dep_ in {"nsubj", "nsubjpass", "expl", "csubj"} for c in children_of(verb)):
        for conj in source.conjuncts:
            comma = next((t.i for t in doc[source.i + 1 : conj.left_edge.i] if t.text == ","), None)
            if conj.i > source.i and comma is not None and conj.pos_ == "NOUN" and noun_class(lemma_of(conj)) not in SPEAKING_CLASSES:
                return comma - 1
        return source.right_edge.i
    for conj in children_of(source):
        if conj.dep_ == "conj" and conj.i > 0 and doc[conj.i - 1].text == ",":
            return conj.i - 2
    # "according to a post by A, director of B, the tusk came from …": the parser hung the
    # verb's subject on the source as one more apposition; the phrase stops at the comma before it
    first = min([verb.i, *(c.i for c in children_of(verb) if c.dep_ in {"aux", "auxpass", "neg"})])
    if source.right_edge.i + 1 == first:
        commas = [t.i for t in doc[source.i + 1 : first] if t.text == ","]
        subject = doc[commas[-1] + 1 : first] if commas else None
        if subject is not None and any(t.pos_ in {"NOUN", "PROPN"} for t in subject) \
                and not any(t.text in QUOTE_MARKS for t in subject):
            return commas[-1] - 1
    return source.right_edge.i


def _scare_quoted_object(verb: Token, quoted: TokenSpan | None) -> bool:
    """'placed emphasis on maintaining "law and order."': a noun phrase of a few quoted words
    that is the object of a gerund after a preposition (not "by saying") is the writer's
    borrowing of a phrase, not words the subject says ("insisted on saying "No."" is)."""
    if quoted is None or verb.tag_ != "VBG" or verb.dep_ != "pcomp" or verb.head.lower_ == "by":
        return False
    words = [t for t in quoted if not t.is_punct]
    return 0 < len(words) <= 4 and any(t.pos_ in {"NOUN", "PROPN"} for t in words) \
        and all(t.pos_ in {"NOUN", "PROPN", "ADJ", "DET", "CCONJ", "ADP", "NUM"} for t in words)


def _foreign_script(words: str) -> bool:
    """Whether words have letters and none of them is Latin ("को", "आता"): kg reads English, and
    what the parser makes of a sentence in Devanagari or Cyrillic is no cue and no speaker."""
    letters = [c for c in words if c.isalpha()]
    return bool(letters) and not any(unicodedata.name(c, "").startswith("LATIN") for c in letters)


def _strip_comma(text: str) -> str:
    """A quotation without the comma that news style puts inside the closing mark."""
    return text[:-1].rstrip() if text.endswith(",") else text


def extract_statements(doc: Doc, entities: Sequence[LocalEntity], skip: Sequence[Span] = ()) -> list[Statement]:
    """Every statement reported in ``doc``, with its speaker resolved to one of ``entities``.

    Args:
        doc: the article text analysed by ``kg.nlp.load_pipeline()``; offsets are the article's.
        entities: the article's resolved entities; speakers are referred to by their ``key``.
        skip: spans (page furniture) in which nothing is extracted.

    Returns:
        Statements in text order of their cues.
    """
    extractor = _Extractor(doc, entities, skip)
    extractor.reporting_verbs()
    extractor.attributions()
    extractor.as_said_by()
    extractor.transcript_lines()
    extractor.quotations_as_statements()
    extractor.named_quotations()
    extractor.quotations_in_someones_words()
    extractor.quotations_after_a_cue_taken_for_a_noun()
    extractor.speech_nouns()
    extractor.title_case_headlines()
    extractor.judged_by_agent()
    extractor.reckoned_figures()
    extractor.unsourced_passives()
    extractor.intentions()
    extractor.stance_adjectives()
    extractor.noun_frame_statements()
    extractor.copular_noun_statements()
    extractor.source_phrase_statements()
    extractor.relative_thoughts()
    extractor.parenthetical_thoughts()
    extractor.nested_thoughts()
    extractor.quoted_as_saying()
    extractor.occasions_of_speech()
    extractor.quotations_after_an_opening_participle()
    extractor.quotations_named_after_them()
    extractor.quotations_named_by_the_words_after_them()
    extractor.quotations_after_a_colon()
    extractor.paragraphs_after_a_cue_and_colon()
    extractor.interview_answers()
    extractor.printed_interview_answers()
    extractor.quotations_quoted_back_to_the_answerer()
    extractor.quotations_after_their_speakers_sentence()
    extractor.quotations_named_by_a_noun_of_voice()
    extractor.questions_put_to_someone()
    extractor.contents_before_a_conjoined_cue()
    extractor.contents_to_the_end_of_their_quotations()
    extractor.contents_from_the_start_of_their_quotations()
    extractor.resolve()
    extractor.name_utterances()
    return extractor.records()


def attribution_of(span: Span, statements: Sequence[Statement]) -> Statement | None:
    """The statement whose reported content holds ``span``: its speaker asserts what is there.

    Other extractors use this to attribute a number or a role stated inside reported speech
    to the speaker ("Spain's Interior Ministry said around 50,000 people crossed").
    """
    holders = [s for s in statements if s.content_span is not None and _inside(span, s.content_span)
               and (s.speaker or s.speaker_text)]  # an unsourced statement asserts for nobody
    if not holders:
        return None
    return min(holders, key=lambda s: (s.content_span.end - s.content_span.start, s.cue_span.start if s.cue_span else 0))


# How what a verb reports hangs from it: "said (that) X backed …", "wants to …", "announced a
# plan that …" (and a conjunct with its own "that"). Not an adverbial clause or a prepositional phrase of the verb ("spoke near the
# pier, where crowds gathered, chanting …": the crowds' chant is no part of the speech).
REPORTED_DEPS = frozenset({"ccomp", "xcomp", "parataxis", "dobj"})


def _under_reporting_verb(token: Token) -> bool:
    """Whether a word stands inside what a verb of the hand lists reports: an ancestor of the
    lists whose child on the way down is its reported clause or object (``REPORTED_DEPS``)."""
    child = token
    for ancestor in token.ancestors:
        reported = child.dep_ in REPORTED_DEPS or (  # "said X, but that Y …": a second reported clause
            child.dep_ == "conj" and any(c.dep_ == "mark" for c in children_of(child)))
        if ancestor.pos_ in {"VERB", "AUX"} and lemma_of(ancestor) in CUE_SET and reported:
            return True
        child = ancestor
    return False


def cue_candidates(doc: Doc, entities: Sequence[LocalEntity], skip: Sequence[Span] = (),
                   nouns: frozenset[str] | None = None) -> list[Candidate]:
    """Every word the hand rules leave that the cue model would score, with its features.

    For fitting the model (``benchmarks/fit_cue_model.py``) and for tests: ``nouns`` are the
    noun lemmas to try (by default the shipped model's).
    """
    collected: list[Candidate] = []
    extractor = _Extractor(doc, entities, skip, collect=collected, collect_nouns=nouns)
    extractor.reporting_verbs()
    return collected
