"""The OpenAPI schema: names for the HackSoft style, and the error answers every operation may give.

Every view names its serializers the same (nested ``InputSerializer``/``OutputSerializer``), so
components are named after the view instead: ``GameListApi.OutputSerializer`` becomes
``GameListOutput``. Every operation documents the error statuses the service can answer with, in
the one error shape (``league.api_errors``), so a client and a schema checker know them all.
"""

from __future__ import annotations

from drf_spectacular.openapi import AutoSchema

from league.api_errors import ErrorSerializer

NESTED_NAMES = {"InputSerializer": "Input", "OutputSerializer": "Output", "FilterSerializer": "Filter"}
# What any operation may answer besides its own results (league.api_errors, league.middleware).
ERROR_STATUSES = ("400", "401", "403", "404", "405", "409", "413", "429")


class ViewNamedAutoSchema(AutoSchema):
    def _get_serializer_name(self, serializer, direction, bypass_extensions=False):
        name = super()._get_serializer_name(serializer, direction, bypass_extensions)
        cls = serializer if isinstance(serializer, type) else type(serializer)
        if getattr(getattr(cls, "Meta", None), "ref_name", None):
            return name
        owner, _, inner = cls.__qualname__.rpartition(".")
        if owner and inner in NESTED_NAMES:
            view_name = owner.split(".")[-1].removesuffix("Api")
            return view_name + NESTED_NAMES[inner]
        return name

    def _get_response_bodies(self, direction="response"):
        responses = super()._get_response_bodies(direction)
        for code in ERROR_STATUSES:
            if code not in responses:
                responses[code] = self._get_response_for_code(ErrorSerializer, code, direction=direction)
        return responses
