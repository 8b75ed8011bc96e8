"""The league app's tables as of 0015 (squashed): a database migrated through 0015 takes this as applied.

0014 filled the slugs of tournaments that existed before slugs; a database built from this migration
starts with no tournaments, and each new one gets its slug when it is saved.
"""

import django.db.models.deletion
import django.utils.timezone
import league.models.leagues
import league.tournaments.models
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    initial = True

    replaces = [
        ('league', '0001_initial'),
        ('league', '0002_leagues_matches_ratings_standings'),
        ('league', '0003_cards_formats_decks'),
        ('league', '0004_tournaments_rounds_registrations'),
        ('league', '0005_match_recent_index'),
        ('league', '0006_standings_sort_indexes'),
        ('league', '0007_solo_results_leaderboard'),
        ('league', '0008_round_pairing_warnings'),
        ('league', '0009_season_drop_unused_event_aggregation'),
        ('league', '0010_round_clock_pause'),
        ('league', '0011_cut_double_and_third_place'),
        ('league', '0012_waiting_mail'),
        ('league', '0013_tournament_slug_added'),
        ('league', '0014_tournament_slug_filled'),
        ('league', '0015_tournament_slug_unique'),
    ]

    dependencies = [
        ('games', '0001_squashed_0003_session_chosen_deal'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name='Card',
            fields=[
                ('code', models.CharField(max_length=8, primary_key=True, serialize=False)),
                ('name', models.CharField(db_index=True, max_length=120)),
                ('title', models.CharField(db_index=True, help_text='Name without the (Exp.N) suffix', max_length=120)),
                ('type', models.CharField(db_index=True, max_length=12)),
                ('faction', models.CharField(blank=True, max_length=20)),
                ('suit', models.CharField(blank=True, max_length=10)),
                ('value', models.PositiveSmallIntegerField(null=True)),
                ('cost', models.SmallIntegerField(null=True)),
                ('upkeep', models.SmallIntegerField(null=True)),
                ('production', models.SmallIntegerField(null=True)),
                ('bullets', models.SmallIntegerField(null=True)),
                ('bullet_type', models.CharField(blank=True, max_length=8)),
                ('influence', models.SmallIntegerField(null=True)),
                ('control', models.SmallIntegerField(null=True)),
                ('wealth', models.SmallIntegerField(null=True)),
                ('keywords', models.JSONField(default=list)),
                ('unique', models.BooleanField(null=True)),
                ('experience', models.PositiveSmallIntegerField(null=True)),
                ('pack', models.CharField(max_length=60)),
                ('pack_code', models.CharField(db_index=True, max_length=10)),
                ('wwe_legal', models.BooleanField(default=False)),
                ('wwe_banned', models.BooleanField(default=False)),
            ],
            options={
                'ordering': ['code'],
            },
        ),
        migrations.CreateModel(
            name='DeckFormat',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('key', models.SlugField(max_length=40, unique=True)),
                ('name', models.CharField(max_length=80)),
                ('definition', models.JSONField(blank=True, default=dict)),
                ('is_builtin', models.BooleanField(default=False, help_text='Shipped with the service; rebuilt from the data')),
                ('created_at', models.DateTimeField(auto_now_add=True)),
            ],
            options={
                'ordering': ['-is_builtin', 'name'],
            },
        ),
        migrations.CreateModel(
            name='Match',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('table_number', models.PositiveSmallIntegerField(blank=True, null=True)),
                ('game', models.CharField(choices=[('deadwood', 'Deadwood'), ('studios', 'Deadwood Studios USA'), ('townbuilder', 'Deadwood: the town builder'), ('doomtown', 'Doomtown: Weird West Edition')], max_length=20)),
                ('status', models.CharField(choices=[('open', 'Awaiting result'), ('reported', 'Awaiting confirmation'), ('confirmed', 'Confirmed'), ('disputed', 'Disputed'), ('void', 'Void')], default='open', max_length=10)),
                ('played_at', models.DateTimeField()),
                ('details', models.JSONField(blank=True, default=dict)),
                ('reported_at', models.DateTimeField(blank=True, null=True)),
                ('confirmed_at', models.DateTimeField(blank=True, null=True)),
                ('rating_seq', models.BigIntegerField(blank=True, null=True)),
                ('created_at', models.DateTimeField(auto_now_add=True)),
            ],
            options={
                'ordering': ['-played_at', '-id'],
            },
        ),
        migrations.CreateModel(
            name='Round',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('number', models.PositiveSmallIntegerField()),
                ('stage', models.CharField(choices=[('swiss', 'Swiss'), ('cut', 'Cut')], default='swiss', max_length=5)),
                ('pairing_seed', models.BigIntegerField()),
                ('started_at', models.DateTimeField()),
                ('ends_at', models.DateTimeField()),
                ('time_called', models.BooleanField(default=False)),
                ('bracket_tables', models.JSONField(blank=True, default=dict)),
                ('warnings', models.JSONField(blank=True, default=list)),
                ('paused_at', models.DateTimeField(blank=True, null=True)),
            ],
            options={
                'ordering': ['tournament', 'number'],
            },
        ),
        migrations.CreateModel(
            name='Deck',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('game', models.CharField(default='doomtown', max_length=20)),
                ('name', models.CharField(max_length=120)),
                ('contents', models.JSONField(help_text="The parsed list in the engine's JSON import shape")),
                ('status', models.CharField(choices=[('draft', 'Draft'), ('checking', 'Being checked'), ('valid', 'Valid'), ('invalid', 'Invalid')], default='checking', max_length=10)),
                ('report', models.JSONField(blank=True, help_text="The validator's last result", null=True)),
                ('revision', models.PositiveIntegerField(default=1)),
                ('checked_revision', models.PositiveIntegerField(default=0)),
                ('ready_made_key', models.CharField(blank=True, max_length=40, null=True, unique=True)),
                ('locked', models.BooleanField(default=False, help_text='Entered in an event: no edits until released')),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('updated_at', models.DateTimeField(auto_now=True)),
                ('format', models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='decks', to='league.deckformat')),
            ],
            options={
                'ordering': ['name'],
            },
        ),
        migrations.CreateModel(
            name='DeckSnapshot',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('event', models.CharField(help_text='The event this list was entered in', max_length=120)),
                ('name', models.CharField(max_length=120)),
                ('contents', models.JSONField()),
                ('report', models.JSONField()),
                ('visibility', models.CharField(choices=[('private', 'Staff only'), ('open', 'Entrants'), ('public', 'Everyone')], default='private', max_length=10)),
                ('released', models.BooleanField(default=False, help_text='The event is over and the deck is editable again')),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('deck', models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='snapshots', to='league.deck')),
            ],
            options={
                'ordering': ['-created_at'],
            },
        ),
        migrations.CreateModel(
            name='Player',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('display_name', models.CharField(max_length=60)),
                ('email_waiting', models.BooleanField(default=True, help_text='Results to confirm, games where it is your move, your table in a new round: once each.', verbose_name='E-mail me what waits for me')),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('user', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='player', to=settings.AUTH_USER_MODEL)),
            ],
            options={
                'ordering': ['display_name'],
                'permissions': [('organise_events', 'Can create and run leagues and tournaments')],
            },
        ),
        migrations.CreateModel(
            name='MatchSeat',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('seat', models.PositiveSmallIntegerField()),
                ('bot_kind', models.CharField(blank=True, max_length=30)),
                ('deck_code', models.CharField(blank=True, max_length=60)),
                ('deck_name', models.CharField(blank=True, max_length=120)),
                ('raw', models.JSONField(blank=True, default=dict)),
                ('score', models.IntegerField(blank=True, null=True)),
                ('placement', models.PositiveSmallIntegerField(blank=True, null=True)),
                ('confirmed_at', models.DateTimeField(blank=True, null=True)),
                ('disputed_at', models.DateTimeField(blank=True, null=True)),
                ('dispute_reason', models.TextField(blank=True)),
                ('match', models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='seats', to='league.match')),
                ('player', models.ForeignKey(blank=True, db_index=False, null=True, on_delete=django.db.models.deletion.PROTECT, related_name='seats', to='league.player')),
            ],
            options={
                'ordering': ['match', 'seat'],
            },
        ),
        migrations.AddField(
            model_name='match',
            name='reported_by',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='league.player'),
        ),
        migrations.CreateModel(
            name='League',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('name', models.CharField(max_length=80)),
                ('slug', models.SlugField(max_length=80, unique=True)),
                ('game', models.CharField(choices=[('deadwood', 'Deadwood'), ('studios', 'Deadwood Studios USA'), ('townbuilder', 'Deadwood: the town builder'), ('doomtown', 'Doomtown: Weird West Edition')], max_length=20)),
                ('description', models.TextField(blank=True)),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('members', models.ManyToManyField(blank=True, related_name='leagues', to='league.player')),
                ('organisers', models.ManyToManyField(blank=True, related_name='organised_leagues', to='league.player')),
            ],
            options={
                'ordering': ['name'],
            },
        ),
        migrations.AddField(
            model_name='deckformat',
            name='created_by',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, to='league.player'),
        ),
        migrations.AddField(
            model_name='deck',
            name='owner',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='decks', to='league.player'),
        ),
        migrations.CreateModel(
            name='Rating',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('game', models.CharField(choices=[('deadwood', 'Deadwood'), ('studios', 'Deadwood Studios USA'), ('townbuilder', 'Deadwood: the town builder'), ('doomtown', 'Doomtown: Weird West Edition')], max_length=20)),
                ('mu', models.FloatField()),
                ('sigma', models.FloatField()),
                ('ordinal', models.FloatField()),
                ('matches', models.PositiveIntegerField(default=0)),
                ('updated_at', models.DateTimeField(auto_now=True)),
                ('player', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='ratings', to='league.player')),
            ],
            options={
                'ordering': ['game', '-ordinal'],
            },
        ),
        migrations.CreateModel(
            name='RatingHistory',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('game', models.CharField(choices=[('deadwood', 'Deadwood'), ('studios', 'Deadwood Studios USA'), ('townbuilder', 'Deadwood: the town builder'), ('doomtown', 'Doomtown: Weird West Edition')], max_length=20)),
                ('seq', models.BigIntegerField()),
                ('mu', models.FloatField()),
                ('sigma', models.FloatField()),
                ('ordinal', models.FloatField()),
                ('match', models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='rating_changes', to='league.match')),
                ('player', models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='rating_history', to='league.player')),
            ],
            options={
                'ordering': ['player', 'game', 'seq'],
            },
        ),
        migrations.CreateModel(
            name='Registration',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('checked_in', models.BooleanField(default=False)),
                ('late_round', models.PositiveSmallIntegerField(blank=True, null=True)),
                ('dropped_after', models.PositiveSmallIntegerField(blank=True, null=True)),
                ('team', models.CharField(blank=True, max_length=60)),
                ('club', models.CharField(blank=True, max_length=60)),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('deck', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.PROTECT, related_name='+', to='league.decksnapshot')),
                ('player', models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='registrations', to='league.player')),
            ],
            options={
                'ordering': ['tournament', 'id'],
            },
        ),
        migrations.CreateModel(
            name='ResultAudit',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('action', models.CharField(choices=[('create', 'Created'), ('report', 'Reported'), ('confirm', 'Confirmed'), ('dispute', 'Disputed'), ('auto_confirm', 'Confirmed automatically'), ('override', 'Overridden by an organiser'), ('resolve', 'Dispute resolved'), ('void', 'Voided')], max_length=15)),
                ('at', models.DateTimeField()),
                ('before', models.JSONField(blank=True, null=True)),
                ('after', models.JSONField(blank=True, null=True)),
                ('note', models.TextField(blank=True)),
                ('actor', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='league.player')),
                ('match', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='audit', to='league.match')),
            ],
            options={
                'ordering': ['match', 'at', 'id'],
            },
        ),
        migrations.AddField(
            model_name='match',
            name='round',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='matches', to='league.round'),
        ),
        migrations.CreateModel(
            name='Bye',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('registration', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='byes', to='league.registration')),
                ('round', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='byes', to='league.round')),
            ],
        ),
        migrations.CreateModel(
            name='Season',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('name', models.CharField(max_length=80)),
                ('starts_on', models.DateField(default=django.utils.timezone.localdate)),
                ('ends_on', models.DateField(blank=True, null=True)),
                ('status', models.CharField(choices=[('open', 'Open'), ('finished', 'Finished')], default='open', max_length=10)),
                ('points_win', models.PositiveSmallIntegerField(default=3)),
                ('points_draw', models.PositiveSmallIntegerField(default=1)),
                ('points_loss', models.PositiveSmallIntegerField(default=0)),
                ('placement_points', models.JSONField(default=league.models.leagues.default_placement_points)),
                ('min_games', models.PositiveSmallIntegerField(default=0, help_text='Games needed to qualify for the ranking.')),
                ('repeat_limit', models.PositiveSmallIntegerField(blank=True, default=2, null=True)),
                ('repeat_window', models.PositiveSmallIntegerField(default=5)),
                ('tiebreakers', models.JSONField(default=league.models.leagues.default_tiebreakers)),
                ('confirm_after_hours', models.PositiveSmallIntegerField(default=24, help_text='A reported result nobody disputes is confirmed after this many hours.')),
                ('league', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='seasons', to='league.league')),
            ],
            options={
                'ordering': ['league', '-starts_on', '-id'],
            },
        ),
        migrations.AddField(
            model_name='match',
            name='season',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='matches', to='league.season'),
        ),
        migrations.CreateModel(
            name='SoloResult',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('automaton_deck', models.CharField(max_length=60)),
                ('archetype', models.CharField(max_length=30)),
                ('twists', models.JSONField(blank=True, default=list, help_text='Twist keys, sorted')),
                ('setup_key', models.CharField(max_length=300)),
                ('score', models.IntegerField(help_text='Bragging Rights')),
                ('breakdown', models.JSONField(default=dict, help_text="The score's lines, as the rulebook lists them")),
                ('won', models.BooleanField()),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('player', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='solo_results', to='league.player')),
                ('session', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='solo_result', to='games.gamesession')),
            ],
            options={
                'ordering': ['-created_at', '-id'],
            },
        ),
        migrations.CreateModel(
            name='Standing',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('player_name', models.CharField(default='', max_length=60)),
                ('position', models.PositiveIntegerField()),
                ('rank', models.PositiveIntegerField(blank=True, null=True)),
                ('points', models.FloatField()),
                ('games', models.PositiveIntegerField(help_text='Games that count (within the repeat-opponent limit).')),
                ('played', models.PositiveIntegerField(help_text='Confirmed games played, counted or not.')),
                ('wins', models.PositiveIntegerField()),
                ('draws', models.PositiveIntegerField()),
                ('losses', models.PositiveIntegerField()),
                ('qualified', models.BooleanField()),
                ('tiebreakers', models.JSONField(default=dict)),
                ('computed_at', models.DateTimeField()),
                ('player', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='standings', to='league.player')),
                ('season', models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='standings', to='league.season')),
            ],
            options={
                'ordering': ['season', 'position'],
            },
        ),
        migrations.CreateModel(
            name='Tournament',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('name', models.CharField(max_length=120)),
                ('slug', models.SlugField(max_length=80, unique=True)),
                ('game', models.CharField(choices=[('deadwood', 'Deadwood'), ('studios', 'Deadwood Studios USA'), ('townbuilder', 'Deadwood: the town builder'), ('doomtown', 'Doomtown: Weird West Edition')], max_length=20)),
                ('format', models.CharField(choices=[('swiss', 'Swiss'), ('round_robin', 'Round robin'), ('single_elim', 'Single elimination'), ('double_elim', 'Double elimination'), ('swiss_cut', 'Swiss with a top cut'), ('swiss_pods', 'Swiss pods (multiplayer)')], default='swiss', max_length=12)),
                ('status', models.CharField(choices=[('registration', 'Registration open'), ('running', 'Running'), ('finished', 'Finished')], default='registration', max_length=12)),
                ('starts_at', models.DateTimeField()),
                ('location', models.CharField(blank=True, max_length=120)),
                ('description', models.TextField(blank=True)),
                ('rounds', models.PositiveSmallIntegerField(blank=True, help_text='Swiss (or pod) rounds', null=True)),
                ('cut_size', models.PositiveSmallIntegerField(blank=True, help_text='Top cut after Swiss: 2-16 players (the top seeds get the byes)', null=True)),
                ('cut_double', models.BooleanField(default=False, help_text='The cut is a double elimination')),
                ('third_place', models.BooleanField(default=False, help_text='A single elimination plays for third place')),
                ('pod_size', models.PositiveSmallIntegerField(default=4, help_text='Preferred table size for pods')),
                ('round_minutes', models.PositiveSmallIntegerField(default=50)),
                ('break_minutes', models.PositiveSmallIntegerField(default=10)),
                ('missed_round_points', models.PositiveSmallIntegerField(default=0, help_text='Points per round a late entry missed')),
                ('first_round_by_rating', models.BooleanField(default=False)),
                ('tiebreakers', models.JSONField(default=league.tournaments.models.default_tiebreakers, help_text='Keys of league.tournament.TIEBREAKERS')),
                ('seed', models.BigIntegerField(help_text='Seeds the pairings: the same results always pair the same way')),
                ('deck_required', models.BooleanField(default=False)),
                ('deck_deadline', models.DateTimeField(blank=True, null=True)),
                ('decklists_running', models.CharField(choices=[('private', 'Staff only'), ('open', 'Entrants'), ('public', 'Everyone')], default='private', max_length=10)),
                ('decklists_finished', models.CharField(choices=[('private', 'Staff only'), ('open', 'Entrants'), ('public', 'Everyone')], default='public', max_length=10)),
                ('bracket', models.JSONField(blank=True, null=True)),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('deck_format', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.PROTECT, related_name='+', to='league.deckformat')),
                ('organiser', models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='organised_tournaments', to='league.player')),
            ],
            options={
                'ordering': ['-starts_at', '-id'],
            },
        ),
        migrations.CreateModel(
            name='StaffRole',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('role', models.CharField(choices=[('head_judge', 'Head judge'), ('scorekeeper', 'Scorekeeper')], max_length=12)),
                ('player', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='tournament_roles', to='league.player')),
                ('tournament', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='staff', to='league.tournament')),
            ],
        ),
        migrations.AddField(
            model_name='round',
            name='tournament',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='round_set', to='league.tournament'),
        ),
        migrations.AddField(
            model_name='registration',
            name='tournament',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='registrations', to='league.tournament'),
        ),
        migrations.CreateModel(
            name='WaitingNotice',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('key', models.CharField(max_length=80)),
                ('sent_at', models.DateTimeField(auto_now_add=True)),
                ('user', models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='+', to=settings.AUTH_USER_MODEL)),
            ],
        ),
        migrations.AddConstraint(
            model_name='decksnapshot',
            constraint=models.UniqueConstraint(fields=('deck', 'event'), name='one_snapshot_per_deck_per_event'),
        ),
        migrations.AddIndex(
            model_name='matchseat',
            index=models.Index(fields=['player', 'match'], name='matchseat_player_match'),
        ),
        migrations.AddConstraint(
            model_name='matchseat',
            constraint=models.UniqueConstraint(fields=('match', 'seat'), name='matchseat_unique_seat'),
        ),
        migrations.AddConstraint(
            model_name='matchseat',
            constraint=models.UniqueConstraint(fields=('match', 'player'), name='matchseat_player_once'),
        ),
        migrations.AddConstraint(
            model_name='matchseat',
            constraint=models.CheckConstraint(condition=models.Q(('player__isnull', False), models.Q(('bot_kind', ''), _negated=True), _connector='OR'), name='matchseat_player_or_bot'),
        ),
        migrations.AddIndex(
            model_name='rating',
            index=models.Index(fields=['game', '-ordinal'], name='rating_game_ordinal'),
        ),
        migrations.AddConstraint(
            model_name='rating',
            constraint=models.UniqueConstraint(fields=('player', 'game'), name='rating_one_per_player_game'),
        ),
        migrations.AddIndex(
            model_name='ratinghistory',
            index=models.Index(fields=['player', 'game', 'seq'], name='ratinghistory_player_game'),
        ),
        migrations.AddConstraint(
            model_name='ratinghistory',
            constraint=models.UniqueConstraint(fields=('match', 'player'), name='ratinghistory_once_per_match'),
        ),
        migrations.AddConstraint(
            model_name='bye',
            constraint=models.UniqueConstraint(fields=('round', 'registration'), name='bye_once_per_round'),
        ),
        migrations.AddIndex(
            model_name='match',
            index=models.Index(fields=['season', 'status', 'played_at'], name='match_season_status_played'),
        ),
        migrations.AddIndex(
            model_name='match',
            index=models.Index(fields=['season', '-played_at', '-id'], name='match_season_recent'),
        ),
        migrations.AddIndex(
            model_name='match',
            index=models.Index(fields=['status', 'reported_at'], name='match_status_reported'),
        ),
        migrations.AddIndex(
            model_name='match',
            index=models.Index(fields=['game', 'rating_seq'], name='match_game_rating_seq'),
        ),
        migrations.AddIndex(
            model_name='soloresult',
            index=models.Index(fields=['setup_key', '-score', 'created_at'], name='solo_setup_best'),
        ),
        migrations.AddIndex(
            model_name='soloresult',
            index=models.Index(fields=['player', '-created_at'], name='solo_player_recent'),
        ),
        migrations.AddIndex(
            model_name='standing',
            index=models.Index(fields=['season', 'position'], name='standing_season_position'),
        ),
        migrations.AddIndex(
            model_name='standing',
            index=models.Index(fields=['season', '-points', 'position'], name='standing_season_points'),
        ),
        migrations.AddIndex(
            model_name='standing',
            index=models.Index(fields=['season', '-games', 'position'], name='standing_season_games'),
        ),
        migrations.AddIndex(
            model_name='standing',
            index=models.Index(fields=['season', '-wins', 'position'], name='standing_season_wins'),
        ),
        migrations.AddIndex(
            model_name='standing',
            index=models.Index(fields=['season', 'player_name', 'position'], name='standing_season_name'),
        ),
        migrations.AddConstraint(
            model_name='standing',
            constraint=models.UniqueConstraint(fields=('season', 'player'), name='standing_once_per_season'),
        ),
        migrations.AddConstraint(
            model_name='staffrole',
            constraint=models.UniqueConstraint(fields=('tournament', 'player'), name='staffrole_once_per_event'),
        ),
        migrations.AddConstraint(
            model_name='round',
            constraint=models.UniqueConstraint(fields=('tournament', 'number'), name='round_number_once'),
        ),
        migrations.AddConstraint(
            model_name='registration',
            constraint=models.UniqueConstraint(fields=('tournament', 'player'), name='registration_once_per_event'),
        ),
        migrations.AddConstraint(
            model_name='waitingnotice',
            constraint=models.UniqueConstraint(fields=('user', 'key'), name='waitingnotice_once_per_item'),
        ),
    ]
