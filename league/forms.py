from __future__ import annotations

from django import forms
from django.contrib.auth.forms import UserCreationForm

from league.models import Player


class SignUpForm(UserCreationForm):
    display_name = forms.CharField(max_length=60, help_text="How other players see you in standings.")

    class Meta(UserCreationForm.Meta):
        fields = ("username", "display_name")


class ProfileForm(forms.ModelForm):
    class Meta:
        model = Player
        fields = ("display_name",)
