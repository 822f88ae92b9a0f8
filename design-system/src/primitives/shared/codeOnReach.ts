import { useState, type KeyboardEvent } from 'react';

/**
 * Code a control needs only once someone reaches for it: a select's listbox, a menu's popover, a
 * drawer (their collections, selection and overlay machinery, some 30 KB compressed). The events
 * list's first screen shows three selects and the user menu that most visits never open, so that
 * code is fetched when a pointer comes over the control, a finger touches it or the focus lands on
 * it, and a stand-in with the same look, role and name is shown until it has arrived. A press on
 * the stand-in before then opens the real control as soon as it is there.
 */
export interface DeferredCode<T> {
  /** What the loader answered, once it has; null before. */
  readonly loaded: T | null;
  /** Starts the fetch (once); resolves when the code is there. */
  preload(): Promise<T>;
}

export function deferredCode<T>(load: () => Promise<T>): DeferredCode<T> {
  let loaded: T | null = null;
  let arriving: Promise<T> | null = null;
  return {
    get loaded() {
      return loaded;
    },
    preload() {
      arriving ??= load().then((code) => {
        loaded = code;
        return code;
      });
      return arriving;
    },
  };
}

/** What the person had done to the stand-in by the time the code arrived. */
export interface ReachIntent {
  /** The stand-in held the focus: the real control takes it. */
  focus: boolean;
  /** The stand-in was pressed: the real control opens. */
  open: boolean;
}

/** Keys that open a select or a menu from its button. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export interface StandInHandlers {
  onPointerEnter(): void;
  onPointerDown(): void;
  onPointerLeave(): void;
  onTouchStart(): void;
  onFocus(): void;
  onBlur(): void;
  onClick(): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/** The loaded code (or null), the person's intent so far and the handlers for the stand-in's button. */
export function useCodeOnReach<T>(code: DeferredCode<T>): {
  loaded: T | null;
  intent: ReachIntent;
  standIn: StandInHandlers;
} {
  const [intent, setIntent] = useState<ReachIntent>({ focus: false, open: false });
  const [, setArrived] = useState(false);
  // Between a press's pointerdown and its click the stand-in must stay: were the real control to
  // replace it there, the click would land on a button that never saw the press, and be lost.
  const [pressing, setPressing] = useState(false);
  const reach = () => {
    void code.preload().then(() => setArrived(true));
  };
  const press = () => {
    setIntent({ focus: true, open: true });
    setPressing(false);
    reach();
  };
  return {
    loaded: pressing ? null : code.loaded,
    intent,
    standIn: {
      onPointerEnter: reach,
      onPointerDown: () => {
        setPressing(true);
        reach();
      },
      // A press dragged off the button ends without a click.
      onPointerLeave: () => setPressing(false),
      onTouchStart: reach,
      onFocus: () => {
        setIntent((current) => ({ ...current, focus: true }));
        reach();
      },
      onBlur: () => setIntent((current) => ({ ...current, focus: false })),
      onClick: press,
      onKeyDown: (event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        press();
      },
    },
  };
}
