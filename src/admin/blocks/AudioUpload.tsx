/** The upload button of an audio block: a narration (MP3, Ogg, M4A, WebM, WAV; the server judges its bytes). */
import { m } from "../../../admin-modules/domain/i18n";
import { LIMITS } from "../../../admin-modules/domain/vocabulary";
import { UploadButton } from "../module/ImageUpload";

const AUDIO_NAME = /\.(mp3|ogg|oga|opus|m4a|webm|wav)$/i;

function checkAudioFile(file: File) {
  const title = m["admin.upload.invalidTypeTitle"]();
  if (!file.type.startsWith("audio/") && !AUDIO_NAME.test(file.name)) return { title, message: m["admin.blocks.audioBadType"]() };
  if (file.size > LIMITS.audioMaxBytes) return { title: m["admin.upload.tooLargeTitle"](), message: m["admin.blocks.audioTooLarge"]() };
  return null;
}

export function AudioUpload({ onUploaded, label }: { onUploaded: (url: string) => void; label: string }) {
  return (
    <UploadButton
      onUploaded={onUploaded}
      label={label}
      route="/api/uploads/audio"
      accept="audio/*,.mp3,.ogg,.m4a,.webm,.wav"
      check={checkAudioFile}
      buttonText={m["admin.blocks.uploadAudio"]()}
    />
  );
}
