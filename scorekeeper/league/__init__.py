"""Leagues: their definition and standings (:mod:`.model`), a league's report worked out
from what its sessions bring (:mod:`.report`), the facts of a deal they count, their sheet."""
