import { setInteractionModality } from 'react-aria-components';

/**
 * `beforeEach` of a story that renders an overlay open. In the app it opens at a press, so the
 * control it focuses shows no keyboard focus ring; a story opened by link has had no input yet,
 * and react-aria would draw the ring as if the keyboard had opened it.
 */
export function asIfOpenedByPointer(): void {
  setInteractionModality('pointer');
}
