"""Articles from a CSV (or TSV) file: one article per row.

The text is in the column named ``text`` unless ``--text-column`` names another; the
metadata are read from the columns named ``title``, ``url``, ``published`` and
``publisher``, each renamed with ``--column FIELD=NAME`` (``--column published=date``).
Other columns are ignored. A row without text, or with a date that is not ISO 8601, is
skipped with the file and row named (``file.csv:12``); the other rows are built.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from kg.errors import InputError
from kg.ingest import METADATA_FIELDS, Item, Notice, Skipped, decode, make_article, metadata_from, read_bytes

CSV_SUFFIXES = {".csv", ".tsv"}
# a cell as large as an article; the csv module's default (128 kB) is below MAX_ARTICLE_BYTES
csv.field_size_limit(50_000_000)


@dataclass(frozen=True)
class CsvColumns:
    """Which columns of a CSV hold the text and the metadata."""

    text: str = "text"
    metadata: tuple[tuple[str, str], ...] = ()  # (field, column) renames: ("published", "date")

    def column_of(self, field: str) -> str:
        return dict(self.metadata).get(field, field)

    @classmethod
    def parse(cls, text_column: str | None, renames: list[str] | None) -> CsvColumns:
        """From ``--text-column`` and ``--column FIELD=NAME`` arguments.

        Raises:
            InputError: a rename that is not FIELD=NAME with a known field.
        """
        pairs = []
        for item in renames or []:
            field, sep, column = item.partition("=")
            if not sep or field not in METADATA_FIELDS or not column:
                raise InputError("--column", f"expected FIELD=NAME with FIELD one of {', '.join(METADATA_FIELDS)}, got {item!r}")
            pairs.append((field, column))
        return cls(text_column or "text", tuple(pairs))


def read_csv(path: Path, columns: CsvColumns = CsvColumns()) -> Iterator[Item]:
    """The articles of a CSV or TSV file, row by row."""
    source = str(path)
    text, notice = decode(read_bytes(path, None), source)
    if notice:
        yield Notice(source, notice)
    dialect = "excel-tab" if path.suffix.lower() == ".tsv" else "excel"
    # newline="": the csv module reads line ends itself (a lone "\r" in a field is no error)
    reader = csv.DictReader(io.StringIO(text.lstrip("\ufeff"), newline=""), dialect=dialect)
    header = reader.fieldnames or []
    if columns.text not in header:
        shown = ", ".join(header[:12]) + (" …" if len(header) > 12 else "")
        raise InputError(source, f"no column {columns.text!r} (columns: {shown}); name the text column with --text-column")
    for row in reader:
        where = f"{source}:{reader.line_num}"
        try:
            record = {field: row.get(columns.column_of(field)) for field in METADATA_FIELDS}
            yield make_article(row.get(columns.text) or "", where, **metadata_from(record, where))
        except InputError as exc:
            yield Skipped(exc.source, exc.reason)
