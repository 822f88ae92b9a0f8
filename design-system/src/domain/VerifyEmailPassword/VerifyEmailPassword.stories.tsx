import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VerifyEmailPassword } from './VerifyEmailPassword';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';

const REASON =
  'Ссылка открыта не в том браузере, в котором вы регистрировались. Чтобы подтвердить email, введите пароль от аккаунта.';

const meta = {
  title: 'Участник/VerifyEmailPassword',
  component: VerifyEmailPassword,
  parameters: {
    layout: 'fullscreen',
    specRules: [
      { rule: 'Ссылка подтверждения открыта не в том браузере: нужен пароль от аккаунта', state: 'Форма пароля и ссылка «Восстановить пароль»', story: 'NeedsPassword' },
      { rule: 'Неверный пароль', state: 'Красная строка ошибки', story: 'WrongPassword' },
      { rule: 'Пока пароль проверяется', state: 'Кнопка «Подтверждаем…»', story: 'Submitting' },
    ] satisfies SpecRule[],
  },
  args: { reason: REASON, onSubmit: fn() },
} satisfies Meta<typeof VerifyEmailPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/operations.md#security: the verification page when the link is opened outside the registering browser. */
export const NeedsPassword: Story = {
  name: 'Подтверждение email: нужен пароль',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Подтверждение email' })).toBeVisible();
    await expect(canvas.getByText(REASON)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Восстановить пароль' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByLabelText('Пароль')).toHaveValue('');
  },
};

/** Behaviour test: an empty password is refused in place; a typed one is submitted. */
export const NeedsPasswordSubmits: Story = {
  name: 'Подтверждение email: ввод пароля',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Подтвердить email' }));
    await expect(canvas.getByText('Введите пароль')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByLabelText('Пароль'), 'Secret12');
    await userEvent.click(canvas.getByRole('button', { name: 'Подтвердить email' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Secret12');
  },
};

export const WrongPassword: Story = {
  name: 'Подтверждение email: неверный пароль',
  args: { error: 'Неверный пароль: email не подтверждён' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Неверный пароль: email не подтверждён');
    await expect(canvas.getByLabelText('Пароль')).toHaveValue('');
  },
};

export const Submitting: Story = {
  name: 'Подтверждение email: проверяем пароль',
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Подтверждаем/ })).toBeVisible();
  },
};

const REVIEW_STATES: ReadonlyArray<Story> = [NeedsPassword, WrongPassword, Submitting];

/** Every named state at once, each under its caption. */
export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <VerifyEmailPassword {...args} {...stateArgs} />}
    />
  ),
};
