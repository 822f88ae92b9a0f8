import { Button as AriaButton, Dialog, DialogTrigger, Link, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../primitives/Button';
import { CloseIcon } from '../../primitives/shared';
import { userDisplayName, type UserMenuEntry, type UserMenuUser } from './userMenuEntries';
import { UserAvatar } from './UserAvatar';
import * as styles from './UserMenu.css';

export interface UserMenuDrawerProps {
  user: UserMenuUser;
  label: string;
  entries: UserMenuEntry[];
  onEntryAction(entry: UserMenuEntry): void;
}

export interface UserMenuDrawerPanelProps extends UserMenuDrawerProps {
  /** Opens at once: the stand-in was pressed while this code was on its way (./UserMenuDrawer.tsx). */
  openOnMount?: boolean;
  /** Takes the focus at once: the stand-in had it when this code arrived. */
  focusOnMount?: boolean;
}

/** The drawer itself: React Aria's dialog trigger, modal and dialog. */
export function UserMenuDrawerPanel({
  user,
  label,
  entries,
  onEntryAction,
  openOnMount = false,
  focusOnMount = false,
}: UserMenuDrawerPanelProps) {
  return (
    <DialogTrigger defaultOpen={openOnMount}>
      <AriaButton className={styles.drawerTrigger} aria-label={label} autoFocus={focusOnMount && !openOnMount}>
        <UserAvatar />
      </AriaButton>
      <ModalOverlay isDismissable className={styles.overlay}>
        <Modal className={styles.drawer}>
          <Dialog className={styles.dialog} aria-label="Меню пользователя">
            {({ close }) => (
              <>
                <div className={styles.drawerHeader}>
                  <UserAvatar />
                  <div className={styles.identity}>
                    <h2 className={styles.drawerName}>{userDisplayName(user)}</h2>
                    {user.displayName?.trim() && <span className={styles.drawerEmail}>{user.email}</span>}
                  </div>
                  <Button slot="close" variant="ghost" aria-label="Закрыть меню" className={styles.closeButton}>
                    <CloseIcon />
                  </Button>
                </div>
                <ul className={styles.entries}>
                  {entries.map((entry) => (
                    <li key={entry.id}>
                      {entry.href ? (
                        <Link href={entry.href} className={styles.entry} onPress={close}>
                          {entry.label}
                        </Link>
                      ) : (
                        <AriaButton
                          className={styles.entry}
                          data-tone={entry.tone}
                          onPress={() => {
                            close();
                            onEntryAction(entry);
                          }}
                        >
                          {entry.label}
                        </AriaButton>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
