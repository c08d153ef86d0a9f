import { saveFile } from "./save-file";

/** Saves a value as a pretty-printed JSON file through a temporary link (no server round trip). */
export function downloadJson(fileName: string, value: unknown): void {
  saveFile(fileName, new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }));
}
