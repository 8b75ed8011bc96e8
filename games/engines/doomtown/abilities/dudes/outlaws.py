"""The Outlaws' dudes: their traits (stat changes while in play) and their abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import JOB, NOON, REGISTRY, RESOLUTION, SHOOTOUT, Use, ability, hook, trait
from games.engines.doomtown.abilities.dudes.common import at_foreign_deed, fight_of, outfit_is, wanted_dudes
from games.engines.doomtown.abilities.extra_uses import grant_extra_use
from games.engines.doomtown.abilities.from_discard import offer_goods
from games.engines.doomtown.abilities.protection import guard
from games.engines.doomtown.abilities.reacts import GAME_START, ROUND_WON, SHOOTER_DECLARED, react
from games.engines.doomtown.abilities.reveals import Shown
from games.engines.doomtown.abilities.rounds import casualties_after_tally, raise_rank
from games.engines.doomtown.abilities.targets import in_town_locations, their_posse, value_against
from games.engines.doomtown.abilities.windows import PICKS, ask, ask_discards, picker
from games.engines.doomtown.abilities.would import lose_dude, move_or_boot, remove_from_fight, send_home
from games.engines.doomtown.cards import card_code
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import current, opponent
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.jobs import job_end, start_job
from games.engines.doomtown.skills import skill_margin
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    adjacent,
    adjusted_stat,
    attachments,
    bullets,
    control_points_of_card,
    deed_controller,
    deeds_in_play,
    dudes_of,
    home,
)
from games.engines.doomtown.zones import add_bounty, gain, leave_play, pull

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


@trait("Miranda Clarke", own=True)
def miranda_clarke(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A control point: +1 influence; 2 bounty or more: +2 bullets."""
    if stat == "influence" and control_points_of_card(state, card) > 0:
        return amount + 1
    if stat == "bullets" and state.bounty[card] >= 2:
        return amount + 2
    return amount


@ability("Lawrence Blackwood", NOON, boot=True, when=at_foreign_deed)
def lawrence_blackwood(u: Use, _: None) -> None:
    """at a deed you do not own: a control point while he stays there this turn"""
    effects.add(u.state, "blackwood_at", u.card, u.state.at[u.card], until="turn")


@trait("Lawrence Blackwood", stats=("control",), own=True)
def lawrence_blackwood_control(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """His control point holds only at the deed where he took it."""
    here = state.at[card]
    taken = any(e["stat"] == "blackwood_at" and e["card"] == card and e["amount"] == here for e in state.effects)
    return amount + 1 if taken else amount


@ability("Ike Clanton", NOON, boot=True, targets=lambda u: deeds_in_play(u.state))
def ike_clanton(u: Use, deed: int) -> None:
    """a deed is Rowdy until after the next Production phase"""
    effects.add(u.state, "rowdy", deed, until="production", set_to=True)


@ability("Allie Hensman", NOON, boot=True, when=lambda u: u.state.at[u.card] == TOWN_SQUARE)
def allie_hensman(u: Use, _: None) -> None:
    """in the town square: a permanent control point"""
    effects.add(u.state, "control", u.card, 1, until="play")


def _my_hand_cheatin(u: Use) -> bool:
    hand = current(u.state)["hands"][u.my_side()]
    return hand is not None and hand["cheatin"]


@ability("Baker Andrews", RESOLUTION, when=_my_hand_cheatin)
def baker_andrews(u: Use, _: None) -> None:
    """your hand is cheatin': Baker gains 1 bounty for +1 hand rank"""
    add_bounty(u.state, u.card)
    raise_rank(current(u.state), u.fighting_side(), 1)


def _cast_by_dave(u: Use, data: dict[str, Any]) -> bool:
    spell = data["spell"]
    return (
        data["dude"] == u.card
        and data["timing"] == SHOOTOUT
        and u.fight is not None
        and u.state.table[spell].has("Hex")
        and any(spell in cards for cards in u.state.play)
    )


@react('Dave "Slim" Gorman', "cast", boot=False, applies=_cast_by_dave)
def dave_slim_gorman(u: Use, data: dict[str, Any]) -> None:
    """discard the Hex he cast: every dude in the shootout is a draw this round"""
    leave_play(u.state, data["spell"], ace=False)
    for posse in current(u.state)["posse"]:
        for dude in posse:
            effects.add(u.state, "bullet_type", dude, until="round", set_to="draw")


@hook("own_cost", "Jessica Patchett")
def _jessica_patchett_cost(state: DoomtownState, card: int, seat: int, cost: int) -> int:
    """An Outlaws outfit pays 1 less for each wanted dude it controls."""
    return cost - wanted_dudes(state, [seat]) if outfit_is(state, seat, "outlaws") else cost


def _most_bullets(u: Use) -> list[int]:
    foes = u.opposing_dudes()
    most = max((bullets(u.state, d) for d in foes), default=0)
    return [d for d in foes if bullets(u.state, d) == most]


@ability("Jessica Patchett", JOB, when=lambda u: not u.state.booted[u.card], targets=_most_bullets)
def jessica_patchett(u: Use, mark: int) -> None:
    """job (Jessica boots to lead) on the opposing dude with the most bullets: success aces the mark"""
    start_job(u.state, u.seat, u.card, mark, boot_leader=True, then="ace_mark")


@job_end("ace_mark")
def _ace_the_mark(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    mark = frame["mark"]
    if succeeded and any(mark in cards for cards in state.play):
        lose_dude(state, mark, ace=True, collector=frame["leader_seat"])


@trait('"Ma" Florence Aims', stats=("influence",), own=True)
def ma_florence_aims(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Her influence is her bounty (at most 4)."""
    return amount - state.table[card].num("influence") + min(4, state.bounty[card])


@hook("given_bounty", "Milt Clemons")
def _milt_clemons(state: DoomtownState, dude: int) -> None:
    """Given bounty: his player gains 1 ghost rock."""
    gain(state, state.table[dude].owner, 1)


@trait("Maria Kingsford", stats=("Huckster",), own=True)
def maria_kingsford(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """In a shootout her bounty adds to her Huckster skill."""
    if fight_of(state, card) is not None:
        return amount + state.bounty[card]
    return amount


@trait("José Morales", stats=("Huckster",), own=True)
def jose_morales(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """In a shootout his bullets add to his Huckster skill."""
    if fight_of(state, card) is not None:
        return amount + bullets(state, card)
    return amount


def _larrys_spells(state: DoomtownState, larry: int) -> list[int]:
    return [s for s in attachments(state, larry) if state.table[s].type == "spell" and not state.booted[s]]


def _larrys_marks(u: Use) -> list[int]:
    return [item for dude in their_posse(u) for item in attachments(u.state, dude) if not u.state.booted[item]]


def _larry_ready(u: Use, _: dict[str, Any]) -> bool:
    return (
        u.in_fight(u.card)
        and (u.state.dealer == u.seat or not u.state.booted[u.card])
        and bool(_larrys_spells(u.state, u.card))
        and bool(_larrys_marks(u))
    )


@react('Larry "Sevens" Swift', "posses_formed", boot=False, applies=_larry_ready)
def larry_sevens_swift(u: Use, _: dict[str, Any]) -> None:
    """boot his spell and take 1 bounty to boot an opposing attachment"""
    names = u.state.table
    pairs_ = [(spell, item) for spell in _larrys_spells(u.state, u.card) for item in _larrys_marks(u)]
    texts = {f"{spell} {item}": f"Boot {names[spell].name} to boot {names[item].name}" for spell, item in pairs_}
    ask(u.state, u.seat, "larry", list(texts), texts=texts, larry=u.card)


@picker("larry")
def _larry_boots(state: DoomtownState, frame: Frame, choice: str) -> None:
    spell, item = (int(c) for c in choice.split())
    state.booted[spell] = state.booted[item] = 1
    add_bounty(state, frame["larry"])


@react("Rosaleen Byrne", GAME_START, applies=lambda u, _: len(u.state.hand[u.seat]) >= 2)
def rosaleen_byrne(u: Use, _: dict[str, Any]) -> None:
    """discard 2 cards from your hand to draw 2 cards"""
    ask_discards(u.state, u.seat, 2, "draw_two")


@picker("draw_two")
def _draw_two(state: DoomtownState, frame: Frame, _: Any) -> None:
    for _ in range(2):
        PICKS["draw_one"](state, frame, None)


@trait("Reggie Mallard", stats=("bullets",), own=True)
def reggie_mallard(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+1 bullets for each Huckster in his posse (himself included), at most +4."""
    fight = fight_of(state, card)
    if fight is None:
        return amount
    posse = fight["posse"][state.table[card].owner]
    return amount + min(4, sum(1 for d in posse if state.table[d].has("Huckster")))


@trait('Florentino "Indian Charlie" Cruz', stats=("value",), own=True)
def indian_charlie(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+1 value for each bounty he has."""
    return amount + state.bounty[card]


@hook("ignores_effect", 'Florentino "Indian Charlie" Cruz')
def _indian_charlie_stays(state: DoomtownState, source: int, card: int, effect: dict[str, Any]) -> bool:
    """With more than 3 bounty he is never changed to a draw."""
    return card == source and state.bounty[card] > 3 and effect["stat"] == "bullet_type" and effect.get("set") == "draw"


@ability("Jack McCall", SHOOTOUT, when=lambda u: len(u.my_posse()) > len(u.their_posse()))
def jack_mccall(u: Use, _: None) -> None:
    """his posse outnumbers the other: he takes 1 bounty and becomes a stud"""
    add_bounty(u.state, u.card)
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to="stud")


def _kim_moves(u: Use) -> list[list[int]]:
    here = u.state.at[u.card]
    wanted_here = [d for d in u.my_dudes() if u.state.at[d] == here and u.state.bounty[d] > 0]
    deeds = [d for d in deeds_in_play(u.state) if adjacent(u.state, here, d)]
    return [[dude, deed] for dude in wanted_here for deed in deeds]


@ability("Kim Lloyd", NOON, targets=_kim_moves)
def kim_lloyd(u: Use, target: list[int]) -> None:
    """a wanted dude of yours here moves to an adjacent deed: Kim is a stud until the day ends"""
    dude, deed = target
    effects.add(u.state, "bullet_type", u.card, until="turn", set_to="stud")
    move_or_boot(u.state, u.seat, dude, to=deed)


def _kate_targets(u: Use) -> list[int]:
    here = u.state.at[u.card]
    return [d for d in u.my_dudes() if u.state.at[d] == here] if u.state.hand[u.seat] else []


@ability("Big Nose Kate", NOON, targets=_kate_targets)
def big_nose_kate(u: Use, dude: int) -> None:
    """discard a card: your dude here +1 bullets today (+1 influence for an action card with a Shootout
    or Job ability); if that dude is not wanted, you may give it 1 bounty"""
    ask_discards(u.state, u.seat, 1, "kate", dude=dude)


def _fighting_action(state: DoomtownState, card: int) -> bool:
    specs = REGISTRY.get(state.table[card].card.code, [])
    return state.table[card].type == "action" and any(spec.timing in (SHOOTOUT, JOB) for spec in specs)


@picker("kate")
def _kate_discarded(state: DoomtownState, frame: Frame, _: Any) -> None:
    seat, dude = frame["seat"], frame["dude"]
    effects.add(state, "bullets", dude, 1, until="turn", by=seat)
    if state.discard[seat] and _fighting_action(state, state.discard[seat][-1]):
        effects.add(state, "influence", dude, 1, until="turn", by=seat)
    if state.bounty[dude] == 0:
        texts = {"bounty": "Big Nose Kate: give that dude 1 bounty", "none": "Big Nose Kate: no bounty"}
        ask(state, seat, "kate_bounty", ["bounty", "none"], texts=texts, dude=dude)


@picker("kate_bounty")
def _kate_bounty(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice == "bounty":
        add_bounty(state, frame["dude"])


@trait("Silas Aims (Exp.1)", stats=("bullets",), own=True)
def silas_aims(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Bullets plus his bounty, at most +4."""
    return amount + min(4, state.bounty[card])


def _silas_is_mark(u: Use) -> bool:
    return bool(current(u.state)["mark_dude"] == u.card)


def _silas_targets(u: Use) -> list[int]:
    if u.state.booted[u.card] and not _silas_is_mark(u):
        return []
    return [d for d in their_posse(u) if bullets(u.state, d) < u.state.bounty[u.card]]


@ability("Silas Aims (Exp.1)", SHOOTOUT, targets=_silas_targets, does=("home",))
def silas_aims_sends_home(u: Use, dude: int) -> None:
    """boot (not as the mark): an opposing dude with fewer bullets than his bounty goes home booted"""
    if not _silas_is_mark(u):
        u.state.booted[u.card] = 1
    send_home(u.state, u.seat, dude)


@hook("enters_play", "Frank Bryant")
def _frank_bryant_enters(state: DoomtownState, card: int) -> None:
    """He enters play with 1 bounty."""
    add_bounty(state, card)


@hook("unrefusable", "Frank Bryant")
def _frank_bryant_callouts(state: DoomtownState, card: int, leader: int, mark: int) -> bool:
    """Dudes with less bounty than Frank cannot refuse his call-outs."""
    return leader == card and state.bounty[mark] < state.bounty[card]


def _felix_items(u: Use) -> list[int]:
    side = u.my_side()
    hand = current(u.state)["hands"][side] if side is not None and current(u.state)["hands"] else None
    if hand is None or not hand["cheatin"]:
        return []
    carried = [i for d in u.my_posse() for i in attachments(u.state, d) if u.state.booted[i]]
    return [i for i in carried if u.state.table[i].type == "goods" or u.state.table[i].has("Hex")]


@ability("Felix Cutler", RESOLUTION, targets=_felix_items)
def felix_cutler(u: Use, item: int) -> None:
    """your hand is cheatin': unboot a Hex or goods in your posse; it may be used once more today"""
    u.state.booted[item] = 0
    grant_extra_use(u.state, item)


def _tomas_targets(u: Use) -> list[list[int]]:
    hexes = [i for i in attachments(u.state, u.card) if u.state.table[i].has("Hex") and not u.state.booted[i]]
    weapons = [i for d in their_posse(u) for i in attachments(u.state, d) if u.state.table[i].has("Weapon")]
    return [[hex_card, weapon] for hex_card in hexes for weapon in weapons]


@ability("Tomas Ramirez", SHOOTOUT, targets=_tomas_targets, does=("discard",))
def tomas_ramirez(u: Use, target: list[int]) -> None:
    """boot his Hex for a Huckster test against an opposing Weapon's value: passed, both are discarded"""
    hex_card, weapon = target
    u.state.booted[hex_card] = 1
    if skill_margin(u.state, u.seat, u.card, "Huckster", u.state.table[weapon].stat_value) >= 0:
        leave_play(u.state, weapon, ace=False)
        leave_play(u.state, hex_card, ace=False)


def _violet_on_a_job(u: Use) -> bool:
    fight = current(u.state)
    return bool(fight["job"]) and u.card in fight["posse"][fight["leader_seat"]]


def _violet_targets(u: Use) -> list[list[int]]:
    if not _violet_on_a_job(u):
        return []
    hexes = [i for i in attachments(u.state, u.card) if u.state.table[i].has("Hex")]
    marks = [d for d in their_posse(u) if bullets(u.state, d) < u.state.bounty[u.card]]
    return [[hex_card, mark] for hex_card in hexes for mark in marks]


@ability("Violet Esperanza", SHOOTOUT, targets=_violet_targets, does=("ace",))
def violet_esperanza(u: Use, target: list[int]) -> None:
    """on a job: ace her Hex and pull against an opposing dude with fewer bullets than her bounty;
    a pull above its value aces it"""
    hex_card, mark = target
    leave_play(u.state, hex_card, ace=True)
    _, pulled = pull(u.state, u.seat, want_high=True)
    if pulled > value_against(u, mark):
        remove_from_fight(u.state, mark, ace=True, collector=u.seat)


@hook("own_cost", "Jonah Essex (Exp.1)")
def _jonah_essex_cost(state: DoomtownState, card: int, seat: int, cost: int) -> int:
    """An Outlaws outfit pays 1 less for each different Hex it has in play."""
    if not outfit_is(state, seat, "outlaws"):
        return cost
    return cost - len({state.table[c].title for c in state.play[seat] if state.table[c].has("Hex")})


@trait("Jonah Essex (Exp.1)", stats=("bullets",))
def jonah_essex(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """The other wanted dudes of his posse +1 bullets."""
    fight = fight_of(state, source)
    if card == source or fight is None or state.bounty[card] == 0:
        return amount
    return amount + 1 if card in fight["posse"][state.table[source].owner] else amount


def _jonah_targets(u: Use) -> list[list[int]]:
    here = u.state.at[u.card]
    dudes_here = [d for d in u.all_dudes() if u.state.at[d] == here]
    limit = u.state.bounty[u.card]
    cards = [i for d in dudes_here for i in attachments(u.state, d)
             if u.state.table[i].owner != u.seat and u.state.table[i].num("cost") <= limit]  # fmt: skip
    mine = [d for d in dudes_here if controller(u.state, d) == u.seat]
    return [[card, dude] for card in cards for dude in mine]


def _jonah(u: Use, target: list[int]) -> None:
    """discard an opponent's card attached here costing at most his bounty; your dude here takes 1 bounty"""
    card, dude = target
    leave_play(u.state, card, ace=False)
    add_bounty(u.state, dude)


ability("Jonah Essex (Exp.1)", NOON, targets=_jonah_targets, does=("discard",))(_jonah)
ability("Jonah Essex (Exp.1)", SHOOTOUT, targets=_jonah_targets, does=("discard",))(_jonah)


@trait("Rabid Rance Hitchcock", stats=("control",))
def rabid_rance_control(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A deed he stands at that his player controls but does not own has 1 more control point."""
    owner = state.table[source].owner
    facts = state.table[card]
    if state.at[source] != card or facts.type != "deed" or facts.owner == owner:
        return amount
    return amount + 1 if deed_controller(state, card) == owner else amount


@trait("Rabid Rance Hitchcock", stats=("bullets",), own=True)
def rabid_rance_bullets(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Wanted: bullets plus the production of the deed he is at, at most +3."""
    where = state.at[card]
    if state.bounty[card] == 0 or where < 0 or state.table[where].type != "deed":
        return amount
    made = adjusted_stat(state, "production", where, state.table[where].num("production"))
    return amount + min(3, max(0, made))


@hook("moves_free", "Rabid Rance Hitchcock")
def _rabid_rance_rides_out(state: DoomtownState, dude: int, to: int) -> bool:
    """Wanted, he moves from home to an Out of Town deed without booting."""
    home_now = state.at[dude] == home(state, state.table[dude].owner)
    return state.bounty[dude] > 0 and home_now and to >= 0 and state.table[to].has("Out of Town")


# ---- There Comes a Reckoning -------------------------------------------------------------------------

SLOANE_GANG = card_code("The Sloane Gang")


@hook("own_cost", "Morgan Lash")
def _morgan_lash_cost(state: DoomtownState, card: int, seat: int, cost: int) -> int:
    """For The Sloane Gang he costs less by the highest bounty among its dudes."""
    if state.table[home(state, seat)].card.code != SLOANE_GANG:
        return cost
    return cost - max((state.bounty[d] for d in dudes_of(state, seat)), default=0)


@trait("Morgan Lash", stats=("bullets",))
def morgan_lash(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """His player's shooter with more bounty than the opposing shooter has +2 bullets."""
    fight = fight_of(state, card)
    side = None if fight is None else fight["side"][state.table[source].owner]
    if fight is None or side is None or fight["shooter"][side] != card:
        return amount
    theirs = fight["shooter"][opponent(fight, side)]
    return amount + 2 if theirs is not None and state.bounty[card] > state.bounty[theirs] else amount


@react("Morgan Lash", SHOOTER_DECLARED, boot=False, applies=lambda u, data: data["seat"] == u.my_side())
def morgan_lash_bounty(u: Use, data: dict[str, Any]) -> None:
    """after you declare your shooter: their bounty rises by 2"""
    add_bounty(u.state, data["dude"], 2)


# ---- Out for Blood -------------------------------------------------------------------------------------


@hook("hands_revealed", "Curly Bill Brocius")
def _curly_bill_outdrawn(state: DoomtownState, card: int, shown: Shown) -> None:
    """His player revealed a higher hand rank than the opposing posse: they give one of their dudes 1 bounty."""
    seat = state.table[card].owner
    fight = current(state)
    side = fight["side"][seat]
    if side is None or seat not in shown:
        return
    mine, theirs = fight["hands"][side], fight["hands"][opponent(fight, side)]
    if mine and theirs and mine["rank"] > theirs["rank"]:
        ask(state, seat, "curly_bill", dudes_of(state, seat), verb="Curly Bill Brocius: 1 bounty to")


@picker("curly_bill")
def _curly_bill_bounty(state: DoomtownState, frame: Frame, dude: int) -> None:
    add_bounty(state, dude)


def _posse_bounty(state: DoomtownState, posse: list[int]) -> int:
    return sum(state.bounty[d] for d in posse)


def _curly_bill_won(u: Use, data: dict[str, Any]) -> bool:
    if data["side"] != u.my_side() or u.card not in u.my_posse():
        return False
    return _posse_bounty(u.state, u.my_posse()) > _posse_bounty(u.state, u.their_posse())


@react("Curly Bill Brocius", ROUND_WON, applies=_curly_bill_won)
def curly_bill_brocius(u: Use, data: dict[str, Any]) -> None:
    """after your posse, with more bounty than theirs, wins a round with him: the opposing posse takes 2
    extra casualties"""
    casualties_after_tally(current(u.state), u.opposing_side(), 2)


@trait("Johnny Ringo", stats=("no_backup",))
def johnny_ringo(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """While wanted and alone in his posse: only shooters count toward draw hand bonuses (both sides)."""
    fight = fight_of(state, source)
    if fight is None or state.bounty[source] <= 0 or not any(card in posse for posse in fight["posse"]):
        return amount
    return True if fight["posse"][state.table[source].owner] == [source] else amount


@ability("Johnny Ringo", SHOOTOUT)
def johnny_ringo_guard(u: Use, _: None) -> None:
    """until the next round no dude can be chosen or affected by their opponents' React, Shootout or
    non-Cheatin' Resolution abilities"""
    guard(current(u.state))


# ---- Too Tough to Die ----------------------------------------------------------------------------------


@hook("joins_posse", "Frank Stillwell")
def _frank_stillwell_joins(state: DoomtownState, fight: Frame, dude: int) -> None:
    """Joining the mark's posse (or one opposing a job) while wanted, he unboots."""
    if fight["side"][controller(state, dude)] == fight["mark_seat"] and state.bounty[dude] > 0:
        state.booted[dude] = 0


@react("Frank Stillwell", "posses_formed", boot=False, applies=lambda u, data: u.card in u.my_posse())
def frank_stillwell(u: Use, data: dict[str, Any]) -> None:
    """after posses are formed: he goes home booted, out of your posse"""
    send_home(u.state, u.seat, u.card)


# ---- Welcome to Deadwood ------------------------------------------------------------------------------


@hook("cheatin_surcharge", "Sam Bass")
def _sam_bass(state: DoomtownState, sam: int) -> int:
    """While he is in a posse, an action card's Cheatin' Resolution costs 1 more to play (anyone's)."""
    return 1 if fight_of(state, sam) is not None else 0


# ---- Hell's Comin' With Me ----------------------------------------------------------------------------


def _pete_marks(u: Use) -> list[int]:
    return [] if u.state.booted[u.card] else [p for p in in_town_locations(u.state) if p != u.state.at[u.card]]


@ability("Pete Spence", JOB, targets=_pete_marks)
def pete_spence(u: Use, mark: int) -> None:
    """job on another in-town location: success attaches a booted Attire or non-Unique Weapon from your discard"""
    start_job(u.state, u.seat, u.card, mark, boot_leader=True, then="pete")


def _attire_or_common_weapon(state: DoomtownState, card: int) -> bool:
    return state.table[card].has("Attire") or not state.table[card].card.unique


@job_end("pete")
def _pete_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    if succeeded:
        offer_goods(
            state,
            frame["leader_seat"],
            ("Attire", "Weapon"),
            0,
            fits=_attire_or_common_weapon,
            booted=True,
            then="pete",
        )


@picker("pete")
def _pete_armed(state: DoomtownState, frame: Frame, _: None) -> None:
    """A Weapon went to a dude with no bounty: they gain 1."""
    if state.table[frame["card"]].has("Weapon") and state.bounty[frame["dude"]] == 0:
        add_bounty(state, frame["dude"])
