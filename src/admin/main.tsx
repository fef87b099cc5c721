import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app';
import { startConsoleActor } from './console-actor';

// The operator console's entry (/admin and below): a bundle of its own, apart from the shop's.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleApp actor={startConsoleActor()} />
  </StrictMode>,
);
