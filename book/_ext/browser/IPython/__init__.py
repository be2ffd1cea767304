"""A small stand-in for IPython, for the live book's in-browser Python only.

The book's notebooks and ipywidgets need a few names from IPython (``display``,
``HTML``, ``get_ipython`` ...).  The real package and its dependencies would add
megabytes and seconds to every reader's first start, so the live runtime ships
this instead; ``tt_live`` connects ``display`` to the page.  Never installed in
the project's own environment.
"""

from __future__ import annotations

from .core.getipython import get_ipython

__all__ = ["get_ipython"]
version_info = (0, 0, 0, "tarock-tutor-stub")
__version__ = "0.0.0"
