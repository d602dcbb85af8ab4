"""Scorekeeper: the Qt-free core (scoring engine, sessions, settlement, storage, export)."""

__version__ = "0.1.0"
