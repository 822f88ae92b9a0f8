import { deferredCode, useCodeOnReach } from '../../primitives/shared/codeOnReach';
import type { UserMenuDrawerProps } from './UserMenuDrawerPanel';
import { UserAvatar } from './UserAvatar';
import * as styles from './UserMenu.css';

const drawerPanel = deferredCode(() => import('./UserMenuDrawerPanel').then((module) => module.UserMenuDrawerPanel));

/** Fetches the drawer's code ahead: stories that test the drawer itself. */
export const preloadUserMenuDrawer = (): Promise<unknown> => drawerPanel.preload();

/**
 * docs/accounts.md#site-frame: the user menu as a slide-out panel on small screens. Its dialog code arrives
 * when someone reaches for the avatar (../../primitives/shared/codeOnReach.ts).
 */
export function UserMenuDrawer(props: UserMenuDrawerProps) {
  const { loaded: UserMenuDrawerPanel, intent, standIn } = useCodeOnReach(drawerPanel);
  if (UserMenuDrawerPanel) return <UserMenuDrawerPanel {...props} focusOnMount={intent.focus} openOnMount={intent.open} />;
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="dialog"
      aria-expanded="false"
      className={`${styles.drawerTrigger} ${styles.standInDrawerTrigger}`}
      {...standIn}
    >
      <UserAvatar />
    </button>
  );
}
