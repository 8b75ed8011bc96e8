"""The Doomtown flow is declared in one place (flow.py): the same tables whatever is imported
first, every hook wired once, and no other module changing them."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from games.engines.doomtown import flow, hooks
from games.engines.doomtown.hooks import Variant

ENGINE_DIR = Path(flow.__file__).parent
DUMP = """
import json, sys
for name in sys.argv[1:]:
    __import__(name)
from games.engines.doomtown import flow, hooks

def named(fn):
    if callable(fn):
        return f"{fn.__module__}.{fn.__qualname__}"
    return f"{type(fn).__qualname__} {fn.kinds}"  # a PlayStart

print(json.dumps({
    "steps": {k: named(v) for k, v in flow.STEPS.items()},
    "day": {k: named(v) for k, v in flow.DAY_STEPS.items()},
    "shootout": {k: named(v) for k, v in flow.SHOOTOUT_STEPS.items()},
    "decisions": {k: [named(f) for f in v] for k, v in flow.DECISIONS.items()},
    "hooks": {h.name: [named(f) for f in h.fns] for h in hooks.HOOKS},
    "tables": {t.name: sorted(t.entries) for t in hooks.TABLES},
}))
"""


def _tables_after_importing(*modules: str) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", DUMP, *modules], capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def test_the_flow_module_alone_has_the_same_tables_as_the_engine() -> None:
    alone = _tables_after_importing("games.engines.doomtown.flow")
    assert alone == _tables_after_importing("games.engines.doomtown.engine")
    assert alone == _tables_after_importing(
        "games.engines.doomtown.automaton_rules", "games.engines.doomtown.abilities"
    )
    assert alone == _tables_after_importing("games.engines")


def test_the_tables_show_the_rules_that_run() -> None:
    tables = _tables_after_importing("games.engines.doomtown.flow")
    # the Automaton seat's variant wraps the core Noon turn and adds its own frame kinds; the Boss
    # Battle, layered after it, wraps that in turn
    assert tables["decisions"]["noon"] == [
        "games.engines.doomtown.boss_battle._noon.<locals>.noon_legal",
        "games.engines.doomtown.boss_battle._noon.<locals>.noon_act",
    ]
    assert tables["steps"]["automaton_play"] == "games.engines.doomtown.automaton_rules.play_step"
    assert tables["shootout"]["draw"] == "games.engines.doomtown.automaton_rules._draws_last.<locals>.draw_step"
    # hooks run the card abilities first, then the variant's
    assert tables["hooks"]["enters_play"] == [
        "games.engines.doomtown.abilities.entering.entered",
        "games.engines.doomtown.automaton_rules._permanent_bonus",
    ]


def test_every_declared_hook_is_wired_once() -> None:
    assert hooks.HOOKS and hooks.TABLES
    assert all(hook.wired for hook in hooks.HOOKS)
    assert all(table.wired for table in hooks.TABLES)
    with pytest.raises(RuntimeError, match="wired already"):
        hooks.ENTERS_PLAY.wire(lambda state, card: None)
    assert set(flow.CARD_HOOKS) <= set(hooks.HOOKS)


def test_a_variant_may_not_add_a_frame_kind_the_flow_has() -> None:
    clash = Variant(name="clash", decisions={"noon": flow.CORE_DECISIONS["noon"]})
    with pytest.raises(ValueError, match="variant clash adds 'noon'"):
        flow._layered(flow.CORE_DECISIONS, [(clash.name, clash.decisions, clash.wrap_decisions)])


def test_a_variant_wrapper_is_given_the_entry_it_replaces() -> None:
    seen = []

    def wrap(core: hooks.Step) -> hooks.Step:
        seen.append(core)
        return core

    layered = flow._layered(flow.CORE_DAY_STEPS, [("a", {}, {"noon": wrap}), ("b", {}, {"noon": wrap})])
    assert seen == [flow.CORE_DAY_STEPS["noon"], flow.CORE_DAY_STEPS["noon"]]
    assert layered["noon"] is flow.CORE_DAY_STEPS["noon"]


def test_no_other_module_changes_the_flow_or_wires_a_hook() -> None:
    changes = re.compile(
        r"^\s*(\w+\.)?(STEPS|DAY_STEPS|DECISIONS|SHOOTOUT_STEPS)\[[^]]+\]\s*=|\.wire\(|^\s*[A-Z_.]+\[:\]\s*=", re.M
    )
    offenders = []
    for path in ENGINE_DIR.rglob("*.py"):
        if path.name in ("flow.py", "hooks.py"):
            continue
        for match in changes.finditer(path.read_text()):
            offenders.append(f"{path.relative_to(ENGINE_DIR)}: {match.group(0).strip()}")
    assert offenders == []
