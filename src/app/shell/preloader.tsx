import { Loader } from '@mantine/core';
import classes from './shell.module.css';

/** Covers the page until the start-up calls finish. Translations are not loaded yet: no text. */
export function Preloader() {
  return (
    <div className={classes.preloader} data-testid="preloader" role="progressbar" aria-busy="true" aria-label="Loading">
      <svg width="64" height="64" viewBox="0 0 32 32" aria-hidden="true">
        <path d="M8 4h16l6 8-14 17L2 12z" fill="#ffa312" />
        <path d="M2 12h28M8 4l4 8 4-8 4 8 4-8M12 12l4 17 4-17" fill="none" stroke="#0b0d16" strokeOpacity=".35" strokeWidth="1.2" />
      </svg>
      <Loader type="dots" color="brand" />
    </div>
  );
}
