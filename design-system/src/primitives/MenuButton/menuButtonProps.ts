import type { ReactNode } from 'react';

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
  /** Starts with the menu open (a story of that state; the menu's code must have arrived, as Storybook's loader ensures). */
  defaultOpen?: boolean;
}
