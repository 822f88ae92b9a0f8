import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { mainFocus } from './SkipLink.css';
import * as styles from './SiteLayout.css';

export interface SiteLayoutProps {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

export { MAIN_CONTENT_ID };

/** docs/accounts.md#site-frame: the main layout, header, content and footer, with a skip link first. */
export function SiteLayout({ header, footer, children }: SiteLayoutProps) {
  return (
    <div className={styles.layout}>
      <SkipLink />
      {header}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`${styles.main} ${mainFocus}`}>
        {children}
      </main>
      {footer}
    </div>
  );
}
