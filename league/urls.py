from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import URLPattern, URLResolver, include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView
from rest_framework.authtoken.views import obtain_auth_token

from league import api
from league.health import healthz
from league.views import accounts, home

api_patterns: list[URLPattern | URLResolver] = [
    path("", api.ApiRootApi.as_view(), name="api-root"),
    path("games/", api.GameListApi.as_view(), name="api-games"),
    path("auth/token/", obtain_auth_token, name="api-token"),
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    # The split view serves its start-up script as a file: the docs page needs no inline script.
    path("docs/", SpectacularSwaggerSplitView.as_view(url_name="api-schema"), name="api-docs"),
    # The game routes first: a move or a view, the calls made most, is found without trying the others.
    path("", include("games.urls_api")),
    path("", include("league.urls_api")),
    path("", include("league.tournaments.urls_api")),
    path("", include("league.decks.urls_api")),
]

account_patterns = [
    path("signup/", accounts.signup, name="signup"),
    path("login/", auth_views.LoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("password/", auth_views.PasswordChangeView.as_view(), name="password_change"),
    path("password/done/", auth_views.PasswordChangeDoneView.as_view(), name="password_change_done"),
    path("profile/", accounts.profile, name="profile"),
]

urlpatterns = [
    path("", home.home, name="home"),
    path("baseline", home.baseline, name="baseline"),
    path("healthz", healthz, name="healthz"),
    # Before the pages: an API call is resolved without trying every page's pattern first.
    path("api/", include(api_patterns)),
    path("accounts/", include(account_patterns)),
    path("", include("league.urls_pages")),
    path("", include("league.tournaments.urls")),
    path("", include("league.decks.urls")),
    path("", include("games.urls")),
    path("", include("league.urls_solo")),
    path("admin/", admin.site.urls),
]

handler400 = "league.views.errors.bad_request"
handler403 = "league.views.errors.permission_denied"
handler404 = "league.views.errors.page_not_found"
handler500 = "league.views.errors.server_error"
