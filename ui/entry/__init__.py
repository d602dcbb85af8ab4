"""Deal entry, one keyboard-first form per game, with a live preview
(:mod:`.editor`), the games as the window knows them (:mod:`.games`) and the
draft kept while a deal is typed (:mod:`.drafts`).

``DealEditor`` is the widget the score sheet embeds or wraps; ``DealDialog``
wraps it with OK/Cancel. Both take the game's spec, the players in order of
play, the dealer and the session's house rules.
"""
