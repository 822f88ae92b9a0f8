import { preloadUserMenuDrawer } from './domain/UserMenu/UserMenuDrawer';
import { preloadMenuButton } from './primitives/MenuButton/MenuButton';
import { preloadSelect } from './primitives/Select/Select';

/**
 * Fetches the code of every control that otherwise arrives only when someone reaches for it
 * (primitives/shared/codeOnReach.ts). The stories load it before they render, so each shows and
 * tests the real control in its state; the stand-ins have stories of their own.
 */
export function preloadDeferredControls(): Promise<unknown> {
  return Promise.all([preloadSelect(), preloadMenuButton(), preloadUserMenuDrawer()]);
}
