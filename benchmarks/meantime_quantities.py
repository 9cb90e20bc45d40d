"""How many of MEANTIME's MONEY, PERCENT and QUANTITY value spans kg finds.

MEANTIME English (../shared/corpus/meantime, CC BY 4.0) marks 418 value spans in 120
Wikinews articles. The archive is unpacked to a temporary folder; each article's text is
rebuilt from its tokens (single spaces inside a sentence, a line break between sentences,
with a token-to-character map), analysed as ``kg build`` does, and a value span counts as
found when a quantity claim overlaps it. MEANTIME gives no normalised values, so this
measures finding, not reading. Claims that overlap no value span are counted too: MEANTIME
does not mark every number (small counts such as "two cars" are often left out), so their
share is a floor on precision, not precision.

Usage: python benchmarks/meantime_quantities.py [--list]
"""

from __future__ import annotations

import argparse
import sys
import tarfile
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kg.extract.entities import extract_entities  # noqa: E402
from kg.extract.quantities import extract_quantities  # noqa: E402
from kg.furniture import blank, find_furniture  # noqa: E402
from kg.nlp import load_pipeline  # noqa: E402

ARCHIVE = ROOT.parent / "shared" / "corpus" / "meantime" / "meantime_newsreader_english_oct15.tar.xz"
VALUE_TYPES = ("MONEY", "PERCENT", "QUANTITY")


def rebuild(path: Path) -> tuple[str, dict[str, tuple[int, int]], list[tuple[str, int, int, str]]]:
    """The article text, each token's character span, and the value spans (type, start, end, text)."""
    root = ET.parse(path).getroot()
    parts: list[str] = []
    offsets: dict[str, tuple[int, int]] = {}
    position = 0
    sentence = None
    for token in root.iter("token"):
        if sentence is not None and token.get("sentence") != sentence:
            parts.append("\n")
            position += 1
        elif parts:
            parts.append(" ")
            position += 1
        sentence = token.get("sentence")
        text = token.text or ""
        offsets[token.get("t_id")] = (position, position + len(text))
        parts.append(text)
        position += len(text)
    full = "".join(parts)
    values = []
    markables = root.find("Markables")
    for value in markables.iter("VALUE") if markables is not None else ():
        if value.get("type") not in VALUE_TYPES:
            continue
        anchors = [offsets[a.get("t_id")] for a in value.iter("token_anchor")]
        if anchors:
            start, end = min(a[0] for a in anchors), max(a[1] for a in anchors)
            values.append((value.get("type"), start, end, full[start:end]))
    return full, offsets, values


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="list the value spans kg misses")
    args = parser.parse_args()
    if not ARCHIVE.exists():
        sys.exit("../shared/corpus/meantime not present")
    nlp = load_pipeline()
    found, total = Counter(), Counter()
    claims_total = claims_on_values = 0
    with tempfile.TemporaryDirectory() as folder:
        with tarfile.open(ARCHIVE) as archive:
            archive.extractall(folder, filter="data")
        paths = sorted(Path(folder).glob("*/intra_cross-doc_annotation/*/*.xml"))
        for path in paths:
            text, _, values = rebuild(path)
            furniture = find_furniture(text)
            doc = nlp(blank(text, furniture))
            claims = extract_quantities(doc, extract_entities(doc, furniture), furniture)
            spans = [(c.span.start, c.span.end) for c in claims]
            for kind, start, end, value_text in values:
                total[kind] += 1
                if any(s < end and start < e for s, e in spans):
                    found[kind] += 1
                elif args.list:
                    print(f"missed {kind}: {value_text!r} in {path.stem[:60]}")
            claims_total += len(claims)
            claims_on_values += sum(any(s < end and start < e for _, start, end, _ in values) for s, e in spans)
    print(f"articles: {len(paths)}")
    for kind in VALUE_TYPES:
        print(f"{kind}: found {found[kind]} of {total[kind]} ({found[kind] / total[kind]:.3f})")
    all_found, all_total = sum(found.values()), sum(total.values())
    print(f"all value spans: found {all_found} of {all_total} ({all_found / all_total:.3f})")
    print(f"kg claims: {claims_total}; on a MEANTIME value span: {claims_on_values} "
          f"({claims_on_values / claims_total:.3f}, a floor on precision)")


if __name__ == "__main__":
    main()
