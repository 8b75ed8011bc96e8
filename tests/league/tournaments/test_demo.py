"""The demo tournaments: a finished Doomtown Swiss event with a top cut, a Deadwood pod event in round 2."""

from __future__ import annotations

from league import demo
from league.models import Match, Round, Tournament
from league.tournaments.services import bracket_for_page, final_standings


def test_it_loads_a_finished_swiss_cut_and_a_running_pod_event_once(db):
    demo.load()
    counts = Match.objects.filter(round__isnull=False).count()
    lines = demo.load()
    assert Match.objects.filter(round__isnull=False).count() == counts
    assert sum("already there" in line for line in lines) == 2
    doomtown = Tournament.objects.get(game="doomtown")
    assert doomtown.status == Tournament.Status.FINISHED and doomtown.format == "swiss_cut"
    assert bracket_for_page(doomtown)["champion"] is not None
    assert final_standings(doomtown)[0]["rank"] == 1
    assert Round.objects.filter(tournament=doomtown, stage="cut").count() == 2
    deadwood = Tournament.objects.get(game="deadwood")
    assert deadwood.status == Tournament.Status.RUNNING
    current = deadwood.round_set.order_by("-number").first()
    assert current.number == 2 and current.matches.filter(status="open").count() == 2
    assert sorted(m.seats.count() for m in current.matches.all()) == [3, 3]
