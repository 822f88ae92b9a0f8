import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { asIfOpenedByPointer } from '../../stories/storyModality';
import { ComplaintDecisionDialog, type ComplaintDecisionDialogProps } from './ComplaintDecisionDialog';
import { sampleEventComplaint, sampleSystemComplaint, sampleUserComplaint } from '../../fixtures';
import { inOwnFrame } from '../../stories/docsFrame';
import type { SpecRule } from '../../stories/specRules';
import { DialogGallery, dialogUnder } from '../../stories/DialogGallery';

/** The table row's action button plus the dialog. */
function DecisionDemo(props: ComplaintDecisionDialogProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const change = (open: boolean) => {
    setOpen(open);
    props.onOpenChange(open);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => change(true)}>
        Рассмотреть
      </Button>
      <ComplaintDecisionDialog {...props} isOpen={isOpen} onOpenChange={change} />
    </>
  );
}

const neverAnswers = () => new Promise<void>(() => {});
const NBSP = '\u00a0';

const meta = {
  title: 'Управление/ComplaintDecisionDialog',
  component: ComplaintDecisionDialog,
  parameters: {
    ...inOwnFrame(),
    specRules: [
      {
        rule: 'Ожидающую жалобу можно одобрить с необязательным комментарием',
        state: 'Диалог «Одобрить жалобу»: сводка, комментарий, «Одобрить»',
        story: 'Approve',
      },
      {
        rule: 'Ожидающую жалобу можно отклонить с необязательным комментарием',
        state: 'Диалог «Отклонить жалобу»',
        story: 'Reject',
      },
      {
        rule: 'Системная жалоба: модель, уверенность в процентах с одним знаком, категория, статья закона',
        state: 'Сводка с вердиктом автоматической модерации',
        story: 'SystemComplaint',
      },
      {
        rule: 'Ошибка решения: красный блок «Ошибка: {message}» («Ошибка при одобрении/отклонении жалобы»)',
        state: '«Ошибка при одобрении жалобы» один раз, без «Ошибка: Ошибка»; диалог открыт',
        story: 'Failure',
      },
    ] satisfies SpecRule[],
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(async () => {}),
    decision: 'approved',
    complaint: { kind: 'event', complaint: sampleEventComplaint },
  },
  render: (args) => <DecisionDemo {...args} />,
} satisfies Meta<typeof ComplaintDecisionDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

async function decisionDialog(name: string): Promise<HTMLElement> {
  const dialog = await page.findByRole('dialog', { name });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

const commentField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Комментарий (необязательно)' });

/** The summary as term → detail pairs. */
function summaryOf(dialog: HTMLElement): Record<string, string> {
  const terms = within(dialog).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

export const Approve: Story = {
  name: 'Одобрение',
  play: async () => {
    const dialog = await decisionDialog('Одобрить жалобу');
    await expect(summaryOf(dialog)).toEqual({
      Мероприятие: 'Ночной забег по набережной',
      Организатор: 'Клуб «Бегущий город»',
      'Автор жалобы': 'Анна Смирнова',
      Причина: sampleEventComplaint.reason,
      Подана: '19.11.2026, 00:40',
    });
    await expect(within(dialog).getByText('Осталось символов: 1000')).toBeInTheDocument();
    await expect(commentField(dialog)).toHaveValue('');
    await expect(within(dialog).getByRole('button', { name: 'Одобрить' })).toBeEnabled();
  },
};

/** A comment typed and «Одобрить» pressed: the trimmed decision is sent and the dialog closes. */
export const ApproveSent: Story = {
  name: 'Одобрение: отправка решения',
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await decisionDialog('Одобрить жалобу');
    await userEvent.type(commentField(dialog), '  Предоплата на личную карту запрещена правилами ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      status: 'approved',
      comment: 'Предоплата на личную карту запрещена правилами',
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Reject: Story = {
  name: 'Отклонение',
  args: { decision: 'rejected', complaint: { kind: 'user', complaint: sampleUserComplaint } },
  play: async () => {
    const dialog = await decisionDialog('Отклонить жалобу');
    await expect(summaryOf(dialog)).toEqual({
      Пользователь: 'Игорь Громов (igor@example.ru)',
      'Автор жалобы': 'Ольга Ким',
      Причина: 'Оскорбляет участников в комментариях к мероприятию.',
      Подана: '17.11.2026, 17:05',
    });
    await expect(within(dialog).queryByRole('button', { name: 'Одобрить' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Отклонить' })).toBeEnabled();
  },
};

/** A blank comment is sent as null. */
export const RejectSent: Story = {
  ...Reject,
  name: 'Отклонение: пустой комментарий',
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await decisionDialog('Отклонить жалобу');
    await userEvent.type(commentField(dialog), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ status: 'rejected', comment: null });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const SystemComplaint: Story = {
  name: 'Системная жалоба',
  args: { complaint: { kind: 'event', complaint: sampleSystemComplaint } },
  play: async () => {
    const dialog = await decisionDialog('Одобрить жалобу');
    const summary = summaryOf(dialog);
    await expect(summary['Автор жалобы']).toBe('Автоматическая модерация');
    await expect(summary['Модель']).toBe('city-moderation-2');
    await expect(summary['Уверенность']).toBe(`87,3${NBSP}%`);
    await expect(summary['Категория нарушения']).toBe('несанкционированные митинги');
    await expect(summary['Статья закона']).toBe('ст. 20.2 КоАП РФ');
  },
};

export const Sending: Story = {
  name: 'Отправка',
  args: { shownState: { sending: true } },
  play: async () => {
    const dialog = await decisionDialog('Одобрить жалобу');
    const confirm = within(dialog).getByRole('button', { name: /^Одобрить/ });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(within(confirm).getByRole('progressbar')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await expect(commentField(dialog)).toHaveAttribute('readonly');
  },
};

/** One send at a time, and Escape does not drop a decision on its way. */
export const SendingPressed: Story = {
  name: 'Отправка: повторное нажатие и Escape',
  tags: ['!dev', '!autodocs'],
  args: { onSubmit: fn(neverAnswers) },
  play: async ({ args }) => {
    const dialog = await decisionDialog('Одобрить жалобу');
    const confirm = within(dialog).getByRole('button', { name: /^Одобрить/ });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await expect(commentField(dialog)).toHaveAttribute('readonly');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Failure: Story = {
  name: 'Ошибка: диалог остаётся открытым',
  args: { shownState: { failure: 'Ошибка при одобрении жалобы' } },
  play: async () => {
    const dialog = await decisionDialog('Одобрить жалобу');
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent(/^Ошибка при одобрении жалобы$/);
    await expect(within(dialog).getByRole('button', { name: 'Одобрить' })).toBeEnabled();
  },
};

/** A failed send keeps the dialog and the comment for another try. */
export const FailureRetry: Story = {
  name: 'Ошибка: повторная попытка',
  tags: ['!dev', '!autodocs'],
  args: { onSubmit: fn(async () => Promise.reject(new Error('Ошибка при одобрении жалобы'))) },
  play: async ({ args }) => {
    const dialog = await decisionDialog('Одобрить жалобу');
    await userEvent.type(commentField(dialog), 'Подтверждено');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(/^Ошибка при одобрении жалобы/);
    await expect(commentField(dialog)).toHaveValue('Подтверждено');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

const REVIEW_STATES: Story[] = [Approve, Reject, SystemComplaint, Sending, Failure];

export const AllStates: Story = {
  name: 'Все состояния',
  // Each dialog focuses itself as it mounts; opened as by a press, that draws no focus ring.
  beforeEach: asIfOpenedByPointer,
  render: (args) => <DialogGallery states={REVIEW_STATES} show={(stateArgs) => <ComplaintDecisionDialog {...args} {...stateArgs} />} />,
  // In place the dialogs take the width they are given, not the centred frame's.
  parameters: { layout: 'padded', ...inOwnFrame('1600px') },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('dialog')).toHaveLength(REVIEW_STATES.length);
    const approve = await dialogUnder(canvasElement, 'Одобрение', 'Одобрить жалобу');
    await expect(summaryOf(approve)['Мероприятие']).toBe('Ночной забег по набережной');
    await expect(within(approve).getByRole('button', { name: 'Одобрить' })).toBeEnabled();
    const reject = await dialogUnder(canvasElement, 'Отклонение', 'Отклонить жалобу');
    await expect(summaryOf(reject)['Пользователь']).toBe('Игорь Громов (igor@example.ru)');
    await expect(within(reject).getByRole('button', { name: 'Отклонить' })).toBeEnabled();
    const system = await dialogUnder(canvasElement, 'Системная жалоба', 'Одобрить жалобу');
    await expect(summaryOf(system)['Модель']).toBe('city-moderation-2');
    await expect(summaryOf(system)['Уверенность']).toBe(`87,3${NBSP}%`);
    const sending = await dialogUnder(canvasElement, 'Отправка', 'Одобрить жалобу');
    const confirm = within(sending).getByRole('button', { name: /^Одобрить/ });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(within(confirm).getByRole('progressbar')).toBeInTheDocument();
    await expect(commentField(sending)).toHaveAttribute('readonly');
    const failure = await dialogUnder(canvasElement, 'Ошибка: диалог остаётся открытым', 'Одобрить жалобу');
    await expect(within(failure).getByRole('alert')).toHaveTextContent(/^Ошибка при одобрении жалобы$/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

export const Cancel: Story = {
  name: 'Отмена, при повторном открытии всё заново',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const dialog = await decisionDialog('Одобрить жалобу');
    await userEvent.type(commentField(dialog), 'Черновик');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Рассмотреть' }));
    const reopened = await decisionDialog('Одобрить жалобу');
    await expect(commentField(reopened)).toHaveValue('');
  },
};
