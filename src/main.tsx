import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startAppActor } from './app/create-app-actor';

void startAppActor().then((actor) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App actor={actor} />
    </StrictMode>,
  );
});
