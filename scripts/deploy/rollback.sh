#!/usr/bin/env bash
# Undoes the last upgrade (scripts/deploy/upgrade.sh), as root:   sudo bash rollback.sh
# In order: 1. stop the server; 2. switch /srv/child-rights-hub/app back to the release the upgrade replaced;
# 3. restore, with that release's own tool, the backup the upgrade took just after stopping the server: the database
# comes back byte for byte as it was, and the uploads as they were (whatever was written since the upgrade is set
# aside as <name>.before-restore-<time>, never deleted); 4. start the server; 5. wait until /readyz says it is ready.
# The defaults fit the README's layout (release-steps.sh says which variables change them).
set -euo pipefail
# shellcheck source=release-steps.sh
. "$(dirname "$(readlink -f "$0")")/release-steps.sh"

[ $# -eq 0 ] || { echo "Usage: sudo bash rollback.sh" >&2; exit 2; }
load_settings
current=$(readlink -f "$CRH_HOME/app") || fail "$CRH_HOME/app does not lead to a release."
[ -f "$current/.upgraded-from" ] || fail "$(basename "$current") was not installed by upgrade.sh: there is no upgrade to undo."
previous=$(sed -n 's/^previous=//p' "$current/.upgraded-from")
backup=$(sed -n 's/^backup=//p' "$current/.upgraded-from")
[ -d "$previous" ] || fail "the release before the upgrade, $previous, is gone."
[ -d "$backup" ] || fail "the backup taken before the upgrade, $backup, is gone."

step "1/5 Stopping the server"
$STOP_COMMAND || fail "could not stop the server ($STOP_COMMAND); nothing was changed."

step "2/5 Switching $CRH_HOME/app back to $(basename "$previous")"
switch_app "$previous"

step "3/5 Restoring the data from before the upgrade ($backup) with $(basename "$previous")'s tool"
as_app "$previous" node scripts/run-tool.mjs restore "$backup" --force || fail "the restore failed (the data was left as it was). Start the server again: $START_COMMAND"

step "4/5 Starting the server"
$START_COMMAND || fail "could not start the server ($START_COMMAND)."

step "5/5 Waiting for the server to be ready"
wait_until_ready || fail "the server is not ready. Its log says why: journalctl -u child-rights-hub -n 50"
echo "Rolled back from $(basename "$current") to $(basename "$previous"), with the data of $backup."
