"""Whole ECB+ articles of the development topics, as a reader would see them, for the
measures evaluation (``kg.evaluate.measures``).

``kg.corpora.ecbplus`` keeps only the sentences the corpus annotated for coreference;
numbers are everywhere in an article (the title, the dateline, the background paragraph),
so this reader keeps every sentence. ECB+ splits numbers into tokens ("6 . 1", "120 , 000",
"6 . 1 - magnitude", "US$ 5 . 4 - billion"), which no reader of news ever sees, so the
tokens are joined back: a point or a comma between digits (three digits after a comma), and
a hyphen between two words, take no spaces; everything else is spaced as
``kg.corpora.rebuild_text`` spaces it.

**Topics 36–45 are refused**: they are the held-out test topics, kept to measure kg on
events nobody tuned it to. Asking for one raises ``InputError`` before the archive is
opened, and the archive's members of those topics are never extracted.
"""

from __future__ import annotations

import re
import tarfile
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from kg.corpora import rebuild_text
from kg.corpora.ecbplus import ECBPLUS_ARCHIVE, TEST_TOPICS
from kg.errors import InputError

__all__ = ["DEVELOPMENT_TOPICS", "EcbArticle", "join_number_tokens", "load_ecbplus_articles"]

# Topics 1-35 as distributed (15 and 17 are not in the archive).
DEVELOPMENT_TOPICS = tuple(str(t) for t in range(1, 36))
ARCHIVE = ECBPLUS_ARCHIVE
_MEMBER = re.compile(r"^ECB\+/(\d+)/(\d+)_(\d+ecb(?:plus)?)\.xml$")


@dataclass(frozen=True, slots=True)
class EcbArticle:
    """One ECB+ file: ``doc_id`` is its stem ("20_1ecbplus"); ``subtopic`` tells the two
    events of a topic apart ("20/ecb", "20/ecbplus")."""

    doc_id: str
    topic: str
    subtopic: str
    text: str


def join_number_tokens(tokens: Sequence[str]) -> list[str]:
    """Tokens with the split numbers and hyphenated words of ECB+ put back together.

    ["6", ".", "1", "-", "magnitude"] -> ["6.1-magnitude"]; ["120", ",", "000"] -> ["120,000"].
    """
    joined: list[str] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if joined and i + 1 < len(tokens):
            previous, following = joined[-1], tokens[i + 1]
            decimal = token == "." and previous[-1:].isdigit() and following[:1].isdigit()
            thousands = token == "," and previous[-1:].isdigit() and re.fullmatch(r"\d{3}(?!\d)\w*", following)
            hyphen = token == "-" and previous[-1:].isalnum() and following[:1].isalnum()
            if decimal or thousands or hyphen:
                joined[-1] = previous + token + following
                i += 2
                continue
        joined.append(token)
        i += 1
    return joined


def _refuse_test_topics(topics: Iterable[str]) -> tuple[str, ...]:
    topics = tuple(str(t) for t in topics)
    held_out = sorted(set(topics) & set(TEST_TOPICS), key=int)
    if held_out:
        raise InputError(f"ECB+ topics {', '.join(held_out)}",
                         "held out (topics 36-45 measure kg on events nobody tuned it to); never read them")
    return topics


def load_ecbplus_articles(corpus: Path, topics: Iterable[str] = DEVELOPMENT_TOPICS) -> list[EcbArticle]:
    """Every article of the given development topics, ordered by topic and file.

    Args:
        corpus: the shared corpus folder (holding ``ecbplus/ECB+.tar.xz``).
        topics: topic numbers as strings, from 1-35.

    Raises:
        InputError: a held-out topic was asked for, or the archive cannot be read.
    """
    wanted = set(_refuse_test_topics(topics))
    archive = Path(corpus) / ARCHIVE
    articles: list[EcbArticle] = []
    try:
        with tarfile.open(archive, "r:*") as tar:
            for member in tar:
                match = _MEMBER.match(member.name)
                if not member.isfile() or match is None or match.group(1) not in wanted:
                    continue  # another topic's member is never extracted
                content = tar.extractfile(member).read()  # type: ignore[union-attr]
                articles.append(_article(content, f"{match.group(2)}_{match.group(3)}", match.group(1), archive))
    except (OSError, tarfile.TarError) as exc:
        raise InputError(str(archive), f"cannot read the corpus archive ({exc}); check the path") from exc
    return sorted(articles, key=lambda a: (int(a.topic), a.subtopic, _file_number(a.doc_id)))


def _file_number(doc_id: str) -> int:
    return int(re.search(r"_(\d+)", doc_id).group(1))  # type: ignore[union-attr]


def _article(content: bytes, doc_id: str, topic: str, archive: Path) -> EcbArticle:
    try:
        root = ET.fromstring(content)
    except ET.ParseError as exc:
        raise InputError(f"{archive}:{doc_id}", f"not well-formed XML ({exc})") from exc
    by_sentence: dict[int, list[ET.Element]] = defaultdict(list)
    for token in root.iter("token"):
        by_sentence[int(token.get("sentence", "-1"))].append(token)
    sentences = [join_number_tokens([t.text or "" for t in sorted(tokens, key=lambda t: int(t.get("number", "0")))])
                 for _, tokens in sorted(by_sentence.items())]
    text, _ = rebuild_text(sentences, "natural")
    subtopic = f"{topic}/{'ecbplus' if doc_id.endswith('plus') else 'ecb'}"
    return EcbArticle(doc_id, topic, subtopic, text)
