import { useEffect, useState, type ComponentType } from 'react';
import type { UserMenuProps } from '@city/design-system';

type UserMenuComponent = ComponentType<UserMenuProps>;
let loaded: UserMenuComponent | null = null;

/**
 * Fetches the user menu's code. The router calls it with the first page of a signed-in person,
 * so the header is drawn with the menu in place; a visitor's pages never fetch it.
 */
export async function loadUserMenu(): Promise<UserMenuComponent> {
  loaded ??= (await import('./userMenu')).default;
  return loaded;
}

/** The user menu, once its code is there (fetched when someone signs in while the layout is up). */
export function useUserMenu(signedIn: boolean): UserMenuComponent | null {
  const [UserMenu, setUserMenu] = useState<UserMenuComponent | null>(() => loaded);
  useEffect(() => {
    if (!signedIn || UserMenu) return;
    let active = true;
    void loadUserMenu().then((component) => {
      if (active) setUserMenu(() => component);
    });
    return () => {
      active = false;
    };
  }, [signedIn, UserMenu]);
  return UserMenu;
}
