"""A quotation credited to whose words it is, with no verb of saying: 'In the words of Tom Reed,
"…"', 'and, in Ortiz's own words, "…"'.

The phrase "in the words of X" (or "in X's words", also "in Reyes’ words", the apostrophe
alone after a final s) before a quotation names its speaker as
"according to X" does; news writes it where the quoted words stand on their own, so no cue
frame reaches them. Only a quotation that opens right after the phrase (a comma or colon
between) is read: 'The pier, in her words, was "a trap"' quotes two words of a clause the
writer frames, and is left to the partial-quote rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.tokens import Doc, Token

from kg.extract._doc_index import children_of, indices_written

__all__ = ["WordsOfPhrase", "quotation_opening_after", "words_of_phrases"]

# What may stand between the phrase and the quotation's opening mark.
_BETWEEN = " \t,:"


@dataclass(frozen=True, slots=True)
class WordsOfPhrase:
    """'in the words of X': the preposition, the noun 'words', the holder and where the phrase ends."""

    preposition: Token
    words: Token
    holder: Token
    end: int  # character offset just after the phrase's last word


def _holder(words: Token) -> Token | None:
    """X in 'in X's words' (the possessor) or 'in the words of X' (the object of 'of')."""
    for child in children_of(words):
        if child.dep_ == "poss":
            return child
    bare = _bare_possessor(words)
    if bare is not None:
        return bare
    for child in children_of(words):
        if child.dep_ == "prep" and child.lower_ == "of":
            objects = [g for g in children_of(child) if g.dep_ == "pobj" and g.pos_ in {"NOUN", "PROPN", "PRON"}]
            if objects:
                return objects[0]
    return None


def _bare_possessor(words: Token) -> Token | None:
    """X in 'in Reyes’ words': a possessive written with the apostrophe alone after a final
    s, which the tagger reads as a closing quotation mark and so hangs X elsewhere; the noun
    or name the apostrophe is glued to, right before 'words'."""
    doc = words.doc
    if words.i < 2:
        return None
    mark, owner = doc[words.i - 1], doc[words.i - 2]
    if mark.text not in {"’", "'"} or owner.whitespace_ or not owner.lower_.endswith("s"):
        return None
    return owner if owner.pos_ in {"NOUN", "PROPN"} else None


def words_of_phrases(doc: Doc) -> list[WordsOfPhrase]:
    """Every 'in the words of X' / 'in X's words' phrase of ``doc``, in text order."""
    found = []
    for i in sorted(indices_written(doc, ("words",), lower=True)):
        words = doc[i]
        preposition = words.head
        if words.dep_ != "pobj" or preposition.lower_ != "in":
            continue
        holder = _holder(words)
        if holder is None:
            continue
        last = preposition.right_edge
        found.append(WordsOfPhrase(preposition, words, holder, last.idx + len(last.text)))
    return found


def quotation_opening_after(text: str, phrase: WordsOfPhrase) -> int:
    """The offset of the first character after the phrase and its comma or colon: where the
    quotation it credits must open."""
    at = phrase.end
    while at < len(text) and text[at] in _BETWEEN:
        at += 1
    return at
