"""What Marjapussi and Huutopussi share: sides, the deal's ``result`` block
(card points, tricks, last trick, marriages) and the auction log.

Rules: ``docs/rules/marjapussi.md`` and ``docs/rules/huutopussi.md``, "Table", "Card points
and marriages" and "Auction and contract"; record shape: ``docs/deal-format.md``,
"marjapussi and huutopussi".

- Sides: with 4 players side 0 = seats 1 and 3, side 1 = seats 2 and 4; in
  3-player Huutopussi side i = ``players[i]``.
- ``card_points`` exclude the last trick (+20) and add up to the pack's total.
  A side's card points must be the value of as many cards as its tricks hold
  (4 cards a trick, 3 in 3-player Huutopussi, where the declarer also keeps the
  3 cards he laid away — our reading). So a side without a trick has none.
- A marriage is declared only by a player who has just won a trick, before the
  next lead, once per trick; nothing follows the last trick. In Huutopussi he
  must also have led that trick, so a side other than the declarer's needs a
  trick before its first declaration (our reading of "led and won").
- Auction: bids rise in steps of 5, a pass is final, the player after the
  dealer speaks first; the last player left is the declarer.

Their words are `Msg` templates; the Japanese is in the catalog ``resources/locale``.
"""

from scorekeeper.games.pussi.auction import (
    BidEntry,
    auction_over,
    auction_winner,
    bids_json,
    check_auction_agrees,
    parse_bids,
)
from scorekeeper.games.pussi.result import (
    LAST_TRICK,
    PARTNERSHIPS,
    Deck,
    Marriage,
    PussiResult,
    Suit,
    parse_result,
    result_json,
    side_name,
    side_of,
    sides,
    team_deltas,
    total_line,
)

__all__ = [
    "LAST_TRICK",
    "PARTNERSHIPS",
    "BidEntry",
    "Deck",
    "Marriage",
    "PussiResult",
    "Suit",
    "auction_over",
    "auction_winner",
    "bids_json",
    "check_auction_agrees",
    "parse_bids",
    "parse_result",
    "result_json",
    "side_name",
    "side_of",
    "sides",
    "team_deltas",
    "total_line",
]
