import { Link } from '../../primitives/Link';
import { copyrightNotice } from './copyright';
import * as styles from './SiteFooter.css';

export interface SiteFooterProps {
  /** The current year; taken from the clock when omitted. */
  year?: number;
}

const FOOTER_LINKS = [
  { href: '/about', label: 'О проекте' },
  { href: '/terms', label: 'Условия использования' },
  { href: '/privacy', label: 'Политика конфиденциальности' },
] as const;

/** docs/accounts.md#site-frame: the main layout's footer. */
export function SiteFooter({ year = new Date().getFullYear() }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Информация о сайте">
        <ul className={styles.links}>
          {FOOTER_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} variant="standalone">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.copyright}>{copyrightNotice(year)}</p>
    </footer>
  );
}
