from __future__ import annotations

import json

import pytest
from django.core.management import call_command


def test_an_empty_file_is_unreadable_input_and_exits_2(tmp_path, capsys):
    empty = tmp_path / "empty.txt"
    empty.write_text("  \n")

    with pytest.raises(SystemExit) as exited:
        call_command("validate_deck", str(empty), "--json")

    assert exited.value.code == 2
    report = json.loads(capsys.readouterr().out)
    assert report["valid"] is False
    assert report["errors"][0]["code"] == "input.empty"
