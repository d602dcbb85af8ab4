"""Example evenings, one session record per game (``spec/deal-format.md``)."""
