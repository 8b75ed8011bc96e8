"""Engine tests need no database: they run with or without pytest-django (``-p no:django``)."""
