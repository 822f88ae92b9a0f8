import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { asIfOpenedByPointer } from '../../stories/storyModality';
import { FeedbackDetailDialog, type FeedbackDetailDialogProps } from './FeedbackDetailDialog';
import { sampleFeedback } from '../../fixtures';
import { inOwnFrame } from '../../stories/docsFrame';
import type { SpecRule } from '../../stories/specRules';
import { DialogGallery, dialogUnder } from '../../stories/DialogGallery';

/** The table's 'Просмотр' button plus the dialog. */
function DetailDemo(props: FeedbackDetailDialogProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const change = (open: boolean) => {
    setOpen(open);
    props.onOpenChange(open);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => change(true)}>
        Просмотр
      </Button>
      <FeedbackDetailDialog {...props} isOpen={isOpen} onOpenChange={change} />
    </>
  );
}

const neverAnswers = () => new Promise<void>(() => {});

const meta = {
  title: 'Управление/FeedbackDetailDialog',
  component: FeedbackDetailDialog,
  parameters: {
    ...inOwnFrame(),
    specRules: [
      { rule: 'Диалог «Отзыв #{id}»: пользователь, дата, тема, сообщение, категория, текущий статус; выбор статуса, необязательный комментарий, «Отмена» и «Обновить статус»', state: 'Новый отзыв, форма статуса', story: 'New' },
      { rule: 'Имя и дата решившего — если есть', state: '«Решил» и «Дата решения»', story: 'ResolvedWithResolver' },
      { rule: 'Без имени пользователя — только email', state: 'Пользователь — email', story: 'WithoutName' },
      { rule: '«Обновление...» во время сохранения', state: 'Кнопка «Обновление...», поля только для чтения', story: 'Updating' },
      { rule: '«Ошибка при обновлении статуса»', state: 'Красная строка, диалог открыт', story: 'UpdateFailed' },
      { rule: '«Ошибка при загрузке деталей отзыва»', state: 'Красная рамка с «Повторить»', story: 'LoadFailed' },
    ] satisfies SpecRule[],
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(async () => {}),
    feedbackId: sampleFeedback.fresh.id,
    feedback: sampleFeedback.fresh,
  },
  render: (args) => <DetailDemo {...args} />,
} satisfies Meta<typeof FeedbackDetailDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

async function detailDialog(name: string): Promise<HTMLElement> {
  const dialog = await page.findByRole('dialog', { name });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

function detailsOf(dialog: HTMLElement): Record<string, string> {
  const terms = within(dialog).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

// The Select's button is named by its value and its label: 'Новый Статус'.
const statusSelect = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: (name) => name.endsWith('Статус') });
const commentField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Комментарий администратора (необязательно)' });
const updateButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Обновить статус' });

export const New: Story = {
  name: 'Новый',
  play: async () => {
    const dialog = await detailDialog('Отзыв #42');
    await expect(detailsOf(dialog)).toEqual({
      Пользователь: 'Анна Смирнова (anna@example.ru)',
      Дата: '20.11.2026, 10:15',
      Тема: 'Не приходит письмо для сброса пароля',
      Сообщение: sampleFeedback.fresh.message,
      Категория: 'Ошибка',
      'Текущий статус': 'Новый',
    });
    await expect(statusSelect(dialog)).toHaveTextContent('Новый');
    await expect(commentField(dialog)).toHaveValue('');
  },
};

/** Behaviour test: choosing «Решен», a comment, «Обновить статус» sends the trimmed comment and closes (out of the sidebar, still run). */
export const NewFlow: Story = {
  ...New,
  name: 'Новый: смена статуса и сохранение',
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await detailDialog('Отзыв #42');
    await expect(detailsOf(dialog)).toEqual({
      Пользователь: 'Анна Смирнова (anna@example.ru)',
      Дата: '20.11.2026, 10:15',
      Тема: 'Не приходит письмо для сброса пароля',
      Сообщение: sampleFeedback.fresh.message,
      Категория: 'Ошибка',
      'Текущий статус': 'Новый',
    });
    await expect(statusSelect(dialog)).toHaveTextContent('Новый');
    await expect(commentField(dialog)).toHaveValue('');

    await userEvent.click(statusSelect(dialog));
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Новый',
      'Прочитан',
      'Решен',
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Решен' }));
    await userEvent.type(commentField(dialog), '  Письма уходили в спам, исправили настройки почты ');
    await userEvent.click(updateButton(dialog));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      status: 'resolved',
      adminComment: 'Письма уходили в спам, исправили настройки почты',
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ResolvedWithResolver: Story = {
  name: 'Решён с исполнителем',
  args: { feedbackId: sampleFeedback.resolved.id, feedback: sampleFeedback.resolved },
  play: async () => {
    const dialog = await detailDialog('Отзыв #17');
    const details = detailsOf(dialog);
    await expect(details['Категория']).toBe('Улучшение');
    await expect(details['Текущий статус']).toBe('Решен');
    await expect(details['Решил']).toBe('Мария Админова');
    await expect(details['Дата решения']).toBe('05.10.2026, 09:00');
    await expect(statusSelect(dialog)).toHaveTextContent('Решен');
    await expect(commentField(dialog)).toHaveValue('Фильтр по району появится в следующем выпуске.');
  },
};

/** Behaviour test: any status may follow any other; a cleared comment is sent as null (out of the sidebar, still run). */
export const ResolvedWithResolverFlow: Story = {
  ...ResolvedWithResolver,
  name: 'Решён: обратно в «Прочитан»',
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await detailDialog('Отзыв #17');
    const details = detailsOf(dialog);
    await expect(details['Категория']).toBe('Улучшение');
    await expect(details['Текущий статус']).toBe('Решен');
    await expect(details['Решил']).toBe('Мария Админова');
    await expect(details['Дата решения']).toBe('05.10.2026, 09:00');
    await expect(statusSelect(dialog)).toHaveTextContent('Решен');
    await expect(commentField(dialog)).toHaveValue('Фильтр по району появится в следующем выпуске.');
    // Any status may follow any other (docs/back-office.md#feedback): back to read, comment cleared.
    await userEvent.click(statusSelect(dialog));
    await userEvent.click(await page.findByRole('option', { name: 'Прочитан' }));
    await userEvent.clear(commentField(dialog));
    await userEvent.click(updateButton(dialog));
    await expect(args.onSubmit).toHaveBeenCalledWith({ status: 'read', adminComment: null });
  },
};

export const WithoutName: Story = {
  name: 'Без имени пользователя, без исполнителя',
  args: { feedbackId: sampleFeedback.read.id, feedback: sampleFeedback.read },
  play: async () => {
    const dialog = await detailDialog('Отзыв #23');
    const details = detailsOf(dialog);
    await expect(details['Пользователь']).toBe('guest@example.ru');
    await expect(details['Категория']).toBe('Общее');
    await expect(Object.keys(details)).not.toContain('Решил');
    await expect(Object.keys(details)).not.toContain('Дата решения');
  },
};

export const Updating: Story = {
  name: 'Обновление',
  args: { shownState: { sending: true } },
  play: async ({ args }) => {
    const dialog = await detailDialog('Отзыв #42');
    await expect(within(dialog).getByRole('button', { name: 'Обновление...' })).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Обновить статус' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await expect(statusSelect(dialog)).toBeDisabled();
    await expect(commentField(dialog)).toHaveAttribute('readonly');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

/** Behaviour test: one save at a time; Escape does not drop it. */
export const UpdatingPressed: Story = {
  name: 'Обновление: одно за раз, закрыть нельзя',
  tags: ['!dev', '!autodocs'],
  args: { onSubmit: fn(neverAnswers) },
  play: async ({ args }) => {
    const dialog = await detailDialog('Отзыв #42');
    await userEvent.click(updateButton(dialog));
    const saving = within(dialog).getByRole('button', { name: 'Обновление...' });
    await expect(saving).toHaveFocus();
    await userEvent.click(saving);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ status: 'new', adminComment: null });
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await expect(commentField(dialog)).toHaveAttribute('readonly');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const UpdateFailed: Story = {
  name: 'Ошибка обновления',
  args: { shownState: { failure: 'Ошибка при обновлении статуса' } },
  play: async ({ args }) => {
    const dialog = await detailDialog('Отзыв #42');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Ошибка при обновлении статуса/);
    await expect(updateButton(dialog)).toBeEnabled();
    await expect(commentField(dialog)).not.toHaveAttribute('readonly');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

/** Behaviour test: a failed save shows its red line and keeps the dialog open. */
export const UpdateFailedFlow: Story = {
  name: 'Ошибка обновления: после нажатия',
  tags: ['!dev', '!autodocs'],
  args: { onSubmit: fn(async () => Promise.reject(new Error('Ошибка при обновлении статуса'))) },
  play: async ({ args }) => {
    const dialog = await detailDialog('Отзыв #42');
    await userEvent.click(updateButton(dialog));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(/^Ошибка при обновлении статуса/);
    await expect(updateButton(dialog)).toBeEnabled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: 'Загрузка деталей',
  args: { feedback: null, isLoading: true },
  play: async () => {
    const dialog = await detailDialog('Отзыв #42');
    await expect(within(dialog).getByRole('progressbar', { name: 'Загрузка отзыва' })).toBeInTheDocument();
    await expect(updateButton(dialog)).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  name: 'Ошибка загрузки',
  args: { feedback: null, loadError: 'Ошибка при загрузке деталей отзыва', onRetryLoad: fn() },
  play: async () => {
    const dialog = await detailDialog('Отзыв #42');
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent(/^Ошибка при загрузке деталей отзыва/);
    await expect(within(dialog).queryByRole('term')).toBeNull();
    await expect(updateButton(dialog)).toBeDisabled();
  },
};

const REVIEW_STATES: Story[] = [New, ResolvedWithResolver, WithoutName, Updating, UpdateFailed, Loading, LoadFailed];

export const AllStates: Story = {
  name: 'Все состояния',
  // Each dialog focuses itself as it mounts; opened as by a press, that draws no focus ring.
  beforeEach: asIfOpenedByPointer,
  render: (args) => <DialogGallery states={REVIEW_STATES} show={(stateArgs) => <FeedbackDetailDialog {...args} {...stateArgs} />} />,
  // In place the dialogs take the width they are given, not the centred frame's.
  parameters: { layout: 'padded', ...inOwnFrame('2000px') },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('dialog')).toHaveLength(REVIEW_STATES.length);
    const fresh = await dialogUnder(canvasElement, 'Новый', 'Отзыв #42');
    await expect(detailsOf(fresh)['Текущий статус']).toBe('Новый');
    await expect(commentField(fresh)).toHaveValue('');
    const resolved = await dialogUnder(canvasElement, 'Решён с исполнителем', 'Отзыв #17');
    await expect(detailsOf(resolved)['Решил']).toBe('Мария Админова');
    const withoutName = await dialogUnder(canvasElement, 'Без имени пользователя, без исполнителя', 'Отзыв #23');
    await expect(detailsOf(withoutName)['Пользователь']).toBe('guest@example.ru');
    await expect(Object.keys(detailsOf(withoutName))).not.toContain('Решил');
    const updating = await dialogUnder(canvasElement, 'Обновление', 'Отзыв #42');
    await expect(within(updating).getByRole('button', { name: 'Обновление...' })).toBeInTheDocument();
    await expect(commentField(updating)).toHaveAttribute('readonly');
    const updateFailed = await dialogUnder(canvasElement, 'Ошибка обновления', 'Отзыв #42');
    await expect(within(updateFailed).getByRole('alert')).toHaveTextContent(/^Ошибка при обновлении статуса/);
    const loading = await dialogUnder(canvasElement, 'Загрузка деталей', 'Отзыв #42');
    await expect(within(loading).getByRole('progressbar', { name: 'Загрузка отзыва' })).toBeInTheDocument();
    await expect(updateButton(loading)).toBeDisabled();
    const loadFailed = await dialogUnder(canvasElement, 'Ошибка загрузки', 'Отзыв #42');
    await expect(within(loadFailed).getByRole('alert')).toHaveTextContent(/^Ошибка при загрузке деталей отзыва/);
    await expect(updateButton(loadFailed)).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(document.querySelector('[data-focus-visible]')).toBeNull();
  },
};

/** Behaviour test: «Повторить» asks for the details again (out of the sidebar, still run). */
export const LoadFailedFlow: Story = {
  ...LoadFailed,
  name: 'Ошибка загрузки: «Повторить»',
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const dialog = await detailDialog('Отзыв #42');
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent(/^Ошибка при загрузке деталей отзыва/);
    await expect(within(dialog).queryByRole('term')).toBeNull();
    await expect(updateButton(dialog)).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetryLoad).toHaveBeenCalledTimes(1);
  },
};

/** Behaviour test: «Отмена» drops the changes; the next opening starts clean. */
export const Cancel: Story = {
  name: 'Отмена: изменения не сохраняются',
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const dialog = await detailDialog('Отзыв #42');
    await userEvent.type(commentField(dialog), 'Черновик');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Просмотр' }));
    const reopened = await detailDialog('Отзыв #42');
    await expect(commentField(reopened)).toHaveValue('');
  },
};

