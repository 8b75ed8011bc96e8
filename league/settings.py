"""The one settings module: every production switch is an environment variable.

Defaults run locally with no setup: SQLite in ``var/``, Celery tasks executed in-process.
``docker/.env.example`` lists every variable read here.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from kombu import Queue

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("VAR_DIR", BASE_DIR / "var"))


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    return int(value) if value else default


def env_list(name: str, default: str) -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


def read_secret_key() -> str:
    """SECRET_KEY, SECRET_KEY_FILE, or a key generated once and kept in var/ for local runs."""
    if key := os.environ.get("SECRET_KEY"):
        return key
    if key_file := os.environ.get("SECRET_KEY_FILE"):
        return Path(key_file).read_text().strip()
    local_key = VAR_DIR / "secret_key"
    if not local_key.exists():
        VAR_DIR.mkdir(parents=True, exist_ok=True)
        local_key.write_text(secrets.token_urlsafe(50))
        local_key.chmod(0o600)
    return local_key.read_text().strip()


# Values that were ever published (docker/.env.example) and keys too short to resist guessing.
PUBLISHED_SECRET_KEYS = frozenset({"change-me-to-a-long-random-string"})
MIN_SECRET_KEY_LENGTH = 32


def checked_secret_key(key: str, debug: bool) -> str:
    """The key, unless a production service would run with one that signs sessions anybody can forge."""
    if not debug and (key in PUBLISHED_SECRET_KEYS or len(key) < MIN_SECRET_KEY_LENGTH):
        raise ImproperlyConfigured(
            "SECRET_KEY is the published example or shorter than 32 characters: set a long random value "
            "(python -c 'import secrets; print(secrets.token_urlsafe(50))'), or SECRET_KEY_FILE, or leave both "
            "unset to have one generated in VAR_DIR. DEBUG=1 allows it for development only."
        )
    return key


DEBUG = env_bool("DEBUG", False)
SECRET_KEY = checked_secret_key(read_secret_key(), DEBUG)
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "127.0.0.1,localhost,[::1]")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", "")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_htmx",
    "template_partials",
    "league",
    "games",
    "automaton",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "league.middleware.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "league.middleware.HostileInputMiddleware",
    "league.login_limits.LoginLimitMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "league.urls"
WSGI_APPLICATION = "league.wsgi.application"
ASGI_APPLICATION = "league.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "league.context_processors.site",
            ],
        },
    }
]

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{VAR_DIR / 'db.sqlite3'}",
        conn_max_age=env_int("DB_CONN_MAX_AGE", 60),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # Django's backend, whose health check of a kept connection reads its socket instead of sending SELECT 1.
    DATABASES["default"]["ENGINE"] = "league.postgresql"
    if env_bool("DB_PREPARED_STATEMENTS", True):
        # The few reads every request makes (league.compiled_query) run as prepared statements, planned once per
        # connection; the ORM's other queries are never prepared. Off (0) behind a pooler that cannot keep them.
        DATABASES["default"].setdefault("OPTIONS", {})["prepare_threshold"] = 0
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    VAR_DIR.mkdir(parents=True, exist_ok=True)
    # Concurrent page loads and eager tasks share one file: wait for locks instead of failing.
    DATABASES["default"]["OPTIONS"] = {"timeout": 20, "transaction_mode": "IMMEDIATE"}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT", VAR_DIR / "staticfiles"))
WHITENOISE_USE_FINDERS = env_bool("WHITENOISE_USE_FINDERS", DEBUG)
if WHITENOISE_USE_FINDERS:
    STATIC_ROOT.mkdir(parents=True, exist_ok=True)  # WhiteNoise warns about a missing root at start
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if env_bool("STATIC_MANIFEST", not DEBUG)
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}

# Behind a TLS-terminating proxy these are switched on by the environment.
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", False)
SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES", False)
CSRF_COOKIE_SECURE = env_bool("SECURE_COOKIES", False)
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
SECURE_REFERRER_POLICY = "same-origin"
CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "DENY"

# Celery: a broker URL switches on real workers; without one, tasks run eagerly in-process.
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "")
CELERY_TASK_ALWAYS_EAGER = not CELERY_BROKER_URL
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_RESULT_BACKEND = (
    os.environ.get(
        "CELERY_RESULT_BACKEND",
        CELERY_BROKER_URL if CELERY_BROKER_URL.startswith("redis") else "",
    )
    or None
)
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TASK_TIME_LIMIT = 5 * 60
CELERY_TASK_SOFT_TIME_LIMIT = 60
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# Search bots' turns (seconds each) have a queue of their own; a worker started without -Q consumes
# both, one started with -Q celery keeps the quick bots away from long searches.
CELERY_TASK_DEFAULT_QUEUE = "celery"
CELERY_TASK_QUEUES = (Queue("celery", routing_key="celery"), Queue("search", routing_key="search"))
CELERY_TASK_ROUTES = {"automaton.play_search_turn": {"queue": "search"}}
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": 600}  # a dead worker's task is redelivered within 10 min
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BEAT_SCHEDULE: dict[str, dict[str, object]] = {}
CELERY_BEAT_SCHEDULE["league.auto_confirm_results"] = {"task": "league.auto_confirm_results", "schedule": 15 * 60}
CELERY_BEAT_SCHEDULE["league.send_waiting_mail_all"] = {"task": "league.send_waiting_mail_all", "schedule": 10 * 60}

# E-mail ("waiting for you", league.notifications): printed on the console unless an SMTP host is set.
EMAIL_HOST = os.environ.get("EMAIL_HOST", "")
EMAIL_BACKEND = (
    "django.core.mail.backends.smtp.EmailBackend" if EMAIL_HOST else "django.core.mail.backends.console.EmailBackend"
)
EMAIL_PORT = env_int("EMAIL_PORT", 587)
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", True)
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "Deadwood League <league@localhost>")
# The address mails link to (no request to take it from in a worker).
SITE_URL = os.environ.get("SITE_URL", "http://127.0.0.1:8000")

REST_FRAMEWORK = {
    # Token first: its WWW-Authenticate header makes a missing or bad credential answer 401, not 403.
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "league.token_auth.CachedTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "EXCEPTION_HANDLER": "league.api_errors.api_exception_handler",
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    "DEFAULT_SCHEMA_CLASS": "league.schema.ViewNamedAutoSchema",
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Deadwood League API",
    "DESCRIPTION": "Leagues, tournaments, decks and games in progress for four western tabletop games.",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    # In-process tasks (no broker) would log a line per task between the requests, and kombu a
    # warning that there is no broker host; a real worker logs its tasks in its own console.
    "loggers": {"celery.app.trace": {"level": "WARNING"}, "kombu.connection": {"level": "ERROR"}}
    if CELERY_TASK_ALWAYS_EAGER
    else {},
}

# Request bodies: no API call or form needs more than this; uploads (deck files) have their own cap.
DATA_UPLOAD_MAX_MEMORY_SIZE = 512 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = 1024 * 1024

# Wrong passwords (league.login_limits): per account and client address, and per client address.
LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = env_int("LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS", 5)
LOGIN_FAILURES_PER_ADDRESS = env_int("LOGIN_FAILURES_PER_ADDRESS", 50)
LOGIN_FAILURE_WINDOW_SECONDS = env_int("LOGIN_FAILURE_WINDOW_SECONDS", 15 * 60)
# Proxies in front of the service that append to X-Forwarded-For (0: trust only REMOTE_ADDR).
NUM_PROXIES = env_int("NUM_PROXIES", 0)
REST_FRAMEWORK["NUM_PROXIES"] = NUM_PROXIES
# Counters shared by every process (login limits): Redis in production, memory for a single process.
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": os.environ["CACHE_URL"]}
    if os.environ.get("CACHE_URL")
    else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
}
# API tokens are remembered only in a cache all processes share (league.token_auth).
API_TOKEN_CACHE = bool(os.environ.get("CACHE_URL"))
