import type { MouseEvent } from 'react';
import * as styles from './SkipLink.css';

/** The id of the page's main region, the skip link's target (SiteLayout's and AdminLayout's). */
export const MAIN_CONTENT_ID = 'main';

/**
 * A plain anchor, not a router link: the client router must not treat '#main' as a route. Focus is
 * moved by hand so the next Tab continues from the content in every browser.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * 'Перейти к содержимому': a page layout's first Tab stop, hidden until focused, that moves focus
 * to the `<main id={MAIN_CONTENT_ID} tabIndex={-1}>` the layout renders.
 */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skipToContent}>
      Перейти к содержимому
    </a>
  );
}
