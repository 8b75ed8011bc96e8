"""OpenAPI naming for the HackSoft style: nested ``InputSerializer``/``OutputSerializer`` classes.

Every view names its serializers the same, so components are named after the view instead:
``GameListApi.OutputSerializer`` becomes ``GameListOutput``.
"""

from __future__ import annotations

from drf_spectacular.openapi import AutoSchema

NESTED_NAMES = {"InputSerializer": "Input", "OutputSerializer": "Output", "FilterSerializer": "Filter"}


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
