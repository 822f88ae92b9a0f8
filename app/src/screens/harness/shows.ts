import { expect, waitFor, within } from 'storybook/test';

/**
 * What a screen's play function checks: that its state's text is on the page. A screen loads its
 * code and its (fake) answers first, so it is given longer than testing-library's one second.
 */
const SCREEN_LOADS_WITHIN_MS = 10_000;

/** The whole document: dialogs and toasts are drawn outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export async function showsText(canvasElement: HTMLElement, text: string | RegExp): Promise<void> {
  const [first] = await page(canvasElement).findAllByText(text, {}, { timeout: SCREEN_LOADS_WITHIN_MS });
  await expect(first).toBeVisible();
}

export async function showsHeading(canvasElement: HTMLElement, name: string | RegExp, level?: number): Promise<void> {
  const heading = await page(canvasElement).findByRole('heading', { name, ...(level ? { level } : {}) }, { timeout: SCREEN_LOADS_WITHIN_MS });
  await expect(heading).toBeVisible();
}

export async function showsButton(canvasElement: HTMLElement, name: string | RegExp): Promise<HTMLElement> {
  const [button] = await page(canvasElement).findAllByRole('button', { name }, { timeout: SCREEN_LOADS_WITHIN_MS });
  await expect(button).toBeVisible();
  return button as HTMLElement;
}

/**
 * A state the list reaches only when scrolled (the next page asked for, the button back up): the
 * page is scrolled to its end until `find` finds it, as more cards may still be drawn meanwhile.
 */
export async function showsOnceScrolledDown(
  canvasElement: HTMLElement,
  find: (page: ReturnType<typeof within>) => HTMLElement | undefined,
): Promise<void> {
  const document = canvasElement.ownerDocument;
  await waitFor(
    async () => {
      document.defaultView?.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      await expect(find(page(canvasElement))).toBeVisible();
    },
    { timeout: SCREEN_LOADS_WITHIN_MS },
  );
}

/** A dialog opened on the page, once it has faded in: its contents for the checks that follow. */
export async function showsDialog(canvasElement: HTMLElement, name: string | RegExp): Promise<ReturnType<typeof within>> {
  const dialog = await page(canvasElement).findByRole('dialog', { name }, { timeout: SCREEN_LOADS_WITHIN_MS });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: SCREEN_LOADS_WITHIN_MS });
  return within(dialog);
}
