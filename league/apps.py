from django.apps import AppConfig


class LeagueConfig(AppConfig):
    name = "league"
    verbose_name = "League"

    def ready(self) -> None:
        # The Celery app, configured from settings, before any task is sent from this process.
        # Receivers of games.services.session_finished: played matches and the solo leaderboard.
        # The wrong-password counter listens to user_login_failed.
        from league import (
            celery,  # noqa: F401
            login_limits,  # noqa: F401
            token_auth,  # noqa: F401  (its receivers forget a token when it or its user changes)
        )
        from league.services import played_games, solo  # noqa: F401
