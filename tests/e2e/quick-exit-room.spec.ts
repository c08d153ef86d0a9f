/**
 * Issue #28: the fixed "Leave quickly" button never hides anything. At 320 and 375 px, on every public
 * page, each visible control (link, button, field, summary) is brought into view as a browser does for a
 * tap or a Tab (scrollIntoView, nearest), and the element at its centre must not be the button: the page
 * keeps the button's room free (a padding at its end, and scroll padding so no control is scrolled under
 * it). Also no control may lie outside the page's width.
 */
import { expect, test } from "./fixtures";
import { publicPagePaths, useE2eDatabase } from "./support";

const database = useE2eDatabase();

for (const width of [320, 375]) {
  test(`at ${width} px no control of any public page is under the Leave quickly button`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 640 });
    const paths = [...(await publicPagePaths(database())), "/ta/", "/si/emergency", "/auth?tab=sign-up", "/ta/auth?tab=sign-up", "/forgot-password"];
    for (const path of paths) {
      await page.goto(path);
      const problems = await page.evaluate(() => {
        const dock = document.querySelector(".quick-exit-dock");
        if (!dock) return ["no Leave quickly button"];
        const found: string[] = [];
        const controls = document.querySelectorAll<HTMLElement>("a[href], button, input:not([type=hidden]), select, textarea, summary");
        for (const control of controls) {
          if (dock.contains(control) || control.matches(".skip-link")) continue;
          const box = control.getBoundingClientRect();
          const style = getComputedStyle(control);
          if (box.width === 0 || box.height === 0 || style.visibility === "hidden") continue;
          // Visually hidden helpers (the skip link until focused) are not tapped.
          if (box.width <= 1 || box.height <= 1) continue;
          control.scrollIntoView({ block: "nearest", inline: "nearest" });
          const now = control.getBoundingClientRect();
          const x = now.left + now.width / 2;
          const y = now.top + now.height / 2;
          const name = `${control.tagName.toLowerCase()} "${(control.getAttribute("aria-label") ?? control.textContent ?? control.getAttribute("name") ?? "").trim().slice(0, 40)}"`;
          if (x < 0 || x > innerWidth) {
            found.push(`${name} lies outside the page's width`);
            continue;
          }
          const hit = document.elementFromPoint(x, y);
          if (hit && dock.contains(hit)) found.push(`${name} is under the button`);
        }
        return found;
      });
      expect(problems, `${path} at ${width} px`).toEqual([]);
    }
  });
}
