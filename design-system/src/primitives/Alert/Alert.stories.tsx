import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';
import { StatesGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';

const meta = {
  title: 'Примитивы/Alert',
  component: Alert,
  parameters: {
    layout: 'padded',
    specRules: [
      {
        rule: 'Подтверждение email: ошибка сети — «Произошла ошибка при подтверждении email»',
        state: 'Ошибка (role="alert")',
        story: 'ErrorTone',
      },
      {
        rule: 'Повторная отправка: «Новое письмо для подтверждения отправлено! Проверьте вашу почту.»',
        state: 'Успех (role="status")',
        story: 'Success',
      },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof Alert>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = {
  name: 'Ошибка',
  args: {
    tone: 'error',
    title: 'Не удалось подтвердить email',
    children: 'Произошла ошибка при подтверждении email',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось подтвердить email');
    // Icon + text, never colour alone.
    await expect(alert.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Success: Story = {
  name: 'Успех',
  args: {
    tone: 'success',
    children: 'Новое письмо для подтверждения отправлено! Проверьте вашу почту.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Новое письмо для подтверждения отправлено!');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Info: Story = {
  name: 'Информация',
  args: {
    tone: 'info',
    title: 'Проверьте почту',
    children: 'Если аккаунт с таким email существует, мы отправили на него письмо.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Проверьте почту');
  },
};

export const Warning: Story = {
  name: 'Предупреждение',
  args: { tone: 'warning', children: 'Ссылка могла истечь или была уже использована.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

const retry = fn();

export const WithActions: Story = {
  name: 'Ошибка с действием',
  args: {
    tone: 'error',
    title: 'Ошибка соединения. Проверьте подключение к интернету',
    actions: (
      <Button variant="secondary" size="sm" onPress={retry}>
        Повторить
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

export const RetryPressed: Story = {
  ...WithActions,
  // A behaviour test: out of the sidebar and the Docs page, still run as a test.
  tags: ['!dev', '!autodocs'],
  name: 'Ошибка с действием: «Повторить»',
  play: async ({ canvasElement }) => {
    retry.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Повторить' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};

const REVIEW_STATES = [ErrorTone, Success, Info, Warning, WithActions];

export const AllStates: Story = {
  name: 'Все состояния',
  args: { tone: 'info' },
  render: (args) => (
    <StatesGallery states={REVIEW_STATES} show={(stateArgs) => <Alert {...args} {...stateArgs} />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};
