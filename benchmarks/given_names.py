"""Write ``kg/data/given_names.tsv``: given names that nearly always belong to one sex, so that
"she said" is never resolved to a "Mark Roesler" nor "he said" to an "Ann Coulter".

    python benchmarks/given_names.py FOLDER > kg/data/given_names.tsv

FOLDER holds the US Social Security Administration's national baby-name files
(``yob1880.txt`` … one per year of birth, lines ``name,sex,count``): the ``names.zip`` of
https://www.ssa.gov/oact/babynames/limits.html unpacked, or the ``raw-data/`` folder of
github.com/hackerb9/ssa-baby-names. A name is kept when at least MIN_BIRTHS people were given it
and at least SHARE of them were of one sex ("Robby" is a boy's name; "Jordan" and "Leslie" say
nothing). The data are a work of the US government, in the public domain.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

MIN_BIRTHS = 1000
SHARE = 0.95

HEADER = (
    "# Given names and the sex at least {share:.0%} of their bearers were registered with, from the US\n"
    "# Social Security Administration's national baby names ({first}-{last} births; names given to at\n"
    "# least {births:,} people). Public domain. Written by benchmarks/given_names.py; do not edit.\n"
)


def births_by_name(folder: Path) -> tuple[dict[str, dict[str, int]], list[int]]:
    counts: dict[str, dict[str, int]] = defaultdict(lambda: {"f": 0, "m": 0})
    years = []
    for path in sorted(folder.glob("yob*.txt")):
        years.append(int(path.stem[3:]))
        for line in path.read_text(encoding="utf-8").splitlines():
            name, sex, count = line.split(",")
            counts[name.lower()][sex.lower()] += int(count)
    return counts, years


def main() -> None:
    counts, years = births_by_name(Path(sys.argv[1]))
    sys.stdout.write(HEADER.format(share=SHARE, first=min(years), last=max(years), births=MIN_BIRTHS))
    for name in sorted(counts):
        f, m = counts[name]["f"], counts[name]["m"]
        if f + m >= MIN_BIRTHS and max(f, m) >= SHARE * (f + m):
            sys.stdout.write(f"{name}\t{'f' if f > m else 'm'}\n")


if __name__ == "__main__":
    main()
