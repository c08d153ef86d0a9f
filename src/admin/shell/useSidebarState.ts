/**
 * The sidebar's expanded/collapsed state: remembered in a cookie for 7 days (as the spec says), toggled by
 * Ctrl/Cmd+B. Phones (below 768 px) use a separate open state that starts closed and is not remembered.
 */
import { useCallback, useEffect, useState } from "react";

export const SIDEBAR_COOKIE = "sidebar_state";
const SEVEN_DAYS = 60 * 60 * 24 * 7;
const MOBILE_QUERY = "(max-width: 767px)";

function readCookie(): boolean {
  const match = document.cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=([^;]*)`));
  return match ? match[1] !== "false" : true;
}

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => setMobile(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return mobile;
}

export function useSidebarState() {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(readCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    // biome-ignore lint/suspicious/noDocumentCookie: the spec names this cookie; the Cookie Store API is not in every phone browser yet
    document.cookie = `${SIDEBAR_COOKIE}=${value}; path=/; max-age=${SEVEN_DAYS}; SameSite=Lax`;
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((v) => !v);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      } else if (event.key === "Escape" && isMobile && openMobile && !document.querySelector("dialog[open]")) {
        // The phone menu covers the page: Escape closes it, as it would a dialog.
        setOpenMobile(false);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle, isMobile, openMobile]);

  const expanded = isMobile ? openMobile : open;
  return { expanded, isMobile, toggle, closeMobile: () => setOpenMobile(false) };
}
