// The app's scripts for a page the server rendered (gateway/page-render.ts names them in <meta> tags):
// loaded once the browser has painted the page, so that nothing the first paint does not need
// travels before it. A file, not an inline script: the Content-Security-Policy allows only the
// shop's own scripts.
const named = (name) => [...document.querySelectorAll(`meta[name="${name}"]`)].map((meta) => meta.content);

function loadApp() {
  for (const href of named('app-code')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const entry of named('app-entry')) import(entry);
}

// The first contentful paint is reported once it is on screen; a frame callback only before it.
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    setTimeout(loadApp);
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(loadApp));
}
