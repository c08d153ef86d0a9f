// The page arrives drawn by the server; its scripts only make it interactive. They are fetched after the
// first paint, so on a slow mobile line the styles and text the child sees first have the line to
// themselves. The server names the scripts in <meta name="app-entry"> and <meta name="app-preload">
// (vite.config.ts, server/page-chunks.ts). Plain JavaScript: the build only minifies it.
const named = (name) => [...document.querySelectorAll(`meta[name="${name}"]`)].flatMap((meta) => meta.content.split(" ").filter(Boolean));

function loadApp() {
  for (const href of named("app-preload")) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "anonymous";
    link.href = href;
    document.head.append(link);
  }
  for (const entry of named("app-entry")) import(entry);
}

const root = document.documentElement;
const waitForTap = root.hasAttribute("data-saver") && !document.querySelector('meta[name="app-now"]');
if (!waitForTap) {
  // A frame's callbacks run just before it is painted; the timeout after them, once it has been.
  requestAnimationFrame(() => setTimeout(loadApp, 0));
}

// A tap on a control that only the app can do ([data-needs-app]: Like, Delete my account, Print, ...) before
// the app has taken over the page is kept and repeated once it has, instead of being lost on a slow line.
// Data saver (server/http/data-saver.ts): every public page works without the app, so its script is fetched
// only when such a control is tapped.
const onTap = (event) => {
  if (root.dataset.hydrated) {
    document.removeEventListener("click", onTap, true);
    return;
  }
  const control = event.target instanceof Element ? event.target.closest("[data-needs-app]") : null;
  if (!control) return;
  event.preventDefault();
  event.stopPropagation();
  document.removeEventListener("click", onTap, true);
  new MutationObserver((_, observer) => {
    if (!root.dataset.hydrated) return;
    observer.disconnect();
    control.click();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  if (waitForTap) loadApp();
};
document.addEventListener("click", onTap, true);
