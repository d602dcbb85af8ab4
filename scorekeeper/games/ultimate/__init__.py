"""Ultimate: one deal's record and score (``docs/rules/ultimate.md``, seed 002).

The rule in plain words:

- Auction (§Auction): from the dealer's left each player bids a number of points or
  passes, and a pass is final. Each bid beats the last; the last player left is the
  declarer, who may then raise. Bids run from ``min_bid`` (option, default 1) to 100.
- Scoring (§Scoring one deal): the declarer's captured points ≥ the bid → declarer +bid;
  otherwise each defender scores +⌊bid / 2⌋ and the declarer 0.
- Partner variant (§Partner variant, option): the holder of a named card is the secret
  partner; success counts declarer + partner points and the partner scores like the
  declarer; on failure every other player scores +⌊bid / 2⌋. A named card that is unused
  or the declarer's own means no partner and every score doubled: success +2 × bid,
  failure each defender +bid.

Our readings (also in ``docs/games/ultimate.md``):

- All pass → thrown in, 0 for everyone (option ``all_pass`` = ``thrown_in``); with
  ``dealer_bids`` the dealer may not pass after everyone else has, so all-pass is impossible.
- The last player left speaks if he has not bid yet: he bids, or passes and all passed.
- Captured points run from −4 to 104, not 100: the four 5s count −1, so taking every A, K,
  Q, J and 10 but no 5 gives 40 + 60 + 4 = 104. Points are 5k + tens − fives (k 0–20, tens
  and fives 0–4), which reaches every whole number in −4..104, so none inside is rejected.
- A partner card is rank (A K Q J 10 9 … 2, ten also as ``T``) + suit letter (H D C S),
  written back as given. A card the declarer discarded counts as his own (no partner).
- ``thrown_in: true`` records a deal abandoned (misdeal, redeal): no declarer, 0 for all.
- ``partner_card``/``partner`` with a value need ``rules.partner_variant`` true (null is
  accepted and written back). An auction log must be complete and the stake ``bid`` at
  least the declarer's last auction bid (he may only raise).
- A tie at the top at 150 or more plays on (§Game); ``settle`` warns when the game ends.
- Records are strict: a field the record may not have (``"reslut"``, ``"partner_crad"``, an
  unknown key in ``result`` or in a ``bids`` entry) is refused, naming it; a misspelling must
  not be scored as if the field were absent.
"""

from __future__ import annotations

from scorekeeper.games import TITLES
from scorekeeper.games.base import COMMON_KEYS, DefaultStake, GameSpec, Option
from scorekeeper.games.ultimate.deal import MAX_BID, UltimateDeal
from scorekeeper.games.ultimate.record import KEYS, parse, to_json
from scorekeeper.games.ultimate.scoring import TARGET, settle
from scorekeeper.words.text import Msg

TYPE_CHECKING = False
if TYPE_CHECKING:
    from scorekeeper.games.entry import Entry
    from scorekeeper.games.facts import GameFacts

__all__ = ["OPTIONS", "SPEC"]

OPTIONS = (
    Option(
        "partner_variant",
        False,
        (False, True),
        Msg("The declarer names a card; its holder is his secret partner."),
        title=Msg("Partner variant"),
    ),
    # docs/rules/ultimate.md "Auction": minimum bid an option (default 1), maximum 100.
    Option(
        "min_bid",
        1,
        None,
        Msg("The lowest bid allowed (1 to 100)."),
        lo=1,
        hi=MAX_BID,
        title=Msg("Minimum bid"),
    ),
    Option(
        "all_pass",
        "thrown_in",
        ("thrown_in", "dealer_bids"),
        Msg("All pass: the deal is thrown in, or the dealer must bid when all others passed."),
        title=Msg("When all pass"),
        words={"thrown_in": Msg("thrown in (no score)"), "dealer_bids": Msg("the dealer must bid")},
    ),
)


def _facts() -> GameFacts[UltimateDeal]:
    from scorekeeper.games.ultimate.facts import FACTS

    return FACTS


def _entry() -> Entry:
    from scorekeeper.games.ultimate.entry import ENTRY

    return ENTRY


SPEC: GameSpec[UltimateDeal] = GameSpec(
    id="ultimate",
    title=TITLES["ultimate"],
    player_counts=(3, 4, 5, 6, 7, 8),
    options=OPTIONS,
    parse=parse,
    settle=settle,
    to_json=to_json,
    zero_sum=False,
    target=TARGET,
    # A race to 150 (the seed: whoever reaches 150 wins), shorter than a game of
    # Marjapussi and played by up to 8: 0.50 EUR per lost game, so the winner of
    # an 8-player game receives 3.50 EUR and an evening stays within a few euros.
    default_stake=DefaultStake("0.50", "per-game"),
    record_fields=KEYS - COMMON_KEYS,
    name_fields=("declarer", "partner"),
    facts_from=_facts,
    entry_from=_entry,
)
