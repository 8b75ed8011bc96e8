"""Sign up and profile pages; log in, log out and password change are Django's own views."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from league.forms import ProfileForm, SignUpForm
from league.models import Player


def signup(request: HttpRequest) -> HttpResponse:
    if request.user.is_authenticated:
        return redirect("home")
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        with transaction.atomic():
            user = form.save()
            Player.objects.create(user=user, display_name=form.cleaned_data["display_name"])
        login(request, user)
        messages.success(request, f"Welcome to Deadwood League, {user.player.display_name}.")
        return redirect("home")
    return render(request, "accounts/signup.html", {"form": form})


@login_required
def profile(request: HttpRequest) -> HttpResponse:
    player = Player.for_user(request.user)
    form = ProfileForm(request.POST or None, instance=player)
    if request.method == "POST" and form.is_valid():
        form.save()
        messages.success(request, "Profile saved.")
        return redirect("profile")
    return render(request, "accounts/profile.html", {"form": form, "player": player})
