"""Sports pages: results lines, fixtures and standings tables name teams.

A results line ("Chelsea 2 Everton 2", "Chelsea 2-1 Everton") or a fixture ("OAKLAND AT
BOSTON", "Leeds v Chelsea") is two sides; a row of a standings table ("NEW YORK 72 53 .576")
is a team. The rules read the shape of a line, never particular names, so they hold on
pages never seen. ``kg.extract.entities`` types what they find.
"""

from __future__ import annotations

import re

from bisect import bisect_left

from spacy.attrs import IS_SPACE
from spacy.tokens import Doc, Token

from kg.extract._doc_index import doc_tokens, indices_written, latest_doc_only
from kg.furniture import DATELINE
from kg.gazetteer import is_nation

__all__ = ["COACH_MODIFIERS", "MATCH_VERBS", "TEAM_AFTER", "TEAM_BEFORE", "WIN_NOUNS", "fixture_sides", "is_beaten_side", "lines_of", "score_line_sides",
           "standings_names", "standings_rows"]

# Words after a town's name that make it its team or another organisation named after it,
# even where the gazetteer knows the town ("Caloundra coach", "Hamburg captain").
TEAM_AFTER = {"coach", "captain", "side", "squad", "team", "manager", "striker", "goalkeeper", "defender", "midfielder"}
# Nouns of a side in lower case before its name, which a town takes only as its side
# ("league champions Milan", "title hopefuls Liverpool", "northern side Braga"); plurals, as a
# side takes them, where a person takes the singular ("champion Ana Ruiz").
TEAM_BEFORE = {"champions", "rivals", "hopefuls", "leaders", "holders", "opponents", "strugglers", "favourites",
               "favorites", "visitors", "giants", "minnows", "newcomers", "side", "outfit"}
# Verbs of a match: their subject and object are sides ("Caloundra defeated Maroochydore").
MATCH_VERBS = {"defeat", "beat", "draw", "thrash", "edge", "overcome", "host"}
# Nouns of a match's result that name the beaten side after "over": "a 22 points to 10 win over Maroochydore".
WIN_NOUNS = {"win", "victory", "triumph"}
# Words between a side's name and its coach: "Maroochydore assistant coach Ben Radmall".
COACH_MODIFIERS = {"assistant", "head", "interim", "caretaker"}


def is_beaten_side(preposition) -> bool:  # noqa: ANN001
    """The preposition before a side in a match report: "against Noosa", "a win over Maroochydore"."""
    return preposition.lower_ == "against" or preposition.lower_ == "over" and preposition.head.lemma_.lower() in WIN_NOUNS


@latest_doc_only
def lines_of(doc: Doc) -> tuple[tuple[Token, ...], ...]:
    """The tokens of each line of the text (spaces left out).

    Remembered for the latest Doc: the sports and entity rules read an article's lines
    several times, and walking the Doc makes every Token afresh.
    """
    tokens = doc_tokens(doc)
    # (a token's whitespace_ is " " or "": only a space token holds a line break)
    spaces = [i for i, space in enumerate(doc.to_array(IS_SPACE).tolist()) if space]
    lines: list[tuple[Token, ...]] = []
    start = 0
    for end in [*(i for i in spaces if "\n" in tokens[i].text), len(tokens)]:
        first_space = bisect_left(spaces, start)
        if first_space == len(spaces) or spaces[first_space] >= end:
            lines.append(tokens[start:end])  # no space token inside: the line is a slice
        else:
            lines.append(tuple(tokens[k] for k in range(start, end) if not tokens[k].is_space))
        start = end + 1
    return tuple(line for line in lines if line)


# Sports a wire story's headline opens with, in capitals: "TENNIS - RESULTS AT …", "MOTOR RACING - …".
SPORT_HEADINGS = {"soccer", "football", "tennis", "rugby", "baseball", "basketball", "cricket", "golf", "cycling",
                  "athletics", "boxing", "hockey", "rallying", "motorcycling", "motor", "racing", "skiing", "swimming",
                  "rowing", "squash", "badminton", "yachting", "sailing", "volleyball", "handball", "snooker", "judo",
                  "wrestling", "triathlon", "equestrianism", "alpine"}


HEADING_WORDS = frozenset(SPORT_HEADINGS | {"union", "league"})
HEADING_DASHES = frozenset({"-", "--", "–"})


def sport_heading_end(doc: Doc, i: int) -> int:
    """Where the sport heading a headline ends, after its dash ("RUGBY UNION - NEW ZEALAND WIN"),
    when token ``i`` is a word or the dash of one; else 0. The heading opens a line, in capitals."""
    tokens = doc_tokens(doc)
    # the heading's words run from its start to its dash, through ``i``: any other word is in
    # no heading, and is told so at once (the entity rules ask of every name word, 36 k a build)
    text = tokens[i].text
    if text not in HEADING_DASHES and not (text.isupper() and tokens[i].lower_ in HEADING_WORDS):
        return 0
    start = i
    while not line_starts_at(doc, start) and tokens[start - 1].lower_ in HEADING_WORDS:
        start -= 1
    if not line_starts_at(doc, start):
        return 0
    end = start
    while end < len(doc) and tokens[end].text.isupper() and (
            tokens[end].lower_ in SPORT_HEADINGS or end > start and tokens[end].lower_ in {"union", "league"}):
        end += 1
    if start < end < len(doc) and tokens[end].text in HEADING_DASHES and i <= end:
        return end + 1
    return 0


def line_starts_at(doc: Doc, i: int) -> bool:
    tokens = doc_tokens(doc)
    return i == 0 or "\n" in tokens[i - 1].whitespace_ or (tokens[i - 1].is_space and "\n" in tokens[i - 1].text)


def is_score(token) -> bool:  # noqa: ANN001
    return bool(re.fullmatch(r"\d{1,3}(?:-\d{1,3})?", token.text))


def score_line_sides(doc: Doc) -> list[tuple[int, int]]:
    """The two sides of each results line, "Chelsea 2 Everton 2" or "Chelsea 2-1 Everton".

    A line that is exactly a name, its score, a name and its score (or two names around one
    score "2-1", or around "at", "v", "vs") reports a match; its names are the sides, found
    here whatever NER made of the line (it often runs them into one name with the scores).
    """
    sides = []
    for line in lines_of(doc):
        if sport_heading_end(doc, line[0].i):
            continue  # a headline: "TENNIS - RESULTS AT TOSHIBA CLASSIC"
        # a closing remark in brackets is not part of the result: "Suwon 4 Pusan 0 (halftime 2-0)"
        # (a bracketed country is the player's: "Qualifier vs. Ana Ruiz (Spain)" is no fixture of sides)
        if line[-1].text == ")" and any(t.text == "(" for t in line):
            opening = max(i for i, t in enumerate(line) if t.text == "(")
            if any(t.is_lower or t.like_num for t in line[opening + 1:-1]):
                line = line[:opening]
        # read as the loop goes: it stops at the first lower-case word, and most lines are prose
        words = (t for t in line if t.text not in {".", "(", ")"})
        runs: list[tuple[str, int, int]] = []
        for token in words:
            kind = "9" if is_score(token) else "v" if token.lower_ in {"at", "v", "vs", "vs.", "versus"} else (
                "N" if token.text[:1].isupper() or token.text in {"&", "'s", "-"} and runs and runs[-1][0] == "N" else "x")
            if kind == "x" or len(runs) > 4:
                runs = []  # a lower-case word, or a fifth run: prose, not a results line
                break
            if runs and runs[-1][0] == kind == "N" and runs[-1][2] == token.i:
                runs[-1] = ("N", runs[-1][1], token.i + 1)
            else:
                runs.append((kind, token.i, token.i + 1))
        pattern = "".join(kind for kind, _, _ in runs)
        # "OAKLAND AT BOSTON", "Leeds v Chelsea": a fixture, in a list of fixtures
        if pattern in {"N9N9", "N9N", "NvN"} and (pattern != "N9N" or "-" in doc[runs[1][1]].text):
            sides.extend((start, end) for kind, start, end in runs if kind == "N")
    return sides


FIXTURE_WORDS = {"v", "vs", "vs."}
# What may stand around a fixture in a list: "English division one - Leeds v Hull, Bury v Wigan;"
FIXTURE_BOUNDS = {",", ";", "-", ":"}


def fixture_sides(doc: Doc) -> list[tuple[int, int]]:
    """The sides of each fixture "A v B" in a list of them ("Ipswich v Hull, Port Vale v Oxford,
    Reading v Stoke"): runs of capitalised words around "v" or "vs", each run bounded by the
    line's ends, a comma, a semicolon, a dash or a colon (or, after the second, a lower-case word:
    "Bristol City v Blackpool late kickoff")."""
    sides: list[tuple[int, int]] = []
    if not indices_written(doc, FIXTURE_WORDS, lower=True):
        return sides  # most articles: no "v" nor "vs" anywhere, so no line to walk
    for line in lines_of(doc):
        if sport_heading_end(doc, line[0].i):
            continue  # a headline: "CRICKET - ENGLAND V PAKISTAN FINAL TEST SCOREBOARD"
        for k, token in enumerate(line):
            if token.lower_ not in FIXTURE_WORDS or k == 0 or k == len(line) - 1:
                continue
            start = k
            while start > 0 and is_side_word(line[start - 1]):
                start -= 1
            end = k + 1
            while end < len(line) and is_side_word(line[end]):
                end += 1
            if start == k or end == k + 1:
                continue
            if start > 0 and line[start - 1].text not in FIXTURE_BOUNDS:
                continue
            # (a side before a bracket is left alone: "Qualifier vs. Ana Ruiz (Spain)" is a player's draw)
            if end < len(line) and (line[end].text not in FIXTURE_BOUNDS | {")", "."} and not line[end].is_lower or line[end].text == "("):
                continue
            sides.extend([(line[start].i, token.i), (token.i + 1, line[end - 1].i + 1)])
    return sides


def is_side_word(token) -> bool:  # noqa: ANN001
    return token.lower_ not in FIXTURE_WORDS and (token.is_alpha and token.text[:1].isupper() or token.text.isdigit() and len(token.text) == 4)


# A figure of a standings row: a count, a difference, a winning share (".561"), games behind
# ("14 1/2"); not a decimal with an integer part, which is a player's average ("69.00") or a poll's share.
STANDING = re.compile(r"[+-]?\d+|\.\d+|\d+/\d+|\d+-\d+")


def standings_names(doc: Doc) -> list[tuple[int, int]]:
    """The name opening each row of a standings table, "Hollin Rovers 4 2 0 2 5 7 6" or
    "NEW YORK 74 58 .561": one to four capitalised words, then three or more numbers and
    nothing else, one of them a single digit or a fraction (a golfer's rounds, "Ann Lee 71 69
    70", are all two-digit; a batting average, "Ann Lee 3 5 0 162 64 32.40", has decimals). Found whatever NER made of the line (it splits "Hollin Rovers"
    into a person or runs the numbers in)."""
    names = []
    for line in lines_of(doc):
        end = 0
        while end < len(line) and end < 5 and (line[end].text[:1].isupper() and line[end].is_alpha
                                                or end and line[end].text in {".", "-", "'", "&"}):
            end += 1
        rest = line[end:]
        if not 1 <= end <= 4 or not line[end - 1].is_alpha or len(rest) < 3:
            continue
        if all(STANDING.fullmatch(t.text) for t in rest) and any(re.fullmatch(r"\d|\.\d+", t.text) for t in rest):
            names.append((line[0].i, line[end - 1].i + 1))
    return names


def standings_rows(doc: Doc, candidates: list) -> list:  # candidates: kg.extract.entities.Candidate
    """A row of a standings table, "NEW YORK 74 58 .561": a town there is the team named after it."""
    rows = []
    starts = {c.start: c for c in candidates}
    for line in lines_of(doc):
        first = starts.get(line[0].i)
        if first is None or first.evidence != "gazetteer" or is_nation(doc[first.start:first.end].text):
            continue
        rest = [t for t in line if t.i >= first.end]
        if DATELINE.match(doc[line[0].i:line[-1].i + 1].text):
            continue  # "LISBON 2021-11-04" is where the story was filed
        if len(rest) >= 2 and all(t.like_num or re.fullmatch(r"[\d.\-+/]+", t.text) for t in rest):
            rows.append(first)
    return rows
