from __future__ import annotations

import io

import pytest
import yaml
from django.core.management import call_command


@pytest.mark.django_db
def test_it_generates_the_schema_without_warnings():
    out, err = io.StringIO(), io.StringIO()

    call_command("spectacular", "--validate", "--fail-on-warn", stdout=out, stderr=err)

    assert yaml.safe_load(out.getvalue())["info"]["title"] == "Deadwood League API"
