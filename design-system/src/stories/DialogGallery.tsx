import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { DialogsInPlace } from '../primitives/Dialog/DialogsInPlace';
import { StatesGallery } from './StateGallery';

interface NamedState<Args> {
  name?: string;
  args?: Partial<Args>;
}

/**
 * The «Все состояния» story of a dialog: each review story's state drawn in place (DialogsInPlace),
 * two to a row, under the story's name. `show` draws the dialog with one state's args.
 * For stories only.
 */
export function DialogGallery<Args>({ states, show }: { states: readonly NamedState<Args>[]; show(stateArgs: Partial<Args> | undefined): ReactNode }) {
  return (
    <DialogsInPlace>
      <StatesGallery states={states} show={show} columns={2} />
    </DialogsInPlace>
  );
}

/** The one dialog (or alertdialog) of `name` drawn under a state's caption in a DialogGallery. */
export async function dialogUnder(
  canvasElement: HTMLElement,
  caption: string,
  name: string,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<HTMLElement> {
  const figure = within(canvasElement).getByText(caption, { selector: 'figcaption' }).closest('figure');
  if (!figure) throw new Error(`No state captioned «${caption}»`);
  await expect(within(figure).getAllByRole(role)).toHaveLength(1);
  return within(figure).getByRole(role, { name });
}
