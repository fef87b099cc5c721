import { useT } from '../app-actor';
import classes from './shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop for the keyboard: jumps past the header to the page's own content. */
export function SkipLink() {
  const t = useT();
  const skip = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // Moves focus itself: the router would otherwise treat "#main-content" as a navigation.
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skip} data-testid="skip-link">
      {t('shell.skipToContent')}
    </a>
  );
}
