/**
 * The back office speaks the language the staff member chose, kept with their account (profiles.back_office_locale),
 * so it follows them to another computer: when the page's language is another, the page is loaded again in theirs
 * (Paraglide's setLocale, which also sets the cookie the public site uses). The account's choice wins over the
 * address and the cookie here; until one is made, the back office follows them as the public site does.
 */
import { getLocale, type Locale, m, setLocale } from "../../../admin-modules/domain/i18n";
import { useAuth } from "../../auth/AuthContext";
import { toastError } from "../../lib/toast";
import { trpc } from "../../trpc";
import { useEffect } from "react";

export function useBackOfficeLanguage() {
  const { profile } = useAuth();
  const chosen = profile?.back_office_locale ?? null;
  const elsewhere = chosen !== null && chosen !== getLocale();
  useEffect(() => {
    if (elsewhere) setLocale(chosen);
  }, [elsewhere, chosen]);
  const save = trpc.account.setBackOfficeLanguage.useMutation();

  /** Keeps the choice with the account; the switch then loads the page in it. False when it could not be kept. */
  const remember = async (locale: Locale): Promise<boolean> => {
    try {
      await save.mutateAsync({ locale });
      return true;
    } catch (error) {
      toastError(m["admin.ui.error"](), error);
      return false;
    }
  };
  /** While the page is about to load in the chosen language, nothing else is drawn. */
  return { remember, switching: elsewhere };
}
