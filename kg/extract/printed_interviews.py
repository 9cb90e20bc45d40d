"""The answers of an interview printed as questions and answers.

"Q: Why is the wall late?" / "A: Because the storms came early, I think.": newspapers print
interviews with a "Q:" (or "Q.", or a "Q" glued to the question: "QWhy …") before each question
and an "A:" before each answer. Each answer is the words of the one interviewed, whom the
headline or the introduction names; ``kg.extract.statements`` makes them statements
(``statement.transcript``) of the first person it names there as a clause's subject, else of
the first person it names.

On PolNeAR train (3 such interviews): 37 statements, 31 covering half of an annotated Content,
all with the right speaker; attributions found 13,767 -> 13,883. The 6 others are short answers
("Yes.", "No!") that the annotators left out.
"""

from __future__ import annotations

import re
from typing import NamedTuple

__all__ = ["Answer", "printed_answers"]

# A paragraph opening with "A:" or "A." is an answer; one opening with "Q:", "Q." or a "Q"
# glued to the question's first word a question.
ANSWER_LINE = re.compile(r"(?m)^[ \t]*(?P<tag>A[:.])[ \t]+(?P<words>\S[^\n]*)")
QUESTION_LINE = re.compile(r"(?m)^[ \t]*Q(?:[:.][ \t]+|(?=[A-Z][a-z’']))\S")


class Answer(NamedTuple):
    tag: tuple[int, int]  # the "A:"
    words: tuple[int, int]  # the answer's words, over its paragraphs


def printed_answers(text: str) -> tuple[int, list[Answer]]:
    """Where the first question opens and the answers of ``text``, when it is an interview
    printed as questions and answers (two answers or more, and a question); (-1, []) otherwise.

    An answer of several paragraphs runs to the next question or answer; the last one to the end
    of its paragraph (what follows the interview is the article's own text)."""
    answers = list(ANSWER_LINE.finditer(text))
    questions = [m.start() for m in QUESTION_LINE.finditer(text)]
    if len(answers) < 2 or not questions:
        return -1, []
    found = []
    for match, after in zip(answers, answers[1:] + [None]):
        start, end = match.start("words"), match.end("words")
        following = [q for q in questions if q > end] + ([after.start()] if after is not None else [])
        if following:
            end = min(following)
        while end > start and text[end - 1].isspace():
            end -= 1
        found.append(Answer(match.span("tag"), (start, end)))
    return questions[0], found
