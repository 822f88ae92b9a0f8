import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { asIfOpenedByPointer } from '../../stories/storyModality';
import { TextArea } from '../../primitives/TextArea';
import { ErrorBox } from '../ErrorBox';
import { FormDialog, type FormDialogProps } from './FormDialog';
import { useFormSend, type FormSend, type FormSendOptions } from './useFormSend';
import { inOwnFrame } from '../../stories/docsFrame';
import type { SpecRule } from '../../stories/specRules';
import { DialogGallery, dialogUnder } from '../../stories/DialogGallery';

/** A form dialog's sending state as it is at one moment: the named states render from it directly. */
const formIn = (state: Partial<FormSend> = {}): FormSend => ({
  isSending: false,
  failure: null,
  send: fn(async () => {}),
  changeOpen: fn(),
  ...state,
});

type FieldsProps = Pick<FormDialogProps, 'title' | 'submitLabel' | 'sendingLabel' | 'submitVariant' | 'isSubmitDisabled' | 'sentView'>;

/** The fields every example shows: one comment and, where the dialog keeps it, the red line. */
function CommentFields({ form }: { form: FormSend }) {
  const [comment, setComment] = useState('');
  return (
    <>
      <TextArea label="Комментарий" value={comment} onChange={setComment} rows={3} isReadOnly={form.isSending} />
      {form.failure && <ErrorBox message={form.failure} />}
    </>
  );
}

interface StateArgs extends FieldsProps {
  form: FormSend;
}

/** A dialog drawn in one state (no request behind it). */
function FormDialogInState({ form, ...props }: StateArgs) {
  return (
    <FormDialog {...props} isOpen form={form} onSubmit={async () => {}}>
      <CommentFields form={form} />
    </FormDialog>
  );
}

const meta = {
  title: 'Участник/FormDialog',
  component: FormDialogInState,
  // The Docs page's props table of the component itself, beside the example's.
  subcomponents: { FormDialog },
  parameters: {
    ...inOwnFrame(),
    specRules: [
      { rule: 'Решение по жалобе: комментарий необязателен', state: 'Форма с пустым комментарием, кнопка доступна', story: 'Ready' },
      { rule: 'Причина жалобы обязательна (не пустая)', state: 'Кнопка отправки недоступна', story: 'NotReady' },
      { rule: '«Обновить статус» — «Обновление...» во время сохранения', state: 'Надпись на кнопке меняется, поля только для чтения', story: 'SendingLabel' },
      { rule: 'Экраны управления показывают красную рамку «Ошибка: {message}»', state: 'Диалог открыт, строка ошибки', story: 'Failed' },
      { rule: 'Обратная связь: после успешной отправки — благодарность и «Закрыть»', state: 'Вместо формы — благодарность', story: 'Sent' },
      { rule: 'Диалог жалобы закрывается после отправки, и при ошибке тоже', state: 'Диалог закрыт, сообщает страница', story: 'FailureCloses' },
    ] satisfies SpecRule[],
  },
  args: { title: 'Одобрить жалобу', submitLabel: 'Одобрить', form: formIn() },
} satisfies Meta<typeof FormDialogInState>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

async function openDialog(name: string): Promise<HTMLElement> {
  const dialog = await page.findByRole('dialog', { name });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

export const Ready: Story = {
  name: 'Форма',
  play: async () => {
    const dialog = await openDialog('Одобрить жалобу');
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Одобрить' })).toBeEnabled();
    await expect(within(dialog).getByRole('textbox', { name: 'Комментарий' })).toHaveValue('');
  },
};

/** Behaviour test: the submit button sends, «Отмена» asks to close. */
export const ReadyPresses: Story = {
  name: 'Форма: нажатия',
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await openDialog('Одобрить жалобу');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    await expect(args.form.send).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await expect(args.form.changeOpen).toHaveBeenCalledWith(false);
  },
};

export const Danger: Story = {
  name: 'Опасное действие',
  args: { title: 'Пожаловаться на мероприятие', submitLabel: 'Отправить жалобу', submitVariant: 'danger' },
};

export const NotReady: Story = {
  name: 'Отправить нельзя',
  args: { title: 'Пожаловаться на мероприятие', submitLabel: 'Отправить жалобу', submitVariant: 'danger', isSubmitDisabled: true },
  play: async ({ args }) => {
    const dialog = await openDialog('Пожаловаться на мероприятие');
    const submit = within(dialog).getByRole('button', { name: 'Отправить жалобу' });
    await expect(submit).toBeDisabled();
    await expect(args.form.send).not.toHaveBeenCalled();
  },
};

export const SendingLabel: Story = {
  name: 'Отправка: надпись на кнопке',
  args: {
    title: 'Обратная связь',
    submitLabel: 'Отправить',
    sendingLabel: 'Отправка...',
    form: formIn({ isSending: true }),
  },
  play: async () => {
    const dialog = await openDialog('Обратная связь');
    await expect(within(dialog).getByRole('button', { name: 'Отправка...' })).toBeEnabled();
    await expect(within(dialog).queryByRole('button', { name: 'Отправить' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await expect(within(dialog).getByRole('textbox', { name: 'Комментарий' })).toHaveAttribute('readonly');
  },
};

export const SendingSpinner: Story = {
  name: 'Отправка: индикатор на кнопке',
  args: { form: formIn({ isSending: true }) },
  play: async () => {
    const dialog = await openDialog('Одобрить жалобу');
    const submit = within(dialog).getByRole('button', { name: /^Одобрить/ });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(within(submit).getByRole('progressbar')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
  },
};

export const Failed: Story = {
  name: 'Ошибка',
  args: { form: formIn({ failure: 'Ошибка при одобрении жалобы' }) },
  play: async () => {
    const dialog = await openDialog('Одобрить жалобу');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Ошибка при одобрении жалобы/);
    await expect(within(dialog).getByRole('button', { name: 'Одобрить' })).toBeEnabled();
  },
};

export const Sent: Story = {
  name: 'Отправлено',
  args: {
    title: 'Обратная связь',
    submitLabel: 'Отправить',
    sentView: {
      body: <p>Спасибо за отзыв!</p>,
      actions: <Button variant="primary">Закрыть</Button>,
    },
  },
  play: async () => {
    const dialog = await openDialog('Обратная связь');
    await expect(within(dialog).getByText('Спасибо за отзыв!')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Отмена' })).toBeNull();
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

const REVIEW_STATES: Story[] = [Ready, Danger, NotReady, SendingLabel, SendingSpinner, Failed, Sent];

export const AllStates: Story = {
  name: 'Все состояния',
  // Each dialog focuses itself as it mounts; opened as by a press, that draws no focus ring.
  beforeEach: asIfOpenedByPointer,
  render: (args) => <DialogGallery states={REVIEW_STATES} show={(stateArgs) => <FormDialogInState {...args} {...stateArgs} />} />,
  // In place the dialogs take the width they are given, not the centred frame's.
  parameters: { layout: 'padded', ...inOwnFrame('1500px') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('dialog')).toHaveLength(REVIEW_STATES.length);
    const ready = await dialogUnder(canvasElement, 'Форма', 'Одобрить жалобу');
    await expect(within(ready).getByRole('button', { name: 'Одобрить' })).toBeEnabled();
    const danger = await dialogUnder(canvasElement, 'Опасное действие', 'Пожаловаться на мероприятие');
    await expect(within(danger).getByRole('button', { name: 'Отправить жалобу' })).toBeEnabled();
    const notReady = await dialogUnder(canvasElement, 'Отправить нельзя', 'Пожаловаться на мероприятие');
    await expect(within(notReady).getByRole('button', { name: 'Отправить жалобу' })).toBeDisabled();
    const sendingLabel = await dialogUnder(canvasElement, 'Отправка: надпись на кнопке', 'Обратная связь');
    await expect(within(sendingLabel).getByRole('button', { name: 'Отправка...' })).toBeInTheDocument();
    await expect(within(sendingLabel).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    const sendingSpinner = await dialogUnder(canvasElement, 'Отправка: индикатор на кнопке', 'Одобрить жалобу');
    await expect(within(within(sendingSpinner).getByRole('button', { name: /^Одобрить/ })).getByRole('progressbar')).toBeInTheDocument();
    const failed = await dialogUnder(canvasElement, 'Ошибка', 'Одобрить жалобу');
    await expect(within(failed).getByRole('alert')).toHaveTextContent(/^Ошибка при одобрении жалобы/);
    const sent = await dialogUnder(canvasElement, 'Отправлено', 'Обратная связь');
    await expect(within(sent).getByText('Спасибо за отзыв!')).toBeVisible();
    await expect(within(sent).queryByRole('textbox')).toBeNull();
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

/* What follows walks through the reactions with the real sending state; out of the sidebar. */

interface WorkingArgs extends Omit<FormSendOptions, 'isOpen' | 'onOpenChange'> {
  onOpenChange(open: boolean): void;
  onSubmit(): Promise<void>;
  sendingLabel?: string;
}

/** An opener and a dialog whose answer comes from `onSubmit`. */
function WorkingFormDialog({ onOpenChange, onSubmit, afterSuccess, afterFailure, sendingLabel }: WorkingArgs) {
  const [isOpen, setOpen] = useState(true);
  const change = (open: boolean) => {
    setOpen(open);
    onOpenChange(open);
  };
  const form = useFormSend({ isOpen, onOpenChange: change, afterSuccess, afterFailure });
  return (
    <>
      <Button variant="secondary" onPress={() => change(true)}>
        Рассмотреть
      </Button>
      <FormDialog title="Одобрить жалобу" isOpen={isOpen} form={form} submitLabel="Одобрить" sendingLabel={sendingLabel} onSubmit={onSubmit}>
        <CommentFields form={form} />
      </FormDialog>
    </>
  );
}

type WorkingStory = StoryObj<typeof WorkingFormDialog>;

const neverAnswers = () => new Promise<void>(() => {});
const refused = () => Promise.reject(new Error('Ошибка при одобрении жалобы'));

export const SentAndClosed: WorkingStory = {
  name: 'Отправлено: диалог закрывается',
  tags: ['!dev', '!autodocs'],
  args: { onOpenChange: fn(), onSubmit: fn(async () => {}) },
  render: (args) => <WorkingFormDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog('Одобрить жалобу');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Рассмотреть' }));
    await openDialog('Одобрить жалобу');
  },
};

export const SendingOnce: WorkingStory = {
  name: 'Отправка: одна за раз, закрыть нельзя',
  tags: ['!dev', '!autodocs'],
  args: { onOpenChange: fn(), onSubmit: fn(neverAnswers), sendingLabel: 'Отправка...' },
  render: (args) => <WorkingFormDialog {...args} />,
  play: async ({ args }) => {
    const dialog = await openDialog('Одобрить жалобу');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    const sending = within(dialog).getByRole('button', { name: 'Отправка...' });
    await expect(sending).toHaveFocus();
    await userEvent.click(sending);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const FailureShown: WorkingStory = {
  name: 'Ошибка: диалог остаётся открытым, строка до следующей попытки',
  tags: ['!dev', '!autodocs'],
  args: { onOpenChange: fn(), onSubmit: fn(refused) },
  render: (args) => <WorkingFormDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog('Одобрить жалобу');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Ошибка при одобрении жалобы/);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // A new opening starts without the line.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Рассмотреть' }));
    const reopened = await openDialog('Одобрить жалобу');
    await expect(within(reopened).queryByRole('alert')).toBeNull();
  },
};

export const FailureCloses: WorkingStory = {
  name: 'Ошибка: диалог закрывается, сообщает страница',
  tags: ['!dev', '!autodocs'],
  args: { onOpenChange: fn(), onSubmit: fn(refused), afterFailure: 'close' },
  render: (args) => <WorkingFormDialog {...args} />,
  play: async ({ args }) => {
    const dialog = await openDialog('Одобрить жалобу');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const FailureStays: WorkingStory = {
  name: 'Ошибка: форма остаётся без строки',
  tags: ['!dev', '!autodocs'],
  args: { onOpenChange: fn(), onSubmit: fn(refused), afterFailure: 'stay' },
  render: (args) => <WorkingFormDialog {...args} />,
  play: async ({ args }) => {
    const dialog = await openDialog('Одобрить жалобу');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Одобрить' })).not.toHaveAttribute('aria-disabled'));
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
