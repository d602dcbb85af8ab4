"""A session's fields as form rows, shared by the new-session dialog
(``ui/library/new_session.py``) and the session's details (``ui/session/details.py``):
the players in seating order (:mod:`.seating`), the stake (:mod:`.stake_box`) and the
agreed session end (:mod:`.end_box`)."""
