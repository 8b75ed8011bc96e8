"""Production refuses unsafe defaults; every page carries the security headers."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LOAD_SETTINGS = "import django; django.setup(); from django.conf import settings; print(len(settings.SECRET_KEY))"


def _start(env: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess:
    clean = {key: value for key, value in os.environ.items() if key not in ("SECRET_KEY", "SECRET_KEY_FILE", "DEBUG")}
    return subprocess.run(
        [sys.executable, "-c", LOAD_SETTINGS],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**clean, "DJANGO_SETTINGS_MODULE": "league.settings", "VAR_DIR": str(tmp_path), **env},
        timeout=60,
    )


@pytest.mark.parametrize("key", ["change-me-to-a-long-random-string", "short-key"])
def test_without_debug_the_service_refuses_a_published_or_short_key(tmp_path, key):
    started = _start({"SECRET_KEY": key}, tmp_path)

    assert started.returncode != 0
    assert "SECRET_KEY is the published example or shorter than 32 characters" in started.stderr


def test_debug_allows_the_example_key_for_development(tmp_path):
    assert _start({"SECRET_KEY": "change-me-to-a-long-random-string", "DEBUG": "1"}, tmp_path).returncode == 0


def test_with_no_key_at_all_one_is_generated_and_kept(tmp_path):
    first = _start({}, tmp_path)

    assert first.returncode == 0 and int(first.stdout) >= 60
    key_file = tmp_path / "secret_key"
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    assert _start({}, tmp_path).returncode == 0 and key_file.read_text() == key_file.read_text()


def test_the_docker_entrypoint_writes_a_random_key_once(tmp_path):
    key_file = tmp_path / "secrets" / "secret_key"
    env = {"PATH": os.environ["PATH"], "SECRET_KEY_FILE": str(key_file)}

    subprocess.run(["sh", str(ROOT / "docker" / "entrypoint.sh"), "true"], env=env, check=True, timeout=60)
    first = key_file.read_text()
    subprocess.run(["sh", str(ROOT / "docker" / "entrypoint.sh"), "true"], env=env, check=True, timeout=60)

    assert len(first.strip()) >= 60 and key_file.read_text() == first
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600


def test_docker_compose_loads_the_demo_players_only_when_asked():
    compose = (ROOT / "docker" / "compose.yaml").read_text()
    example = (ROOT / "docker" / ".env.example").read_text()

    assert 'LOAD_DEMO: "${LOAD_DEMO:-0}"' in compose and "LOAD_DEMO=0" in example
    assert "SECRET_KEY=" not in example.replace("SECRET_KEY_FILE=", "")


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/api/docs/", "/accounts/login/"])
def test_pages_carry_a_content_security_policy_of_this_site_only(client, path):
    response = client.get(path)

    policy = response["Content-Security-Policy"]
    assert response.status_code == 200
    assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy and "unsafe-eval" not in policy
    assert b"<script>" not in response.content and b"onclick=" not in response.content


@pytest.mark.django_db
def test_hsts_is_complete_when_the_tls_switches_are_on(client, settings):
    settings.SECURE_HSTS_SECONDS = 31_536_000

    response = client.get("/", secure=True)

    assert response["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains"
