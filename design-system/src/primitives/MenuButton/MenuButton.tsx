import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { ChevronDownIcon } from '../shared/icons';
import * as styles from './MenuButton.css';

export interface MenuButtonItem {
  id: string;
  label: string;
  /** A navigation item (rendered as a link); otherwise onAction runs. */
  href?: string;
  onAction?: () => void;
  tone?: 'danger';
}

export interface MenuButtonProps {
  /** Accessible name of the trigger (its visible content may be just an avatar). */
  label: string;
  children: ReactNode;
  items: MenuButtonItem[];
  placement?: 'bottom end' | 'bottom start';
}

export function MenuButton({ label, children, items, placement = 'bottom end' }: MenuButtonProps) {
  const runAction = (id: Key) => items.find((item) => item.id === id)?.onAction?.();
  return (
    <MenuTrigger>
      <Button aria-label={label} className={styles.trigger}>
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
