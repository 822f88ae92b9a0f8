import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordMatch } from './PasswordMatch';

const meta = {
  title: 'Участник/PasswordMatch',
  component: PasswordMatch,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PasswordMatch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Подтверждение пусто',
  args: { password: 'Abcdef1', confirmation: '' },
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toBeInTheDocument();
    await expect(region).toBeEmptyDOMElement();
    await expect(region?.getBoundingClientRect().height).toBe(0);
  },
};

export const Match: Story = {
  name: 'Пароли совпадают',
  args: { password: 'Abcdef1', confirmation: 'Abcdef1' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Пароли совпадают')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveAttribute('data-match', 'true');
  },
};

export const Mismatch: Story = {
  name: 'Пароли не совпадают',
  args: { password: 'Abcdef1', confirmation: 'Abcdef2' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Пароли не совпадают')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveAttribute('data-match', 'false');
  },
};
