"""The project package (settings, urls, the Celery app in ``league.celery``) and the league app.

The Celery app is loaded where Django starts (``LeagueConfig.ready``), not here, so the pure
league maths (``league.tournament``) imports without Celery; ``celery -A league`` finds
``league.celery`` by itself.
"""
