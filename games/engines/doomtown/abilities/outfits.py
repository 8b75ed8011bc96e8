"""Outfits: each seat's home and its once-a-turn abilities."""

from __future__ import annotations
