"""The JSON Schemas of the records (published in ``docs/schema/``, which links here)."""
