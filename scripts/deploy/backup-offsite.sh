#!/usr/bin/env bash
# Nightly backup copied off the machine. Run from cron or a systemd timer as the app's user (see README,
# "Run it on a server"). 1) `npm run backup` writes a checked backup folder (database + uploads) into
# BACKUP_DIR and keeps the 14 newest; 2) rclone copies that folder to RCLONE_REMOTE, which should be an
# rclone "crypt" remote (the backups hold children's data: the storage provider must not read them);
# 3) copies older than KEEP_DAYS are removed from the remote.
set -euo pipefail

APP_DIR=${APP_DIR:-/srv/child-rights-hub/app}
BACKUP_DIR=${BACKUP_DIR:-/srv/child-rights-hub/backups}
KEEP_DAYS=${KEEP_DAYS:-60}
: "${RCLONE_REMOTE:?set RCLONE_REMOTE, for example offsite-crypt:child-rights-hub}"
export DATABASE_FILE=${DATABASE_FILE:-/srv/child-rights-hub/data/app.db}
export UPLOADS_DIR=${UPLOADS_DIR:-/srv/child-rights-hub/data/uploads}

cd "$APP_DIR"
output=$(node --import tsx scripts/backup.ts --out "$BACKUP_DIR" --keep 14)
echo "$output"
latest=$(printf '%s\n' "$output" | sed -n 's/^Backup written: //p')
[ -n "$latest" ] || { echo "Error: the backup did not say where it was written" >&2; exit 1; }

rclone copy "$latest" "$RCLONE_REMOTE/$(basename "$latest")"
rclone delete "$RCLONE_REMOTE" --min-age "${KEEP_DAYS}d" --rmdirs
echo "Copied $(basename "$latest") to $RCLONE_REMOTE; remote copies older than $KEEP_DAYS days removed."
