"""The games app's tables as of 0003 (squashed): a database migrated through 0003 takes this as applied."""

import django.db.models.deletion
import games.models
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    initial = True

    replaces = [
        ('games', '0001_game_sessions_seats_and_action_log'),
        ('games', '0002_action_log_bot_explanation'),
        ('games', '0003_session_chosen_deal'),
    ]

    dependencies = [
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name='GameSession',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('engine_key', models.CharField(choices=[('deadwood', 'Deadwood'), ('studios', 'Deadwood Studios USA'), ('townbuilder', 'Deadwood: the town builder'), ('doomtown', 'Doomtown: Weird West Edition')], max_length=20)),
                ('engine_version', models.PositiveIntegerField()),
                ('seed', models.BigIntegerField()),
                ('chosen_deal', models.BooleanField(default=False, help_text='A player chose the deal number: a friendly game, never rated nor ranked')),
                ('options', models.JSONField(blank=True, default=dict)),
                ('players', models.PositiveSmallIntegerField()),
                ('state', models.JSONField(default=dict)),
                ('version', models.PositiveIntegerField(default=0)),
                ('status', models.CharField(choices=[('waiting', 'Waiting for players'), ('active', 'In play'), ('finished', 'Finished')], default='waiting', max_length=10)),
                ('result', models.JSONField(blank=True, null=True)),
                ('invite_token', models.CharField(default=games.models.new_invite_token, max_length=32, unique=True)),
                ('match_ref', models.CharField(blank=True, db_index=True, max_length=64, null=True)),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('updated_at', models.DateTimeField(auto_now=True)),
                ('finished_at', models.DateTimeField(blank=True, null=True)),
                ('created_by', models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='created_sessions', to=settings.AUTH_USER_MODEL)),
            ],
            options={
                'ordering': ['-updated_at'],
            },
        ),
        migrations.CreateModel(
            name='ActionLog',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('ply', models.PositiveIntegerField()),
                ('kind', models.CharField(choices=[('action', 'Action'), ('undo', 'Undo')], default='action', max_length=6)),
                ('seat', models.PositiveSmallIntegerField()),
                ('action', models.JSONField(default=dict)),
                ('state_hash', models.CharField(max_length=32)),
                ('reveals', models.BooleanField(blank=True, null=True)),
                ('explanation', models.TextField(blank=True)),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('undone_by', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.PROTECT, related_name='undid', to='games.actionlog')),
                ('user', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, to=settings.AUTH_USER_MODEL)),
                ('session', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='log', to='games.gamesession')),
            ],
            options={
                'ordering': ['session', 'ply'],
                'constraints': [models.UniqueConstraint(fields=('session', 'ply'), name='actionlog_unique_ply')],
            },
        ),
        migrations.CreateModel(
            name='Seat',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('index', models.PositiveSmallIntegerField()),
                ('bot', models.CharField(blank=True, max_length=20)),
                ('session', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='seats', to='games.gamesession')),
                ('user', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.PROTECT, related_name='game_seats', to=settings.AUTH_USER_MODEL)),
            ],
            options={
                'ordering': ['session', 'index'],
                'constraints': [models.UniqueConstraint(fields=('session', 'index'), name='seat_unique_index'), models.CheckConstraint(condition=models.Q(('user__isnull', False), models.Q(('bot', ''), _negated=True), _negated=True), name='seat_user_or_bot')],
            },
        ),
    ]
