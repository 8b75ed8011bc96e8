"""Tiebreakers by their own rulebooks, hand-computed, through ``manage.py standings --json``:
MTR Appendix C (byes in MW% and GW%, a drop, the floor) and FIDE (virtual opponents for byes and
rounds missed, an opponent's unplayed rounds as draws)."""

from __future__ import annotations

from tests.league.tournament.commands import run, write


def duel(a: str, b: str, pa: float, pb: float) -> dict:
    return {"seats": [a, b], "points": [pa, pb]}


def standings(tmp_path, doc: dict, *options: str) -> dict[str, dict]:
    report = run("standings", write(tmp_path, doc), "--json", *options)
    return {row["player"]: row for row in report["standings"]}


def test_mtr_example_a_bye_counts_as_a_won_round_in_mw_then_a_drop(tmp_path):
    # MTR App. C: X goes 3-2-0 including a first-round bye, then withdraws: 9 match points in 5
    # rounds, MW% 9 / 15 = 0.60. S met only X, so S's OMW% is X's MW%. X's GW%: the bye is 2-0
    # (6 of 6 game points), two won and two lost single games (6 of 12): 12 / 18 = .666667.
    doc = {
        "players": ["X", "P", "Q", "R", "S"],
        "rounds": [
            [{"seats": ["X"], "points": [3]}, duel("P", "Q", 3, 0)],
            [duel("X", "P", 3, 0)],
            [duel("X", "Q", 3, 0)],
            [duel("X", "R", 0, 3)],
            [duel("X", "S", 0, 3)],
            [duel("P", "Q", 3, 0)],
        ],
    }
    rows = standings(tmp_path, doc, "--tiebreakers", "omw,gw")
    assert rows["X"]["points"] == 9
    assert rows["S"]["tiebreakers"]["omw"] == 0.6
    assert rows["X"]["tiebreakers"]["gw"] == 0.666667
    # Q lost all three: MW% 0 floored at .33, or at .25 the Pokemon way; R met only X too.
    assert rows["R"]["tiebreakers"]["omw"] == 0.6
    floored = standings(tmp_path, doc, "--tiebreakers", "omw", "--mw-floor", "0.25")
    # P met Q twice (0 of 6: floor) and X (9 / 15 = .6): OMW% = (floor + floor + .6) / 3
    assert rows["P"]["tiebreakers"]["omw"] == round((0.33 + 0.33 + 0.6) / 3, 6)
    assert floored["P"]["tiebreakers"]["omw"] == round((0.25 + 0.25 + 0.6) / 3, 6)


def test_fide_virtual_opponents_for_a_bye_and_a_missed_round(tmp_path):
    # Chess scoring 1 / 0.5 / 0 over four rounds. A: beats B, has a bye, draws C, misses round 4.
    # FIDE scores (an opponent's unplayed rounds count as draws): B 0 + 1 + .5 + 0 = 1.5;
    # C 1 + 0 + .5 + 1 = 2.5; D plays rounds 1 and 3 (0 + .5) and misses two: .5 + 1 = 1.5.
    # A's virtual opponents: round-2 bye: score before 1 + opposite result 0 + .5 x 2 rounds after = 2;
    # round 4 missed: 2.5 before + 1 (A scored nothing) + 0 = 3.5.
    doc = {
        "players": ["A", "B", "C", "D"],
        "rounds": [
            [duel("A", "B", 1, 0), duel("C", "D", 1, 0)],
            [{"seats": ["A"], "points": [1]}, duel("B", "C", 1, 0)],
            [duel("A", "C", 0.5, 0.5), duel("B", "D", 0.5, 0.5)],
            [duel("B", "C", 0, 1)],
        ],
    }
    rows = standings(tmp_path, doc, "--tiebreakers", "buchholz,median_buchholz,sonneborn_berger")
    a = rows["A"]["tiebreakers"]
    assert a["buchholz"] == 1.5 + 2.5 + 2 + 3.5
    assert a["median_buchholz"] == 2.5 + 2, "without the lowest (B 1.5) and the highest (3.5)"
    # SB: beat B (1.5), drew C (2.5 / 2), won the bye (its virtual opponent 2 in full), nothing
    # for the round missed.
    assert a["sonneborn_berger"] == 1.5 + 1.25 + 2
    # D: C 2.5 + B 1.5 + virtual opponents for rounds 2 (0 + 1 + .5 x 2 = 2) and 4 (.5 + 1 = 1.5).
    assert rows["D"]["tiebreakers"]["buchholz"] == 2.5 + 1.5 + 2 + 1.5
    # The draw's worth can be given when the results hold no drawn table.
    explicit = standings(tmp_path, doc, "--tiebreakers", "buchholz", "--draw-points", "0.5")
    assert explicit["A"]["tiebreakers"]["buchholz"] == a["buchholz"]


def test_head_to_head_only_when_all_tied_players_met(tmp_path):
    # A, B and C finish on 3; A beat B, but C met neither: direct encounter does not apply, SoS decides.
    doc = {
        "players": ["A", "B", "C", "D"],
        "rounds": [[duel("A", "B", 3, 0), duel("C", "D", 3, 0)], [duel("B", "D", 3, 0)]],
    }
    rows = standings(tmp_path, doc, "--tiebreakers", "h2h")
    assert [rows[p]["rank"] for p in "ABC"] == [1, 1, 1]
    two = {"players": ["A", "B"], "rounds": [[duel("A", "B", 3, 0)], [duel("B", "A", 3, 0)], [duel("A", "B", 1, 1)]]}
    rows = standings(tmp_path, two, "--tiebreakers", "h2h")
    assert rows["A"]["rank"] == rows["B"]["rank"] == 1 and rows["A"]["tiebreakers"]["h2h"] == 4
