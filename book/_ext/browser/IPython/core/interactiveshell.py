from __future__ import annotations

from typing import Any


class InteractiveShell:
    """Only what ipywidgets touches: there is never an instance."""

    @classmethod
    def initialized(cls) -> bool:
        return False

    @classmethod
    def instance(cls, *args: Any, **kwargs: Any) -> InteractiveShell:
        raise RuntimeError("the live book has no IPython shell")
