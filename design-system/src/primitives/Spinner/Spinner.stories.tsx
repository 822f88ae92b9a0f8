import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';
import { Stack } from '../../layout';

const meta = {
  title: 'Примитивы/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'По умолчанию',
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByRole('progressbar', { name: 'Загрузка...' });
    // Indeterminate: no value is announced.
    await expect(progress).not.toHaveAttribute('aria-valuenow');
  },
};

export const Sizes: Story = {
  name: 'Размеры',
  render: () => (
    <Stack direction="row" gap="lg" align="center">
      <Spinner size="sm" label="Загрузка событий..." />
      <Spinner size="md" label="Загрузка профиля..." />
      <Spinner size="lg" label="Загрузка дополнительных событий..." />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('progressbar', { name: 'Загрузка событий...' });
    const large = canvas.getByRole('progressbar', { name: 'Загрузка дополнительных событий...' });
    await expect(large.getBoundingClientRect().width).toBeGreaterThan(small.getBoundingClientRect().width);
  },
};

export const Dark: Story = {
  name: 'Тёмная тема',
  globals: { theme: 'dark' },
  args: { size: 'lg' },
};
