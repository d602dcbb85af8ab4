"""Fonts shipped for the PDF score sheet (see the licence texts here)."""
