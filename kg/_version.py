"""The version of kg, in one place (the package, the CLI, the extraction run and the report read it)."""

__version__ = "0.1.0"
