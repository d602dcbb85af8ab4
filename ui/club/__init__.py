"""The club beyond one session: its players and its leagues."""
