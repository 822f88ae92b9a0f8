import { createContext, useContext, type ReactNode } from 'react';

const InPlace = createContext(false);

/**
 * Inside it, every dialog built on `Dialog` is drawn where it stands, in its modal's frame but with
 * no overlay, no focus trap and no portal: a «Все состояния» gallery can then show a dialog's
 * states side by side. The product never uses it; a modal there is always a modal.
 */
export function DialogsInPlace({ children }: { children: ReactNode }) {
  return <InPlace.Provider value>{children}</InPlace.Provider>;
}

export const useDialogsInPlace = (): boolean => useContext(InPlace);
