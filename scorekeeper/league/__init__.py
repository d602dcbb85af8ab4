"""Leagues: their definition and standings, the facts of a deal they count, their sheet."""
