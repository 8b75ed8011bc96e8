from django.apps import AppConfig


class LeagueConfig(AppConfig):
    name = "league"
    verbose_name = "League"

    def ready(self) -> None:
        # Receivers of games.services.session_finished: played matches and the solo leaderboard.
        from league.services import played_games, solo  # noqa: F401
