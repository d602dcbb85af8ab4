"""Example evenings, one session record per game (``docs/deal-format.md``)."""
