# The steps upgrade.sh and rollback.sh share (sourced, not run), and their defaults, which fit the README's layout.

CRH_HOME=${CRH_HOME:-/srv/child-rights-hub}
ENV_FILE=${ENV_FILE:-/etc/child-rights-hub.env}
APP_USER=${APP_USER:-crh}
STOP_COMMAND=${STOP_COMMAND:-systemctl stop child-rights-hub}
START_COMMAND=${START_COMMAND:-systemctl start child-rights-hub}

step() { printf '\n== %s\n' "$1"; }
fail() { printf 'Error: %s\n' "$1" >&2; exit 1; }

# The settings the service runs with (DATABASE_FILE, BACKUP_DIR, PORT, ...), exported for the tools.
load_settings() {
  [ -r "$ENV_FILE" ] || fail "cannot read the settings file $ENV_FILE."
  set -a
  # shellcheck source=/dev/null
  . "$ENV_FILE"
  set +a
  BACKUP_DIR=${BACKUP_DIR:-$CRH_HOME/backups}
}

# Runs a command of a release (its folder first) as the app's user, with the settings.
as_app() {
  local release=$1
  shift
  if [ "$(id -un)" = "$APP_USER" ]; then
    (cd "$release" && "$@")
  else
    (cd "$release" && runuser -u "$APP_USER" -- "$@")
  fi
}

# Points $CRH_HOME/app at a release in one step (a new link renamed over the old one).
switch_app() {
  ln -sfn "$1" "$CRH_HOME/app.switching"
  mv -T "$CRH_HOME/app.switching" "$CRH_HOME/app"
}

# Up to 60 s for /readyz to answer 200 on this machine.
wait_until_ready() {
  local port=${PORT:-3000}
  node -e '
    const url = `http://127.0.0.1:${process.argv[1]}/readyz`;
    const until = Date.now() + 60_000;
    (async () => {
      for (;;) {
        const ok = await fetch(url, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false);
        if (ok) return console.log(`${url} answers: ready.`);
        if (Date.now() > until) { console.error(`${url} did not answer ready within 60 s.`); process.exit(1); }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
  ' "$port"
}
