"""Every kind of input a build reads, each sent to its reader.

    files and folders  .txt .md .html .json .jsonl   kg.ingest
    tables             .csv .tsv                     kg.ingest_csv
    the web            page URLs, feeds (.rss .atom .xml, or a feed's URL)   kg.ingest_web

Problems come out as ``Skipped`` (file, reason) and oddities as ``Notice``, never as
exceptions, so one bad input never sinks a batch. A file in a folder that no reader takes
gets a notice ("skipped: .pdf is not a supported input").
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from kg.errors import InputError
from kg.ingest import SUFFIXES, Item, Notice, Skipped, discover, read_file, unexpected
from kg.ingest_csv import CSV_SUFFIXES, CsvColumns, read_csv
from kg.ingest_web import FEED_SUFFIXES, is_url, read_feed, read_url

ALL_SUFFIXES = SUFFIXES | CSV_SUFFIXES | FEED_SUFFIXES


@dataclass(frozen=True)
class InputOptions:
    """How inputs are read (not what is extracted from them)."""

    csv: CsvColumns = CsvColumns()
    allow_private: bool = False  # fetch URLs on loopback and private networks (kg.ingest_web)


def read_path(path: Path, options: InputOptions) -> Iterator[Item]:
    suffix = path.suffix.lower()
    try:
        if suffix in CSV_SUFFIXES:
            yield from read_csv(path, options.csv)
        elif suffix in FEED_SUFFIXES:
            yield from read_feed(path, options.allow_private)
        else:
            yield from read_file(path)
    except InputError as exc:
        yield Skipped(exc.source, exc.reason)
    except Exception as exc:  # noqa: BLE001  (one file that trips a bug never sinks a batch)
        yield Skipped(str(path), unexpected(exc))


def read_inputs(paths: Iterable[str | os.PathLike[str]], options: InputOptions = InputOptions()) -> Iterator[Item]:
    """Articles, skips and notices from files, folders and URLs, in a stable order."""
    for raw in paths:
        if is_url(str(raw)):
            try:
                yield from read_url(str(raw), options.allow_private)
            except Exception as exc:  # noqa: BLE001  (one input that trips a bug never sinks a batch)
                yield Skipped(str(raw), unexpected(exc))
            continue
        for found in discover([raw], ALL_SUFFIXES):
            if isinstance(found, (Skipped, Notice)):
                yield found
            else:
                yield from read_path(found, options)
