from __future__ import annotations

from typing import Any

from django import forms

from games.engines.doomtown.decklist import MAX_BYTES
from league.models.cards import DeckFormat

INPUT_FORMATS = [("auto", "Detect"), ("text", "Text list"), ("json", "JSON")]


class DeckForm(forms.Form):
    name = forms.CharField(max_length=120, required=False, help_text="Leave empty to use the list's own name.")
    deck_format = forms.ModelChoiceField(queryset=DeckFormat.objects.all(), empty_label=None, label="Format")
    text = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 14, "placeholder": "Outfit: Law Dogs\n2x Bass Reeves\n..."}),
        required=False,
        label="Decklist",
    )
    upload = forms.FileField(required=False, help_text="A .txt or .json export instead of pasting.")
    input_format = forms.ChoiceField(choices=INPUT_FORMATS, initial="auto", label="Read as")
    draft = forms.BooleanField(required=False, help_text="Keep it even if it is not legal yet.")

    def clean_upload(self):
        upload = self.cleaned_data.get("upload")
        if upload and upload.size > MAX_BYTES:
            raise forms.ValidationError(f"The file is {upload.size:,} bytes; the limit is {MAX_BYTES:,}.")
        return upload

    def clean(self):
        cleaned = super().clean()
        if not cleaned.get("text", "").strip() and not cleaned.get("upload"):
            raise forms.ValidationError("Paste a decklist or choose a file.")
        return cleaned

    def deck_data(self) -> str | bytes:
        upload = self.cleaned_data.get("upload")
        return upload.read() if upload else self.cleaned_data["text"]

    def submission(self) -> dict[str, Any]:
        """What ``deck_register`` and ``deck_update`` take from the form: the name, the list, how to
        read it, its format and whether it is a draft."""
        return {
            "name": self.cleaned_data["name"],
            "data": self.deck_data(),
            "input_format": self.cleaned_data["input_format"],
            "deck_format": self.cleaned_data["deck_format"],
            "draft": self.cleaned_data["draft"],
        }
