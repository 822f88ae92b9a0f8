import { MenuButton } from '../../primitives/MenuButton';
import { userDisplayName, userMenuEntries, type UserMenuEntry, type UserMenuUser } from './userMenuEntries';
import { UserAvatar } from './UserAvatar';
import { UserMenuDrawer } from './UserMenuDrawer';
import * as styles from './UserMenu.css';

export interface UserMenuProps {
  user: UserMenuUser;
  /** Opens the feedback dialog. */
  onFeedback(): void;
  onLogout(): void;
  /** Starts with the desktop menu open (a story of that state). */
  defaultOpen?: boolean;
}

/** docs/accounts.md#roles: Профиль, Админ-панель (staff), Обратная связь, О проекте, Выйти. */
export function UserMenu({ user, onFeedback, onLogout, defaultOpen = false }: UserMenuProps) {
  const name = userDisplayName(user);
  // The visible name is part of the trigger's accessible name (WCAG 2.5.3).
  const label = `Меню пользователя: ${name}`;
  const entries = userMenuEntries(user.role);
  const runEntry = (entry: UserMenuEntry) => {
    if (entry.id === 'feedback') onFeedback();
    if (entry.id === 'logout') onLogout();
  };

  return (
    <>
      <span className={styles.desktopOnly}>
        <MenuButton
          label={label}
          placement="bottom end"
          defaultOpen={defaultOpen}
          items={entries.map((entry) => ({
            id: entry.id,
            label: entry.label,
            href: entry.href,
            tone: entry.tone,
            onAction: entry.href ? undefined : () => runEntry(entry),
          }))}
        >
          <span className={styles.trigger}>
            <UserAvatar />
            <span className={styles.name}>{name}</span>
          </span>
        </MenuButton>
      </span>
      <span className={styles.mobileOnly}>
        <UserMenuDrawer user={user} label={label} entries={entries} onEntryAction={runEntry} />
      </span>
    </>
  );
}
