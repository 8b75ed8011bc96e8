from django.apps import AppConfig


class AutomatonConfig(AppConfig):
    name = "automaton"
    verbose_name = "Automaton and AI players"
