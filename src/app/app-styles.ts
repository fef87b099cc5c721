/**
 * The app's stylesheet arrives as a preload (vite.config.ts, stylesAfterPreloader), so the static
 * preloader in index.html paints without waiting for it. This applies it and resolves once it has
 * loaded (or failed), before the app's first render. Without such links (the dev server injects
 * styles from the modules) there is nothing to wait for.
 */
export function applyAppStyles(): Promise<void> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-styles]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.href = preload.href;
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.onload = sheet.onerror = () => resolve();
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
