#!/usr/bin/env bash
# Upgrades Child Rights Hub to a new release, as root:   sudo bash upgrade.sh child-rights-hub-1.1.0.tgz
# (the script of the release you upgrade to or of the one running; README, "Upgrading"). In order:
#   1. unpack the release next to the running one and install its production modules (the site keeps running);
#   2. stop the server;
#   3. back up the data with the running release's tool; the server is stopped, so the backup is the database file
#      byte for byte and holds every write (a backup before the stop would miss the writes made in between);
#   4. switch /srv/child-rights-hub/app to the new release;  5. migrate the database;  6. start the server;
#   7. wait until /readyz says it is ready.
# It writes down what it replaced (the release and the backup) for scripts/deploy/rollback.sh, which undoes it.
# When a step fails it stops and says what to do; it never rolls back by itself.
# The defaults fit the README's layout (release-steps.sh says which variables change them).
set -euo pipefail
# shellcheck source=release-steps.sh
. "$(dirname "$(readlink -f "$0")")/release-steps.sh"

[ $# -eq 1 ] && [ -f "$1" ] || { echo "Usage: sudo bash upgrade.sh child-rights-hub-<version>.tgz" >&2; exit 2; }
tarball=$(readlink -f "$1")
name=$(tar -tzf "$tarball" | awk -F/ 'NR == 1 { print $1 }')
[[ $name =~ ^child-rights-hub-[0-9]+\.[0-9]+\.[0-9]+ ]] || fail "$1 is not a release of Child Rights Hub (its folder is \"$name\")."
load_settings
current=$(readlink -f "$CRH_HOME/app") || fail "$CRH_HOME/app does not lead to the running release; install the first one as the README says."
new="$CRH_HOME/releases/$name"
[ "$new" != "$current" ] || fail "$name is the release already running."

step "1/7 Unpacking $name into $CRH_HOME/releases and installing its modules (the site keeps running)"
rm -rf "$new"
tar -xzf "$tarball" -C "$CRH_HOME/releases"
# --ignore-scripts: no production dependency needs its install script (README, "Decisions").
(cd "$new" && npm ci --omit=dev --ignore-scripts --no-audit --no-fund) || fail "installing the modules failed; nothing was changed."

step "2/7 Stopping the server"
$STOP_COMMAND || fail "could not stop the server ($STOP_COMMAND); nothing was changed."

step "3/7 Backing up the data with $(basename "$current")'s tool"
backup_output=$(as_app "$current" node scripts/run-tool.mjs backup --out "$BACKUP_DIR/before-upgrades" --keep 10) ||
  fail "the backup failed (see above); nothing was changed. Start the server again: $START_COMMAND"
echo "$backup_output"
backup=$(printf '%s\n' "$backup_output" | sed -n 's/^Backup written: //p')
[ -n "$backup" ] || fail "the backup did not say where it was written; nothing was changed. Start the server again: $START_COMMAND"
printf 'previous=%s\nbackup=%s\n' "$current" "$backup" > "$new/.upgraded-from"

step "4/7 Switching $CRH_HOME/app to $name"
switch_app "$new"

step "5/7 Migrating the database"
as_app "$new" node scripts/run-tool.mjs migrate || fail "the migration failed. Roll back: sudo bash $new/scripts/deploy/rollback.sh"

step "6/7 Starting the server"
$START_COMMAND || fail "could not start the server ($START_COMMAND); to go back: sudo bash $new/scripts/deploy/rollback.sh"

step "7/7 Waiting for the server to be ready"
wait_until_ready || fail "the server is not ready. Its log says why (journalctl -u child-rights-hub -n 50); to go back: sudo bash $new/scripts/deploy/rollback.sh"
echo "Upgraded from $(basename "$current") to $name. The data as it was is in $backup; to go back: sudo bash $new/scripts/deploy/rollback.sh"
