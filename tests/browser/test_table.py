"""A whole game of each game against a bot, played by clicking the board, on a desktop and a phone.

The viewport switches between 1280x900 and 390x844 every few moves, so one game covers both
sizes; after every move the page must have no horizontal scroll, a move control inside the first
screen, no console error and no failed request. Screenshots go to test-artifacts/.

Every move of the game is clicked under ``CI=true``, ``-m slow`` or ``FULL_GAMES=1``; a developer's
run clicks the first ``QUICK_MOVES`` (both sizes, then back), plays the rest of the human seat's
moves on the server and checks the finished table in the browser the same way.
"""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import Error as PlaywrightError

from games.engines import Rng
from games.models import GameSession
from games.views import play
from tests.browser.conftest import Watch, log_in, screenshot, wait_for_new_table, wait_for_settled_table
from tests.game_counts import games
from tests.games.helpers import play_out

pytestmark = pytest.mark.browser
SIZES = ((1280, 900), (390, 844))
SWITCH_EVERY = 8
QUICK_MOVES = 2 * SWITCH_EVERY + 1  # clicked moves in a developer's run: both sizes, then back
PHONE_WIDTH = 900  # table.js and games.css: the move panel is a bottom sheet at this width and below
MIN_BOARD_ROOM = 220  # table.js: the least height the board's pan box is given
# Buttons that end a turn or a phase: pressed often, so a random player still finishes the game.
ENDINGS = ("End the action phase", "End the turn", "Pass", "That's all", "Done", "Hire nobody", "Keep")
# Always pressed when offered: a random starting posse of one dude (or none) loses Doomtown on day 1.
ALWAYS = ("Take the decklist's starting gang",)
GAMES = {
    "townbuilder": {"bot": "heuristic", "moves": 250},
    "studios": {"bot": "heuristic", "moves": 400},
    "deadwood": {"bot": "heuristic", "moves": 400},
    "doomtown": {"bot": "heuristic", "moves": 400},
}


def _start(page, live_server, game: str, bot: str) -> GameSession:
    page.goto(f"{live_server.url}/play/?game={game}")
    page.select_option("#new-game select[name=seat_0]", "me")
    page.select_option("#new-game select[name=seat_1]", f"bot:{bot}")
    page.click("#new-game button[type=submit]")
    page.wait_for_selector("#live")
    return GameSession.objects.get(pk=int(page.url.rstrip("/").split("/")[-1]))


def _check_layout(page, where: str) -> None:
    page.evaluate("window.scrollTo(0, 0)")
    width, inner = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert width <= inner, f"{where}: the page scrolls sideways ({width} > {inner})"
    first = page.query_selector("#live .action-form:not(.dimmed) button")
    if first is not None:
        box = first.bounding_box()
        height = page.evaluate("window.innerHeight")
        assert box is not None and box["y"] + box["height"] <= height, f"{where}: the first move is below the screen"
    _check_sheet_covers_no_board(page, where)


def _check_sheet_covers_no_board(page, where: str) -> None:
    """On a phone the board's pan box ends where the move sheet begins (or has shrunk to its least)."""
    pan, sheet = page.query_selector("#live .board-pan"), page.query_selector("#live .move-panel")
    if pan is None or sheet is None or page.evaluate("window.innerWidth") > PHONE_WIDTH:
        return
    wait_for_settled_table(page)  # table.js fits the board once htmx has settled the new table
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
    board, panel = pan.bounding_box(), sheet.bounding_box()
    assert board is not None and panel is not None
    covered = board["y"] + board["height"] - panel["y"]
    shrunk_to_least = board["height"] <= MIN_BOARD_ROOM + 1
    assert covered <= 1 or shrunk_to_least, f"{where}: the sheet covers {covered:.0f}px of the board"


def _visible_buttons(page):
    return page.query_selector_all("#live .action-form:not(.dimmed) button")


def _move_sent(page) -> bool:
    """The click sent a move: it is on its way (the table is locked) or the new table is drawn."""
    if page.query_selector("#live.sending") is not None:
        return True
    return page.query_selector("#live #pick-hint:not([hidden])") is None


def _click_board(page, rng: Rng) -> bool:
    """Pick a highlighted board element (then a second one, or a move of the narrowed list)."""
    legal = page.query_selector_all("#live .board [data-target].legal")
    if not legal:
        return False
    for _ in range(3):
        element = rng.choice(legal)
        element.evaluate("e => e.scrollIntoView({block: 'center', inline: 'center'})")
        element.click()
        if _move_sent(page):
            return True
        legal = page.query_selector_all("#live .board [data-target].legal:not(.picked)")
        if not legal:
            break
    buttons = _visible_buttons(page)
    assert buttons, "a pick on the board left neither a board element nor a move to press"
    rng.choice(buttons).click()
    return True


def _click_button(page, rng: Rng) -> None:
    buttons = _visible_buttons(page)
    assert buttons, "no move to press"
    endings = [button for button in buttons if button.inner_text().startswith(ENDINGS)]
    choice = rng.choice(endings) if endings and rng.below(2) else rng.choice(buttons)
    choice.evaluate("e => e.scrollIntoView({block: 'center'})")
    choice.click()


def _pick(page, rng: Rng) -> str:
    """Make one move, mostly on the board: "board" or "button" says how."""
    always = [button for button in _visible_buttons(page) if button.inner_text().startswith(ALWAYS)]
    if always:
        always[0].click()
        return "button"
    if rng.below(10) < 8 and _click_board(page, rng):
        return "board"
    _click_button(page, rng)
    return "button"


def _play_one(page, rng: Rng) -> str:
    """Play one move: "board" or "button" says how it was picked; "" when the game is over."""
    page.wait_for_function(
        "() => document.querySelector('#live .action-form button') || document.querySelector('#summary')",
        timeout=60_000,
    )
    if page.query_selector("#summary"):
        return ""
    version = page.get_attribute("#live", "data-version")
    try:
        how = _pick(page, rng)
    except PlaywrightError as exc:
        if "not attached" not in str(exc):
            raise
        return "again"  # a bot moved at the same time (both seats decide) and the table was redrawn
    try:
        page.wait_for_function(
            "(before) => document.querySelector('#live').dataset.version !== before"
            " || document.querySelector('#error')",
            arg=version,
        )
    except Exception:
        screenshot(page, "table-stuck", failure=True)
        raise
    error = page.query_selector("#error")
    assert error is None, error.inner_text()
    return how


@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_game_by_clicking_the_board(browser, live_server, owner, game):
    context = browser.new_context(viewport=dict(zip(("width", "height"), SIZES[0], strict=True)))
    context.set_default_timeout(30_000)
    page = context.new_page()
    watch = Watch(page)
    rng = Rng(sum(map(ord, game)))
    try:
        log_in(page, live_server, owner.username)
        session = _start(page, live_server, game, GAMES[game]["bot"])
        started, moves, board_moves = time.monotonic(), 0, 0
        screenshot(page, f"table-{game}-1280-start", full_page=False)
        shown = SIZES[0]
        clicked = games(full=GAMES[game]["moves"], quick=QUICK_MOVES)
        while moves < clicked or board_moves <= moves // 4:  # a quick run clicks on until the board has had its share
            size = SIZES[(moves // SWITCH_EVERY) % 2]
            if size != shown:  # a resize relays the page out: only when the size switches
                page.set_viewport_size({"width": size[0], "height": size[1]})
                shown = size
            where = f"{game} move {moves} at {size[0]}px"
            if page.query_selector("#summary") is None:
                page.wait_for_selector("#live .action-form button, #summary", timeout=60_000)
                _check_layout(page, where)
            if moves % SWITCH_EVERY == 1:
                screenshot(page, f"table-{game}-{size[0]}-move-{moves:03d}", full_page=False)
            how = _play_one(page, rng)
            if not how:
                break
            if how == "again":
                continue
            moves += 1
            board_moves += how == "board"
            assert moves < GAMES[game]["moves"] and time.monotonic() - started < 300, "the game did not end"
        page.wait_for_selector("#live .action-form button, #summary")  # the bot's reply is in
        if page.query_selector("#summary") is None:  # a quick run: the server plays the rest, the page shows the end
            assert play_out(session, owner, limit=GAMES[game]["moves"]).is_finished(), "the game did not end"
            page.reload()
            page.wait_for_selector("#summary")
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            _check_layout(page, f"{game} finished at {width}px")
            screenshot(page, f"table-{game}-{width}-finished", full_page=False)

        session.refresh_from_db()
        assert session.status == "finished"
        assert page.query_selector("#summary .headline") is not None
        assert "_" not in page.inner_text("#summary"), "no engine key on the score sheet"
        if game == "townbuilder":
            assert page.inner_text("#summary").count("Poker:") == 2, "each seat's poker hands are scored"
        assert board_moves > moves // 4, f"only {board_moves} of {moves} moves were picked on the board"
        assert watch.problems == []
        page.click("#summary button:has-text('Play again')")
        page.wait_for_selector("#live")
        assert GameSession.objects.filter(engine_key=game).count() == 2
    finally:
        context.close()


def _until_the_board_offers_a_move(page) -> None:
    """A secret deal may open on moves with no place on the board (a hand guarantee, the end of the
    action phase): press the first button until the board offers a move."""
    for _ in range(20):
        page.wait_for_selector("#live .action-form button")
        if page.query_selector("#live .board [data-target].legal"):
            return
        version = page.get_attribute("#live", "data-version")
        page.click("#live .action-form button")
        wait_for_new_table(page, version)
    raise AssertionError("twenty moves and the board never offered one")


def test_clicks_while_a_move_is_on_its_way_send_nothing_more(browser, live_server, owner, monkeypatch):
    """A move sent from the board locks the table until it is redrawn: further board picks and
    button presses send nothing (they were a second move against a table that had moved on)."""
    answer = play._answer_done

    def slow_answer(request, session_id):  # a loaded server: the table stays up a while after the click
        time.sleep(0.5)
        return answer(request, session_id)

    monkeypatch.setattr(play, "_answer_done", slow_answer)
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    page = context.new_page()
    watch = Watch(page)
    posts: list[int] = []
    page.on("request", lambda request: request.method == "POST" and "/act/" in request.url and posts.append(1))
    try:
        log_in(page, live_server, owner.username)
        _start(page, live_server, "townbuilder", "heuristic")
        _until_the_board_offers_a_move(page)
        posts.clear()
        version = page.get_attribute("#live", "data-version")
        for _ in range(3):  # pick until the picks name one move: it is sent
            page.click("#live .board [data-target].legal:not(.picked)")
            if posts:
                break
        assert len(posts) == 1
        page.evaluate(
            """() => {
                const click = () => new MouseEvent('click', {bubbles: true});
                document.querySelectorAll('#live .board [data-target]').forEach(e => e.dispatchEvent(click()));
                document.querySelectorAll('#live .action-form button').forEach(b => b.click());
            }"""
        )
        wait_for_new_table(page, version)
        assert page.query_selector("#error") is None
        assert len(posts) == 1, f"{len(posts)} moves were sent for one table"
        assert watch.problems == []
    finally:
        context.close()


def test_a_bots_reply_shows_as_thinking_then_the_move(browser, live_server, owner):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    page = context.new_page()
    watch = Watch(page)
    rng = Rng(7)
    try:
        log_in(page, live_server, owner.username)
        _start(page, live_server, "townbuilder", "heuristic")
        # What the player sees, in order: a "thinking" line (drawn by the page before it shows a move,
        # or by the server while the bot's worker is still busy) and a bot move that becomes visible.
        page.evaluate(
            """() => {
                window.seen = [];
                const plies = () => [...document.querySelectorAll('#recent-moves li[data-bot]')];
                let shownPly = Math.max(0, ...plies().map(line => Number(line.dataset.ply)));
                const noteShownMoves = () => plies().forEach(line => {
                    if (!line.hidden && Number(line.dataset.ply) > shownPly) {
                        shownPly = Number(line.dataset.ply);
                        window.seen.push('move');
                    }
                });
                const watch = {childList: true, subtree: true, attributes: true, attributeFilter: ['hidden']};
                new MutationObserver(records => {
                    records.forEach(record => record.addedNodes.forEach(node => {
                        if (!node.matches) return;
                        if (node.matches('#recent-moves li.thinking')) window.seen.push(node.textContent);
                        const waiting = node.querySelector('.move-panel .thinking');
                        if (waiting) window.seen.push(waiting.firstChild.textContent.trim());
                    }));
                    noteShownMoves();
                }).observe(document.body, watch);
            }"""
        )
        for _ in range(30):
            _play_one(page, rng)
            page.wait_for_function("() => !document.querySelector('#recent-moves li.thinking')")
            if "move" in page.evaluate("window.seen"):
                break

        # A poll may redraw the table while a move waits behind its "thinking" line: the line is then
        # drawn again in the new table before the move shows.
        seen = page.evaluate("window.seen")
        assert "move" in seen
        assert set(seen[: seen.index("move")]) == {"Heuristic bot is thinking…"}, seen
        assert page.is_visible("#recent-moves li[data-bot='Heuristic bot']")
        assert watch.problems == []
    finally:
        context.close()


def test_the_table_shows_the_playouts_while_a_search_bot_thinks(page, live_server, owner, monkeypatch):
    """A search move runs in a worker while the page polls: the table says how far it has got."""
    import threading

    from django.db import connection

    from automaton import tasks
    from tests.games.helpers import start_bot_first

    workers: list[threading.Thread] = []
    page_open = threading.Event()  # the worker picks the task up once the table is on screen

    def search_in_a_worker(session_id: int, version: int) -> None:
        def run() -> None:
            page_open.wait(timeout=60)
            try:
                tasks.play_search_turn.apply(args=(session_id, version)).get()
            finally:
                connection.close()

        workers.append(threading.Thread(target=run))
        workers[-1].start()

    monkeypatch.setattr(tasks.play_search_turn, "delay", search_in_a_worker)
    log_in(page, live_server, owner.username)
    session = start_bot_first(owner, "ismcts:expert", seed=43)
    page.goto(f"{live_server.url}/play/{session.pk}/")
    page_open.set()
    page.wait_for_selector("#live .thinking-progress", timeout=20_000)
    # One read: the count moves on while the page polls, so the progress and the line are read together.
    assert re.fullmatch(r"Search AI \(Expert\) is thinking… \([\d,]+ playouts\)", page.inner_text("#live .thinking"))
    screenshot(page, "table-search-thinking", full_page=False)
    page.wait_for_selector("#live >> text=Your turn", timeout=60_000)
    assert not page.query_selector("#live .thinking")
    for worker in workers:  # one search task per bot decision: a turn may hold several
        worker.join(timeout=30)
    assert workers and not any(worker.is_alive() for worker in workers)


def test_a_phone_opens_doomtowns_board_on_its_homes_and_keeps_where_it_was_panned(browser, live_server, owner):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.set_default_timeout(30_000)
    page = context.new_page()
    pan = "#live .board-pan"
    try:
        log_in(page, live_server, owner.username)
        _start(page, live_server, "doomtown", "heuristic")
        page.wait_for_selector("#live .action-form button")
        # The button can be parsed before the table's script runs (at DOMContentLoaded); a table swapped
        # in later is placed as it is swapped in, so a player never sees it at its left edge first.
        page.wait_for_function("document.readyState === 'complete'")
        left, widest = page.eval_on_selector(pan, "p => [p.scrollLeft, p.scrollWidth - p.clientWidth]")
        assert widest > 0 and abs(left - widest / 2) <= 1, "a new table opens on the middle of the streets"

        page.eval_on_selector(pan, "p => { p.scrollLeft = 17; }")
        version = page.get_attribute("#live", "data-version")
        page.click("#live .action-form button")
        wait_for_new_table(page, version)

        assert page.eval_on_selector(pan, "p => p.scrollLeft") == 17, "the redrawn table is panned as it was"
    finally:
        context.close()
