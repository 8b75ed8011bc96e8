"""The cut and elimination brackets: seeding them, reading their winners, drawing them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.engines.rng import Rng
from league.models import (
    Match,
    MatchSeat,
    Registration,
    Round,
    Tournament,
)
from league.tournament import (
    bracket_view,
    double_elimination,
    single_elimination,
    top_cut,
)
from league.tournament.elimination import Bracket
from league.tournaments.services.reading import (
    EventData,
    ratings_of,
    standings,
    tournament_matches,
)


def bracket_of(tournament: Tournament) -> Bracket | None:
    if not tournament.bracket:
        return None
    seeds = tournament.bracket["seeds"]
    if tournament.bracket["kind"] == "double":
        return double_elimination(seeds)
    return single_elimination(seeds, third_place=tournament.bracket.get("third_place", False))


def bracket_results(tournament: Tournament) -> dict[str, dict[str, Any]]:
    """Bracket match id -> ``{"winner": key, "results": {key: shown}}`` from the confirmed matches of
    the cut rounds; ``shown`` is the seat's score when the game gives one (a Doomtown game that went
    to time: control + influence), else W or L."""
    results: dict[str, dict[str, Any]] = {}
    cut_rounds = tournament.round_set.filter(stage=Round.Stage.CUT)
    tables: dict[int | None, dict[str, Any]] = {r.pk: r.bracket_tables for r in cut_rounds}  # by a match's round
    keys: dict[int | None, str] = {r.player_id: r.key for r in tournament.registrations.all()}  # by a seat's player
    for match in tournament_matches(tournament).filter(round_id__in=list(tables), status=Match.Status.CONFIRMED):
        bracket_id = tables[match.round_id].get(str(match.table_number))
        seats = list(match.seats.all())
        first = [seat for seat in seats if seat.placement == 1]
        if bracket_id and len(first) == 1:
            results[bracket_id] = {
                "winner": keys[first[0].player_id],
                "results": {keys[seat.player_id]: seat_result(seat) for seat in seats},
            }
    return results


def seat_result(seat: MatchSeat) -> str:
    if seat.score is not None:
        return str(seat.score)
    return "W" if seat.placement == 1 else "L"


def bracket_winners(tournament: Tournament) -> dict[str, str]:
    """Bracket match id -> winner's key."""
    return {match_id: result["winner"] for match_id, result in bracket_results(tournament).items()}


def bracket_for_page(tournament: Tournament) -> dict[str, Any] | None:
    """``bracket_view`` with players' names and, per match, its ``seats``: name, result shown in the
    box (score, or W/L) once confirmed, and whether that seat won."""
    bracket = bracket_of(tournament)
    if bracket is None:
        return None
    results = bracket_results(tournament)
    view = bracket_view(bracket, {match_id: result["winner"] for match_id, result in results.items()})
    names = {r.key: r.player.display_name for r in tournament.registrations.select_related("player")}
    final_round = max((m["round"] for m in view["matches"] if m["bracket"] == "winners"), default=1)
    for match in view["matches"]:
        match["title"] = bracket_match_title(match, final_round, double=bracket.kind == "double")
        match["names"] = [names.get(p, p) if p else None for p in match["players"]]
        match["winner_name"] = names.get(match["winner"], match["winner"]) if match["winner"] else None
        shown = results.get(match["id"], {}).get("results", {})
        match["seats"] = [
            {
                "name": name,
                "result": shown.get(player) if player else None,
                "won": bool(player) and player == match["winner"],
            }
            for player, name in zip(match["players"], match["names"], strict=True)
        ]
    view["champion_name"] = names.get(view["champion"]) if view["champion"] else None
    return view


WINNERS_ROUND_NAMES = {0: "Final", 1: "Semi-final", 2: "Quarter-final"}


def bracket_match_title(match: Mapping[str, Any], final_round: int, *, double: bool) -> str:
    """What organisers call a bracket match: Final, Semi-final 2, Third place, Losers' round 3..."""
    if match["bracket"] == "third":
        return "Third place"
    if match["bracket"] == "final":
        return "Grand final, if needed" if match["if_needed"] else "Grand final"
    if match["bracket"] == "losers":
        return f"Losers' round {match['round']}, match {match['position']}"
    from_end = final_round - match["round"]
    name = WINNERS_ROUND_NAMES.get(from_end, f"Round {match['round']}")
    if double and from_end == 0:
        name = "Winners' final"
    return name if from_end == 0 else f"{name} {match['position']}"


def _seed_order(tournament: Tournament, keys: list[str], registrations: Mapping[str, Registration]) -> list[str]:
    if tournament.first_round_by_rating:
        ratings = ratings_of(tournament, registrations)
        return sorted(keys, key=lambda key: -ratings.get(key, 0.0))
    order = list(keys)
    Rng(tournament.seed).shuffle(order)
    return order


def make_bracket(tournament: Tournament, data: EventData) -> None:
    third_place = tournament.third_place
    if tournament.format == Tournament.Format.SWISS_CUT:
        rows = [row for row in standings(tournament) if not row["dropped"]]
        bracket = top_cut(rows, tournament.cut_size or 0, double=tournament.cut_double, third_place=third_place)
    else:
        active = [k for k, r in data.registrations.items() if not r.is_dropped]
        seeds = _seed_order(tournament, active, data.registrations)
        double = tournament.format == Tournament.Format.DOUBLE_ELIM
        third_place = third_place and not double and len(seeds) >= 4
        bracket = double_elimination(seeds) if double else single_elimination(seeds, third_place=third_place)
    tournament.bracket = {"kind": bracket.kind, "seeds": list(bracket.seeds), "third_place": third_place}
    tournament.save(update_fields=["bracket"])
