"""The core's message catalogs (gettext, kept with Babel: ``rebuild.py``)."""
