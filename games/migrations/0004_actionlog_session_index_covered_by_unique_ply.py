"""The action log's own index on ``session_id`` goes: ``actionlog_unique_ply`` (session, ply) starts with
the session and serves every lookup by it, and every move wrote both.

Only the index is dropped (by the name Django gave it): AlterField alone would also drop and re-add the
foreign key, which checks every row of the log again under a lock.
"""

import django.db.models.deletion
from django.db import migrations, models

INDEX = "games_actionlog_session_id_c96bdafe"


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0001_squashed_0003_session_chosen_deal"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name="actionlog",
                    name="session",
                    field=models.ForeignKey(
                        db_index=False,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="log",
                        to="games.gamesession",
                    ),
                ),
            ],
            database_operations=[
                migrations.RunSQL(
                    f'DROP INDEX IF EXISTS "{INDEX}"',
                    reverse_sql=f'CREATE INDEX "{INDEX}" ON "games_actionlog" ("session_id")',
                ),
            ],
        ),
    ]
