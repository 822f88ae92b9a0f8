import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';
import { Stack } from '../../layout';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';

const meta = {
  title: 'Примитивы/Spinner',
  component: Spinner,
  parameters: {
    specRules: [
      {
        rule: 'Лента событий подгружает следующую страницу: «Загрузка дополнительных событий...»',
        state: 'Крупный индикатор с подписью для чтения с экрана',
        story: 'Sizes',
      },
    ] satisfies SpecRule[],
  },
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

export const AllStates: Story = {
  name: 'Все состояния',
  render: () => (
    <StateGallery>
      <StateFigure caption="По умолчанию">
        <Spinner />
      </StateFigure>
      <StateFigure caption="Размеры">
        <Stack direction="row" gap="lg" align="center">
          <Spinner size="sm" label="Загрузка событий..." />
          <Spinner size="md" label="Загрузка профиля..." />
          <Spinner size="lg" label="Загрузка дополнительных событий..." />
        </Stack>
      </StateFigure>
    </StateGallery>
  ),
};
