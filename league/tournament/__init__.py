"""Pairing and standings as pure functions over plain data (no Django import anywhere below).

- ``results``: the recorded-rounds format (tables of seats and points) and its validation.
- ``standings.compute_standings``: ranks with configurable tiebreakers (``TIEBREAKERS``).
- ``swiss``: ``pair_next_round`` (results in, one round out), or ``entrants_from_results`` +
  ``pair_swiss`` for full control; ``first_round_order``; ``NoLegalPairing``.
- ``pods``: ``pair_pods`` for 3-8-player tables, ``pod_size_options``, ``placement_points``.
- ``round_robin.round_robin_schedule``; ``elimination``: single/double brackets and ``top_cut``.
- ``simulate.simulate_event``: a whole seeded event, as ``manage.py simulate_tournament`` prints it.
"""
