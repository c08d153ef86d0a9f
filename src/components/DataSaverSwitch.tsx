/**
 * The footer's "Data saver" switch (issue #28): a form posted to the page, always (the page is drawn again
 * by the server with or without pictures, fonts and the app's script), remembered by the server in a cookie.
 */
import { m } from "../../admin-modules/domain/i18n";
import { useDataSaver } from "../lib/page-view";
import { FormName, usePageAddress } from "../lib/page-address";

export function DataSaverSwitch() {
  const saver = useDataSaver();
  const action = usePageAddress();
  return (
    <section className="data-saver" aria-labelledby="footer-data-saver">
      <h2 id="footer-data-saver">{m["dataSaver.title"]()}</h2>
      <form method="post" action={action}>
        <FormName name="dataSaver" />
        <input type="hidden" name="saver" value={saver ? "off" : "on"} />
        <p>{saver ? m["dataSaver.onText"]() : m["dataSaver.offText"]()}</p>
        <button type="submit" className="btn btn-outline" aria-pressed={saver}>
          {m["dataSaver.title"]()}
        </button>
      </form>
    </section>
  );
}
