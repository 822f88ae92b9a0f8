import type { ComponentType } from 'react';
import { ChevronDownIcon } from '../shared/icons';
import { deferredCode, useCodeOnReach, type DeferredCode } from '../shared/codeOnReach';
import type { AriaMenuButtonProps } from './AriaMenuButton';
import type { MenuButtonProps } from './menuButtonProps';
import * as styles from './MenuButton.css';

export type { MenuButtonItem, MenuButtonProps } from './menuButtonProps';

type MenuButtonCode = DeferredCode<ComponentType<AriaMenuButtonProps>>;

const ariaMenuButton: MenuButtonCode = deferredCode(() => import('./AriaMenuButton').then((module) => module.AriaMenuButton));

/** Fetches the menu's code ahead: stories that test the menu itself. */
export const preloadMenuButton = (): Promise<unknown> => ariaMenuButton.preload();

/** The stand-in until `code` has arrived, then the real menu button, open or focused as the person left the stand-in. */
export function MenuButtonOnReach({ code, defaultOpen = false, ...props }: MenuButtonProps & { code: MenuButtonCode }) {
  const { loaded: AriaMenuButton, intent, standIn } = useCodeOnReach(code);
  if (AriaMenuButton) return <AriaMenuButton {...props} focusOnMount={intent.focus} openOnMount={intent.open || defaultOpen} />;
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="true"
      aria-expanded="false"
      className={`${styles.trigger} ${styles.standInTrigger}`}
      {...standIn}
    >
      {props.children}
      <ChevronDownIcon className={styles.chevron} />
    </button>
  );
}

/**
 * A button that opens a menu of links and actions. The menu's code arrives when someone reaches
 * for the button (../shared/codeOnReach.ts); until then a stand-in of the same look holds its place.
 */
export function MenuButton(props: MenuButtonProps) {
  return <MenuButtonOnReach {...props} code={ariaMenuButton} />;
}
