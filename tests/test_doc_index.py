"""The per-Doc tables the extractors share (kg.extract._doc_index)."""

from __future__ import annotations

import spacy
from spacy.tokens import Doc, Span

from kg.extract._doc_index import (
    children_of, doc_children, doc_ents, doc_sents, doc_tokens, indices_tagged, indices_written, latest_doc_only,
    lemma_positions, sentence_of, span_text,
)
from kg.extract.lemmas import doc_lemmas, lemma_of
from kg.nlp import load_pipeline


VOCAB = spacy.blank("en").vocab  # English lexical attributes: a bare Vocab has no lower case


def doc_of(words: list[str]) -> Doc:
    return Doc(VOCAB, words=words)


def test_indices_written_reads_text_or_lower_case():
    doc = doc_of(["The", "case", "Lund", "vs.", "Acme", "VS.", "the", "Union", "union"])
    assert indices_written(doc, {"vs."}) == [3]
    assert indices_written(doc, {"vs."}, lower=True) == [3, 5]
    assert indices_written(doc, ("the",), lower=True) == [0, 6]
    assert indices_written(doc, {"Union", "Tribe"}) == [7]
    assert indices_written(doc, {"absent"}) == []


def test_indices_written_agrees_with_the_tokens():
    doc = doc_of("A Cup , the cup and THE CUP of the Fund".split())
    for words in ({"cup"}, {"the", "fund"}, {"Cup", "Fund"}):
        assert indices_written(doc, words, lower=True) == [t.i for t in doc if t.lower_ in words]
        assert indices_written(doc, words) == [t.i for t in doc if t.text in words]


def test_latest_doc_only_remembers_one_doc():
    calls: list[int] = []

    @latest_doc_only
    def length(doc: Doc) -> int:
        calls.append(len(doc))
        return len(doc)

    first, second = doc_of(["a", "b"]), doc_of(["c"])
    assert [length(first), length(first), length(second), length(first)] == [2, 2, 1, 2]
    assert calls == [2, 1, 2]  # made again only for a Doc other than the latest


def test_doc_tokens_are_the_docs_tokens_made_once_per_doc():
    first = doc_of("The ferry left the harbour at dawn .".split())
    second = doc_of("Fog closed the pass .".split())
    tokens = doc_tokens(first)
    assert [(t.i, t.text) for t in tokens] == [(t.i, t.text) for t in first]
    assert doc_tokens(first) is tokens  # asked again: the same tuple, no new Tokens
    assert [t.text for t in doc_tokens(second)] == ["Fog", "closed", "the", "pass", "."]
    assert all(t.doc is second for t in doc_tokens(second))
    assert [t.text for t in doc_tokens(first)[1:-1]] == [t.text for t in first[1:-1]]


def test_doc_ents_are_the_docs_entities_made_once_per_doc():
    first = doc_of("Mira Okafor rowed from Dunmore to Castlebay .".split())
    first.ents = [Span(first, 0, 2, label="PERSON"), Span(first, 4, 5, label="GPE"), Span(first, 6, 7, label="GPE")]
    second = doc_of("Nobody came .".split())
    ents = doc_ents(first)
    assert [(e.start, e.end, e.label_, e.text) for e in ents] == [
        (0, 2, "PERSON", "Mira Okafor"), (4, 5, "GPE", "Dunmore"), (6, 7, "GPE", "Castlebay")]
    assert doc_ents(first) is ents  # asked again: the same Spans, not new ones
    assert doc_ents(second) == ()
    assert [e.text for e in doc_ents(first)[1:]] == ["Dunmore", "Castlebay"]


def test_span_text_is_the_slices_text():
    doc = Doc(VOCAB, words=["Rain", "fell", "on", "Tarvik", "'s", "quay", "\n", "Boats", "waited", "."],
              spaces=[True, True, True, False, True, False, False, True, False, False])
    assert span_text(doc, 3, 6) == "Tarvik's quay"
    assert span_text(doc, 0, 2) == "Rain fell"  # no space after the last word
    assert span_text(doc, 5, 8) == "quay\nBoats"
    assert span_text(doc, 4, 4) == span_text(doc, 6, 2) == ""
    for start, end in [(0, 10), (2, 3), (-3, 10), (8, 50), (-50, 2), (9, 10)]:
        assert span_text(doc, start, end) == doc[start:end].text


def test_a_spans_text_is_cut_once_however_often_it_is_asked_for(monkeypatch):
    """The entity rules ask for a candidate's words again and again (140 k calls a build of 295
    Wikinews articles, for 42 k spans): each span's text is cut once for the latest Doc, and a
    new Doc has its own."""
    import kg.extract._doc_index as index

    cut = []
    real = index.doc_text
    monkeypatch.setattr(index, "doc_text", lambda doc: cut.append(doc) or real(doc))
    quay = Doc(VOCAB, words=["Rain", "fell", "on", "Tarvik", "'s", "quay"], spaces=[True, True, True, False, True, False])
    assert [span_text(quay, 3, 6) for _ in range(3)] == ["Tarvik's quay"] * 3
    assert span_text(quay, 0, 2) == "Rain fell"
    assert len(cut) == 2  # main: 4, once per call
    pier = Doc(VOCAB, words=["Tarvik", "'s", "pier"], spaces=[False, True, False])
    assert span_text(pier, 0, 3) == "Tarvik's pier" and span_text(quay, 3, 6) == "Tarvik's quay"


def test_children_are_spacys_children_in_the_same_order():
    words = "The old keeper , tired , said that the lamp he lit failed twice .".split()
    heads = [2, 2, 6, 2, 2, 2, 6, 12, 9, 12, 11, 9, 6, 12, 6]
    deps = ["det", "amod", "nsubj", "punct", "amod", "punct", "ROOT", "mark", "det", "nsubj", "nsubj", "relcl",
            "ccomp", "advmod", "punct"]
    doc = Doc(VOCAB, words=words, heads=heads, deps=deps)
    table = doc_children(doc)
    assert [t.text for t in children_of(doc[6])] == ["keeper", "failed", "."]
    assert [t.text for t in children_of(doc[2])] == ["The", "old", ",", "tired", ","]
    assert [t.text for t in children_of(doc[12])] == ["that", "lamp", "twice"]
    assert [t.text for t in children_of(doc[9])] == ["the", "lit"]
    assert children_of(doc[0]) == ()
    assert [[c.i for c in row] for row in table] == [[c.i for c in t.children] for t in doc]
    assert all(c is doc_tokens(doc)[c.i] for row in table for c in row)  # the cached Tokens, no new ones
    assert doc_children(doc) is table
    unparsed = doc_of("Rain fell .".split())
    assert doc_children(unparsed) == ((), (), ())


def test_doc_sents_are_the_docs_sentences_made_once_per_doc():
    doc = Doc(VOCAB, words="Snow fell . The road shut . Ferries ran".split(),
              sent_starts=[True, False, False, True, False, False, False, True, False])
    sents = doc_sents(doc)
    assert [(s.start, s.end, s.text) for s in sents] == [(0, 3, "Snow fell ."), (3, 7, "The road shut ."), (7, 9, "Ferries ran")]
    assert [(s.start, s.end) for s in sents] == [(s.start, s.end) for s in doc.sents]
    assert doc_sents(doc) is sents  # asked again: the same Spans


def test_the_lemma_table_is_lemma_of_each_token():
    doc = load_pipeline()("She hoped the vote would pass; he hopped off the bus and stopped hoping.")
    # the table is spaCy's lemma in lower case but for the undoubled -ed/-ing forms
    assert doc_lemmas(doc) == tuple("hope" if t.text in {"hoped", "hoping"} else t.lemma_.lower() for t in doc)
    assert [lemma_of(t) for t in doc if t.text in {"hoped", "hopped", "stopped", "hoping"}] == ["hope", "hop", "stop", "hope"]


def test_the_lemma_table_is_read_from_the_docs_arrays_once_per_word(monkeypatch):
    """The lemmas come from the Doc's arrays, with no Token made: each distinct lemma is
    lower-cased once, and only a past or -ing form's (lemma, tag, word) is worked out, once
    per distinct one: the same answers as ``lemma_of`` each token."""
    import kg.extract.lemmas as lemmas

    def no_tokens(doc):  # noqa: ANN001, ANN202
        raise AssertionError("a Token made")

    asked: list[tuple[str, str, str]] = []
    work = lemmas._lemma_text

    def counted(lemma: str, tag: str, lower: str) -> str:
        asked.append((lemma, tag, lower))
        return work(lemma, tag, lower)

    monkeypatch.setattr(lemmas, "doc_tokens", no_tokens, raising=False)
    monkeypatch.setattr(lemmas, "_LEMMA_TEXTS", {})
    monkeypatch.setattr(lemmas, "_LOWERED", {})
    monkeypatch.setattr(lemmas, "_lemma_text", counted)
    words = "Pilots hoped , pilots Hoped and pilots hopped".split()
    tags = ["NNS", "VBD", ",", "NNS", "VBD", "CC", "NNS", "VBD"]
    lemma_words = ["pilot", "hop", ",", "pilot", "hop", "and", "pilot", "hop"]
    doc = Doc(VOCAB, words=words, tags=tags, lemmas=lemma_words)
    assert doc_lemmas(doc) == ("pilot", "hope", ",", "pilot", "hope", "and", "pilot", "hop")
    # "hoped" and "Hoped" are one lower-cased word; a word of another tag is its lemma lower-cased
    assert sorted(asked) == [("hop", "VBD", "hoped"), ("hop", "VBD", "hopped")]
    assert sorted(lemmas._LOWERED.values()) == [",", "and", "hop", "pilot"]
    monkeypatch.undo()
    assert [lemma_of(t) for t in doc] == [lemmas._lemma(t) for t in doc]


def test_indices_written_asked_twice_of_one_doc_and_then_of_another():
    first = doc_of("Ada met the mayor and THE clerk".split())
    second = doc_of("the harbour and the quay".split())
    assert indices_written(first, ("the",), lower=True) == [2, 5]
    assert indices_written(first, {"mayor", "clerk", "Ada"}) == [0, 3, 6]
    assert indices_written(second, ("the",), lower=True) == [0, 3]
    assert indices_written(second, {"Ada"}) == []


def test_indices_tagged_reads_the_parts_of_speech():
    doc = Doc(VOCAB, words="Pilots said the ferry sails late".split(),
              pos=["NOUN", "VERB", "DET", "NOUN", "VERB", "ADV"])
    assert indices_tagged(doc, "VERB") == [1, 4]
    assert indices_tagged(doc, "NOUN") == [0, 3]
    assert indices_tagged(doc, "DET", "ADV") == [2, 5]
    assert indices_tagged(doc, "PROPN") == []


def test_lemma_positions_are_the_lower_cased_lemmas_in_order():
    doc = Doc(VOCAB, words="Mills milled the Mill and mills mill".split(),
              lemmas=["Mill", "mill", "the", "Mill", "and", "mill", "mill"])
    positions = lemma_positions(doc)
    assert positions == {"mill": [0, 1, 3, 5, 6], "the": [2], "and": [4]}
    assert list(positions) == ["mill", "the", "and"]
    expected: dict[str, list[int]] = {}
    for token in doc:
        expected.setdefault(token.lemma_.lower(), []).append(token.i)
    assert positions == expected


def test_indices_of_puts_the_positions_of_each_value_together_in_order():
    from spacy.attrs import LOWER

    from kg.extract._doc_index import _indices_of, attribute_ids
    doc = doc_of("Tolls rose , the bridge said , and tolls fell as THE Bridge reopened".split())
    ids = {word: VOCAB.strings[word] for word in ("tolls", "the", "bridge", ",")}
    assert _indices_of(doc, LOWER, [ids["tolls"]]) == [0, 8]
    assert _indices_of(doc, LOWER, [ids["bridge"], ids["tolls"], ids[","]]) == [0, 2, 4, 6, 8, 12]
    assert _indices_of(doc, LOWER, {ids["the"], ids["bridge"]}) == [3, 4, 11, 12]
    keys, present = attribute_ids(doc, LOWER)
    assert keys == [VOCAB.strings[t.lower_] for t in doc] and present == frozenset(keys)
    found = _indices_of(doc, LOWER, [ids["tolls"]])
    found.append(99)  # a caller's list is its own
    assert _indices_of(doc, LOWER, [ids["tolls"]]) == [0, 8]



def test_a_values_positions_are_found_only_when_asked_for():
    from spacy.attrs import LOWER

    from kg.extract._doc_index import _attribute_table, _indices_of
    doc = doc_of("Tolls rose , the bridge said , and tolls fell as THE Bridge reopened".split())
    ids = {word: VOCAB.strings[word] for word in ("tolls", "the")}
    assert _indices_of(doc, LOWER, [ids["tolls"]]) == [0, 8]
    assert set(_attribute_table(doc, LOWER).positions) == {ids["tolls"]}  # not every word's
    assert _indices_of(doc, LOWER, [ids["the"], ids["tolls"]]) == [0, 3, 8, 11]
    assert set(_attribute_table(doc, LOWER).positions) == {ids["tolls"], ids["the"]}

def _is_capitalised(word: str) -> bool:
    return word[:1].isupper()


def test_words_where_keeps_each_words_answer_and_reads_the_next_doc_afresh():
    from kg.extract._doc_index import words_where
    first = doc_of("Mara rowed to Kell , then Mara and Oskar rowed back".split())
    second = doc_of("rowing , Oskar said , is what Kell does".split())
    assert words_where(first, _is_capitalised) == [0, 3, 6, 8]
    assert words_where(second, _is_capitalised) == [2, 7]
    assert words_where(first, _is_capitalised) == [0, 3, 6, 8]
    assert words_where(second, str.islower) == [0, 3, 5, 6, 8]


def test_children_and_lemmas_read_the_latest_docs_table_and_follow_a_new_doc():
    from kg.extract.lemmas import doc_lemmas
    first = Doc(VOCAB, words="Ferries sailed".split(), heads=[1, 1], deps=["nsubj", "ROOT"], lemmas=["ferry", "sail"])
    second = Doc(VOCAB, words="The clerk waited".split(), heads=[1, 2, 2], deps=["det", "nsubj", "ROOT"],
                 lemmas=["the", "clerk", "wait"])
    assert [t.text for t in children_of(first[1])] == ["Ferries"]
    assert doc_children.slot[0][0] is first
    assert [t.text for t in children_of(second[2])] == ["clerk"]
    assert [t.text for t in children_of(second[1])] == ["The"]
    assert doc_children.slot[0][0] is second
    assert [t.text for t in children_of(first[1])] == ["Ferries"]
    assert [lemma_of(t) for t in first] == ["ferry", "sail"]
    assert doc_lemmas.slot[0][0] is first
    assert [lemma_of(t) for t in second] == ["the", "clerk", "wait"]
    assert lemma_of(first[0]) == "ferry"


def test_doc_text_and_offsets_come_from_the_docs_arrays_and_cached_tokens():
    from kg.extract._doc_index import doc_index, doc_text
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    text = "Tides rose  at dawn.\n\nThe quay —  flooded! "
    doc = nlp(text)
    assert doc_text(doc) == text == doc.text
    assert doc_index(doc).offsets == tuple(t.idx for t in doc)
    assert doc_index(doc).offsets[:4] == (0, 6, 11, 12)


class TextCountingDoc(Doc):
    """A Doc that counts the reads of ``Doc.text``, which joins every token again each time."""

    reads = 0

    @property
    def text(self) -> str:
        type(self).reads += 1
        return Doc.text.__get__(self)


def test_a_content_ending_on_an_opening_mark_reads_the_cached_text_not_doc_text():
    """'… emphasis on "law.': whether the straight mark opens a quotation is read from the
    text made once per Doc (doc_text), not from Doc.text, which joins the whole article again
    (0.1 s a build of 295 Wikinews articles, for a few hundred such contents)."""
    from kg.extract._doc_index import doc_text
    from kg.extract.statements import _closing_mark_after

    doc = TextCountingDoc(VOCAB, words=["He", "placed", "emphasis", "on", '"', "law", ".", '"'],
                          spaces=[True, True, True, True, False, False, False, False])
    assert doc_text(doc) == 'He placed emphasis on "law."'
    TextCountingDoc.reads = 0
    _closing_mark_after(doc, 0, 6)
    assert TextCountingDoc.reads == 0


class SliceCountingDoc(Doc):
    """A Doc that counts the Spans sliced from it (``doc[a:b]``, as ``Token.sent`` makes them)."""

    slices = 0

    def __getitem__(self, i):  # noqa: ANN001, ANN204
        if isinstance(i, slice):
            type(self).slices += 1
        return Doc.__getitem__(self, i)


def parsed_counting_doc(text: str, entities: bool = True) -> Doc:
    """``text`` analysed by the pipeline, as a SliceCountingDoc (without NER's entities if not ``entities``)."""
    from spacy.attrs import DEP, ENT_IOB, ENT_TYPE, HEAD, LEMMA, POS, SENT_START, TAG

    doc = load_pipeline()(text)
    counting = SliceCountingDoc(doc.vocab, words=[t.text for t in doc], spaces=[bool(t.whitespace_) for t in doc])
    attrs = [TAG, POS, LEMMA, HEAD, DEP, SENT_START] + ([ENT_IOB, ENT_TYPE] if entities else [])
    return counting.from_array(attrs, doc.to_array(attrs))


def test_a_quantitys_sentence_is_cut_from_the_doc_tables_without_a_span():
    """The evidence of a quantity, its sentence without the spaces around it, is read from the
    per-Doc sentence bounds and text: ``token.sent`` slices a Span and ``Span.text`` makes a
    Token per word, once per quantity."""
    from kg.extract.quantities import _sentence_span

    text = "Rain fell.  Floods closed 12 roads near the river. \n\nThe quay flooded."
    doc = parsed_counting_doc(text)
    assert isinstance(doc, SliceCountingDoc)
    twelve = next(t for t in doc_tokens(doc) if t.text == "12")
    SliceCountingDoc.slices = 0
    span = _sentence_span(doc, twelve)
    assert SliceCountingDoc.slices == 0
    assert text[span.start:span.end] == "Floods closed 12 roads near the river."


def test_names_the_gazetteer_knows_are_looked_up_without_slicing_the_doc():
    """Places NER missed ("BRUSSELS" opening a dateline) are looked up in the gazetteer for
    up to four words from each capitalised word: the words' text is cut from the Doc's text,
    not read from a Span sliced for each length."""
    from kg.extract.entities import find_candidates

    # no entity from NER: every place is found by the gazetteer pass alone
    doc = parsed_counting_doc("BRUSSELS (Reuters) - Ministers met in Lyon on Monday. Talks resumed in Tbilisi.", entities=False)
    SliceCountingDoc.slices = 0
    found = {span_text(doc, c.start, c.end): c.type for c in find_candidates(doc, [])}
    assert SliceCountingDoc.slices == 0
    assert found.get("BRUSSELS") == found.get("Lyon") == found.get("Tbilisi") == "Place"


def test_words_capitalised_mid_sentence_ask_opens_sentence_only_after_an_opening_mark(monkeypatch):
    """The words written capitalised where capitals say something (not opening a sentence
    nor a quotation that opens one, not in a line of capitals), read from the Doc's arrays:
    ``opens_sentence`` is asked only of a word after an opening quotation mark."""
    import kg.extract.entities as entities

    asked: list[str] = []
    opens = entities.opens_sentence

    def counted(token):  # noqa: ANN001, ANN202
        asked.append(token.text)
        return opens(token)

    monkeypatch.setattr(entities, "opens_sentence", counted)
    doc = parsed_counting_doc('Findings came late. He said: "Wait for Mara." Then Oslo Council met.\n\nBIG NEWS TODAY\n\nIt rained.')
    named = entities.WordUses(doc, []).capitalised_mid_sentence
    assert asked == ["Wait"]
    assert {"Mara", "Oslo", "Council"} <= named
    assert not named & {"Findings", "He", "Wait", "Then", "BIG", "NEWS", "TODAY", "It"}


def test_whether_words_hold_a_quotation_mark_is_read_from_the_doc_array(monkeypatch):
    """``_Extractor._quoted`` (asked for every candidate cue's content) reads the words' ids from
    the Doc's array, not the text of each word's Token."""
    from types import SimpleNamespace

    import kg.extract.statements as statements

    def no_tokens(doc):  # noqa: ANN001, ANN202
        raise AssertionError("a Token read")

    doc = doc_of(["He", "said", "``", "yes", "''", "and", "“", "no", "”", "."])
    monkeypatch.setattr(statements, "doc_tokens", no_tokens)
    quoted = [statements._Extractor._quoted(SimpleNamespace(doc=doc), start, end)
              for start, end in ((0, 2), (0, 3), (3, 4), (4, 5), (5, 6), (6, 7), (7, 8), (8, 10), (-2, 10))]
    assert quoted == [False, True, False, True, False, True, False, True, True]


def test_a_tokens_sentence_is_one_of_the_docs_sentences_made_once():
    """``sentence_of(token)`` is ``token.sent`` read from the Doc's sentences, made once:
    ``Token.sent`` slices a Span of the token and another of its sentence on every call."""
    doc = parsed_counting_doc("Rain fell. Floods closed 12 roads near the river.\n\nThe quay flooded. It rained.")
    SliceCountingDoc.slices = 0
    sentences = [sentence_of(token) for token in doc_tokens(doc)]
    assert SliceCountingDoc.slices == 0
    assert [(s.start, s.end) for s in sentences] == [(t.sent.start, t.sent.end) for t in doc_tokens(doc)]
    assert len({id(s) for s in sentences}) == len(list(doc.sents)) == 4  # the same Span for a sentence's words


def test_the_entity_and_quantity_rules_slice_no_span_per_candidate():
    """The rules asked of every name (a rank or a role before it, a list of names, a slogan, an
    event's name, a programme) and of every number (its line, its sentence) read the Doc's
    cached Tokens and sentences and cut words' text from the Doc's text: slicing the Doc makes a
    Span, which reads three Tokens to find its characters (about 1.5 µs). On main 44 and 15
    Spans for these three sentences."""
    from kg.extract.entities import extract_entities
    from kg.extract.quantities import extract_quantities

    text = ("Detective Constable Dana Roy told reporters in Leeds on Monday that 12 people were hurt. "
            "Ada Serrano, Joe Estevez and Manuel Giusti of the Port Authority said 3 roads were closed. "
            "Voter Kitty Mak said the World Athletics Championships would go ahead. Roy said 40 officers helped.")
    doc = parsed_counting_doc(text)
    SliceCountingDoc.slices = 0
    entities = extract_entities(doc)
    assert SliceCountingDoc.slices == 0
    assert sorted(e.label for e in entities) == [
        "Ada Serrano", "Dana Roy", "Joe Estevez", "Kitty Mak", "Leeds", "Manuel Giusti", "Port Authority"]
    quantities = extract_quantities(doc, entities, [], "2020-01-01")
    assert SliceCountingDoc.slices == 0
    assert [q.value for q in quantities] == [12, 3, 40]


def test_a_programme_is_read_after_the_names_numbers_and_a_quoted_plan_at_the_names_end():
    """``is_programme`` reads the word after a name's numbers ("the Zarya 3 mission"), and a plan
    in quotation marks from the name's own end (the year right after it), as when it was given a
    Span of the name."""
    from kg.extract.not_names import is_programme

    doc = doc_of(["drills", "dubbed", '"', "Vortex", "2030", '"', "began", ";", "the", "Zarya", "3", "mission", "flew",
                  ";", "the", "Ana", "Lund", "team", "won"])
    assert is_programme(doc, 3, 4, False)  # "Vortex" before a year in quotation marks
    assert is_programme(doc, 9, 10, False)  # "Zarya" numbered, before "mission"
    assert not is_programme(doc, 15, 17, False)  # "Ana Lund" neither numbered nor before a dash


def phrase_matcher_occurrences(doc: Doc, names: dict[str, list[str]]) -> list[tuple[str, int, int]]:
    """What the entity pass read before ``name_occurrences``: a PhraseMatcher on ORTH, its
    matches sorted longest first, then in text order."""
    from spacy.matcher import PhraseMatcher

    phrase = PhraseMatcher(doc.vocab, attr="ORTH")
    for text, words in names.items():
        phrase.add(text, [Doc(doc.vocab, words=words)])
    return [(doc.vocab.strings[m], s, e) for m, s, e in sorted(phrase(doc), key=lambda m: (-(m[2] - m[1]), m[1]))]


def test_a_names_other_occurrences_are_read_from_the_docs_positions_as_a_phrase_matcher_finds_them(monkeypatch):
    """``name_occurrences`` finds each name's words wherever they occur (overlapping too, a name
    inside a longer one), longest first, then in text order, as a PhraseMatcher did, from the
    Doc's positions of each name's first word: no Doc is made, nor a matcher, per article."""
    import kg.extract.entities as entities

    doc = doc_of(["Ana", "Lund", "met", "Lund", "and", "Ana", "Lund", ".", "Lund", "Lund", "Lund", "Oslo"])
    names = {"Ana Lund": ["Ana", "Lund"], "Lund": ["Lund"], "Lund Lund": ["Lund", "Lund"], "Bergen": ["Bergen"]}
    expected = phrase_matcher_occurrences(doc, names)
    monkeypatch.setattr(entities, "PhraseMatcher", None)  # not made
    found = entities.name_occurrences(doc, {text: tuple(doc.vocab.strings[w] for w in words) for text, words in names.items()})
    assert found == expected
    assert found[:4] == [("Ana Lund", 0, 2), ("Ana Lund", 5, 7), ("Lund Lund", 8, 10), ("Lund Lund", 9, 11)]


def test_two_names_of_the_same_words_keep_the_phrase_matchers_order():
    """Two names whose words are the same, spaced differently ("Al-Arabiya", "Al - Arabiya"), match
    the same tokens: which comes first is the PhraseMatcher's, so it still finds them."""
    from kg.extract.entities import name_occurrences

    doc = doc_of(["Al", "-", "Arabiya", "and", "Al", "-", "Arabiya"])
    words = ["Al", "-", "Arabiya"]
    names = {"Al-Arabiya": words, "Al - Arabiya": words}
    found = name_occurrences(doc, {text: tuple(doc.vocab.strings[w] for w in ws) for text, ws in names.items()})
    assert found == phrase_matcher_occurrences(doc, names)
    assert {(s, e) for _, s, e in found} == {(0, 3), (4, 7)} and len(found) == 4
