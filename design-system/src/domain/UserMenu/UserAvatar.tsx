import { PersonIcon } from '../../primitives/shared';
import * as styles from './UserMenu.css';

/**
 * A person pictogram, not initials: text inside the trigger would have to be part of its
 * accessible name (axe label-content-name-mismatch), and initials read out are noise.
 */
export function UserAvatar() {
  return (
    <span className={styles.avatar} aria-hidden="true">
      <PersonIcon className={styles.avatarIcon} />
    </span>
  );
}
