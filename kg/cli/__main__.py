"""``python -m kg.cli``: the kg command."""

import sys

from kg.cli import main

sys.exit(main())
