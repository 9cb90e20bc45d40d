"""Shared parts of the evaluation scripts: finding and loading the corpora, printing figures.

The corpora are read from ``../shared/corpus`` beside the project (or ``--corpus DIR``);
see README-corpora.md for what each figure means.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from kg.corpora import Document, GoldMention
from kg.corpora.ecbplus import (
    ALL_ENTITY_TAG_PREFIXES,
    ECBPLUS_ARCHIVE,
    ECBPLUS_SENTENCES,
    PARTICIPANT_TAG_PREFIXES,
    load_ecbplus,
)
from kg.corpora.meantime import MEANTIME_ARCHIVE, MeantimeCorpus, load_meantime
from kg.evaluate import CoreferenceReport, SpeechReport, System, ValueReport, evaluate_coreference

DEFAULT_CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"
T = TypeVar("T")


@dataclass(frozen=True)
class CorefSet:
    """Documents and gold mentions scored together, under a name for the tables."""

    name: str
    documents: tuple[Document, ...]
    mentions: tuple[GoldMention, ...]
    by_topic: bool = False


def arguments(description: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS, help="the shared corpus folder (default: %(default)s)")
    args = parser.parse_args()
    if not (args.corpus / MEANTIME_ARCHIVE).is_file():
        parser.error(f"no corpus at {args.corpus}: give --corpus DIR (the folder holding meantime/ and ecbplus/)")
    return args


def timed(label: str, action: Callable[[], T]) -> tuple[T, float]:
    start = time.perf_counter()
    result = action()
    seconds = time.perf_counter() - start
    print(f"  [{label}: {seconds:.2f} s]", flush=True)
    return result, seconds


def load_meantime_corpus(corpus: Path) -> MeantimeCorpus:
    return load_meantime(corpus / MEANTIME_ARCHIVE)


def coreference_sets(corpus: Path, meantime: MeantimeCorpus) -> list[CorefSet]:
    """The evaluation sets: ECB+ test topics (participants; all entity tags) and MEANTIME."""
    ecb = load_ecbplus(corpus / ECBPLUS_ARCHIVE, corpus / ECBPLUS_SENTENCES, tag_prefixes=PARTICIPANT_TAG_PREFIXES)
    ecb_all = load_ecbplus(corpus / ECBPLUS_ARCHIVE, corpus / ECBPLUS_SENTENCES, tag_prefixes=ALL_ENTITY_TAG_PREFIXES)
    named = tuple(m for m in meantime.mentions if m.syntactic_type in ("NAM", "PRE.NAM"))
    return [
        CorefSet("ECB+ test, participants", ecb.documents, ecb.mentions),
        CorefSet("ECB+ test, participants, gold topics", ecb.documents, ecb.mentions, by_topic=True),
        CorefSet("ECB+ test, all entity tags", ecb_all.documents, ecb_all.mentions),
        CorefSet("MEANTIME, all entity mentions", meantime.documents, meantime.mentions),
        CorefSet("MEANTIME, named mentions", meantime.documents, named),
    ]


def run_coreference(system_name: str, system: System, sets: Sequence[CorefSet]) -> list[tuple[str, CoreferenceReport, float]]:
    rows = []
    for entry in sets:
        report, seconds = timed(
            f"{system_name} on {entry.name}",
            lambda entry=entry: evaluate_coreference(entry.documents, entry.mentions, system, by_topic=entry.by_topic),
        )
        rows.append((entry.name, report, seconds))
    return rows


def print_coreference(system_name: str, rows: Sequence[tuple[str, CoreferenceReport, float]]) -> None:
    print(f"\n### Cross-document coreference: {system_name}\n")
    print("| set | docs | gold mentions | chains | MUC F1 | B³ F1 | CEAF-e F1 | CoNLL F1 | matched exact/head/none | seconds |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |")
    for name, report, seconds in rows:
        s, m = report.scores, report.matching
        print(
            f"| {name} | {report.documents} | {m.gold} | {report.gold_chains} | {100 * s.muc.f1:.1f} | "
            f"{100 * s.b_cubed.f1:.1f} | {100 * s.ceaf_e.f1:.1f} | **{100 * s.conll_f1:.1f}** | "
            f"{m.exact}/{m.head}/{m.unmatched} | {seconds:.2f} |"
        )
    print("\nP/R per metric (MUC, B³, CEAF-e):")
    for name, report, _ in rows:
        s = report.scores
        parts = ", ".join(f"{label} P {100 * p.precision:.1f} R {100 * p.recall:.1f}" for label, p in (("MUC", s.muc), ("B³", s.b_cubed), ("CEAF-e", s.ceaf_e)))
        print(f"- {name}: {parts}")


def print_speech(system_name: str, report: SpeechReport, seconds: float, top: int = 12) -> None:
    print(f"\n### MEANTIME speech events (fully annotated part): {system_name}\n")
    print(
        f"gold speech events {report.gold_events} (with an Arg0 speaker {report.gold_with_speaker}); "
        f"found {report.found} (recall {100 * report.recall:.1f}%); "
        f"speaker right on {report.speaker_right} of {report.found_with_speaker} found events with a gold speaker "
        f"({100 * report.speaker_accuracy:.1f}%); statements {report.statements}, on a gold event "
        f"{report.statements_on_gold} ({100 * report.precision:.1f}%), after the annotated part (not scored) "
        f"{report.statements_unscored}; {seconds:.2f} s"
    )
    print("by cue (gold/found): " + ", ".join(f"{cue} {n}/{hit}" for cue, n, hit in report.by_cue[:top]))


def print_values(system_name: str, report: ValueReport, seconds: float) -> None:
    print(f"\n### MEANTIME value spans: {system_name}\n")
    by_type = ", ".join(f"{t} {hit}/{n}" for t, n, hit in report.by_type)
    print(
        f"gold spans {report.gold}; found {report.found} (recall {100 * report.recall:.1f}%; exact {report.exact}); "
        f"by type {by_type}; system spans {report.system}, on gold {report.system_on_gold} "
        f"({100 * report.precision:.1f}%), after the annotated part (not scored) {report.system_unscored}; {seconds:.2f} s"
    )
