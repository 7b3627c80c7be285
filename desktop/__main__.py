"""`python -m desktop` does exactly what the `safehouse` command does."""
import sys

from desktop.cli import main

sys.exit(main())
