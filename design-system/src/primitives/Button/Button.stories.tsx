import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { Stack } from '../../layout';

const meta = {
  title: 'Примитивы/Button',
  component: Button,
  args: { children: 'Сохранить', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  name: 'Основная',
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Сохранить' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const KeyboardFocus: Story = {
  name: 'Фокус с клавиатуры',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Сохранить' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    const style = getComputedStyle(button);
    await expect(style.outlineStyle).toBe('solid');
    await expect(style.outlineWidth).toBe('2px');
    await expect(style.outlineOffset).toBe('2px');
  },
};

export const Variants: Story = {
  name: 'Варианты',
  render: (args) => (
    <Stack direction="row" gap="md" wrap align="center">
      <Button {...args} variant="primary">Основная</Button>
      <Button {...args} variant="secondary">Второстепенная</Button>
      <Button {...args} variant="ghost">Без фона</Button>
      <Button {...args} variant="danger">Удалить</Button>
      <Button {...args} variant="primary" size="sm">Маленькая</Button>
    </Stack>
  ),
};

export const VariantsDark: Story = {
  ...Variants,
  name: 'Варианты, тёмная тема',
  globals: { theme: 'dark' },
};

export const Danger: Story = {
  name: 'Опасное действие',
  args: { variant: 'danger', children: 'Удалить мероприятие' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Удалить мероприятие' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const FullWidth: Story = {
  name: 'На всю ширину',
  args: { fullWidth: true, children: 'Войти' },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Войти' });
    const container = button.parentElement;
    await expect(container).not.toBeNull();
    await expect(button.getBoundingClientRect().width).toBeCloseTo(container?.getBoundingClientRect().width ?? 0, 0);
  },
};

export const Disabled: Story = {
  name: 'Недоступна (isDisabled)',
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Сохранить' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  name: 'Ожидание (isPending)',
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Сохранить/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Загрузка...' })).toBeInTheDocument();
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const PendingKeepsWidth: Story = {
  name: 'Ожидание сохраняет ширину',
  render: (args) => (
    <Stack direction="row" gap="md">
      <Button {...args}>Отправить письмо</Button>
      <Button {...args} isPending>
        Отправить письмо
      </Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [idle, pending] = within(canvasElement).getAllByRole('button');
    await expect(idle).toBeDefined();
    await expect(pending).toBeDefined();
    await expect(pending?.getBoundingClientRect().width).toBeCloseTo(idle?.getBoundingClientRect().width ?? 0, 0);
  },
};

export const PendingDark: Story = {
  ...Pending,
  name: 'Ожидание, тёмная тема',
  globals: { theme: 'dark' },
};
