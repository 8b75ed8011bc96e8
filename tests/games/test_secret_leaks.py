"""No payload sent to a seat contains a hidden card identity that seat may not see.

Two checks over random games of every built engine:
- non-interference: resampling everything a seat cannot see (``determinize``) leaves every payload
  about the current position (page, fragment, API view, legal actions) byte-for-byte the same;
- secret tokens: strings of the full state that resampling the seat's unknowns can change (card
  identities, not the engine's vocabulary) and that nothing the seat may see during the game shows
  (its views, its legal actions) appear in no payload: page, fragment, API, log and replay steps.
"""

from __future__ import annotations

import json
import re

import pytest
from django.urls import reverse

from games.engines import Rng, engines
from games.models import GameSession
from tests.games.helpers import fresh, start, submit

PLIES = 60
CSRF = re.compile(rb'(csrfmiddlewaretoken" value="|X-CSRFToken": ")[^"]+')
BUILT = [engine.key for engine in engines()]


def _strings(node, found):
    """String values, and the keys of count maps (``{"saloon": 2}``): the card identities of a document."""
    if isinstance(node, dict):
        if node and all(isinstance(value, int) for value in node.values()):
            found.update(str(key) for key in node)
        for value in node.values():
            _strings(value, found)
    elif isinstance(node, list):
        for value in node:
            _strings(value, found)
    elif isinstance(node, str):
        found.add(node)
    return found


def _play(session, user, plies):
    """Random legal moves for every seat (the owner holds them all); the state before each move is kept."""
    rng = Rng(session.seed)
    states = []
    for _ in range(plies):
        current = fresh(session)
        state = current.load_state()
        states.append(state)
        if current.is_finished():
            break
        seat = state.to_act()[0]
        submit(current, seat, rng.choice(state.legal_actions(seat)), user)
    states.append(fresh(session).load_state())
    return states


def _payloads(client, session, seat, *, replay_steps=()):
    query = {} if seat is None else {"seat": seat}
    urls = [reverse("game", args=[session.pk]), reverse("game-live", args=[session.pk])]
    if seat is not None:
        urls += [
            reverse(name, args=[session.pk]) for name in ("api-session-view", "api-session-legal", "api-session-log")
        ]
    bodies = {url: client.get(url, query, HTTP_HX_REQUEST="true" if "live" in url else "").content for url in urls}
    for step in replay_steps:
        replay = client.get(reverse("game-replay", args=[session.pk]), {**query, "step": step})
        bodies[f"replay@{step}"] = replay.content
    return {name: CSRF.sub(rb"\1-", body) for name, body in bodies.items()}


def _varying(real, other, found):
    """Strings of ``real`` at places where ``other`` (a resampled copy) holds something else."""
    if isinstance(real, dict) and isinstance(other, dict):
        for key in real.keys() | other.keys():
            if key not in real or key not in other:
                found.add(str(key))
                _strings(real.get(key), found)
            else:
                _varying(real[key], other[key], found)
    elif isinstance(real, list) and isinstance(other, list):
        for index, value in enumerate(real):
            if index < len(other):
                _varying(value, other[index], found)
            else:
                _strings(value, found)
    elif real != other:
        _strings(real, found)
    return found


def _secret_dependent(state, seats):
    """Strings of the full state at places that resampling what one of ``seats`` cannot see changes.

    The engine's own vocabulary (effect names, phases) stays where it is; hidden cards move.
    """
    real = state.to_json()
    dependent = set()
    for seat in seats:
        for salt in (1, 2, 3):
            _varying(real, state.determinize(seat, Rng(salt)).to_json(), dependent)
    return dependent


def _secret_tokens(states, seat, players, public=()):
    """Identities in some state that nothing the seat may see ever shows (``public``: the game's settings)."""
    seen = set(public)
    hidden = set()
    for state in states:
        hidden |= _secret_dependent(state, range(players) if seat is None else [seat])
        _strings(state.view(seat), seen)
        for other in range(players) if seat is not None else ():
            if other == seat:
                _strings(state.legal_actions(seat), seen)
    tokens = {token for token in hidden - seen if len(token) >= 5 and not token.isdigit()}
    return tokens | {token.replace("_", " ").title() for token in tokens if "_" in token}


# Long, distinctive seeds: a seed's digits showing up anywhere in a payload is then no accident.
SEEDS = [4_611_686_018_427_388_039, 3_141_592_653_589_793_238, 2_718_281_828_459_045_235]


def _secret_deal(owner, players, game, seed):
    """A session as the server starts it (a secret seed), on a seed the test knows."""
    session = start(owner, *["me"] * players, game=game, seed=seed)
    GameSession.objects.filter(pk=session.pk).update(chosen_deal=False)
    return fresh(session)


@pytest.mark.parametrize("game", BUILT)
@pytest.mark.parametrize("seed", [SEEDS[0], *(pytest.param(seed, marks=pytest.mark.slow) for seed in SEEDS[1:])])
def test_no_payload_shows_a_seat_what_it_may_not_see(client, owner, game, seed):
    engine = next(engine for engine in engines() if engine.key == game)
    players = engine.min_players
    session = _secret_deal(owner, players, game, seed)
    states = _play(session, owner, PLIES)
    running = not fresh(session).is_finished()
    client.force_login(owner)
    last = len(states) - 1
    for seat in [*range(players), None]:
        if seat is None:
            client.logout()
        public = set(session.options) | _strings(session.options, set()) | _strings(engine.describe(), set())
        tokens = _secret_tokens(states, seat, players, public)
        payloads = _payloads(client, session, seat, replay_steps=range(0, last, 7))
        for name, body in payloads.items():
            text = body.decode()
            leaked = sorted(token for token in tokens if token in text)
            assert not leaked, f"{game} seed {seed}: {name} shows seat {seat} hidden {leaked[:5]}"
            assert not running or str(seed) not in text, f"{game}: {name} shows seat {seat} the secret seed"
        if seat is None:
            continue
        # Non-interference: another secret seed and a resample of what this seat cannot see; nothing
        # it is sent may change.
        real = fresh(session).state
        for salt in (1, 2):
            resampled = fresh(session).load_state().determinize(seat, Rng(salt))
            GameSession.objects.filter(pk=session.pk).update(state=resampled.to_json(), seed=SEEDS[salt])
            again = _payloads(client, session, seat)
            GameSession.objects.filter(pk=session.pk).update(state=real, seed=seed)
            for name in again:
                assert again[name] == payloads[name], f"{game} seed {seed}: {name} for seat {seat} depends on secrets"


def test_the_token_scan_would_catch_a_leak(owner):
    """The hidden tokens of a fresh town-builder deal include the opponent's hand."""
    session = start(owner, "me", "me", seed=101)
    state = session.load_state()
    tokens = _secret_tokens([state], 0, 2)
    hidden_hand = set(state.to_json()["hands"][1]) - set(json.dumps(state.view(0)).split('"'))

    assert hidden_hand and hidden_hand <= tokens
