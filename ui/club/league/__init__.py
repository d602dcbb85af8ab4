"""The league window (Club ▸ Leagues…): the club's leagues, each one's standings,
statistics and season chart, kept up to date while evenings are played.

:mod:`.window` (the list of leagues, New/Edit/Delete, Export PDF), :mod:`.editor`
(a league's name, game, season, tables and whether its statistics are hidden),
:mod:`.report_view` (the report: standings, statistics, season chart, evenings).
What it shows is the core's :class:`~scorekeeper.league.model.LeagueReport`, written
by :mod:`scorekeeper.league.sheet` in the window's language (the PDF prints the
same sheet): the window works out no rank, total or statistic itself.
"""
