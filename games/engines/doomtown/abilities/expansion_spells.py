"""Spells of the packs beyond the base set (Hexes, Miracles, Spirits): cast by the dude they are
attached to with a skill test, as the base set's are (``spells.py``)."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import CHEATIN, NOON, RESOLUTION, SHOOTOUT, Use, ability, hook
from games.engines.doomtown.abilities.joining import join_posse, may_join
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.abilities.nightfall import STAYS_BOOTED
from games.engines.doomtown.abilities.react_choices import react_choosing
from games.engines.doomtown.abilities.reacts import BECAME_STUD, react
from games.engines.doomtown.abilities.targets import (
    boot_card,
    grit_against,
    my_hand_legal,
    my_posse,
    opposing_unbooted,
    their_posse,
)
from games.engines.doomtown.abilities.totems import planted_at
from games.engines.doomtown.abilities.windows import ask, ask_live, live_options, picker
from games.engines.doomtown.abilities.would import HOME_BY_RULES, move_or_boot, send_home
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import REFUSED, current
from games.engines.doomtown.tokens import ANCESTOR_SPIRIT, make_token
from games.engines.doomtown.town import (
    adjacent,
    attachments,
    bullet_type,
    bullets,
    control_points_of_card,
    deeds_in_play,
    dudes_at,
    dudes_of,
    grit,
    home,
    influence,
    locations,
)
from games.engines.doomtown.zones import boot, gain, leave_play

if TYPE_CHECKING:
    from games.engines.doomtown.frames import Frame
    from games.engines.doomtown.state import DoomtownState

BUTTERFLY_ALLOWED, BUTTERFLY_CANCEL = "allow", "cancel"  # Dancing Butterfly: the cheater's answers
SKILL_NAMES = ("Blessed", "Huckster", "Shaman", "Mad Scientist")
PACK_MARGIN = 4  # Guiding the Pack: success by this much also gives a bullet
LETHARGY_PRICE = 1  # ghost rock that unboots a dude Lethargy holds


def skills_of(state: DoomtownState, dude: int) -> list[str]:
    """The skills a dude has (a rating, even 0)."""
    return [skill for skill in SKILL_NAMES if state.table[dude].rating(skill) is not None]


def _nearby(u: Use, place: int) -> bool:
    here = u.state.at[u.dude]
    return place == here or adjacent(u.state, here, place)


# ---- Hexes --------------------------------------------------------------------------------------------


@ability("Kentucky Windage", SHOOTOUT, boot=True, skill=5)
def kentucky_windage(u: Use, _: None) -> None:
    """(Hex 5) this Huckster becomes a stud"""
    effects.add(u.state, "bullet_type", u.dude, until="shootout", set_to="stud")


@ability("Kentucky Windage", SHOOTOUT, boot=True, skill=6)
def kentucky_windage_bullet(u: Use, _: None) -> None:
    """(Hex 6) this Huckster gets +1 bullets"""
    effects.add(u.state, "bullets", u.dude, 1, until="shootout")


@ability("54 Card Pick-Up", SHOOTOUT, boot=True, skill=7, does=("boot",),
         targets=lambda u: opposing_unbooted(u, dudes_only=True))  # fmt: skip
def card_pick_up(u: Use, dude: int) -> None:
    """(Hex 7) boot an opposing dude"""
    move_or_boot(u.state, u.seat, dude, boot=True)


@ability("54 Card Pick-Up", SHOOTOUT, boot=True, skill=11, does=("boot",),
         targets=lambda u: [list(pair) for pair in combinations(opposing_unbooted(u), 2)])  # fmt: skip
def card_pick_up_two(u: Use, cards: list[int]) -> None:
    """(Hex 11) boot two opposing cards"""
    for card in cards:
        boot_card(u, card)


@ability("Bolts o' Doom", SHOOTOUT, boot=True, skill=7, targets=their_posse)
def bolts_o_doom(u: Use, dude: int) -> None:
    """(Hex 7) an opposing dude loses bullets equal to this dude's influence; at 0, this dude gets +1 bullets"""
    effects.add(u.state, "bullets", dude, -influence(u.state, u.dude), until="shootout")
    if bullets(u.state, dude) == 0:
        effects.add(u.state, "bullets", u.dude, 1, until="shootout")


def _here_with_spell(u: Use) -> list[int]:
    """Spells on dudes at this dude's location (in a shootout: in the opposing posse)."""
    dudes = their_posse(u) if u.fight is not None else dudes_at(u.state, u.state.at[u.dude])
    return [
        item
        for dude in dudes
        for item in attachments(u.state, dude)
        if u.state.table[item].type == "spell" and not u.state.booted[item] and item != u.card
    ]


def _mind_twist(u: Use, spell: int) -> None:
    """(Hex 6) boot a spell on a dude here (in a shootout: an opposing one)"""
    boot(u.state, spell)


for _timing in (NOON, SHOOTOUT):
    ability("Mind Twist", _timing, boot=True, skill=6, targets=_here_with_spell, does=("boot",))(_mind_twist)


@ability("Mind Twist", NOON, boot=True, skill=6, targets=lambda u: dudes_at(u.state, u.state.at[u.dude]))
def mind_twist_influence(u: Use, dude: int) -> None:
    """(Hex 6) a dude here has 1 influence until after Sundown"""
    effects.add(u.state, "influence", dude, until="turn", set_to=1, final=True)


def _my_abominations(u: Use) -> list[int]:
    return [d for d in u.my_dudes() if has_keyword(u.state, d, "Abomination")]


def _gateway_moves(u: Use) -> list[list[int]]:
    here = u.state.at[u.dude]
    places = [place for place in [*locations(u.state), home(u.state, u.seat)] if place != here]
    return [[d, place] for d in _my_abominations(u) if u.state.at[d] == here for place in places]


@ability("Gateway", NOON, boot=True, skill=6, targets=_gateway_moves)
def gateway(u: Use, target: list[int]) -> None:
    """(Hex 6) move your Abomination here to another location"""
    dude, place = target
    u.state.at[dude] = place


@ability("Gateway", SHOOTOUT, boot=True, skill=6, brings=True,
         targets=lambda u: [d for d in _my_abominations(u) if may_join(u, d)])  # fmt: skip
def gateway_joins(u: Use, dude: int) -> None:
    """(Hex 6) your Abomination joins your posse"""
    join_posse(u.state, current(u.state), u.seat, dude)


def _lethargy_marks(u: Use) -> list[int]:
    return [d for d in u.all_dudes() if not u.state.booted[d] and _nearby(u, u.state.at[d])]


@ability("Lethargy", NOON, boot=True, skill=lambda u, dude: grit(u.state, dude), targets=_lethargy_marks)
def lethargy(u: Use, dude: int) -> None:
    """(Hex: the dude's grit) an unbooted dude here or next door does not unboot at Sundown unless
    their player pays 1 ghost rock"""
    effects.add(u.state, STAYS_BOOTED, dude, LETHARGY_PRICE, until="turn")


# ---- Miracles -----------------------------------------------------------------------------------------


@ability("Exultant Translocation", NOON, boot=True, skill=6,
         targets=lambda u: [[d, unboot] for d in u.my_dudes() if u.state.at[d] != u.state.at[u.dude]
                            for unboot in (u.dude, d)])  # fmt: skip
def exultant_translocation(u: Use, target: list[int]) -> None:
    """(Miracle 6) this dude and your dude elsewhere swap places; by 6 or more, one of them unboots"""
    other, unboot = target
    u.state.at[u.dude], u.state.at[other] = u.state.at[other], u.state.at[u.dude]
    if u.extra.get("margin", 0) >= 6:
        u.state.booted[unboot] = 0


@ability("Benediction", NOON, skill=6,
         targets=lambda u: [d for d in u.all_dudes() if d != u.dude and _nearby(u, u.state.at[d])])  # fmt: skip
def benediction(u: Use, dude: int) -> None:
    """(Miracle 6) another nearby dude gets +2 to each skill today; without a skill, this dude gets +1 bullets"""
    skills = skills_of(u.state, dude)
    for skill in skills:
        effects.add(u.state, skill, dude, 2, until="turn")
    if not skills:
        effects.add(u.state, "bullets", u.dude, 1, until="turn")


def _boot_the_blessed(u: Use, _: int) -> None:
    """Babble On's cost: booting its dude, paid whether the pull passes or not."""
    u.state.booted[u.dude] = 1


def _another_miracle_booted_mine(u: Use, data: dict[str, Any]) -> bool:
    dude = data["dude"]
    return data["card"] != u.card and dude in u.my_dudes() and bool(u.state.booted[dude])


@react("Babble On", "booted_for_miracle", boot=False, skill=6, applies=_another_miracle_booted_mine)
def babble_on(u: Use, data: dict[str, Any]) -> None:
    """(Miracle 6) after another Miracle's ability booted your dude using it: unboot that dude"""
    u.state.booted[data["dude"]] = 0


@ability("Babble On", SHOOTOUT, boot=True, skill=7, does=("boot",), on_fail=_boot_the_blessed,
         when=lambda u: not u.state.booted[u.dude], targets=opposing_unbooted)  # fmt: skip
def babble_on_silences(u: Use, card: int) -> None:
    """(Miracle 7) boot this dude to boot an opposing card"""
    _boot_the_blessed(u, card)
    boot_card(u, card)


def _opposing_became_stud(u: Use, data: dict[str, Any]) -> bool:
    return controller(u.state, data["dude"]) != u.seat


def _my_draws(u: Use, _: dict[str, Any]) -> list[int]:
    return [dude for dude in u.my_dudes() if bullet_type(u.state, dude) != "stud"]


@react_choosing("Intercession", BECAME_STUD, _my_draws, "Make a stud of", skill=5, applies=_opposing_became_stud)
def intercession(state: DoomtownState, frame: dict[str, Any], dude: int) -> None:
    """(Miracle 5) after an opposing dude becomes a stud: one of your dudes is a stud as long as that one is"""
    effects.add(state, "bullet_type", dude, until=frame["event_data"]["until"], set_to="stud", by=frame["seat"])


@ability("Intercession", SHOOTOUT, boot=True, skill=7,
         targets=lambda u: [[mine, theirs] for mine in u.my_dudes() for theirs in u.opposing_dudes()])  # fmt: skip
def intercession_rallies(u: Use, pair: list[int]) -> None:
    """(Miracle 7) your dude and an opposing dude each unboot and get +2 bullets"""
    for dude in pair:
        u.state.booted[dude] = 0
        effects.add(u.state, "bullets", dude, 2, until="shootout")


def _refusing_here(u: Use, data: dict[str, Any]) -> bool:
    return bool(data["why"] == REFUSED and data["dude"] == u.dude)


@react("Cloak", HOME_BY_RULES, instead=True, skill=5, applies=_refusing_here)
def cloak(u: Use, data: dict[str, Any]) -> None:
    """(Miracle 5) this dude refusing a call-out neither boots nor goes home: it stays where it is"""
    u.state.note({"type": "stays", "card": data["dude"]})


# ---- Spirits ------------------------------------------------------------------------------------------


@ability("Guiding Wind", SHOOTOUT, boot=True, skill=8,
         targets=lambda u: [*their_posse(u), *[d for d in my_posse(u) if not u.state.table[d].card.token]])  # fmt: skip
def guiding_wind(u: Use, dude: int) -> None:
    """(Spirit 8) an opposing dude or your dude: bullets equal to their influence, at most 3"""
    effects.add(u.state, "bullets", dude, until="shootout", set_to=min(influence(u.state, dude), 3))


def _secret_paths_places(u: Use) -> list[int]:
    here = u.state.at[u.dude]
    if not any(not u.state.booted[d] for d in u.my_dudes() if u.state.at[d] == here):
        return []
    return [place for place in [*locations(u.state), home(u.state, u.seat)] if place != here]


@ability("Secret Paths", NOON, boot=True, skill=8, targets=_secret_paths_places)
def secret_paths(u: Use, place: int) -> None:
    """(Spirit 8) move all your unbooted dudes here to another location"""
    here = u.state.at[u.dude]
    for dude in [d for d in u.my_dudes() if u.state.at[d] == here and not u.state.booted[d]]:
        u.state.at[dude] = place


@ability("Mark of War", NOON, boot=True, skill=7)
def mark_of_war(u: Use, _: None) -> None:
    """(Hex 7) this dude's call-outs cannot be refused today; discard this Hex"""
    dude = u.dude
    leave_play(u.state, u.card, ace=False)
    effects.add(u.state, "unrefusable", dude, until="turn", set_to=True)


@ability("Turn the Other Cheek", SHOOTOUT, boot=True, skill=lambda u, dude: grit_against(u, dude),
         targets=their_posse, does=("home",))  # fmt: skip
def turn_the_other_cheek(u: Use, dude: int) -> None:
    """(Miracle: the dude's grit) send an opposing dude and this Blessed home, both unbooted"""
    for sent in (dude, u.dude):
        send_home(u.state, u.seat, sent, boot=False)
        u.state.booted[sent] = 0


@ability("Champion", CHEATIN, boot=True, skill=6, at_gamblin=True)
def champion_rock(u: Use, _: None) -> None:
    """(Miracle 6) gain 1 ghost rock"""
    u.gain(1)


@ability("Champion", SHOOTOUT, boot=True, skill=8,
         targets=lambda u: [d for d in my_posse(u) if not u.state.booted[d]])  # fmt: skip
def champion(u: Use, dude: int) -> None:
    """(Miracle 8) boot your dude: a stud; if discarded or aced in this shootout, you gain 1 ghost rock"""
    u.state.booted[dude] = 1
    effects.add(u.state, "bullet_type", dude, until="shootout", set_to="stud")
    current(u.state).setdefault("championed", []).append([dude, u.seat])


@hook("leaves_play", "Champion")
def _champion_fallen(state: DoomtownState, card: int) -> None:
    """A championed dude discarded or aced during that shootout: the Miracle's player gains 1 ghost rock."""
    for frame in state.stack:
        if frame["kind"] != "shootout" or not frame.get("championed"):
            continue
        for dude, seat in frame["championed"]:
            if dude == card:
                gain(state, seat, 1)
        frame["championed"] = [pair for pair in frame["championed"] if pair[0] != card]


@ability("Guiding the Pack", SHOOTOUT, boot=True, skill=5, does=("boot",),
         when=lambda u: len(u.my_posse()) > len(u.their_posse()),
         targets=lambda u: [[card, dude] for card in opposing_unbooted(u) for dude in my_posse(u)])  # fmt: skip
def guiding_the_pack(u: Use, target: list[int]) -> None:
    """(Spirit 5) more dudes in your posse: boot an opposing card; by 4 or more, your dude gets +1 bullets"""
    card, dude = target
    boot_card(u, card)
    if u.extra.get("margin", 0) >= PACK_MARGIN:
        effects.add(u.state, "bullets", dude, 1, until="shootout")


def _butterfly_cheater(u: Use) -> int | None:
    """The opposing player whose cheatin' hand this round a second resolution may punish (RULINGS 397)."""
    fight = u.fight
    theirs = u.their_side()
    if fight is None or theirs is None or not my_hand_legal(u) or not fight["cheatin"][theirs]:
        return None
    return None if theirs in fight.get("punishable_again", []) else theirs


@ability("Dancing Butterfly", RESOLUTION, boot=True, skill=10, when=lambda u: _butterfly_cheater(u) is not None)
def dancing_butterfly(u: Use, _: None) -> None:
    """(Spirit 10) your hand is legal: a second Cheatin' Resolution may be played against the cheater,
    unless they send one of their dudes home booted and give one of your deeds a permanent control point"""
    cheater = _butterfly_cheater(u)
    assert cheater is not None
    may_cancel = dudes_of(u.state, cheater) and _my_deeds(u.state, u.seat)
    texts = {
        BUTTERFLY_ALLOWED: "Let a second Cheatin' Resolution be played against you",
        BUTTERFLY_CANCEL: "Send a dude of yours home booted; a deed of theirs gets a permanent control point",
    }
    options = [BUTTERFLY_ALLOWED, BUTTERFLY_CANCEL] if may_cancel else [BUTTERFLY_ALLOWED]
    ask(u.state, cheater, "dancing_butterfly", options, texts=texts, asking_seat=u.seat)


def _my_deeds(state: DoomtownState, seat: int) -> list[int]:
    return [deed for deed in deeds_in_play(state) if state.table[deed].owner == seat]


@picker("dancing_butterfly")
def _butterfly_answered(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice == BUTTERFLY_ALLOWED:
        current(state).setdefault("punishable_again", []).append(frame["seat"])
        return
    seat, caster = frame["seat"], frame["asking_seat"]
    ask(state, seat, "butterfly_sent_home", dudes_of(state, seat), verb="Send home booted", asking_seat=caster)


@picker("butterfly_sent_home")
def _butterfly_sent_home(state: DoomtownState, frame: Frame, dude: int) -> None:
    seat, caster = frame["seat"], frame["asking_seat"]
    ask(state, seat, "butterfly_deed", _my_deeds(state, caster), verb="Give a control point to", dude=dude)
    send_home(state, seat, dude, play=False)  # below the deed's choice: its windows come after it


@picker("butterfly_deed")
def _butterfly_deed(state: DoomtownState, frame: Frame, deed: int) -> None:
    effects.add(state, "control", deed, 1, until="play", by=frame["seat"])


# ---- Totems planted at a deed, and Ancestor Spirits -------------------------------------------------


def _deed_of(u: Use) -> int:
    return planted_at(u.state, u.card)


for _totem in ("Elk's Protection", "Raven's Ruin"):
    hook("plant_at", _totem)(lambda state, totem, location: location in deeds_in_play(state))  # deeds only


def _unarmed(u: Use) -> list[int]:
    dudes = u.my_posse() + u.their_posse() if u.fight is not None else u.all_dudes()
    return [d for d in dudes if not any(u.state.table[item].has("Weapon") for item in attachments(u.state, d))]


def _elks_protection(u: Use, dude: int) -> None:
    """(Spirit 8) a dude without a Weapon gets bullets equal to this deed's printed production"""
    lasting = "shootout" if u.fight is not None else "turn"
    effects.add(u.state, "bullets", dude, u.state.table[_deed_of(u)].card.production or 0, until=lasting)


for _timing in (NOON, SHOOTOUT):
    ability("Elk's Protection", _timing, boot=True, skill=8, targets=_unarmed)(_elks_protection)


def _ravens_ruin_targets(u: Use) -> list[list[int]]:
    deed = _deed_of(u)
    may_boot = (
        u.state.table[deed].owner != u.seat and control_points_of_card(u.state, deed) >= 1 and not u.state.booted[deed]
    )
    return [[d, boots] for d in u.my_dudes() if u.state.at[d] != deed for boots in ((0, 1) if may_boot else (0,))]


@ability("Raven's Ruin", NOON, boot=True, skill=8, targets=_ravens_ruin_targets)
def ravens_ruin(u: Use, target: list[int]) -> None:
    """(Spirit 8) move your dude to this deed; at a deed you do not own with control points, you may
    boot it to gain 1 ghost rock"""
    dude, boots = target
    deed = _deed_of(u)
    move_or_boot(u.state, u.seat, dude, to=deed)
    if boots:
        boot(u.state, deed)
        u.gain(1)


@ability("Ancestor's Reproach", SHOOTOUT, boot=True, skill=8, when=lambda u: bool(u.state.hand[u.seat]))
def ancestors_reproach(u: Use, _: None) -> None:
    """(Spirit 8) ace a card from your hand: an Ancestor Spirit token enters play here and joins your posse"""
    ask_live(u.state, u.seat, "reproach_ace", verb="Ace from your hand")


@live_options("reproach_ace")
def _reproach_options(state: DoomtownState, frame: dict[str, Any]) -> list[int]:
    return sorted(state.hand[frame["seat"]])


@picker("reproach_ace")
def _reproach_aced(state: DoomtownState, frame: dict[str, Any], card: int) -> None:
    seat = frame["seat"]
    state.hand[seat].remove(card)
    state.boot_hill[seat].append(card)
    _spirit_joins(state, seat)


def _spirit_joins(state: DoomtownState, seat: int) -> None:
    fight = current(state)
    join_posse(state, fight, seat, make_token(state, ANCESTOR_SPIRIT, seat, fight["location"]))


@ability("Ancestor's Reproach", CHEATIN, boot=True, skill=6)
def ancestors_reproach_cheatin(u: Use, _: None) -> None:
    """(Spirit 6) an Ancestor Spirit token enters play here and joins your posse"""
    _spirit_joins(u.state, u.seat)
