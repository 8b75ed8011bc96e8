"""A small seeded RNG whose whole state is one integer: cheap to clone, exact to serialise.

SplitMix64 (Steele, Lea & Flood 2014). We do not use ``random.Random``: its state is 625 words,
and its shuffle algorithm is not promised to stay the same across Python versions, which would
break replays of stored games.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_TWO_TO_53 = float(1 << 53)  # random() keeps the top 53 bits, a double's precision


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n); the multiply-shift bias is below 2**-50 for game-sized n."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return (self.next64() * n) >> 64

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in [low, high], both included."""
        return low + self.below(high - low + 1)

    def random(self) -> float:
        return (self.next64() >> 11) / _TWO_TO_53

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def roll(self, dice: int = 1, sides: int = 6) -> list[int]:
        return [1 + self.below(sides) for _ in range(dice)]

    def fork(self, salt: int) -> Rng:
        """An independent stream (for a bot or a determinisation) that leaves this one untouched."""
        return Rng(Rng(self.state ^ (salt * _GOLDEN & _MASK)).next64())

    def clone(self) -> Rng:
        return Rng(self.state)

    def to_json(self) -> int:
        return self.state

    @classmethod
    def from_json(cls, state: int) -> Rng:
        return cls(state)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng({self.state})"
