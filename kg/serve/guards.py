"""What the endpoint refuses, so that it cannot be turned against the machine it runs on.

- **Host names** (DNS rebinding): a web page on ``evil.example`` whose name is made to
  resolve to 127.0.0.1 can send requests to a loopback server, and the browser lets the
  page read the answers, because to the browser they come from ``evil.example``. Such
  requests carry ``Host: evil.example``; the server answers only the name it listens on,
  the loopback names when it listens on loopback, IP addresses (no page can make an IP
  address name the attacker's origin) and the names given with ``--allow-host``.
- **Federated queries**: ``SERVICE <http://127.0.0.1:PORT/…>`` would make the server fetch
  that address and hand back the answer, reaching services that listen on the machine
  only; ``LOAD <…>`` in an update fetches as well. Both are refused unless the IRI is on
  the ``--allow-service`` list. pyoxigraph has no switch to turn federation off, so the
  query text is scanned: comments, strings and IRIs are skipped as SPARQL's grammar
  defines them, and any ``SERVICE`` keyword that is left is checked. Where the scan cannot
  tell what a ``SERVICE`` points at (a variable, a relative IRI) the query is refused:
  a false refusal costs a rewrite, a false pass costs the machine.
- **Writes** (with ``--writable``): they need the server's token (``Authorization: Bearer
  TOKEN``, or HTTP Basic with the token as password, for clients that only do Basic), and
  a request from another origin is refused even with valid credentials, since a browser
  attaches remembered Basic credentials to a cross-site form post.
"""

from __future__ import annotations

import base64
import hmac
import ipaddress
import re
from dataclasses import dataclass
from urllib.parse import urlsplit

from werkzeug.wrappers import Request

LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")
WILDCARD_ADDRESSES = ("0.0.0.0", "::", "")


class Refused(Exception):
    """A request the endpoint will not serve: HTTP ``status`` with a message saying why."""

    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.headers = headers or {}


# --------------------------------------------------------------------------- Host names


def is_ip_address(name: str) -> bool:
    try:
        ipaddress.ip_address(name.strip("[]"))
    except ValueError:
        return False
    return True


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    return is_ip_address(host) and ipaddress.ip_address(host.strip("[]")).is_loopback


def answered_names(listen_host: str, allowed: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The host names a server listening on ``listen_host`` answers (IP addresses aside)."""
    names = [listen_host.strip("[]").lower()] if listen_host not in WILDCARD_ADDRESSES else []
    if is_loopback(listen_host) or listen_host in WILDCARD_ADDRESSES:
        names += LOOPBACK_NAMES
    names += [a.lower() for a in allowed]
    return tuple(dict.fromkeys(names))


def host_name(header: str) -> str:
    """The name in a ``Host`` header, without the port; IPv6 addresses without brackets."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1:].split("]", 1)[0]
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


def check_host(request: Request, listen_host: str, allowed: tuple[str, ...]) -> None:
    """Refuse a request whose ``Host`` names a host this server does not answer to.

    Raises:
        Refused: 403, naming the host and the flag that allows it.
    """
    header = request.headers.get("Host")
    if header is None:  # HTTP/1.0 without Host: not a browser, so not DNS rebinding
        return
    name = host_name(header)
    if name in answered_names(listen_host, allowed):
        return
    if is_ip_address(name) and (listen_host in WILDCARD_ADDRESSES or name == listen_host.strip("[]")):
        return
    shown = name.encode("ascii", "backslashreplace").decode()[:200]
    raise Refused(403, f"this server does not answer to the host name {shown!r} (a guard against DNS rebinding): "
                       f"it answers to {', '.join(answered_names(listen_host, allowed))}; "
                       f"start kg serve with --allow-host {shown} to add it")


# --------------------------------------------------------------------------- federation

# One token at a time, as SPARQL's grammar reads them (section 19.8): comments, the four
# kinds of string, IRIs, variables, numbers, prefixed names, then keywords; anything
# else one character at a time.
_TOKEN = re.compile(
    r"""
      (?P<space>\s+)
    | (?P<comment>\#[^\n\r]*)
    | (?P<string>\"\"\"(?:[^\"\\]|\\.|\"(?!\"\"))*\"\"\"
                | '''(?:[^'\\]|\\.|'(?!''))*'''
                | "(?:[^"\\\n\r]|\\.)*"
                | '(?:[^'\\\n\r]|\\.)*')
    | (?P<iri><[^<>"{}|^`\\\x00-\x20]*>)
    | (?P<var>[?$]\w+)
    | (?P<number>\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)
    | (?P<pname>(?:[^\W\d_][\w.-]*)?:(?:[\w:%.\\-]*[\w:%\\-])?)
    | (?P<word>[^\W\d]\w*)
    | (?P<other>.)
    """,
    re.X | re.S,
)
_CODEPOINT = re.compile(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})")


@dataclass(frozen=True, slots=True)
class Fetch:
    """A place a query or update would make the server fetch from."""

    keyword: str  # SERVICE or LOAD
    target: str | None  # the absolute IRI, or None when the text does not say (a variable)
    written: str  # as written in the query


def fetches(text: str) -> list[Fetch]:
    """Every ``SERVICE`` and ``LOAD`` in a query or update, with the IRI each points at."""
    # SPARQL reads \\u escapes before parsing (section 19.2); do the same, so none hides a keyword.
    text = _CODEPOINT.sub(lambda m: chr(int(m.group(1) or m.group(2), 16)), text)
    tokens = [(m.lastgroup, m.group()) for m in _TOKEN.finditer(text) if m.lastgroup not in ("space", "comment")]
    prefixes: dict[str, str] = {}
    base: str | None = None
    found: list[Fetch] = []
    for i, (kind, value) in enumerate(tokens):
        word = value.upper() if kind == "word" else ""
        if word == "PREFIX" and i + 2 < len(tokens) and tokens[i + 2][0] == "iri":
            prefixes[tokens[i + 1][1].rstrip(":")] = _absolute(tokens[i + 2][1][1:-1], base) or ""
        elif word == "BASE" and i + 1 < len(tokens) and tokens[i + 1][0] == "iri":
            base = _absolute(tokens[i + 1][1][1:-1], base)
        elif word in ("SERVICE", "LOAD"):
            j = i + 1
            if j < len(tokens) and tokens[j][1].upper() == "SILENT":
                j += 1
            kind_after, written = tokens[j] if j < len(tokens) else ("other", "")
            target = None
            if kind_after == "iri":
                target = _absolute(written[1:-1], base)
            elif kind_after == "pname":
                prefix, _, local = written.partition(":")
                target = prefixes[prefix] + local if prefixes.get(prefix) else None
            found.append(Fetch(word, target, written))
    return found


def _absolute(iri: str, base: str | None) -> str | None:
    if urlsplit(iri).scheme:
        return iri
    return None  # relative: what it resolves to depends on rules not worth trusting here


def check_federation(text: str, allowed: tuple[str, ...]) -> None:
    """Refuse a query or update that would fetch from anywhere not on the ``allowed`` list.

    Raises:
        Refused: 403, naming what was refused and the flag that allows it.
    """
    for fetch in fetches(text):
        if fetch.target is not None and fetch.target in allowed:
            continue
        what = "federated query (SERVICE)" if fetch.keyword == "SERVICE" else "LOAD from the web"
        if fetch.target is None:
            raise Refused(403, f"{what} refused: {fetch.keyword} {fetch.written} does not name an absolute IRI "
                               "that can be checked against the allow-list")
        listed = f" (allowed: {', '.join(allowed)})" if allowed else ""
        raise Refused(403, f"{what} refused: {fetch.target} is not on this server's allow-list{listed}; "
                           f"start kg serve with --allow-service {fetch.target} to allow it")


# --------------------------------------------------------------------------- writes


def check_write(request: Request, token: str) -> None:
    """Refuse a write from another origin, or without the token.

    Raises:
        Refused: 403 for another origin, 401 (with a challenge) for a missing or wrong token.
    """
    origin = request.headers.get("Origin")
    own = f"{request.scheme}://{request.host}".lower()
    if origin is not None and origin.lower() != own:
        raise Refused(403, f"updates from another origin are refused (Origin {origin[:200]!r}, this server is {own})")
    if request.headers.get("Sec-Fetch-Site", "same-origin") not in ("same-origin", "none"):
        raise Refused(403, "updates from another site are refused (Sec-Fetch-Site: "
                           f"{request.headers.get('Sec-Fetch-Site', '')[:50]})")
    if not _has_token(request.headers.get("Authorization", ""), token):
        raise Refused(401, "updates need the token kg serve printed when it started (or KG_SERVE_TOKEN): "
                           "send 'Authorization: Bearer TOKEN', or HTTP Basic with the token as password",
                      {"WWW-Authenticate": 'Basic realm="kg serve updates", charset="UTF-8"'})


def _has_token(authorization: str, token: str) -> bool:
    scheme, _, credentials = authorization.strip().partition(" ")
    scheme = scheme.lower()
    given = ""
    if scheme == "bearer":
        given = credentials.strip()
    elif scheme == "basic":
        try:
            given = base64.b64decode(credentials.strip(), validate=True).decode("utf-8").partition(":")[2]
        except (ValueError, UnicodeDecodeError):
            return False
    return bool(given) and hmac.compare_digest(given.encode(), token.encode())
