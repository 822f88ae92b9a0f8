/** docs/accounts.md#site-frame: light or dark, stored locally, default from the system preference. */
import { themeClass, type ThemeMode } from '@city/design-system';

export const THEME_STORAGE_KEY = 'theme-mode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const isThemeMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';

function readStoredMode(): ThemeMode | null {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : null;
  } catch {
    // Storage can be unavailable (privacy modes); the system preference still applies.
    return null;
  }
}

const systemMode = (): ThemeMode => (window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light');

let current: ThemeMode = 'light';
const listeners = new Set<() => void>();

function apply(mode: ThemeMode): void {
  current = mode;
  const root = document.documentElement;
  root.classList.remove(themeClass.light, themeClass.dark);
  root.classList.add(themeClass[mode]);
  root.style.colorScheme = mode;
  listeners.forEach((listener) => listener());
}

/** Called once by main.tsx before the first render, so the first paint has the right colours. */
export function initThemeMode(): ThemeMode {
  apply(readStoredMode() ?? systemMode());
  // Without an explicit choice the page follows the system switching themes.
  window.matchMedia?.(DARK_QUERY).addEventListener('change', () => {
    if (readStoredMode() === null) apply(systemMode());
  });
  return current;
}

export function setThemeMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Not persisted; the choice still holds for this visit.
  }
  apply(mode);
}

export const getThemeMode = (): ThemeMode => current;

export function subscribeThemeMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
