"""``manage.py validate_deck``: the JSON report and the exit codes of DESIGN.md."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command

from games.engines.doomtown.cards import deck_files, load_deck_file
from games.engines.doomtown.decklist import MAX_BYTES, deck_from_json, deck_to_text

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, stdin: str | None = None) -> tuple[int, str]:
    """(exit code, stdout) of the command run in process."""
    out = io.StringIO()
    old_stdin = sys.stdin
    if stdin is not None:
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()))
    try:
        call_command("validate_deck", *args, stdout=out)
        code = 0
    except SystemExit as exit_:
        code = int(exit_.code)
    finally:
        sys.stdin = old_stdin
    return code, out.getvalue()


def report_of(*args: str, stdin: str | None = None) -> tuple[int, dict]:
    code, output = run(*args, "--json", stdin=stdin)
    return code, json.loads(output)


def test_it_prints_the_report_and_exits_0_for_a_valid_text_deck(tmp_path):
    path = tmp_path / "law-dogs.txt"
    path.write_text(deck_to_text(deck_from_json(load_deck_file("starter-law-dogs"))), encoding="utf-8")
    code, report = report_of(str(path))
    assert code == 0
    assert set(report) == {"valid", "errors", "warnings", "summary"}
    assert report["valid"] is True and report["errors"] == []
    assert report["summary"]["outfit"]["name"] == "Law Dogs"


def test_it_reads_the_provided_json_deck_files():
    code, report = report_of(str(deck_files()["starter-outlaws"]), "--format", "json")
    assert (code, report["valid"]) == (0, True)


def test_it_exits_1_and_names_the_problem_for_an_invalid_deck(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("Outfit: Law Dogs\n2x Bas Reeves\n", encoding="utf-8")
    code, report = report_of(str(path), "--game", "doomtown", "--format", "text")
    assert code == 1
    assert report["valid"] is False
    codes = {e["code"] for e in report["errors"]}
    assert codes == {"deck.size", "card.unknown"}
    assert any("Did you mean Bass Reeves?" in e["message"] for e in report["errors"])


def test_it_reads_standard_input_when_the_file_is_a_dash():
    code, report = report_of("-", stdin="Outfit: Law Dogs\n1x Rob Wilby\n")
    assert code == 1
    assert report["summary"]["outfit"]["name"] == "Law Dogs"


@pytest.mark.parametrize(
    ("content", "error_code"),
    [
        (None, "input.missing"),
        (b"\x00\x01binary\x00\x02", "input.binary"),
        (b"2x Caf\xe9\n", "input.encoding"),
        (b"1x Tusk\n" * (MAX_BYTES // 8 + 1), "input.too_large"),
        (b'{"cards": ', "input.json"),
    ],
)
def test_it_exits_2_for_unreadable_input(tmp_path, content, error_code):
    path = tmp_path / "deck.txt"
    if content is not None:
        path.write_bytes(content)
    code, report = report_of(str(path))
    assert code == 2
    assert report["valid"] is False
    assert [e["code"] for e in report["errors"]] == [error_code]


def test_it_prints_a_readable_report_without_json(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("Outfit: Law Dogs\n", encoding="utf-8")
    code, output = run(str(path))
    assert code == 1
    assert output.splitlines()[0] == "INVALID: Law Dogs"
    assert any(line.startswith("error   deck.size:") for line in output.splitlines())


def test_it_returns_real_exit_codes_from_manage_py(tmp_path):
    binary = tmp_path / "deck.bin"
    binary.write_bytes(b"\x00" * 64)
    valid = deck_files()["starter-fearmongers"]
    results = []
    for path in (valid, binary):
        done = subprocess.run(
            [sys.executable, "manage.py", "validate_deck", str(path), "--json"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
        results.append((done.returncode, json.loads(done.stdout)["valid"]))
    assert results == [(0, True), (2, False)]
