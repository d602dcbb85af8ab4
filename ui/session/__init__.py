"""An open session: the sheet, totals, chart, settlement, table view, its details
and the commands that change it."""
