import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inOwnFrame } from '../../stories/docsFrame';
import type { SpecRule } from '../../stories/specRules';
import { Button } from '../Button';
import { asIfOpenedByPointer } from '../../stories/storyModality';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { DialogGallery } from '../../stories/DialogGallery';

function ConfirmDialogDemo({ triggerLabel, ...props }: ConfirmDialogProps & { triggerLabel: string }) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const change = (open: boolean) => {
    setOpen(open);
    props.onOpenChange(open);
  };
  return (
    <>
      <Button variant={props.tone} onPress={() => change(true)}>
        {triggerLabel}
      </Button>
      <ConfirmDialog {...props} isOpen={isOpen} onOpenChange={change} />
    </>
  );
}

const meta = {
  title: 'Примитивы/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Удалить мероприятие?',
    message: 'Участники получат уведомление об отмене. Это действие нельзя отменить.',
    confirmLabel: 'Удалить',
    tone: 'danger',
    // Review stories show the question open; the behaviour tests start from the closed trigger.
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
  },
  parameters: {
    // An open modal would cover the whole Docs page: each story gets a frame of its own.
    ...inOwnFrame(),
    specRules: [
      {
        rule: 'Организатор может удалить своё мероприятие (до начала и не под жалобой)',
        state: 'Вопрос «Удалить мероприятие?», первой в фокусе «Отмена»',
        story: 'Confirm',
      },
      {
        rule: 'Анимация модального окна — 300 мс',
        state: 'Открыт: появляется и скрывается за 300 мс',
        story: 'Confirm',
      },
    ] satisfies SpecRule[],
  },
  render: (args) => <ConfirmDialogDemo {...args} triggerLabel="Удалить мероприятие" />,
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'], args: { isOpen: false } } satisfies Story;

/** The question rendered open, once its 300 ms entry animation has finished. */
async function shownConfirm(name: string): Promise<HTMLElement> {
  const dialog = await page.findByRole('alertdialog', { name });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

async function openConfirm(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Удалить мероприятие' }));
  return page.findByRole('alertdialog', { name: 'Удалить мероприятие?' });
}

export const Confirm: Story = {
  name: 'Подтверждение удаления',
  beforeEach: asIfOpenedByPointer,
  play: async () => {
    const dialog = await shownConfirm('Удалить мероприятие?');
    await expect(dialog).toHaveTextContent('Это действие нельзя отменить.');
    await expect(within(dialog).getByRole('button', { name: 'Удалить' })).toBeVisible();
    // Cancel has the focus first, so a stray Enter never confirms a destructive action.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus());
    // Opened as by a press: no keyboard focus ring on the reference frame.
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

export const PrimaryTone: Story = {
  name: 'Обычное подтверждение',
  beforeEach: asIfOpenedByPointer,
  args: {
    title: 'Выйти из аккаунта?',
    message: 'Вы сможете войти снова в любой момент.',
    confirmLabel: 'Выйти',
    cancelLabel: 'Остаться',
    tone: 'primary',
  },
  render: (args) => <ConfirmDialogDemo {...args} triggerLabel="Выход" />,
  play: async () => {
    const dialog = await shownConfirm('Выйти из аккаунта?');
    await expect(within(dialog).getByRole('button', { name: 'Выйти' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Остаться' })).toBeVisible();
    // Opened as by a press: no keyboard focus ring on the reference frame.
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

/** The one question drawn under a state's caption in «Все состояния». */
async function questionUnder(canvasElement: HTMLElement, caption: string, name: string): Promise<HTMLElement> {
  const figure = within(canvasElement).getByText(caption, { selector: 'figcaption' }).closest('figure');
  if (!figure) throw new Error(`No state captioned «${caption}»`);
  await expect(within(figure).getAllByRole('alertdialog')).toHaveLength(1);
  return within(figure).getByRole('alertdialog', { name });
}

const REVIEW_STATES: Story[] = [Confirm, PrimaryTone];

export const AllStates: Story = {
  name: 'Все состояния',
  // Every question focuses its cancel button as it mounts (the last one keeps it); opened as by
  // a press, that draws no focus ring.
  beforeEach: asIfOpenedByPointer,
  render: (args) => <DialogGallery states={REVIEW_STATES} show={(stateArgs) => <ConfirmDialog {...args} {...stateArgs} />} />,
  // In place the dialogs take the width they are given, not the centred frame's.
  parameters: { layout: 'padded', ...inOwnFrame('360px') },
  play: async ({ canvasElement }) => {
    const remove = await questionUnder(canvasElement, 'Подтверждение удаления', 'Удалить мероприятие?');
    await expect(remove).toHaveTextContent('Это действие нельзя отменить.');
    await expect(within(remove).getByRole('button', { name: 'Удалить' })).toBeVisible();
    await expect(within(remove).getByRole('button', { name: 'Отмена' })).toBeVisible();
    const signOut = await questionUnder(canvasElement, 'Обычное подтверждение', 'Выйти из аккаунта?');
    await expect(signOut).toHaveTextContent('Вы сможете войти снова в любой момент.');
    await expect(within(signOut).getByRole('button', { name: 'Выйти' })).toBeVisible();
    await expect(within(signOut).getByRole('button', { name: 'Остаться' })).toBeVisible();
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

export const Confirmed: Story = {
  ...behaviourTest,
  name: 'Подтверждение удаления: «Удалить»',
  play: async ({ args, canvasElement }) => {
    const dialog = await openConfirm(canvasElement);
    await expect(dialog).toHaveTextContent('Это действие нельзя отменить.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Cancel: Story = {
  ...behaviourTest,
  name: 'Отмена',
  play: async ({ args, canvasElement }) => {
    const dialog = await openConfirm(canvasElement);
    // Cancel has the focus first, so a stray Enter never confirms a destructive action.
    const cancel = within(dialog).getByRole('button', { name: 'Отмена' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const PrimaryConfirmed: Story = {
  ...behaviourTest,
  name: 'Обычное подтверждение: «Выйти»',
  args: {
    ...behaviourTest.args,
    title: 'Выйти из аккаунта?',
    message: 'Вы сможете войти снова в любой момент.',
    confirmLabel: 'Выйти',
    cancelLabel: 'Остаться',
    tone: 'primary',
  },
  render: (args) => <ConfirmDialogDemo {...args} triggerLabel="Выход" />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Выход' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Выйти из аккаунта?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выйти' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
