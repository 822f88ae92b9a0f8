import * as styles from './UserMenu.css';

/**
 * A person pictogram, not initials: text inside the trigger would have to be part of its
 * accessible name (axe label-content-name-mismatch), and initials read out are noise.
 */
export function UserAvatar() {
  return (
    <span className={styles.avatar} aria-hidden="true">
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        focusable="false"
      >
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </svg>
    </span>
  );
}
