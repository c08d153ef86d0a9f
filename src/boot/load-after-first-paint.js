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
if (!root.hasAttribute("data-saver") || document.querySelector('meta[name="app-now"]')) {
  // A frame's callbacks run just before it is painted; the timeout after them, once it has been.
  requestAnimationFrame(() => setTimeout(loadApp, 0));
} else {
  // Data saver (server/http/data-saver.ts): every public page works without the app, so its script is
  // fetched only when a control that needs it is tapped ([data-needs-app]); the tap is then repeated for
  // the app once it has taken over the page.
  const onTap = (event) => {
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
    loadApp();
  };
  document.addEventListener("click", onTap, true);
}
