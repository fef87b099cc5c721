// The app's scripts for a page the server rendered (server/page-render.ts names them in <meta> tags):
// loaded once the browser has painted the page, so that nothing the first paint does not need
// travels before it. A file, not an inline script: the Content-Security-Policy allows only the
// shop's own scripts. A classic script in the head, run before the body is parsed: its decision
// below must be taken before anything of the page is painted.
// Wrapped in a function: a classic script's top-level names would be the page's globals.
(() => {
  const named = (name) => [...document.querySelectorAll(`meta[name="${name}"]`)].map((meta) => meta.content);

  const nextTask = () => (window.scheduler?.yield ? window.scheduler.yield() : new Promise((resolve) => setTimeout(resolve)));

  // The app reads the whole page (the answers it came with are at the end of the body): never before
  // the page is parsed, though a long page may be painted sooner. The entry first; then the chunks it
  // will import, one a task: a modulepreload link starts its fetch in the task that adds it, some 7 ms
  // of the main thread each at Lighthouse's 4x (85 ms for the home page's 13 in one task, issue 46).
  async function loadApp() {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', loadApp);
      return;
    }
    for (const entry of named('app-entry')) import(entry);
    for (const href of named('app-code')) {
      await nextTask();
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }

  /**
   * A currency or language saved in this browser other than the defaults the server renders in (the keys
   * and defaults of machines/app/preferences.storage.ts and preferences.rules.ts): the app draws the page in
   * them (src/main.tsx follows this one decision), and the server's page is not shown meanwhile
   * (index.html hides it), so no other price flashes. Anything but the defaults' exact spelling counts
   * as a choice of its own: drawing a page anew is always safe.
   */
  function savedOwnChoices() {
    try {
      return ![null, 'EUR'].includes(localStorage.getItem('currency')) || ![null, '10'].includes(localStorage.getItem('lang_id'));
    } catch {
      return false;
    }
  }

  /**
   * Clicks on the server's page before the app listens (issue 28): a button of the HTML does nothing
   * by itself, so the click is kept (its default, a form's submit, held back) and src/app/early-clicks.ts
   * clicks the same element again once React has taken the page over. Links are left alone: they
   * navigate by themselves. The app takes the list with window.__takeEarlyClicks().
   */
  const early = [];
  const CLICKABLE = 'button, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], input[type="checkbox"], input[type="radio"]';
  function keepEarlyClick(event) {
    const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
    if (!target || target.closest('a[href]')) return;
    event.preventDefault();
    if (!early.includes(target)) early.push(target);
  }
  document.addEventListener('click', keepEarlyClick, true);
  window.__takeEarlyClicks = () => {
    document.removeEventListener('click', keepEarlyClick, true);
    return early.splice(0);
  };

  if (savedOwnChoices()) {
    document.documentElement.dataset.ownChoices = '';
    loadApp();
  } else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // The first contentful paint is reported once it is on screen; a frame callback only before it.
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      setTimeout(loadApp);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(loadApp));
  }
})();
