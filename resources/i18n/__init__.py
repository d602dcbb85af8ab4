"""Translations (Qt Linguist .ts sources and compiled .qm), shipped as package data."""
