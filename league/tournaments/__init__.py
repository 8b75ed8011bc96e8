"""One-day tournaments, the Django side: models, services (one module per concern), pages, API, urls
and forms. The pairing, standings and bracket maths they use is ``league.tournament`` (pure Python).

Code outside this package reaches it through ``league.tournaments.services``, the models (also
re-exported by ``league.models``), the url modules and the demo loader.
"""
