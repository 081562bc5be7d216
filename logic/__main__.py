"""``python -m logic`` is ``ruling``."""

import sys

from .cli import main

sys.exit(main())
