"""Extractors: pure functions from a parsed article to plain records (``kg.records``)."""
