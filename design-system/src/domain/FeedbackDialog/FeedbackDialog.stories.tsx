import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { asIfOpenedByPointer } from '../../stories/storyModality';
import { vars } from '../../theme';
import { sampleUsers } from '../../fixtures';
import { FeedbackDialog, type FeedbackDialogProps } from './FeedbackDialog';
import type { FeedbackDraft } from './feedbackDraft';
import { inOwnFrame } from '../../stories/docsFrame';
import type { SpecRule } from '../../stories/specRules';
import { DialogGallery, dialogUnder } from '../../stories/DialogGallery';

/** The user menu's 'Обратная связь' entry plus the dialog. */
function FeedbackDialogDemo(props: FeedbackDialogProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const change = (open: boolean) => {
    setOpen(open);
    props.onOpenChange(open);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => change(true)}>
        Обратная связь
      </Button>
      <FeedbackDialog {...props} isOpen={isOpen} onOpenChange={change} />
    </>
  );
}

const neverAnswers = () => new Promise<void>(() => {});

const meta = {
  title: 'Участник/FeedbackDialog',
  component: FeedbackDialog,
  parameters: {
    ...inOwnFrame(),
    specRules: [
      {
        rule: 'Email только для чтения, категория, тема, сообщение, «Отмена» и «Отправить»; каждое открытие — пустая форма, категория «Общее»',
        state: 'Пустая форма, «Отправить» недоступна',
        story: 'Empty',
      },
      {
        rule: 'Отправить можно, только когда тема (после обрезки пробелов) не пуста и не длиннее 256, а сообщение не пусто и не длиннее 3000',
        state: 'Заполнена, «Отправить» доступна',
        story: 'Filled',
      },
      {
        rule: 'Счётчики оставшихся символов становятся цветом ошибки после 230 (тема) и 2700 (сообщение) символов',
        state: 'Оба счётчика красные',
        story: 'CountersInRed',
      },
      { rule: 'После успешной отправки — благодарность и «Закрыть»', state: 'Спасибо', story: 'Thanks' },
      { rule: 'Ошибка отправки только записывается в журнал, без сообщения пользователю', state: 'Форма остаётся как была', story: 'Failure' },
    ] satisfies SpecRule[],
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(async () => {}),
    email: sampleUsers.user.email,
  },
  render: (args) => <FeedbackDialogDemo {...args} />,
} satisfies Meta<typeof FeedbackDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

async function feedbackDialog(): Promise<HTMLElement> {
  const dialog = await page.findByRole('dialog', { name: 'Обратная связь' });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

const subjectField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Тема' });
const messageField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Сообщение' });
const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Отправить' });
const categoryButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /Категория/ });
const counters = (dialog: HTMLElement) =>
  within(dialog).getAllByText(/^Осталось символов: \d+$/, { selector: '[data-level]' });

/** The colour a theme variable resolves to, in the same rgb() form getComputedStyle reports. */
function resolvedColor(cssVariable: string): string {
  const probe = document.createElement('span');
  probe.style.color = cssVariable;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

async function fill(dialog: HTMLElement, subject: string, message: string) {
  await userEvent.type(subjectField(dialog), subject);
  await userEvent.type(messageField(dialog), message);
}

const FILLED: FeedbackDraft = {
  subject: 'Не работает фильтр по дате',
  message: 'Выбираю «Сегодня», а список пустой.',
  category: 'bug',
};

export const Empty: Story = {
  name: 'Пустая форма',
  play: async () => {
    const dialog = await feedbackDialog();
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('anna@example.ru');
    await expect(email).toHaveAttribute('readonly');
    await expect(categoryButton(dialog)).toHaveTextContent('Общее');
    await expect(subjectField(dialog)).toHaveValue('');
    await expect(messageField(dialog)).toHaveValue('');
    await expect(subjectField(dialog)).toHaveFocus();
    await expect(counters(dialog).map((counter) => counter.textContent)).toEqual([
      'Осталось символов: 256',
      'Осталось символов: 3000',
    ]);
    await expect(sendButton(dialog)).toBeDisabled();
  },
};

/** Behaviour test: blanks are nothing to send; a subject and a message enable Send. */
export const BlanksNotSent: Story = {
  name: 'Пробелы не отправляются',
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await feedbackDialog();
    // docs/people.md#feedback: blanks are nothing to send.
    await fill(dialog, '   ', '  ');
    await expect(sendButton(dialog)).toBeDisabled();
    await userEvent.click(sendButton(dialog));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // A subject alone is not enough; a message too enables Send.
    await userEvent.type(subjectField(dialog), 'Идея');
    await expect(sendButton(dialog)).toBeDisabled();
    await userEvent.type(messageField(dialog), 'Добавьте карту');
    await expect(sendButton(dialog)).toBeEnabled();
  },
};

export const Filled: Story = {
  name: 'Заполнена',
  args: { initialDraft: FILLED },
  play: async ({ args }) => {
    const dialog = await feedbackDialog();
    await expect(categoryButton(dialog)).toHaveTextContent('Ошибка');
    await expect(subjectField(dialog)).toHaveValue(FILLED.subject);
    await expect(messageField(dialog)).toHaveValue(FILLED.message);
    await expect(counters(dialog)[0]).toHaveTextContent('Осталось символов: 230');
    await expect(sendButton(dialog)).toBeEnabled();
    await expect(within(dialog).queryByText('Спасибо за отзыв!')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Behaviour test: choosing a category, typing and sending the trimmed fields. */
export const FillAndSend: Story = {
  name: 'Заполнение и отправка',
  tags: ['!dev', '!autodocs'],
  args: { onSubmit: fn(neverAnswers) },
  play: async ({ args }) => {
    const dialog = await feedbackDialog();
    await userEvent.click(categoryButton(dialog));
    const listBox = await page.findByRole('listbox');
    await expect(within(listBox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Общее',
      'Ошибка',
      'Улучшение',
    ]);
    await userEvent.click(within(listBox).getByRole('option', { name: 'Ошибка' }));
    await waitFor(() => expect(listBox).not.toBeInTheDocument());
    await fill(dialog, '  Не работает фильтр по дате  ', '  Выбираю «Сегодня», а список пустой.  ');
    await expect(counters(dialog)[0]).toHaveTextContent('Осталось символов: 226');
    await expect(sendButton(dialog)).toBeEnabled();
    await userEvent.click(sendButton(dialog));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(FILLED);
  },
};

export const CountersInRed: Story = {
  name: 'Счётчики в красной зоне',
  args: { initialDraft: { subject: 'т'.repeat(231), message: 'м'.repeat(2701), category: 'general' } },
  play: async () => {
    const dialog = await feedbackDialog();
    const danger = resolvedColor(vars.color.danger);
    const [subjectCounter, messageCounter] = counters(dialog);
    await expect(subjectCounter).toHaveTextContent('Осталось символов: 25');
    await expect(messageCounter).toHaveTextContent('Осталось символов: 299');
    for (const counter of [subjectCounter, messageCounter]) {
      await expect(counter).toHaveAttribute('data-level', 'warning');
      await expect(getComputedStyle(counter as HTMLElement).color).toBe(danger);
    }
    // Within the limits Send stays available.
    await expect(sendButton(dialog)).toBeEnabled();
  },
};

/** Behaviour test: exactly at 230 / 2700 the counters are ordinary; one character more turns them red. */
export const CountersTurnRed: Story = {
  name: 'Счётчики краснеют после 230 и 2700',
  tags: ['!dev', '!autodocs'],
  play: async () => {
    const dialog = await feedbackDialog();
    await userEvent.click(subjectField(dialog));
    await userEvent.paste('т'.repeat(230));
    await userEvent.click(messageField(dialog));
    await userEvent.paste('м'.repeat(2700));
    for (const counter of counters(dialog)) await expect(counter).toHaveAttribute('data-level', 'normal');

    await userEvent.click(subjectField(dialog));
    await userEvent.keyboard('ы');
    await userEvent.click(messageField(dialog));
    await userEvent.keyboard('ы');
    for (const counter of counters(dialog)) await expect(counter).toHaveAttribute('data-level', 'warning');
  },
};

export const Sending: Story = {
  name: 'Отправка',
  args: { initialDraft: FILLED, shownSending: true },
  // The subject field takes focus as the dialog mounts; opened as by a press, that draws no focus ring.
  beforeEach: asIfOpenedByPointer,
  play: async ({ args }) => {
    const dialog = await feedbackDialog();
    await expect(within(dialog).getByRole('button', { name: 'Отправка...' })).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Отправить' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await expect(subjectField(dialog)).toHaveValue(FILLED.subject);
    await expect(subjectField(dialog)).toHaveAttribute('readonly');
    await expect(messageField(dialog)).toHaveAttribute('readonly');
    await expect(categoryButton(dialog)).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

/** Behaviour test: one send at a time; the form is frozen and Escape does not drop it. */
export const SendingPressed: Story = {
  name: 'Отправка: одна за раз, закрыть нельзя',
  tags: ['!dev', '!autodocs'],
  args: { onSubmit: fn(neverAnswers) },
  play: async ({ args }) => {
    const dialog = await feedbackDialog();
    await fill(dialog, 'Спасибо', 'Отличный сервис');
    await userEvent.click(sendButton(dialog));
    const sending = within(dialog).getByRole('button', { name: 'Отправка...' });
    await expect(sending).toHaveFocus();
    await userEvent.click(sending);
    await userEvent.dblClick(sending);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await expect(subjectField(dialog)).toHaveAttribute('readonly');
    await expect(messageField(dialog)).toHaveAttribute('readonly');
    await expect(categoryButton(dialog)).toBeDisabled();
    // Escape does not drop feedback that is on its way.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Thanks: Story = {
  name: 'Спасибо',
  args: { initiallyThanked: true },
  play: async () => {
    const dialog = await feedbackDialog();
    await expect(within(dialog).getByText('Спасибо за отзыв!')).toBeVisible();
    await expect(within(dialog).getByText('Администраторы прочитают ваше сообщение.')).toBeVisible();
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Закрыть', description: /Спасибо за отзыв!/ })).toBeVisible();
  },
};

// «Спасибо» first: its «Закрыть» takes the focus after the others' fields (an effect, not an
// autofocus), and a focus scrolls the page to it, so the gallery opens at its top.
const REVIEW_STATES: Story[] = [Thanks, Empty, Filled, CountersInRed, Sending];

export const AllStates: Story = {
  name: 'Все состояния',
  // The fields and the thanks' «Закрыть» take focus as they mount (the last one keeps it);
  // opened as by a press, that draws no focus ring.
  beforeEach: asIfOpenedByPointer,
  render: (args) => <DialogGallery states={REVIEW_STATES} show={(stateArgs) => <FeedbackDialog {...args} {...stateArgs} />} />,
  // In place the dialogs take the width they are given, not the centred frame's.
  parameters: { layout: 'padded', ...inOwnFrame('1300px') },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('dialog')).toHaveLength(REVIEW_STATES.length);
    const empty = await dialogUnder(canvasElement, 'Пустая форма', 'Обратная связь');
    await expect(categoryButton(empty)).toHaveTextContent('Общее');
    await expect(subjectField(empty)).toHaveValue('');
    await expect(messageField(empty)).toHaveValue('');
    await expect(sendButton(empty)).toBeDisabled();
    const filled = await dialogUnder(canvasElement, 'Заполнена', 'Обратная связь');
    await expect(categoryButton(filled)).toHaveTextContent('Ошибка');
    await expect(subjectField(filled)).toHaveValue(FILLED.subject);
    await expect(sendButton(filled)).toBeEnabled();
    const red = await dialogUnder(canvasElement, 'Счётчики в красной зоне', 'Обратная связь');
    for (const counter of counters(red)) await expect(counter).toHaveAttribute('data-level', 'warning');
    const sending = await dialogUnder(canvasElement, 'Отправка', 'Обратная связь');
    await expect(within(sending).getByRole('button', { name: 'Отправка...' })).toBeInTheDocument();
    await expect(subjectField(sending)).toHaveAttribute('readonly');
    const thanks = await dialogUnder(canvasElement, 'Спасибо', 'Обратная связь');
    await expect(within(thanks).getByText('Спасибо за отзыв!')).toBeVisible();
    await expect(within(thanks).queryByRole('textbox')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

/** Behaviour test: sending leads to the thanks, «Закрыть» returns focus, the next opening is empty. */
export const ThanksFlow: Story = {
  name: 'Отправка, благодарность и новое открытие',
  tags: ['!dev', '!autodocs'],
  args: { isOpen: false },
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Обратная связь' });
    await userEvent.click(opener);
    let dialog = await feedbackDialog();
    await userEvent.click(categoryButton(dialog));
    await userEvent.click(await page.findByRole('option', { name: 'Улучшение' }));
    await fill(dialog, 'Тёмная тема', 'Сделайте её по умолчанию ночью');
    await userEvent.click(sendButton(dialog));

    const close = await within(dialog).findByRole('button', { name: 'Закрыть', description: /Спасибо за отзыв!/ });
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.click(close);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());

    // Every opening starts with an empty form and the general category.
    await userEvent.click(opener);
    dialog = await feedbackDialog();
    await expect(subjectField(dialog)).toHaveValue('');
    await expect(messageField(dialog)).toHaveValue('');
    await expect(categoryButton(dialog)).toHaveTextContent('Общее');
    await expect(sendButton(dialog)).toBeDisabled();
  },
};

/** Behaviour test: a failed send leaves the form as it was, ready for another try. */
export const Failure: Story = {
  name: 'Ошибка отправки',
  tags: ['!dev', '!autodocs'],
  args: { onSubmit: fn(async () => Promise.reject(new Error('Failed to create feedback'))) },
  play: async ({ args }) => {
    const dialog = await feedbackDialog();
    await fill(dialog, 'Вопрос', 'Как стать организатором?');
    await userEvent.click(sendButton(dialog));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // docs/people.md#feedback: only logged; the form stays as it was, ready for another try.
    await waitFor(() => expect(sendButton(dialog)).toBeEnabled());
    await expect(within(dialog).queryByText('Спасибо за отзыв!')).toBeNull();
    await expect(subjectField(dialog)).toHaveValue('Вопрос');
    await expect(messageField(dialog)).toHaveValue('Как стать организатором?');
    await expect(subjectField(dialog)).not.toHaveAttribute('readonly');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(sendButton(dialog));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Behaviour test: «Отмена» closes without sending. */
export const Cancel: Story = {
  name: 'Отмена',
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await feedbackDialog();
    await fill(dialog, 'Черновик', 'Не отправлять');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
