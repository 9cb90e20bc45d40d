"""Articles from the web: page URLs, and RSS or Atom feeds (files or URLs).

A page is fetched with trafilatura's downloader and its main text extracted as for an
``.html`` file. A feed is read with feedparser: each entry becomes one article, its text
the entry's full content when the feed carries it, else the page its link points to
(fetched); the entry's title, link, date and the feed's title (as the outlet) are the
article's metadata. Every failure is a ``Skipped`` naming the URL or entry and the reason,
so one dead link does not sink a feed.

Addresses that are not public (loopback, private networks, link-local: a cloud's metadata
service) are refused unless ``allow_private`` is set (``kg build --allow-private-urls``):
a feed from the web could otherwise point kg at a machine inside the user's network and
put what it answers into a graph meant for sharing (trafilatura's SSRF protection).
"""

from __future__ import annotations

import calendar
import time
from collections.abc import Iterator
from pathlib import Path

from kg.errors import InputError
from kg.ingest import MAX_ARTICLE_BYTES, Item, Skipped, iso_date, make_article

FEED_SUFFIXES = {".rss", ".atom", ".xml"}


def is_url(text: str) -> bool:
    return text.startswith(("http://", "https://"))


def fetch(url: str, allow_private: bool = False) -> tuple[str, str]:
    """The page at ``url`` as text, and its content type.

    Raises:
        InputError: no answer, a refused private address, an HTTP error status, or a page
            too large to be an article.
    """
    from trafilatura.downloads import fetch_response
    from trafilatura.settings import use_config

    config = use_config()
    config.set("DEFAULT", "SSRF_PROTECTION", "off" if allow_private else "on")
    response = fetch_response(url, decode=True, with_headers=True, config=config)
    if response is None:
        if not allow_private and not public_host(url):
            raise InputError(url, "cannot fetch: not a public address (use --allow-private-urls to fetch it)")
        raise InputError(url, "cannot fetch: no answer (is the address right and the site up?)")
    if response.status != 200:
        raise InputError(url, f"cannot fetch: HTTP {response.status}")
    if len(response.data or b"") > MAX_ARTICLE_BYTES * 4:
        raise InputError(url, f"too large: {len(response.data):,} bytes")
    headers = {k.lower(): v for k, v in (response.headers or {}).items()}
    return response.html or "", headers.get("content-type", "")


def public_host(url: str) -> bool:
    """False for an address that names a loopback, private or link-local host."""
    import ipaddress
    import socket
    from urllib.parse import urlsplit

    host = urlsplit(url).hostname or ""
    try:
        addresses = {info[4][0] for info in socket.getaddrinfo(host, None)}
    except OSError:
        return True  # unresolvable: "no answer" says enough
    return all(ipaddress.ip_address(a.split("%")[0]).is_global for a in addresses)


def looks_like_feed(text: str, content_type: str = "") -> bool:
    head = text.lstrip()[:1000].lower()
    return any(t in content_type for t in ("rss", "atom", "/xml")) or "<rss" in head or "<feed" in head or "<rdf:rdf" in head


def article_from_html(markup: str, source: str, **defaults: str | None):  # noqa: ANN201
    """The main text of an HTML page, with its metadata (``defaults`` win where given).

    Raises:
        InputError: no article text in the page.
    """
    import trafilatura

    text = trafilatura.extract(markup, include_comments=False, include_tables=False, favor_precision=True)
    if not text:
        raise InputError(source, "no article text found in the page")
    meta = trafilatura.extract_metadata(markup)
    published = None
    if meta is not None and meta.date:
        try:
            published = iso_date(meta.date, source)
        except InputError:
            published = None
    found = {"title": meta.title if meta else None, "url": meta.url if meta else None, "published": published,
             "publisher": meta.sitename if meta else None}
    found.update({k: v for k, v in defaults.items() if v})
    return make_article(text, source, **found)


def read_url(url: str, allow_private: bool = False) -> Iterator[Item]:
    """The article at a page's URL, or every entry of the feed at a feed's URL."""
    try:
        text, content_type = fetch(url, allow_private)
        if looks_like_feed(text, content_type):
            yield from read_feed_text(text.encode("utf-8"), url, allow_private)
        else:
            yield article_from_html(text, url, url=url)
    except InputError as exc:
        yield Skipped(exc.source, exc.reason)


def read_feed(path: Path, allow_private: bool = False) -> Iterator[Item]:
    """Every entry of a feed file."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        yield Skipped(str(path), f"cannot read: {exc.strerror or exc}")
        return
    yield from read_feed_text(data, str(path), allow_private)


def entry_date(entry) -> str | None:  # noqa: ANN001
    parsed = entry.get("published_parsed") or entry.get("updated_parsed")
    if not parsed:
        return None
    return time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(calendar.timegm(parsed)))


def read_feed_text(data: bytes, source: str, allow_private: bool = False) -> Iterator[Item]:
    """The articles of a feed's entries, in the feed's order."""
    import feedparser

    feed = feedparser.parse(data)
    if not feed.entries:
        reason = f"not an RSS or Atom feed ({feed.bozo_exception})" if feed.bozo else "a feed with no entries"
        yield Skipped(source, reason)
        return
    outlet = feed.feed.get("title") or None
    for number, entry in enumerate(feed.entries, start=1):
        link = entry.get("link") or None
        where = f"{source}#{number}" + (f" ({link})" if link else "")
        metadata = {"title": entry.get("title") or None, "url": link, "published": entry_date(entry), "publisher": outlet}
        try:
            content = next((c.get("value") for c in entry.get("content", []) if c.get("value")), None)
            if content:
                # the entry's own text: all of it is the article, so no main-text extraction
                from trafilatura import html2txt

                text = html2txt(f"<html><body>{content}</body></html>") if "<" in content else content
                yield make_article(text, where, **metadata)
            elif link:
                page, _ = fetch(link, allow_private)
                yield article_from_html(page, link, **metadata)
            else:
                raise InputError(where, "the entry has neither content nor a link")
        except InputError as exc:
            yield Skipped(exc.source, exc.reason)
