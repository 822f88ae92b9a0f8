import type { MouseEvent, ReactNode } from 'react';
import * as styles from './SiteLayout.css';

export interface SiteLayoutProps {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

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

/** participant-side §2: the main layout, header, content and footer, with a skip link first. */
export function SiteLayout({ header, footer, children }: SiteLayoutProps) {
  return (
    <div className={styles.layout}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skipToContent}>
        Перейти к содержимому
      </a>
      {header}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
