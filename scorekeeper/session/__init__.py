"""A session: its record read (:mod:`.record`) and replayed (:mod:`.replay`), its agreed
end (:mod:`.end`) and where a replayed session stands against it (:mod:`.reaching`),
edits, changes to its deals replayed in memory (:mod:`.changes`), rule changes,
substitutions, renames, presets, identities, and the store interface its callers use
(:mod:`.store`)."""
