import { Button, Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { ChevronDownIcon } from '../shared/icons';
import type { MenuButtonProps } from './menuButtonProps';
import * as styles from './MenuButton.css';

export interface AriaMenuButtonProps extends MenuButtonProps {
  /** Opens at once: it was pressed while this code was on its way (./MenuButton.tsx). */
  openOnMount?: boolean;
  /** Takes the focus at once: the stand-in had it when this code arrived. */
  focusOnMount?: boolean;
}

/** The menu button itself: React Aria's trigger, popover and menu. */
export function AriaMenuButton({
  label,
  children,
  items,
  placement = 'bottom end',
  openOnMount = false,
  focusOnMount = false,
}: AriaMenuButtonProps) {
  const runAction = (id: Key) => items.find((item) => item.id === id)?.onAction?.();
  return (
    <MenuTrigger defaultOpen={openOnMount}>
      <Button aria-label={label} autoFocus={focusOnMount && !openOnMount} className={styles.trigger}>
        {children}
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <Popover placement={placement} offset={6} className={styles.popover}>
        <Menu items={items} onAction={runAction} className={styles.menu}>
          {(item) => (
            <MenuItem
              id={item.id}
              href={item.href}
              textValue={item.label}
              className={item.tone === 'danger' ? `${styles.item} ${styles.dangerItem}` : styles.item}
            >
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
