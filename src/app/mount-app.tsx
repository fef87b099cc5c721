import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { App } from './app';
import { nextTask, type AppActor } from './create-app-actor';
import { renderingServerPage } from './use-after-first-paint';
import { holdEarlyClicks } from './early-clicks';
import { prepareMoneyFormat } from '../../machines/money/money';
import { localeOf } from '../../machines/app/preferences.rules';

/** Prices' formatter, with ICU's locale data, in a task before React's first render (machines/money/money.ts). */
async function prepareMoneyFormatApart(actor: AppActor): Promise<void> {
  await nextTask();
  const preferences = actor.getSnapshot().context.preferences.getSnapshot().context;
  prepareMoneyFormat(preferences.currency.code, localeOf(preferences));
  await nextTask();
}

/** Mounts the app on #root with the started root actor (src/main.tsx calls it once the page's code is here too). */
export async function mountApp(actor: AppActor): Promise<void> {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App actor={actor} />
    </StrictMode>
  );
  await prepareMoneyFormatApart(actor);
  // The server rendered the page (server/page-render.ts) from the answers it came with, in the default
  // currency and language: React takes that HTML over once start-up has been applied from the same
  // answers, so its first render is the server's. A browser with other saved choices (boot.js says
  // so, and keeps the server's page hidden) draws its own.
  if (container.hasAttribute('data-server-rendered') && !document.documentElement.hasAttribute('data-own-choices')) {
    await waitFor(actor, (snapshot) => !snapshot.matches('starting'));
    renderingServerPage();
    startTransition(() => {
      hydrateRoot(container, app);
      holdEarlyClicks();
    });
    return;
  }
  // The server's page stays hidden (index.html) until the app's own first render replaces it
  // (useReplayEarlyClicks in src/app/early-clicks.ts): shown meanwhile, it would flash the wrong prices, and a
  // click on it would be lost.
  const root = createRoot(container);
  holdEarlyClicks();
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page at once.
  startTransition(() => root.render(app));
}
