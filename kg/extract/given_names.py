"""The sex a given name says, from the US birth records (``kg/data/given_names.tsv``).

A full name that starts with a given name at least 95 % of its bearers share one sex says that
sex ("Mark Roesler": m); a lone surname ("Clinton") or a name both sexes bear ("Chris Hale")
says nothing. Used to keep "she" off a man and "he" off a woman (``kg.extract.speakers``).
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

# The sex an honorific says: "Mr. Trump" is not a woman of the article.
HONORIFIC_SEX = {**dict.fromkeys("mr mr.".split(), "m"), **dict.fromkeys("ms ms. mrs mrs. miss".split(), "f")}


@lru_cache(maxsize=1)
def given_names() -> dict[str, str]:
    """Lowercased given name → "f" or "m"."""
    text = resources.files("kg").joinpath("data/given_names.tsv").read_text(encoding="utf-8")
    rows = (line.split("\t") for line in text.splitlines() if line and not line.startswith("#"))
    return {name: sex for name, sex in rows}


def honorific_sex(doc, start: int) -> str | None:  # noqa: ANN001
    """The sex an honorific opening a name at token ``start``, or right before it, says ("Mr.
    Trump": m); None where there is none."""
    for token in (doc[start], doc[start - 1] if start else None):
        if token is not None and token.lower_ in HONORIFIC_SEX:
            return HONORIFIC_SEX[token.lower_]
    return None


def given_name_sex(label: str) -> str | None:
    """"f" or "m" for a full name whose first word is a given name of one sex, else None."""
    words = label.split()
    if len(words) < 2:
        return None
    return given_names().get(words[0].lower())
