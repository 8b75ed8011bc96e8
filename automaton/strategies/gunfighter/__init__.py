"""The Doomtown Automaton, Gunfighter archetype: the rulebook's "Automaton Variant" and
"Archetype: Gunfighter" as a bot that acts only through the engine's legal actions.

The Automaton's seat is set with the engine option ``automaton`` (``{"seat": N, "twists": [...]}``):
then High Noon, and each shootout play and resolution window, offers it an Automaton pull and
the pulled card's plays, and shootouts its open hand. In a game without that option the bot
still plays every decision by the archetype, and at High Noon and in shootout windows lets each
card of its hand, from the left, stand in for a pull (it cannot pull).

Every decision is explained in plain words: ``bot.last_explanation`` after ``choose`` (also
``bot.explain()``), e.g. "pulled 9♣: Tommy Harden calls out Ike Clanton at Town Square (highest
control points)", "pulled 4♦ in the shootout: lower than 7♦ to its right: passes".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from automaton.strategies import refuse_other_games_and_settings
from automaton.strategies.gunfighter import abilities, pulls, reflexes, solo_rules, targets
from automaton.strategies.gunfighter.facts import SUIT_SIGNS, card_text
from automaton.strategies.gunfighter.priorities import pick
from games.engines import Action, GameState, Rng
from games.engines.doomtown import automaton_rules
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.state import DoomtownState

WINDOW_TEXT = {"shootout": " in the shootout", "resolution": " for the shootout's resolutions"}
Decide = Callable[[DoomtownState, int, list[Action], Frame], tuple[Action, str]]

REFLEXES: dict[str, Decide] = {
    "gang": reflexes.gang,
    "upkeep": reflexes.upkeep_choice,
    "night": reflexes.night,
    "answer": reflexes.answer,
    "keep": reflexes.keep,
    "posse": reflexes.posse,
    "shooter": reflexes.shooter,
    "redraw": reflexes.redraw,
    "form_hand": reflexes.form_hand,
    "invite": reflexes.invite,
    "casualties": reflexes.casualties,
    "flee": reflexes.flee,
    "automaton_hand": reflexes.automaton_hand,
    "react": reflexes.react,
    "joker_pull": reflexes.joker_pull,
}


class GunfighterBot:
    name = "gunfighter"

    def __init__(self) -> None:
        self.last_explanation = ""

    def explain(self) -> str:
        return self.last_explanation

    def choose(self, state: GameState, seat: int, rng: Rng) -> Action:
        if not isinstance(state, DoomtownState):
            raise TypeError("the Gunfighter plays only Doomtown states")
        with abilities.one_decision(state):
            action, why = self.decide(state, seat)
        self.last_explanation = why
        return action

    def decide(self, state: DoomtownState, seat: int) -> tuple[Action, str]:
        legal = state.legal_actions(seat)
        frame = state.stack[-1]
        kind = frame["kind"]
        if kind in ("noon", "plays") and legal[0]["type"] == "automaton_pull":
            return legal[0], "makes an Automaton pull" + WINDOW_TEXT.get(frame.get("window") or "", "")
        if len(legal) == 1 and kind not in ("noon", "automaton_choice"):
            return legal[0], legal[0]["label"]
        if kind in REFLEXES:
            return REFLEXES[kind](state, seat, legal, frame)
        if kind == "noon":
            return plain_noon(state, seat, legal)
        if kind == "automaton_choice":
            return automaton_choice(state, seat, legal, frame)
        if kind in ("plays", "lowball_cheatin"):  # a shootout window, or Gamblin's cheatin' window
            return shootout_plays(state, seat, legal)
        if kind == "pick":
            return handed_choice(state, seat, legal, frame)
        return legal[0], f"no Gunfighter rule for {kind}: {legal[0]['label']}"


def _play_frame(state: Any) -> dict[str, Any] | None:
    return next((frame for frame in reversed(state.stack) if frame["kind"] == "automaton_play"), None)


def _pull_text(state: Any, seat: int) -> tuple[int | None, str]:
    frame = _play_frame(state)
    if frame is None:
        return None, "pulled nothing"
    pulled = frame["pulled"]
    suit = automaton_rules.current_suit(state)
    text = f"pulled {card_text(state, pulled)}"
    if pulled is not None and state.table[pulled].type == "joker" and suit:
        text += f" (as {SUIT_SIGNS[suit]})"
    if frame.get("against") is not None:
        text += f" against seat {frame['against']}'s cheatin' lowball hand"
    text += WINDOW_TEXT.get(frame.get("window") or "", "")
    if frame.get("callout_refused"):
        text += " (its call-out was refused: no shootout started, so the play goes on)"
    return pulled, text


def automaton_choice(state: Any, seat: int, legal: list[Action], frame: Frame) -> tuple[Action, str]:
    pulled, prefix = _pull_text(state, seat)
    stage = frame["stage"]
    if stage == "discard":
        action, why = reflexes.discard_down(state, seat, legal, frame)
        return action, why
    suit = automaton_rules.current_suit(state)
    if stage == "move":
        if any(a["type"] == "automaton_pass" for a in legal):
            passing = pulls.should_pass(state, seat, pulled)
            if passing:
                return next(a for a in legal if a["type"] == "automaton_pass"), f"{prefix}: {passing}"
        play = _play_frame(state)
        if play is not None and play.get("window"):
            why = f"{pulls.goes_on_text(state, seat, pulled)}; no move or call-out outside High Noon"
            return _first(legal, "automaton_no_move"), f"{prefix}: {why}"
        chosen = pulls.move_or_callout(state, seat, legal, suit) if suit else None
        if chosen is None:
            return next(a for a in legal if a["type"] == "automaton_no_move"), f"{prefix}: no move or call-out possible"
        return chosen[0], f"{prefix}: {chosen[1]}"
    sign = SUIT_SIGNS.get(suit or "", "?")
    if stage == "card":
        chosen = pulls.card_play(state, seat, legal, suit) if suit else None
        if chosen is None:
            return _first(legal, "automaton_no_card"), f"{prefix}: no playable {sign} card in hand"
        return chosen[0], f"{prefix}: {chosen[1]}"
    chosen = abilities.ability_step(state, seat, legal, suit) if suit else None
    if chosen is None:
        tried = abilities.ability_order_text(suit)
        return _first(legal, "automaton_no_ability"), f"{prefix}: no applicable ability ({tried} tried)"
    return chosen[0], f"{prefix}: {chosen[1]}"


def _first(legal: list[Action], kind: str) -> Action:
    return next(a for a in legal if a["type"] == kind)


def plain_noon(state: Any, seat: int, legal: list[Action]) -> tuple[Action, str]:
    """A game without an Automaton seat: it cannot pull, so each card of its hand, from the left,
    stands in for a pull in turn (a joker for all four suits); it passes when none gives a play."""
    passing = next(a for a in legal if a["type"] == "pass")
    for card in state.hand[seat]:
        facts = state.table[card]
        prefix = f"{card_text(state, card)} in hand stands for the pull"
        suits = automaton_rules.JOKER_SUITS if facts.type == "joker" else (facts.card.suit,)
        for suit in suits:
            if suit is None:
                continue
            chosen = (
                pulls.move_or_callout(state, seat, legal, suit)
                or pulls.card_play(state, seat, legal, suit)
                or abilities.ability_step(state, seat, legal, suit)
            )
            if chosen is not None:
                return chosen[0], f"{prefix}: {chosen[1]}"
    return passing, "no card in hand gives a play: passes"


def shootout_plays(state: Any, seat: int, legal: list[Action]) -> tuple[Action, str]:
    """A shootout or resolution window in a game without an Automaton seat (the seat pulls there,
    ``automaton_choice``): each card of its hand from the left stands for the pull's suit; an
    action card of that suit is played first (step 2), else an ability by the suit order (step 3)."""
    if legal[0]["type"] == "no_combo":  # a Tao Technique's Combo comes before the play (ruling 28)
        return legal[1], f"combos: {legal[1]['label']}"
    passing = _first(legal, "pass")
    for card in state.hand[seat] or [None]:  # an empty hand: the ability order from ♣ (it covers every type)
        if card is None:
            suits: tuple[str | None, ...] = ("clubs",)
        else:
            suits = automaton_rules.JOKER_SUITS if state.table[card].type == "joker" else (state.table[card].card.suit,)
        prefix = "no card in hand" if card is None else f"{card_text(state, card)} in hand stands for the pull"
        for suit in suits:
            if suit is None:
                continue
            chosen = pulls.card_play(state, seat, legal, suit) or abilities.ability_step(state, seat, legal, suit)
            if chosen is not None:
                return chosen[0], f"{prefix}: {chosen[1]}"
    return passing, "no playable card and no applicable ability: passes"


def handed_choice(state: Any, seat: int, legal: list[Action], frame: Frame) -> tuple[Action, str]:
    """A choice a card's effect hands back: discards by the reflex (and Smiling Frog's rule); the
    card-specific rules; words by the reflex that answers them, else the effect over declining it,
    else the tie-break (``reflexes.word_choice``); a dude to ace or discard by the leaving-play
    Target Priorities; any other card by the tie-break."""
    if frame["then"] == "discard":
        card, why = solo_rules.discard_choice(state, seat, frame)
        return next(a for a in legal if a.get("card") == card), why
    options = [a.get("card", a.get("choice")) for a in legal]
    special = solo_rules.handed_choice(state, seat, frame, options)
    if special is not None:
        action = legal[options.index(special[0])]
        return action, f"{action['label']} ({special[1]})"
    worded = reflexes.word_choice(state, seat, frame, legal)
    if worded is not None:
        return worded
    cards = [a["card"] for a in legal if "card" in a]
    leaving = frame.get("verb") in ("Ace", "Discard")
    criteria = []
    if leaving and all(state.table[c].type == "dude" for c in cards):
        own = all(state.table[c].owner == seat for c in cards)
        criteria = targets.own_leaving_play(state) if own else targets.opposing_leaving_play(state)
    chosen = pick(cards, criteria, lambda c: c, state)
    assert chosen is not None
    action = next(a for a in legal if a.get("card") == chosen.choice)
    return action, f"{action['label']} ({chosen.reason})"


def make_bot(game: str, **settings: Any) -> GunfighterBot:
    refuse_other_games_and_settings("the Gunfighter (the Doomtown Automaton)", "doomtown", game, settings)
    return GunfighterBot()
