import { Button as AriaButton, Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../primitives/Button';
import { CloseIcon, Icon } from '../../primitives/shared';
import { AdminPanel, type AdminPanelProps } from './AdminPanel';
import * as styles from './AdminLayout.css';

export const ADMIN_MENU_LABEL = 'Меню админ-панели';

/** docs/back-office.md#layout: on a small screen the sidebar slides out from the left on demand. */
export function AdminDrawer({ defaultOpen, ...props }: Omit<AdminPanelProps, 'onDone' | 'themeToggle'> & { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <AriaButton className={styles.menuButton}>
        <Icon className={styles.menuIcon}>
          <path d="M4 7h16M4 12h16M4 17h16" />
        </Icon>
        {ADMIN_MENU_LABEL}
      </AriaButton>
      <ModalOverlay isDismissable className={styles.overlay}>
        <Modal className={styles.drawer}>
          <Dialog className={styles.drawerDialog} aria-label={ADMIN_MENU_LABEL}>
            {({ close }) => (
              <>
                <div className={styles.drawerHeader}>
                  <Button slot="close" variant="ghost" aria-label="Закрыть меню" className={styles.closeButton}>
                    <CloseIcon />
                  </Button>
                </div>
                <AdminPanel {...props} onDone={close} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
