"""Grifters: one at most in a starting gang, and their reacts at the start of the game (after the
opening hands, the Dealer's first), each as its card says."""

from __future__ import annotations

from games.engines.doomtown.town import home
from tests.engines.doomtown.scenario import (
    ARTHUR,
    GOODENOUGH,
    LAW_DOGS,
    LEW,
    ROSALEEN,
    SQUIRREL,
    YASMIN,
    act,
    at_game_start,
    at_noon,
    is_legal,
    named,
    noon_seat,
    take,
    to_hand,
    with_cards,
)


def grifter(state, seat=0):
    return next(c for c in state.play[seat] if state.table[c].has("Grifter"))


def use_react(state):
    assert state.stack[-1]["kind"] == "react" and state.to_act() == [0]
    act(state, "react", card=grifter(state))


def test_a_starting_grifter_may_react_once_its_hand_is_drawn_or_pass():
    state = at_game_start(with_cards("starter-anarchists", YASMIN))
    yasmin = grifter(state)
    assert state.phase == "setup" and len(state.hand[0]) == 5
    hand = list(state.hand[0])

    act(state, "react_pass")

    assert state.hand[0] == hand and not state.booted[yasmin] and state.phase != "setup"  # Gamblin' followed


def test_yasmin_tian_discards_a_card_to_draw_a_card():
    state = at_game_start(with_cards("starter-anarchists", YASMIN))
    gone = state.hand[0][0]
    use_react(state)
    act(state, "pick", card=gone)

    assert gone in state.discard[0] and len(state.hand[0]) == 5 and state.booted[grifter(state)]
    state.check_invariants()


def test_arthur_dingler_looks_at_five_cards_and_adds_a_ghost_rock_to_the_pot():
    state = at_game_start(with_cards("starter-entrepreneurs", ARTHUR))
    top_five = state.deck[0][-5:]
    bank = state.bank
    use_react(state)

    assert sorted(state.draw[0]) == sorted(top_five) and state.pot == 1 and state.bank == bank - 1
    assert not set(state.draw[0]) & state.hidden_from(0)
    assert set(state.draw[0]) <= state.hidden_from(1)  # only their owner sees them
    act(state, "pick", choice="discard")

    assert set(top_five) <= set(state.discard[0]) and not state.draw[0]
    state.check_invariants()


def test_arthur_dingler_may_put_the_five_cards_back_in_the_same_order():
    state = at_game_start(with_cards("starter-entrepreneurs", ARTHUR))
    deck = list(state.deck[0])
    use_react(state)
    act(state, "pick", choice="return")  # then Gamblin' draws the lowball hand from the top

    assert state.deck[0] == deck[: len(state.deck[0])] and len(state.deck[0]) >= len(deck) - 5


def test_arthur_dinglers_ghost_rock_goes_to_the_lowball_winner():
    state = at_game_start(with_cards("starter-entrepreneurs", ARTHUR))
    use_react(state)
    events = act(state, "pick", choice="shuffle")  # Gamblin' follows at once

    prizes = next(event["prizes"] for event in events if event["type"] == "dealer")
    assert sum(prizes.values()) == 3  # both antes and Arthur's ghost rock


def test_lew_esquilin_takes_a_mystical_goods_from_the_top_six_for_a_card_from_the_hand():
    state = at_game_start(with_cards("starter-fearmongers", LEW, "19029"))  # Devil's Six Gun: non-Unique Mystical
    gun = named(state, 0, "Devil's Six Gun")
    take(state, gun)
    state.deck[0].insert(len(state.deck[0]) - 2, gun)  # third from the top
    rest = [card for card in state.deck[0][-6:] if card != gun]
    gone = state.hand[0][0]
    use_react(state)
    assert is_legal(state, "pick", choice="none")
    act(state, "pick", card=gun)
    act(state, "pick", card=gone)

    assert gun in state.hand[0] and gone in state.discard[0] and len(state.hand[0]) == 5
    # The others went back in the same order, then Gamblin' drew its five from the top.
    assert [card for card in rest if card in state.deck[0]] == rest[: len(rest) - 5]
    state.check_invariants()


def test_lew_esquilin_finds_nothing_else_worth_taking():
    state = at_game_start(with_cards("starter-fearmongers", LEW))
    top = state.deck[0][-6:]
    finds = [c for c in top if state.table[c].has("Abomination") or state.table[c].has("Mystical")]
    deck = list(state.deck[0])
    use_react(state)
    options = state.legal_actions(0)
    assert {a.get("card") for a in options if "card" in a} <= set(finds)
    act(state, "pick", choice="none")
    assert state.deck[0] == deck[: len(state.deck[0])] and top[0] in state.deck[0]  # put back in order


def test_sifting_squirrel_draws_again_after_discarding_a_spirit():
    state = at_game_start(with_cards("starter-first-peoples", SQUIRREL))
    spirit = next(c for c in range(len(state.table)) if state.table[c].owner == 0 and state.table[c].has("Spirit"))
    take(state, spirit)
    state.hand[0].append(spirit)
    other = state.hand[0][0]
    use_react(state)
    assert len(state.hand[0]) == 7  # drew one

    act(state, "pick", card=spirit)
    assert len(state.hand[0]) == 7 and spirit in state.discard[0]  # a Spirit: one more card

    state2 = at_game_start(with_cards("starter-first-peoples", SQUIRREL))
    other = next(
        c for c in state2.hand[0] if not state2.table[c].has("Spirit") and not state2.table[c].has("Technique")
    )
    use_react(state2)
    act(state2, "pick", card=other)
    assert len(state2.hand[0]) == 5


def test_rosaleen_byrne_discards_two_cards_to_draw_two():
    state = at_game_start(with_cards("starter-outlaws", ROSALEEN))
    first, second = state.hand[0][:2]
    use_react(state)
    act(state, "pick", card=first)
    act(state, "pick", card=second)

    assert {first, second} <= set(state.discard[0]) and len(state.hand[0]) == 5
    state.check_invariants()


NET_GUN, HYDRO_PUNCHER = "22041", "24161"


def test_dr_goodenough_reveals_two_gadget_weapons_the_opponent_discards_one_the_other_is_attached_unpaid_invention():
    state = at_game_start(with_cards("starter-law-dogs", GOODENOUGH, NET_GUN, HYDRO_PUNCHER), other="starter-outlaws")
    jt = grifter(state)
    net, puncher = named(state, 0, "Net Gun"), named(state, 0, "Hydro-Puncher")
    use_react(state)
    act(state, "pick", card=net)
    act(state, "pick", card=puncher)

    assert state.to_act() == [1] and state.revealed[0]  # the opponent chooses, both seen by all
    assert not ({net, puncher} & state.hidden_from(1))
    act(state, "pick", card=net)
    stash = state.stash[0]
    act(state, "pick", card=jt)

    assert net in state.discard[0] and state.attached_to[puncher] == jt
    assert state.stash[0] == stash - state.table[puncher].num("cost")
    gone = state.hand[0][0]
    act(state, "pick", card=gone)  # then discard a card
    assert gone in state.discard[0] and state.at[jt] == home(state, 0)
    state.check_invariants()


def test_dr_goodenough_needs_two_different_gadget_weapons_in_the_deck():
    state = at_game_start(with_cards("starter-law-dogs", GOODENOUGH, NET_GUN), other="starter-outlaws")
    assert state.stack[-1]["kind"] != "react"  # one Gadget Weapon only: nothing to react with


def test_the_dealers_grifter_reacts_first():
    state = at_game_start(
        with_cards("starter-anarchists", YASMIN), other=with_cards("starter-outlaws", ROSALEEN), other_grifter="Grifter"
    )
    assert state.to_act() == [state.dealer]
    act(state, "react_pass")
    assert state.stack[-1]["kind"] == "react" and state.to_act() == [1 - state.dealer]


def test_a_grifter_recruited_later_has_no_react():
    state = at_noon(decks=(with_cards("starter-anarchists", YASMIN), LAW_DOGS))
    yasmin = to_hand(state, 0, "Yasmin Tian")
    state.stash[0] += 5
    state.bank -= 5
    noon_seat(state, 0)

    act(state, "recruit", card=yasmin)

    assert yasmin in state.play[0] and state.stack[-1]["kind"] == "noon"  # no react: the game started long ago
