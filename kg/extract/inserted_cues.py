"""Cues set off by commas inside or after the clause they report, which the parser misread.

"The new levy, Ortiz said, will close the ferry line", "Fishermen, the mayor noted, have
already left": news style inserts the speaker and the verb between commas in the middle of the
reported clause. When the parser reads the frame, the cue's clause is its head and the rules
of ``kg.extract.statements`` (``_parenthetical``, ``_cue_inside_its_clause``) take the whole
clause as the content. The parser often does not: it hangs the cue on the clause's subject (as
a parataxis, an apposition, a relative clause) or makes it the sentence's root with the clause
as a loose dependent, and no rule then finds what is reported. The words still say it: a
subject phrase set off by commas, the verb right after it and a comma right after the verb (or
a word of time: "said on Monday,"), with the sentence's words before the first comma and a
finite verb after the second. The content is the sentence around the cue, as the rules above
give it.

On PolNeAR train such frames of the hand lists' verbs that no other rule reads make 10
statements, all 10 covering half of an annotated Content, and 8 attributions found that nothing
found before.

"The closure signals "the end" for the town, said Ana Ortiz, the mayor": an inverted cue after
the clause it reports, its speaker after it, where the parser hung the clause's subject on the cue
as a second subject (the clause's verb read as a noun, or its subject left to the cue). The
speaker is the subject after the cue, the content the sentence up to the comma before it
(``inverted_cue_after_clause``); on PolNeAR train 3 statements, all 3 covering half of an
annotated Content that nothing found before.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract._doc_index import children_of, sentence_bounds

__all__ = ["clause_around_inserted_cue", "inverted_cue_after_clause"]

FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})
# Words a cue may have between itself and the comma after it: "said on Monday,", "wrote later,".
TIME_WORDS_POS = frozenset({"ADV", "ADP", "NOUN", "PROPN", "DET", "NUM"})
TIME_ENTITIES = frozenset({"DATE", "TIME"})
MAX_TIME_WORDS = 3


def _closing_comma(verb: Token, last: int) -> int | None:
    """The index of the comma right after the cue (past a word or two of time), if any."""
    doc = verb.doc
    i = verb.i + 1
    while i < last and i - verb.i <= MAX_TIME_WORDS and doc[i].text != ",":
        word = doc[i]
        if word.pos_ == "ADV" or word.pos_ in TIME_WORDS_POS and word.ent_type_ in TIME_ENTITIES:
            i += 1
            continue
        return None
    return i if i < last and doc[i].text == "," else None


def clause_around_inserted_cue(verb: Token) -> tuple[int, int] | None:
    """The sentence around a cue inserted between commas (its tokens ``doc[start:end]``, the cue
    and its speaker among them, as for '"A," he said, "B"'), when the parser did not hang the cue
    on the clause it reports; None for any other frame."""
    doc = verb.doc
    first, last = sentence_bounds(verb)
    while first < verb.i and doc[first].is_space:
        first += 1
    subjects = [c for c in children_of(verb) if c.dep_ == "nsubj" and c.i < verb.i]
    if not subjects:
        return None
    subject = subjects[-1]  # the nearest: the parser may give the clause's own subject to the cue too
    opening = subject.left_edge.i - 1
    # the speaker's phrase is all there is between the opening comma and the verb, and the
    # reported clause has begun before it
    if opening <= first or doc[opening].text != "," or any(t.pos_ != "ADV" for t in doc[subject.right_edge.i + 1 : verb.i]):
        return None
    closing = _closing_comma(verb, last)
    if closing is None:
        return None
    # the clause goes on after the cue: a finite verb before the next comma or the sentence's end
    goes_on = False
    for word in doc[closing + 1 : last]:
        if word.text == ",":
            break
        if word.tag_ in FINITE_TAGS:
            goes_on = True
            break
    if not goes_on:
        return None
    end = last
    while end > first and (doc[end - 1].is_punct or doc[end - 1].is_space):
        end -= 1
    return first, end


def inverted_cue_after_clause(verb: Token) -> tuple[Token, tuple[int, int]] | None:
    """The speaker and the reported clause (its tokens ``doc[start:end]``) of '…, said X.' when the
    parser gave the cue two subjects, the clause's before it and the speaker's after it; None for
    any other frame. The speaker's phrase opens right after the cue and ends the sentence, and a
    comma sets the cue off from the clause."""
    doc = verb.doc
    if verb.pos_ != "VERB" or verb.i == 0 or doc[verb.i - 1].text != ",":
        return None
    subjects = [c for c in children_of(verb) if c.dep_ == "nsubj"]
    before = [c for c in subjects if c.i < verb.i]
    after = [c for c in subjects if c.i > verb.i]
    if not before or not after:
        return None
    speaker = after[0]
    first, last = sentence_bounds(verb)
    while last > verb.i and (doc[last - 1].is_punct or doc[last - 1].is_space):
        last -= 1
    if speaker.left_edge.i != verb.i + 1 or speaker.right_edge.i + 1 < last:
        return None
    while first < verb.i and doc[first].is_space:
        first += 1
    end = verb.i - 1  # the comma
    return (speaker, (first, end)) if end > first else None
