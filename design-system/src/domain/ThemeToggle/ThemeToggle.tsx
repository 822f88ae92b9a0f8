import type { ThemeMode } from '../../theme';
import { Button } from '../../primitives/Button';
import { MoonIcon, SunIcon } from '../../primitives/shared';
import * as styles from './ThemeToggle.css';

export interface ThemeToggleProps {
  mode: ThemeMode;
  onToggle(): void;
}

/** The label names the action, so it flips with the mode (a pressed state would be ambiguous here). */
export const themeToggleLabel = (mode: ThemeMode): string =>
  mode === 'light' ? 'Включить тёмную тему' : 'Включить светлую тему';

/** docs/accounts.md#site-frame: switches the light and dark themes. */
export function ThemeToggle({ mode, onToggle }: ThemeToggleProps) {
  return (
    <Button variant="ghost" className={styles.iconButton} aria-label={themeToggleLabel(mode)} onPress={onToggle}>
      {mode === 'light' ? <MoonIcon /> : <SunIcon />}
    </Button>
  );
}
