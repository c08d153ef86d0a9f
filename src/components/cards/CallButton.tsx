/**
 * Opens a telephone link; reads "Calling..." and stays disabled for 2 seconds so it is not pressed twice.
 * Until the app runs (JavaScript off, the script still on its way, or data saver, which loads it only when
 * needed) a plain tel: link stands in for it: a helpline must always be one tap away.
 */
import { useEffect, useRef, useState } from "react";
import { Phone } from "lucide-react";
import { m } from "../../../admin-modules/domain/i18n";
import { LIMITS } from "../../../admin-modules/domain/vocabulary";
import { useAppRunning } from "../../lib/page-address";

export function CallButton({ number, name }: { number: string; name: string }) {
  const [calling, setCalling] = useState(false);
  const running = useAppRunning();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const tel = `tel:${number.replace(/[^\d+]/g, "")}`;
  const call = () => {
    setCalling(true);
    window.location.href = tel;
    timer.current = setTimeout(() => setCalling(false), LIMITS.callButtonDisabledMs);
  };

  if (!running) {
    return (
      <a className="btn btn-call" href={tel}>
        <Phone size={18} aria-hidden="true" />
        <span>{m["card.call"]({ number })}</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-call"
      onClick={call}
      disabled={calling}
      aria-label={calling ? m["card.calling"]() : `${m["card.call"]({ number })} (${name})`}
    >
      <Phone size={18} aria-hidden="true" />
      <span>{calling ? m["card.calling"]() : m["card.call"]({ number })}</span>
    </button>
  );
}
