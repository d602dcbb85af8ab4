"""A session: its record replayed, its end, edits, rule changes, substitutions,
renames, presets, identities, and the store interface its callers use."""
