import { Link } from 'react-aria-components';
import * as styles from './AnchorNav.css';

export interface AnchorLink {
  /** '#features': a section of the same page. */
  href: `#${string}`;
  label: string;
}

export interface AnchorNavProps {
  /** Names the navigation landmark apart from the site's others. */
  label: string;
  links: readonly AnchorLink[];
}

/** Links to the sections of the page it sits on (the landing's #features, #how-it-works, #about). */
export function AnchorNav({ label, links }: AnchorNavProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
