import { useCallback, useSyncExternalStore } from 'react';
import type { ThemeMode } from '@city/design-system';
import { getThemeMode, setThemeMode, subscribeThemeMode } from './themeStore';

export interface ThemeModeState {
  mode: ThemeMode;
  setMode(mode: ThemeMode): void;
  toggle(): void;
}

export function useThemeMode(): ThemeModeState {
  const mode = useSyncExternalStore(subscribeThemeMode, getThemeMode, getThemeMode);
  const toggle = useCallback(() => setThemeMode(getThemeMode() === 'dark' ? 'light' : 'dark'), []);
  return { mode, setMode: setThemeMode, toggle };
}
