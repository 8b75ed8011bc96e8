from django.apps import AppConfig


class AutomatonConfig(AppConfig):
    name = "automaton"
    verbose_name = "Automaton and AI players"

    def ready(self) -> None:
        # Receiver of games.services.bot_turn_due: the bot's Celery task.
        from automaton import receivers  # noqa: F401
