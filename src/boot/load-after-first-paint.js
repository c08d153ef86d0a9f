// The page arrives drawn by the server; its scripts only make it interactive. They are fetched after the
// first paint, so on a slow mobile line the styles and text the child sees first have the line to
// themselves. The server names the scripts in <meta name="app-entry"> and <meta name="app-preload">
// (vite.config.ts, server/page-chunks.ts). Plain JavaScript: the build copies this file as it is.
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

// A frame's callbacks run just before it is painted; the timeout after them, once it has been.
requestAnimationFrame(() => setTimeout(loadApp, 0));
