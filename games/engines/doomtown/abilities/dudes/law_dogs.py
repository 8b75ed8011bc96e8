"""The Law Dogs' dudes: their traits (stat changes while in play) and their abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict, Unpack

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.callouts import answer_due
from games.engines.doomtown.abilities.core import CHEATIN, JOB, NOON, SHOOTOUT, Use, ability, hook, trait
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.abilities.dudes.common import fight_of, items, outfit_is, wanted_dudes
from games.engines.doomtown.abilities.goods import keep_one
from games.engines.doomtown.abilities.inventing import invent
from games.engines.doomtown.abilities.joining import join_posse
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.abilities.reacts import CALLOUT_ACCEPTED, CASUALTIES_DUE, GAME_START, react
from games.engines.doomtown.abilities.reveals import (
    GAMBLIN_TRAITS,
    Shown,
    cheated_against,
    opponent_cheated,
    shown_in_fight,
)
from games.engines.doomtown.abilities.rounds import casualties_after_tally, raise_rank
from games.engines.doomtown.abilities.targets import (
    fighters,
    grit_against,
    is_gadget,
    my_hand_legal,
    their_posse,
    wanted,
)
from games.engines.doomtown.abilities.windows import ask, ask_discards, offer_card_trade, picker, trade_a_card
from games.engines.doomtown.abilities.would import move_or_boot, remove_from_fight, send_home
from games.engines.doomtown.cards import card_code
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import current, opponent, side_posse
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.jobs import job_end, mark_location, start_job
from games.engines.doomtown.tokens import GUNSLINGER, make_token
from games.engines.doomtown.town import adjacent, attachments, bullets, controls, dudes_of, home, influence, is_private
from games.engines.doomtown.zones import add_bounty, attach, boot, draw_card, leave_play, pay

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


@trait("Erik Samson", own=True)
def erik_samson(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Mystical goods: +1 influence; a Melee Weapon: a stud."""
    if stat == "influence" and any(state.table[i].type == "goods" for i in items(state, card, "Mystical")):
        return amount + 1
    if stat == "bullet_type" and any(state.table[i].has("Weapon") for i in items(state, card, "Melee")):
        return "stud"
    return amount


@hook("tally", "Tommy Harden")
def _tommy_harden(state: DoomtownState, frame: Frame, dude: int) -> None:
    """The opponent in Tommy's shootout cheated: +1 rank, +2 with a legal hand."""
    side = next(frame["side"][seat] for seat, posse in enumerate(frame["posse"]) if dude in posse)
    other = opponent(frame, side)
    if frame["cheatin"][other]:
        mine = frame["hands"][side]
        raise_rank(frame, side, 2 if mine is not None and not mine["cheatin"] else 1)


def _nabbe_ready(u: Use) -> bool:
    fight = u.fight
    return (
        fight is not None
        and u.card not in fight.get("once", [])
        and any(u.state.bounty[d] > 0 for d in u.their_posse())
    )


@ability('"Thunder Boy" Nabbe', SHOOTOUT, repeat=True, when=_nabbe_ready)
def thunder_boy_nabbe(u: Use, _: None) -> None:
    """a wanted opposing dude: bullets plus his influence, and a stud (once per shootout)"""
    current(u.state).setdefault("once", []).append(u.card)
    effects.add(u.state, "bullets", u.card, influence(u.state, u.card), until="shootout")
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to="stud")


@hook("own_cost", "Bass Reeves")
def _bass_reeves_cost(state: DoomtownState, card: int, seat: int, cost: int) -> int:
    """A Law Dogs outfit pays 1 less for each opposing wanted dude."""
    if not outfit_is(state, seat, "lawdogs"):
        return cost
    return cost - wanted_dudes(state, [other for other in range(state.players) if other != seat])


@hook("tally", "Bass Reeves")
def _bass_reeves_rank(state: DoomtownState, frame: Frame, dude: int) -> None:
    """His opponent cheated while his side's hand is legal: +1 hand rank."""
    seat = state.table[dude].owner
    if cheated_against(shown_in_fight(frame), seat):
        raise_rank(frame, frame["side"][seat], 1)


def _bass_reeves_targets(u: Use) -> list[list[int | str]]:
    here = u.state.at[u.card]
    found: list[list[int | str]] = []
    for dude in u.all_dudes():
        where = u.state.at[dude]
        if dude == u.card or u.state.bounty[dude] == 0 or not (where == here or adjacent(u.state, here, where)):
            continue
        if not u.state.booted[dude]:
            found.append([dude, "boot"])
        owner = u.state.table[dude].owner
        if owner != u.seat and where != home(u.state, owner):
            found.append([dude, "call out"])
    return found


@ability("Bass Reeves", NOON, when=lambda u: not u.state.booted[u.card], targets=_bass_reeves_targets)
def bass_reeves(u: Use, target: list[Any]) -> None:
    """call out or boot a nearby wanted dude (a call-out accepted next door: Bass boots and moves there)"""
    dude, how = target
    if how == "boot":
        move_or_boot(u.state, u.seat, dude, boot=True)
        return
    call_out(u, dude, leader_moves=u.state.at[dude] != u.state.at[u.card])


class CalloutRules(TypedDict, total=False):
    must_accept: bool
    leader_moves: bool


def call_out(u: Use, mark: int, **rules: Unpack[CalloutRules]) -> None:
    """This dude calls out ``mark``; ``rules``: ``must_accept``, ``leader_moves`` (noon.answer_act)."""
    answer_due(
        u.state,
        {
            "kind": "answer",
            "seat": u.state.table[mark].owner,
            "leader_seat": u.seat,
            "leader_dude": u.card,
            "mark_dude": mark,
            **rules,
        },
    )


@ability("Hattie DeLorre", SHOOTOUT, targets=lambda u: [d for d in their_posse(u) if u.state.bounty[d] > 0])
def hattie_delorre(u: Use, dude: int) -> None:
    """an opposing wanted dude gets -3 bullets"""
    effects.add(u.state, "bullets", dude, -3, until="shootout")


@hook("hands_revealed", "Philip Swinford")
def _philip_swinford(state: DoomtownState, card: int, shown: Shown) -> None:
    """An opponent cheated and his player's hand is legal: they may trade a card of their hand."""
    seat = state.table[card].owner
    if cheated_against(shown, seat):
        offer_card_trade(state, seat, "swinford", "Philip Swinford")


picker("swinford")(trade_a_card)


GAMBLIN_TRAITS.add("24066")


def _laura_banks_targets(u: Use) -> list[list[Any]]:
    return [[d, "give"] for d in fighters(u)] + [[d, "remove"] for d in fighters(u) if u.state.bounty[d] > 0]


@ability("Laura Banks", SHOOTOUT, targets=_laura_banks_targets)
def laura_banks(u: Use, target: list[Any]) -> None:
    """give 1 bounty to or remove 1 bounty from a dude in this shootout"""
    dude, how = target
    if how == "give":
        add_bounty(u.state, dude)
    else:
        u.state.bounty[dude] -= 1
        u.state.bank += 1


def _clyde_owens_marks(u: Use) -> list[int]:
    here = u.state.at[u.card]
    if u.state.booted[u.card]:
        return []
    return [d for d in u.opposing_dudes() if u.state.at[d] == here and here != home(u.state, u.state.table[d].owner)]


@ability("Clyde Owens", NOON, targets=_clyde_owens_marks)
def clyde_owens(u: Use, mark: int) -> None:
    """call out a dude here (a wanted dude cannot refuse)"""
    call_out(u, mark, must_accept=u.state.bounty[mark] > 0)


def _miracle_or_melee_weapon(state: DoomtownState, item: int) -> bool:
    facts = state.table[item]
    return facts.has("Miracle") or (facts.has("Melee") and facts.has("Weapon"))


def _deborah_west_targets(u: Use) -> list[list[int]]:
    items = [i for i in attachments(u.state, u.card) if not u.state.booted[i] and _miracle_or_melee_weapon(u.state, i)]
    return [[item, foe] for item in items for foe in their_posse(u)]


@ability("Deborah West (Exp.1)", SHOOTOUT, targets=_deborah_west_targets)
def deborah_west(u: Use, target: list[int]) -> None:
    """boot her Miracle or Melee Weapon: an opposing dude gains 1 bounty"""
    item, foe = target
    u.state.booted[item] = 1
    add_bounty(u.state, foe)


@hook("hands_revealed", "Padre Ernesto de Diaz")
def _padre_ernesto(state: DoomtownState, card: int, shown: Shown) -> None:
    """An opponent revealed a cheatin' hand: his player may boot one of his Miracles to draw a card."""
    seat = state.table[card].owner
    miracles = [m for m in attachments(state, card) if state.table[m].has("Miracle") and not state.booted[m]]
    if opponent_cheated(shown, seat) and miracles:
        texts = {"keep": "Padre Ernesto de Diaz: boot no Miracle"}
        ask(state, seat, "ernesto", [*miracles, "keep"], verb="Padre Ernesto de Diaz: draw a card, boot", texts=texts)


@picker("ernesto")
def _ernesto_draws(state: DoomtownState, frame: Frame, choice: int | str) -> None:
    if isinstance(choice, int):  # a Miracle, not "keep"
        boot(state, choice)
        drawn = draw_card(state, frame["seat"])
        if drawn is not None:
            state.hand[frame["seat"]].append(drawn)


GAMBLIN_TRAITS.add("24068")


def _drews_gadgets(state: DoomtownState, drew: int) -> list[int]:
    """Gadget goods in his player's hand the stash can pay for, when he stands where his player controls."""
    seat = state.table[drew].owner
    if not controls(state, seat, state.at[drew]):
        return []
    found: dict[str, int] = {}
    for card in sorted(state.hand[seat]):
        facts = state.table[card]
        if facts.type == "goods" and is_gadget(state, card) and play_cost(state, seat, card, None) <= state.stash[seat]:
            found.setdefault(facts.card.code, card)  # copies in hand are the same play
    return list(found.values())


@hook("hands_revealed", "Drew Beauman")
def _drew_beauman(state: DoomtownState, card: int, shown: Shown) -> None:
    """An opponent cheated and his player's hand is legal: he may invent a Gadget without booting."""
    gadgets = _drews_gadgets(state, card)
    if cheated_against(shown, state.table[card].owner) and gadgets:
        seat, texts = state.table[card].owner, {"keep": "Drew Beauman: invent nothing"}
        ask(state, seat, "drew", [*gadgets, "keep"], verb="Drew Beauman invents", texts=texts, drew=card)


@picker("drew")
def _drew_invents(state: DoomtownState, frame: Frame, choice: int | str) -> None:
    if not isinstance(choice, int):  # "keep"
        return
    seat, drew = frame["seat"], frame["drew"]
    state.hand[seat].remove(choice)
    pay(state, seat, play_cost(state, seat, choice, None))
    invent(state, seat, drew, choice, drew)


GAMBLIN_TRAITS.add("24072")


def _harry_marks(u: Use) -> list[int]:
    return [] if u.state.booted[u.card] else [d for d in u.opposing_dudes() if wanted(u, d)]


@ability("Judge Harry Somerset (Exp.1)", JOB, targets=_harry_marks)
def judge_harry_somerset(u: Use, mark: int) -> None:
    """job on a wanted dude (Harry boots), a booted Gunslinger token in his posse: success discards the mark"""
    gunslinger = make_token(u.state, GUNSLINGER, u.seat, mark_location(u.state, mark), booted=True)
    start_job(u.state, u.seat, u.card, mark, boot_leader=True, then="harry", joining=[gunslinger])


@job_end("harry")
def _harry_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    mark = frame["mark"]
    if succeeded and any(mark in cards for cards in state.play):
        leave_play(state, mark, ace=False, collector=frame["leader_seat"])


def _gadget_weapons(state: DoomtownState, seat: int, besides: int | None = None) -> list[int]:
    """Non-Unique Gadget Weapons in the deck the stash can pay for, one per title (not ``besides``'s)."""
    table = state.table
    found: dict[str, int] = {}
    for card in sorted(state.deck[seat]):
        facts = table[card]
        if facts.type != "goods" or not (facts.has("Gadget") and facts.has("Weapon")) or facts.card.unique:
            continue
        if facts.num("cost") <= state.stash[seat] and (besides is None or facts.title != table[besides].title):
            found.setdefault(facts.title, card)
    return list(found.values())


def _goodenough_can(u: Use, _: dict[str, Any]) -> bool:
    return len(_gadget_weapons(u.state, u.seat)) >= 2 and bool(u.my_dudes())


@react("Dr. JT Goodenough", GAME_START, applies=_goodenough_can)
def jt_goodenough(u: Use, _: dict[str, Any]) -> None:
    """reveal two different non-Unique Gadget Weapons from your deck; the opponent discards one, you
    attach the other to your dude paying its cost (not invented); then discard a card"""
    ask(u.state, u.seat, "jt_first", _gadget_weapons(u.state, u.seat), verb="Reveal")


@picker("jt_first")
def _jt_first(state: DoomtownState, frame: Frame, first: int) -> None:
    ask(state, frame["seat"], "jt_second", _gadget_weapons(state, frame["seat"], first), verb="Reveal", first=first)


@picker("jt_second")
def _jt_second(state: DoomtownState, frame: Frame, second: int) -> None:
    seat = frame["seat"]
    weapons = [frame["first"], second]
    for card in weapons:
        state.deck[seat].remove(card)
    state.draw[seat] = weapons
    state.revealed[seat] = True  # both are shown to everyone
    state.note({"type": "revealed", "seat": seat, "cards": list(weapons)})
    chooser = (seat + 1) % state.players  # "your opponent": the next player clockwise
    ask(state, chooser, "jt_discard", weapons, verb="Discard", owner=seat)


@picker("jt_discard")
def _jt_discard(state: DoomtownState, frame: Frame, card: int) -> None:
    owner = frame["owner"]
    state.draw[owner].remove(card)
    state.discard[owner].append(card)
    state.revealed[owner] = False
    ask(state, owner, "jt_attach", dudes_of(state, owner), verb="Attach it to", weapon=state.draw[owner][0])


@picker("jt_attach")
def _jt_attach(state: DoomtownState, frame: Frame, dude: int) -> None:
    seat, weapon = frame["seat"], frame["weapon"]
    state.draw[seat].remove(weapon)
    pay(state, seat, state.table[weapon].num("cost"))
    attach(state, weapon, dude, seat)
    ask_discards(state, seat, 1, "jt_done")
    keep_one(state, seat, weapon, dude)  # a second Weapon: keep one (decided first)


@picker("jt_done")
def _jt_done(state: DoomtownState, frame: Frame, _: Any) -> None:
    """Nothing follows the discard."""


@trait("Marshal Caves Callarman", stats=("bullets", "influence"), own=True)
def caves_callarman(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """-1 bullets and -1 influence for each bounty he has."""
    return amount - state.bounty[card]


def _caves_ready(u: Use) -> bool:
    public = not is_private(u.state, u.state.at[u.card])
    return public and u.state.bounty[u.card] > 0 and bool(u.state.hand[u.seat])


@ability("Marshal Caves Callarman", NOON, when=_caves_ready)
def caves_callarman_noon(u: Use, _: None) -> None:
    """at a Public location: discard a card from your hand to lower his bounty by 1"""
    ask_discards(u.state, u.seat, 1, "caves", caves=u.card)


@picker("caves")
def _caves_lowers_bounty(state: DoomtownState, frame: Frame, _: Any) -> None:
    caves = frame["caves"]
    if state.bounty[caves] > 0:
        state.bounty[caves] -= 1
        state.bank += 1


@ability("Dr. Shane Tilton", SHOOTOUT, targets=lambda u: [d for d in their_posse(u) if not u.state.booted[d]],
         does=("boot",))  # fmt: skip
def shane_tilton(u: Use, dude: int) -> None:
    """an opposing dude boots; an Abomination: Dr. Tilton +2 bullets"""
    if has_keyword(u.state, dude, "Abomination"):
        effects.add(u.state, "bullets", u.card, 2, until="shootout")
    move_or_boot(u.state, u.seat, dude, boot=True)


@ability("Stan Fredricks", SHOOTOUT, when=lambda u: u.state.bounty[u.card] > 0, targets=their_posse)
def stan_fredricks(u: Use, dude: int) -> None:
    """wanted: one of his bounty moves to an opposing dude, and he goes home booted"""
    u.state.bounty[u.card] -= 1
    u.state.bank += 1
    add_bounty(u.state, dude)
    send_home(u.state, u.seat, u.card)


def _amity_marks(u: Use) -> list[int]:
    here = u.state.at[u.card]
    return [d for d in u.all_dudes() if u.state.at[d] == here and u.state.bounty[d] > 0 and not u.state.booted[d]]


@ability("Amity Hopkins", NOON, targets=_amity_marks, does=("boot",))
def amity_hopkins(u: Use, dude: int) -> None:
    """a wanted dude at her location boots"""
    move_or_boot(u.state, u.seat, dude, boot=True)


def _spicer_marks(u: Use) -> list[int]:
    here = u.state.at[u.card]
    return [d for d in u.opposing_dudes() if u.state.at[d] == here and u.state.bounty[d] > influence(u.state, d)]


@ability("Judge Wells Spicer", NOON, boot=True, targets=_spicer_marks, does=("home",))
def judge_wells_spicer(u: Use, dude: int) -> None:
    """an opposing dude here with more bounty than influence goes home booted; its owner may clear its bounty"""
    owner = u.state.table[dude].owner
    texts = {"clear": "Judge Wells Spicer: reduce its bounty to 0", "keep": "Judge Wells Spicer: keep its bounty"}
    ask(u.state, owner, "spicer", ["clear", "keep"], texts=texts, dude=dude)
    send_home(u.state, u.seat, dude)


@picker("spicer")
def _spicer_clears(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice == "clear":
        state.bank += state.bounty[frame["dude"]]
        state.bounty[frame["dude"]] = 0


def _stewart_marks(u: Use) -> list[int]:
    if not u.state.hand[u.seat]:
        return []
    return [d for d in u.opposing_dudes() if u.state.bounty[d] == 0 and influence(u.state, d) <= u.state.stash[u.seat]]


@ability("Stewart Davidson", NOON, boot=True, targets=_stewart_marks)
def stewart_davidson(u: Use, dude: int) -> None:
    """discard a card and pay an opposing dude's influence in ghost rock: that dude, not wanted yet, gets 1 bounty"""
    ask_discards(u.state, u.seat, 1, "stewart", dude=dude)


@picker("stewart")
def _stewart_posts_bounty(state: DoomtownState, frame: Frame, _: Any) -> None:
    dude = frame["dude"]
    pay(state, frame["seat"], min(state.stash[frame["seat"]], influence(state, dude)))
    add_bounty(state, dude)


@trait('Xiong "Wendy" Cheng (Exp.1)', stats=("value",))
def wendy_cheng(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Opposing wanted dudes at her location have -2 value."""
    facts = state.table[card]
    if facts.type != "dude" or facts.owner == state.table[source].owner or state.bounty[card] == 0:
        return amount
    return amount - 2 if state.at[card] == state.at[source] else amount


@ability('Xiong "Wendy" Cheng (Exp.1)', SHOOTOUT, boot=True, targets=their_posse, does=("home", "discard"))
def wendy_cheng_sends_home(u: Use, dude: int) -> None:
    """an opposing dude goes home booted; with more bounty than grit it is discarded instead"""
    if u.state.bounty[dude] > grit_against(u, dude):
        remove_from_fight(u.state, dude, ace=False, collector=u.seat)
    else:
        send_home(u.state, u.seat, dude)


def _nabbe_exp_targets(u: Use) -> list[list[int]]:
    booters = [d for d in u.my_posse() if not u.state.booted[d] and (d == u.card or has_keyword(u.state, d, "Blessed"))]
    marks = [d for d in their_posse(u) if u.state.bounty[d] > 0]
    return [[booter, mark] for booter in booters for mark in marks]


@ability('"Thunder Boy" Nabbe (Exp.1)', SHOOTOUT, targets=_nabbe_exp_targets)
def thunder_boy_nabbe_exp(u: Use, target: list[int]) -> None:
    """boot Thunder Boy or a Blessed of your posse: an opposing wanted dude becomes a draw"""
    booter, mark = target
    u.state.booted[booter] = 1
    effects.add(u.state, "bullet_type", mark, until="shootout", set_to="draw")


def _yaple_pairs(u: Use) -> list[list[int]]:
    weapons = [i for d in u.my_posse() for i in attachments(u.state, d)
               if is_gadget(u.state, i) and u.state.table[i].has("Weapon") and not u.state.booted[i]]  # fmt: skip
    marks = [d for d in u.their_posse() if u.state.bounty[d] == 0]
    return [[weapon, mark] for weapon in weapons for mark in marks]


@react("Dr. Erik Yaple", "posses_formed", boot=False, applies=lambda u, _: u.in_fight(u.card) and bool(_yaple_pairs(u)))
def dr_erik_yaple(u: Use, _: dict[str, Any]) -> None:
    """boot a Gadget Weapon of your posse: an opposing dude without bounty gets 1"""
    names = u.state.table
    texts = {f"{w} {m}": f"Boot {names[w].name}: 1 bounty on {names[m].name}" for w, m in _yaple_pairs(u)}
    ask(u.state, u.seat, "yaple", list(texts), texts=texts)


@picker("yaple")
def _yaple_bounty(state: DoomtownState, frame: Frame, choice: str) -> None:
    weapon, mark = (int(part) for part in choice.split())
    state.booted[weapon] = 1
    add_bounty(state, mark)


def _clay_outmatched(state: DoomtownState, clay: int) -> bool:
    """In a posse facing a posse with more total bounty than total bullets."""
    fight = fight_of(state, clay)
    if fight is None:
        return False
    mine = state.table[clay].owner
    theirs = [d for seat, posse in enumerate(fight["posse"]) if seat != mine for d in posse]
    return sum(state.bounty[d] for d in theirs) > sum(bullets(state, d) for d in theirs)


@trait("Sgt. Elijah Clay", stats=("bullet_type",), own=True)
def sgt_elijah_clay(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A stud while the opposing posse has more bounty than bullets."""
    return "stud" if _clay_outmatched(state, card) else amount


@hook("min_bullets", "Sgt. Elijah Clay")
def _clay_floor(state: DoomtownState, source: int, card: int) -> int | None:
    """... and then at least 3 bullets."""
    return 3 if card == source and _clay_outmatched(state, card) else None


@hook("ignores_effect", "Sgt. Elijah Clay")
def _clay_stays_a_stud(state: DoomtownState, source: int, card: int, effect: dict[str, Any]) -> bool:
    """... whatever would make him a draw."""
    is_draw = effect["stat"] == "bullet_type" and effect.get("set") == "draw"
    return card == source and is_draw and _clay_outmatched(state, card)


# ---- There Comes a Reckoning, Too Tough to Die, Out for Blood, Welcome to Deadwood --------------------


def _endicott_miracles(state: DoomtownState, dude: int) -> int:
    return sum(1 for card in attachments(state, dude) if state.table[card].has("Miracle"))


def _endicott_marks(u: Use) -> list[int]:
    return [d for d in u.opposing_dudes() if influence(u.state, d) < _endicott_miracles(u.state, u.card)]


def _miracle_on_endicott(u: Use, data: dict[str, Any]) -> bool:
    card = data["card"]
    mine = u.state.table[card].owner == u.seat and u.state.attached_to[card] == u.card
    return mine and u.state.table[card].has("Miracle") and bool(_endicott_marks(u))


@react("Reverend Endicott", "enters_play", boot=False, applies=_miracle_on_endicott)
def reverend_endicott(u: Use, data: dict[str, Any]) -> None:
    """after you attach a Miracle to him: an opposing dude with less influence than his Miracles gains 1 bounty"""
    ask(u.state, u.seat, "endicott", _endicott_marks(u), verb="1 bounty to")


@picker("endicott")
def _endicott_bounty(state: DoomtownState, frame: Frame, dude: int) -> None:
    add_bounty(state, dude)


def _enrique_called_wanted(u: Use, data: dict[str, Any]) -> bool:
    mark: int = data["mark"]
    away = u.state.at[mark] != home(u.state, u.state.table[mark].owner)
    return data["leader_dude"] == u.card and u.state.bounty[mark] > 0 and away


@react("Enrique Dos Santos", CALLOUT_ACCEPTED, boot=False, applies=_enrique_called_wanted)
def enrique_dos_santos(u: Use, data: dict[str, Any]) -> None:
    """after a wanted dude away from home accepts his call-out: nobody joins the mark's posse before posses
    are formed"""
    current(u.state)["mark_alone"] = True


@react(
    "Quincy Washburne",
    "invented",
    boot=False,
    applies=lambda u, data: data["inventor"] == u.card and u.state.table[data["gadget"]].has("Weapon"),
)
def quincy_washburne(u: Use, data: dict[str, Any]) -> None:
    """after he invents a Weapon Gadget: he unboots"""
    u.state.booted[u.card] = 0


@hook("hands_revealed", "Clint Ramsey (Exp.1)")
def _clint_ramsey_experienced(state: DoomtownState, card: int, shown: Shown) -> None:
    """An opponent revealed a cheatin' hand: he unboots (a repeatable react, always worth using)."""
    if opponent_cheated(shown, state.table[card].owner) and state.booted[card]:
        state.booted[card] = 0
        state.note({"type": "react", "seat": state.table[card].owner, "card": card})


GAMBLIN_TRAITS.add(card_code("Clint Ramsey (Exp.1)"))


@trait("Sheriff Eli Waters", stats=("bullets",), own=True)
def sheriff_eli_waters(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """In his shootout: + the highest bounty among the wanted dudes opposing him (4 at most)."""
    fight = fight_of(state, card)
    if fight is None:
        return amount
    side = fight["side"][state.table[card].owner]
    foes = [] if side is None else side_posse(state, fight, opponent(fight, side))
    return amount + min(4, max((state.bounty[d] for d in foes), default=0))


@hook("hands_revealed", "Sheriff Eli Waters")
def _eli_waters_rides(state: DoomtownState, card: int, shown: Shown) -> None:
    """An opponent revealed a cheatin' hand: his player may move him to a wanted dude's location."""
    seat = state.table[card].owner
    if not opponent_cheated(shown, seat) or fight_of(state, card) is not None:
        return
    places = sorted({state.at[d] for s in range(state.players) for d in dudes_of(state, s) if state.bounty[d] > 0})
    places = [place for place in places if place != state.at[card]]
    if places:
        ask(state, seat, "eli_waters", [*places, "stay"], dude=card, verb="Eli Waters moves to",
            texts={"stay": "Eli Waters stays"})  # fmt: skip


@picker("eli_waters")
def _eli_waters_moves(state: DoomtownState, frame: Frame, place: int | str) -> None:
    if not isinstance(place, int):
        return
    dude, seat = frame["dude"], frame["seat"]
    state.at[dude] = place
    fight = next((f for f in reversed(state.stack) if f["kind"] == "shootout"), None)
    if fight is not None and fight["location"] == place and fight["side"][seat] is not None:
        ask(state, seat, "eli_joins", ["join", "stay"], dude=dude,
            texts={"join": "Eli Waters joins your posse", "stay": "Eli Waters stays out"})  # fmt: skip


@picker("eli_joins")
def _eli_joins(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice == "join":
        join_posse(state, current(state), frame["seat"], frame["dude"])


GAMBLIN_TRAITS.add(card_code("Sheriff Eli Waters"))


@hook("own_cost", "Wyatt Earp")
def _wyatt_earp_cost(state: DoomtownState, card: int, seat: int, cost: int) -> int:
    """In a Law Dogs outfit: 2 less for each of its player's Law Dogs dudes in Boot Hill."""
    if not outfit_is(state, seat, "lawdogs"):
        return cost
    fallen = [
        d for d in state.boot_hill[seat] if state.table[d].type == "dude" and state.table[d].card.faction == "lawdogs"
    ]
    return cost - 2 * len(fallen)


@trait("Wyatt Earp", stats=("bullets",))
def wyatt_earp(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """In his posse: his side's shooter +2 bullets while the opposing shooter's bounty exceeds their bullets."""
    fight = fight_of(state, source)
    if fight is None:
        return amount
    side = fight["side"][state.table[source].owner]
    if side is None or fight["shooter"][side] != card or source not in side_posse(state, fight, side):
        return amount
    foe = fight["shooter"][opponent(fight, side)]
    return amount + 2 if foe is not None and state.bounty[foe] > bullets(state, foe) else amount


def _wyatt_targets(u: Use) -> list[int]:
    side = u.their_side()
    if side is None:
        return []
    shooter = current(u.state)["shooter"][side]
    return [d for d in their_posse(u) if d == shooter or u.state.bounty[d] > 0]


@ability("Wyatt Earp", CHEATIN, targets=_wyatt_targets, does=("ace",))
def wyatt_earp_aces(u: Use, dude: int) -> None:
    """ace the opposing shooter or a wanted dude of the opposing posse"""
    remove_from_fight(u.state, dude, ace=True, collector=u.seat)  # out of the posse, then aced


# ---- Hell's Comin' With Me ----------------------------------------------------------------------------


@trait("Joan McGruder", stats=("bullets",), own=True)
def joan_mcgruder(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """-1 bullets for each other dude in her posse."""
    fight = fight_of(state, card)
    if fight is None:
        return amount
    return amount - (len(fight["posse"][state.table[card].owner]) - 1)


@hook("stays_in_fight", "Joan McGruder")
def _joan_stays(state: DoomtownState, dude: int, how: str) -> bool:
    """She neither flees nor is sent home from a shootout."""
    return fight_of(state, dude) is not None


@hook("attachments_reach", "Joan McGruder")
def _joan_reach(state: DoomtownState, joan: int, card: int) -> bool:
    """Her attachments do not affect an opposing dude unless its bounty is above its influence."""
    facts = state.table[card]
    opposing_dude = facts.type == "dude" and facts.owner != state.table[joan].owner
    return opposing_dude and state.bounty[card] <= influence(state, card)


# ---- Welcome to Deadwood ------------------------------------------------------------------------------


@hook("tally", "Seth Bullock")
def _seth_bullock(state: DoomtownState, frame: Frame, dude: int) -> None:
    """His player's draw hand is cheatin': their hand rank is lowered by his bullets."""
    side = frame["side"][controller(state, dude)]
    if frame["cheatin"][side]:
        raise_rank(frame, side, -bullets(state, dude))


@react("Seth Bullock", "cheatin_action", boot=False, applies=lambda u, data: data["seat"] == u.seat)
def seth_bullock(u: Use, _: dict[str, Any]) -> None:
    """after you play an action card's Cheatin' Resolution: unboot him"""
    u.state.booted[u.card] = 0


MIMI = """Mimi "The Nun" O'Brien"""  # triple quotes: the name as printed, so a grep finds it


def _mimi_miracles(u: Use) -> list[int]:
    return sorted(card for card in u.state.hand[u.seat] if u.state.table[card].has("Miracle"))


def _mimi_ready(u: Use, _: dict[str, Any]) -> bool:
    fight, side = u.fight, u.my_side()
    if fight is None or side is None or u.card not in u.my_posse():
        return False
    return fight["casualties"][side] > 0 and bool(_mimi_miracles(u))


@react(MIMI, CASUALTIES_DUE, boot=False, applies=_mimi_ready)
def mimi_the_nun_obrien(u: Use, _: dict[str, Any]) -> None:
    """before you take casualties: discard a Miracle from your hand for 1 fewer casualty (2 with a legal hand)"""
    ask(u.state, u.seat, "mimi", _mimi_miracles(u), verb="Mimi O'Brien: discard")


@picker("mimi")
def _mimi_discards(state: DoomtownState, frame: Frame, miracle: int) -> None:
    seat = frame["seat"]
    state.hand[seat].remove(miracle)
    state.discard[seat].append(miracle)
    fight = current(state)
    side = fight["side"][seat]
    hand = fight["hands"][side]
    fewer = 2 if hand is not None and not hand["cheatin"] else 1
    casualties_after_tally(fight, side, -min(fewer, fight["casualties"][side]))


def _virgil_amounts(u: Use) -> list[int]:
    cap = 5 if my_hand_legal(u) else 3
    return list(range(1, min(cap, sum(u.state.bounty[d] for d in u.their_posse())) + 1))


@ability("Virgil Earp", CHEATIN, targets=_virgil_amounts, names_cards=False)
def virgil_earp(u: Use, amount: int) -> None:
    """choose bounty on opposing dudes (up to 3, 5 with a legal hand): the cheater's rank falls as much"""
    raise_rank(current(u.state), u.extra["cheater"], -amount)
    texts = {"remove": f"Remove the {amount} bounty Virgil Earp chose", "keep": "Keep the bounty"}
    ask(u.state, u.extra["cheater"], "virgil", ["remove", "keep"], texts=texts, left=amount)


@picker("virgil")
def _virgil_bounty(state: DoomtownState, frame: Frame, choice: str) -> None:
    """The chosen bounty comes off the most wanted dudes of the posse first."""
    if choice != "remove":
        return
    fight = current(state)
    left = frame["left"]
    for dude in sorted(side_posse(state, fight, frame["seat"]), key=lambda d: (-state.bounty[d], d)):
        taken = min(left, state.bounty[dude])
        state.bounty[dude] -= taken
        state.bank += taken
        left -= taken
