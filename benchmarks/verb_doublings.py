"""Write ``kg/data/verb_doublings.txt``: the verbs whose last consonant doubles before -ing and
-ed ("prefer" → "preferring", "preferred"), read from the lemma exceptions of the installed
spaCy English model, so that measure labels spell them as the model's own tables do.

    python benchmarks/verb_doublings.py > kg/data/verb_doublings.txt
"""

from __future__ import annotations

from kg.extract.lemmas import lemma_tables


def main() -> None:
    exceptions, _, _ = lemma_tables("verb")
    doubled = sorted({lemmas[0] for form, lemmas in exceptions.items()
                      if lemmas and lemmas[0].isalpha() and len(lemmas[0]) > 2
                      and form in (lemmas[0] + lemmas[0][-1] + "ing", lemmas[0] + lemmas[0][-1] + "ed")})
    print("# Verbs whose last consonant doubles before -ing and -ed (\"prefer\": preferring, preferred),")
    print("# from the lemma exceptions of spaCy's English model; written by benchmarks/verb_doublings.py.")
    for verb in doubled:
        print(verb)


if __name__ == "__main__":
    main()
