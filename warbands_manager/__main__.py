"""``python -m warbands_manager``: the same entry point as the ``warbands-manager`` command."""

import sys

from warbands_manager.cli import main

if __name__ == "__main__":
    sys.exit(main())
