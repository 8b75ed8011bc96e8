"""The shapes of the Doomtown state's plain-dict records: decision-stack frames and log rows.

Both stay plain dicts at run time (the state is JSON); these declarations tell a reader, and the
type checker, every key a frame or a log row may hold and what it holds. A frame's ``kind`` says
which keys it uses (grouped below by the kinds that use them); a log row's ``type`` likewise.
"""

from __future__ import annotations

from typing import Any, Required, TypedDict


class Frame(TypedDict, total=False):
    """One entry of ``DoomtownState.stack``: a step that runs by itself or a decision (flow.py)."""

    kind: Required[str]
    seat: int  # who decides (every decision frame has one)
    # the day ("day"), a job ("job"), the Automaton's play ("automaton_play"), a shootout
    step: str
    # plays and reaction windows ("plays", "react_window", "react", "cheatin_traits", "lowball_cheatin")
    window: str | None
    seats: list[int]
    at: int
    passes: int
    resume: bool
    event: str
    data: dict[str, Any]
    rank: str
    # choices an effect hands to a player ("pick")
    then: Any  # a picker's name (pick frames); None when a job needs nothing after it
    options: list[Any]
    after: str
    left: int
    acting: dict[str, Any]
    texts: dict[str, Any]
    verb: str
    legend: int  # the legend whose react asked (Jasper Stone)
    headline: bool  # a shootout's one Headline action card was played (abilities/headlines.py)
    plays: list[dict[str, Any]]  # ability actions a pick offers as a play of their own (Hell's Comin' With Me!)
    by: int
    dude: int
    holder: int  # a pick about a dude: the dude whose card asked (Adler's Needle)
    ability: int  # a Shootout ability waiting for the reacts to its choice (Fallen Star): its index,
    target: Any  # its target (a react may change it),
    caster: Any  # the dude casting it for its player (a Totem), or None,
    blessed: Any  # and the dude using it whom a Miracle booted, or None
    asking_seat: int  # the player whose card asked another to choose (Frontier Feud, Dancing Butterfly)
    frog: int
    place: int
    # the card a pick is about, named by the card script that asked (abilities/dudes/...)
    larry: int
    hex: int
    found: int
    arnold: int
    drew: int
    opponent: int
    owner: int
    robot: int
    weapon: int
    caves: int
    turban: int
    shaman: int
    host: int
    less: int  # ghost rock off a cost
    booted: bool  # what the choice brings into play comes in booted (Pete Spence)
    floor: int  # the least a lowered cost comes to (Tawodi)
    leader: int
    draws: int  # how many cards a pick's follow-up draws (The Winning Agenda)
    since: int  # where the cards a pick is about start in a pile (Heath's Curiosity Shoppe)
    wearer: int  # the dude whose goods started a job (Jacc's Fail Safe)
    deed: int  # the deed whose job this is (Bird Cage Theater)
    huang: int  # Huang Li, who gains the bullets
    payee: int  # the seat a choice may pay (Buskers)
    boot_them: bool  # the dudes a pick sends home go booted (Deadwood Dick)
    # posses, invitations, trades, goods kept ("posse", "invite", "trade", "keep")
    mode: str
    location: int
    asked: list[int]
    keyword: str
    cards: list[int]
    # call-outs answered ("answer"), jobs ("job") and shootouts ("shootout")
    leader_seat: int
    leader_dude: int
    mark_seat: int
    mark_dude: Any  # None for a job on a location
    mark: int
    must_accept: bool
    leader_moves: bool  # a card's call-out from an adjacent location (Bass Reeves)
    refuse_stays: bool  # the mark may refuse without going home booted (Friends in High Places)
    on_accept: str
    card: Any  # None when a job has no card
    ace_card: bool
    fight_rules: dict[str, Any]
    joining: list[int]
    wanted_marks: list[int]  # Ambush: the opposing dudes wanted when it was announced
    extra_marks: list[int]  # Boss Battle: more marks whose ending is the job's (RULINGS.md 241)
    opposers: list[int]
    side: Any  # a posse's side (seat) in "posse"; each seat's side in "shootout"
    posse: list[list[int]]
    round: int
    job: bool
    origin: int
    formed: bool
    cavalry: int
    championed: list[list[int]]  # [dude, seat]: Champion's dudes in this shootout
    bounty_joiners: bool
    leader_alone: bool  # a job's leader joined by nobody (Mason Adler)
    mark_alone: bool  # the mark's posse joined by nobody until posses form (Enrique Dos Santos)
    guarded_round: int  # until the next round no dude is chosen or affected by opponents' plays (Johnny Ringo)
    closed: bool  # nobody but the leader and the mark takes part, ever (Howling Howell Melton, Frontier Feud)
    last_round: int  # the shootout ends after this round (Howling Howell Melton)
    purse_if_none_aced: int  # the winner gains this much if no dude was aced in it (Howling Howell Melton)
    aced_any: bool  # a dude was aced while this shootout went on
    purse_to: int  # the seat that won a duel's round (Howling Howell Melton)
    refuse_price: int  # ghost rock the mark's player pays the leader's to refuse the call-out
    cheatin_toll: list[list[int]]  # [round, seat, count]: casualties added to a cheatin' hand (Grim Servant)
    cheated: list[list[int]]  # [round, seat]: a cheatin' hand revealed that round
    influence_draws: bool
    studs: list[int]  # dudes its job's card makes studs for this shootout (Speaks-with-Buffalo)
    flee_free: bool
    flee_queue: list[int]
    shooter: list[Any]  # per seat: a dude, or None before one is chosen
    draw_hands: list[list[int]]
    draw_codes: list[list[int]]
    hand_cards: list[list[int]]
    hand_choice: list[Any]  # per seat: a chosen hand, or None
    hand_keys: list[int]
    hands: Any  # per seat: a hand (or None); None before the hands are made
    cheatin: list[bool]
    punished: list[int]
    punishable_again: list[int]  # cheaters who may suffer one more Cheatin' Resolution (Dancing Butterfly)
    rank_bonus: list[int]
    rank_modified: list[int]
    no_casualties: list[int]
    once: list[int]
    discard_top: list[Any]  # per seat: a card, or None
    techniques: dict[str, Any]
    casualties: Any  # each side's casualties owed in "shootout"; this seat's left in "casualties"
    posse_bullets_over: int
    posse_bullets_at_least: int
    winner: Any  # a seat, or None (no winner yet, or a tie)
    loser: Any
    lost_by: int
    unmet: bool  # a posse requirement not met
    first_play: int  # the seat that plays first in the next shootout play window
    again: bool  # "make another play": the same player goes on
    tie_casualties: list[list[Any]]  # [side, card, how] chosen in an absolute tie, taken together
    fewer_casualties: list[int]
    more_casualties: list[int]
    extra_casualties: int
    double_casualties: int  # the round whose casualties are doubled
    locks: list[dict[str, Any]]  # what abilities may no longer modify (abilities/rounds.py)
    straight_or_flush_bonus: list[int]
    no_fleeing: list[list[int]]  # [round, seat]
    pinned: list[list[int]]  # [round, dude, against card effects too] (abilities/rounds.py)
    # spells that bend the rounds (abilities/fight_spells.py)
    nightmares: list[list[int]]  # [dude, seat of the Hex]: weaker before each round's shooters
    gone_before_shooters: list[int]  # token dudes removed from play as the first shooters are due (Wang Men Wu)
    coyote: list[list[int]]  # [round, side, spell]: that side's stud and draw bonuses swapped
    malisons: list[list[int]]  # [dude, side, Huckster, spell]
    dies_irae: list[list[int]]  # [round, side, spell]: Boot Hill backs that side's shooter up
    retribution: list[list[int]]  # [round, spell, dude]
    stoic: list[list[int]]  # [round, seat]: that seat draws a card at each pass this round
    posses_held: bool
    shield_of_faith: bool
    first_round_guard: int  # Campbell & Hatch Billiard Parlor: the round no Shootout or Resolution ability aces a dude
    twisted: list[list[int]]  # [dude, huckster]
    borrowed: list[list[Any]]  # [dude, controller, home after]: lent for the rest of the shootout (control.py)
    # a job's shootout, as the job learns it
    shootout_winner: int | None
    requirement_unmet: bool
    opposed: bool
    leader_posse: list[int]
    succeeded: bool  # the job succeeded (its end waits for the reacts to that)
    staying: list[int]  # dudes of the leader's posse a react keeps at the job's location
    source: Any  # the card whose ability started the job, None if none
    on_refuse: str  # what a refused call-out runs (a token made for it leaves)
    # casualties, redraws, Nightfall, upkeep ("casualties", "redraw", "night", "upkeep")
    first: bool
    simultaneous: bool
    chosen: list[int]
    discarded: int
    down: bool
    paid: list[int]
    # lowball cheatin' punishments ("lowball_cheatin")
    pulled: Any  # the cards pulled per seat there; the Automaton's pulled card in "automaton_play"
    # a joker's value being declared ("joker_pull")
    replay_seat: int
    replay: dict[str, Any]
    declared: list[Any]
    best_value: int | None
    best_suit: str | None
    # the Automaton seat ("automaton_play", "automaton_choice", "automaton_hand")
    stage: str
    quick: bool
    suits: list[str]
    against: int | None
    played: bool
    passed: bool
    card_played: bool
    ability_used: bool
    # a play declared, waiting for the reacts to its declaration ("declared_play"), and the end of
    # what it brought about ("play_over"): abilities/declared_plays.py
    play: dict[str, Any]  # the action declared
    decision: str  # the kind of decision frame it was declared in
    span: str  # the ``until`` of effects that last for that play
    # a skill check's pull waiting for its result ("skill_check", abilities/skill_checks.py); also
    # seat, dude, then, data, acting
    skill: str
    difficulty: int
    total: int  # the pull plus the rating tested, raised by reacts (Prof. Aloysius Roe)
    gadget: Any  # the Gadget the pull is for ("suit_pull" too), or None
    where: int  # where that pull is made (the Gadget's or the tested dude's location)
    suit: Any  # a Gadget's pull's suit ("suit_pull"), changed by reacts (Analytical Cognisizer)
    after_callout: str
    callout_refused: bool
    shootout: bool
    revealed: list[int]
    refused: bool
    keeps_hand: bool
    hired: bool
    # Boss Battle (boss_battle.py): the scenario's running record on the day frame; a shootout the
    # Villain's Out of the Woodwork joined
    boss: dict[str, Any]
    woodwork: bool


# A log row uses the key "from", which no class body can declare.
LogRow = TypedDict(
    "LogRow",
    {
        "type": Required[str],
        "seat": int,
        "seats": list[int],
        "day": int,
        "card": int | None,
        "token": int,
        "event": str,
        "dude": int,
        "mark": int,
        "leader": int,
        "location": int,
        "to": int,
        "at": int,
        "amount": int,
        "by": Any,  # a card, a seat's cards or nobody
        "from": str,  # the zone a card came from
        "holder": int,
        "cards": Any,  # card ids, or how many were reshuffled
        "code": str,
        "booted": bool,
        "boot": list[int],
        "helper": int,
        "ability": Any,  # an ability's index on its card, or a Boss Battle ability's name
        "against": int | None,
        "caster": int,
        "target": Any,  # whatever an ability targets: a card, cards, a word
        "suit": str | None,
        "value": int,
        "notation": str,
        "hand": dict[str, Any] | None,
        "hands": dict[str, Any],
        "attempt": int,
        "prizes": dict[str, Any],
        "placements": list[int],
        "reason": str,
        "end": str,
        "winner": int | None,
        "casualties": list[int],
        "stat": str,
        "set": Any,
        "until": str,
        "skill": str,
        "difficulty": int,
        "total": int,
        "pulled": int,
        "success": bool,
    },
    total=False,
)
