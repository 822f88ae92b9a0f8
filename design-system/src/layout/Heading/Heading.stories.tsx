import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';
import { Stack } from '../Stack';
import { Heading } from './Heading';

const meta = {
  title: 'Примитивы/Heading',
  component: Heading,
  // The specifications state no rule of their own for headings.
  parameters: { layout: 'padded', specRules: [] satisfies SpecRule[] },
  args: { level: 1, children: 'Вход в аккаунт' },
} satisfies Meta<typeof Heading>;
export default meta;

type Story = StoryObj<typeof meta>;

const levels = (
  <Stack gap="md">
    <Heading level={1}>Городские события</Heading>
    <Heading level={2}>Ближайшие мероприятия</Heading>
    <Heading level={3}>Концерт в парке</Heading>
    <Heading level={4}>Место проведения</Heading>
  </Stack>
);

export const Levels: Story = {
  name: 'Уровни',
  render: () => levels,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sizes: number[] = [];
    for (const level of [1, 2, 3, 4]) {
      const heading = canvas.getByRole('heading', { level });
      await expect(heading.tagName).toBe(`H${level}`);
      sizes.push(parseFloat(getComputedStyle(heading).fontSize));
    }
    // Each level is visibly smaller than the one above it.
    await expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    await expect(new Set(sizes).size).toBe(4);
  },
};

export const Centered: Story = {
  name: 'По центру',
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Вход в аккаунт' });
    await expect(getComputedStyle(heading).textAlign).toBe('center');
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: () => (
    <StateGallery>
      <StateFigure caption="Уровни">{levels}</StateFigure>
      <StateFigure caption="По центру">
        <Heading level={1} align="center">
          Вход в аккаунт
        </Heading>
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(2);
  },
};
