import * as styles from './EmailLink.css';

export interface EmailLinkProps {
  address: string;
}

/**
 * A mailto: link. A plain anchor rather than the RAC Link: inside the app's RouterProvider every
 * RAC href goes through the router's useHref, which would turn 'mailto:…' into a path.
 */
export function EmailLink({ address }: EmailLinkProps) {
  return (
    <a href={`mailto:${address}`} className={styles.link}>
      {address}
    </a>
  );
}
