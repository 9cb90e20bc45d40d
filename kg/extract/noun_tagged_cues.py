"""A verb of saying after its subject that the tagger took for a plural noun, right before a
quotation: 'The U.S. Department of Housing notes, "…"'.

After a long name the tagger may read "notes", "states" or "warns" as a plural noun set beside
the name (an apposition, or the head the name modifies), so no verb frame reaches the quotation
after it. The form shows the verb: a lower-case word ending in "s" whose stem is a verb of
saying, right after a noun, with a comma or colon and an opening quotation mark after it.
"""

from __future__ import annotations

from collections.abc import Collection

from spacy.tokens import Token

from kg.extract.lemmas import lemma_of

__all__ = ["speaker_of_cue_taken_for_noun"]

# What may stand between the cue and the quotation's opening mark.
_BEFORE_QUOTATION = frozenset({",", ":"})
_NOUN_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS"})


def speaker_of_cue_taken_for_noun(word: Token, verbs: Collection[str]) -> Token | None:
    """The head of the noun phrase that speaks when ``word`` is a verb of ``verbs`` (by its
    lemma: "notes" → note, "stresses" → stress) the tagger read as a plural noun right after
    that phrase and before a comma or colon; None for any other word. Whether a quotation opens
    after the comma is the caller's to check."""
    if word.tag_ != "NNS" or not word.is_lower or not word.lower_.endswith("s") or lemma_of(word) not in verbs:
        return None
    doc = word.doc
    if word.i == 0 or word.i + 1 >= len(doc) or doc[word.i + 1].text not in _BEFORE_QUOTATION:
        return None
    before = doc[word.i - 1]
    if before.tag_ not in _NOUN_TAGS:
        return None
    # only a name speaks: after a common noun the plural is as often a noun ('the class notes, "…"')
    if word.dep_ == "appos" and word.head.i < word.i and before in word.head.subtree and word.head.pos_ == "PROPN":
        return word.head  # 'The Department of Housing notes': "notes" set beside the name
    # 'Reed Foods notes', 'The Department of Agriculture notes': the name taken for the noun's modifier
    modifiers = [c for c in word.lefts if c.right_edge.i == word.i - 1 and c.pos_ == "PROPN"]
    return modifiers[0] if modifiers else None
