"""The open session's undo steps: small ``QUndoCommand``s over store calls, on the
window's one undo stack. :mod:`.command` is what every step shares (the store call,
a refusal said and dropped); :mod:`.deals` changes the deals, :mod:`.details` the
session's names, stake, rules and end."""
