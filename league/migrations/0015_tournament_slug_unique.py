from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("league", "0014_tournament_slug_filled")]

    operations = [
        migrations.AlterField(
            model_name="tournament",
            name="slug",
            field=models.SlugField(max_length=80, unique=True),
        ),
    ]
