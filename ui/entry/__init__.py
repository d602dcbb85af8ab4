"""Deal entry, one keyboard-first form per game, with a live preview.

``DealEditor`` is the widget the score sheet embeds or wraps; ``DealDialog``
wraps it with OK/Cancel. Both take the game's spec, the players in order of
play, the dealer and the session's house rules.
"""

from scorekeeper_ui.entry.editor import DealDialog, DealEditor

__all__ = ["DealDialog", "DealEditor"]
