#!/usr/bin/env bash
# The nightly backup, copied off the server. Run by child-rights-hub-backup.service (its timer starts it every night),
# as the app's user, with the settings of /etc/child-rights-hub.env:
#   1) `npm run backup` writes a checked backup folder (database + uploads) into BACKUP_DIR and keeps the 14 newest;
#   2) rclone copies that folder to RCLONE_REMOTE, which should be an rclone "crypt" remote (the backups hold children's
#      data: the storage provider must not read them); copies older than KEEP_DAYS (60) are then removed from it.
# Without RCLONE_REMOTE the backup is still written, and the run ends in failure so that the missing off-site copy shows
# (systemctl --failed, npm run doctor's backup check still sees the local one).
set -euo pipefail

APP_DIR=${APP_DIR:-/srv/child-rights-hub/app}
BACKUP_DIR=${BACKUP_DIR:-/srv/child-rights-hub/backups}
KEEP_DAYS=${KEEP_DAYS:-60}

cd "$APP_DIR"
output=$(node scripts/run-tool.mjs backup --out "$BACKUP_DIR" --keep 14)
echo "$output"
latest=$(printf '%s\n' "$output" | sed -n 's/^Backup written: //p')
[ -n "$latest" ] || { echo "Error: the backup did not say where it was written" >&2; exit 1; }

if [ -z "${RCLONE_REMOTE:-}" ]; then
  echo "Error: RCLONE_REMOTE is not set, so $(basename "$latest") stays on this server only; set it in /etc/child-rights-hub.env (README: off-site copies)." >&2
  exit 1
fi
command -v rclone >/dev/null || { echo "Error: rclone is not installed: sudo apt-get install rclone" >&2; exit 1; }
rclone copy "$latest" "$RCLONE_REMOTE/$(basename "$latest")"
rclone delete "$RCLONE_REMOTE" --min-age "${KEEP_DAYS}d" --rmdirs
echo "Copied $(basename "$latest") to $RCLONE_REMOTE; remote copies older than $KEEP_DAYS days removed."
