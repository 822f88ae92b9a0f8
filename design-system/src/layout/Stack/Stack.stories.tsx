import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';
import { Text } from '../Text';
import { Stack } from './Stack';

const meta = {
  title: 'Примитивы/Stack',
  component: Stack,
  // The specifications state no rule of their own for a stack.
  parameters: { layout: 'padded', specRules: [] satisfies SpecRule[] },
  args: {
    children: (
      <>
        <Text>Концерт в парке</Text>
        <Text>Выставка графики</Text>
        <Text>Лекция о городе</Text>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Column: Story = {
  name: 'Колонка',
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByText('Концерт в парке').parentElement;
    await expect(stack).not.toBeNull();
    const style = getComputedStyle(stack as HTMLElement);
    await expect(style.flexDirection).toBe('column');
    await expect(style.rowGap).toBe('12px');
  },
};

export const Row: Story = {
  name: 'Строка с переносом',
  args: { direction: 'row', gap: 'xl', wrap: true, justify: 'between', align: 'center' },
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByText('Концерт в парке').parentElement as HTMLElement;
    const style = getComputedStyle(stack);
    await expect(style.flexDirection).toBe('row');
    await expect(style.flexWrap).toBe('wrap');
    await expect(style.justifyContent).toBe('space-between');
    await expect(style.alignItems).toBe('center');
    await expect(style.columnGap).toBe('24px');
  },
};

export const List: Story = {
  name: 'Список',
  args: {
    as: 'ul',
    gap: 'sm',
    children: (
      <>
        <li>Профиль</li>
        <li>Обратная связь</li>
        <li>О проекте</li>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};

export const Navigation: Story = {
  name: 'Навигация',
  args: { as: 'nav', direction: 'row', 'aria-label': 'Подвал сайта' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Подвал сайта' })).toBeInTheDocument();
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Колонка">
        <Stack {...args} />
      </StateFigure>
      <StateFigure caption="Строка с переносом">
        <Stack {...args} {...Row.args} />
      </StateFigure>
      <StateFigure caption="Список">
        <Stack {...args} {...List.args} />
      </StateFigure>
      <StateFigure caption="Навигация">
        <Stack {...args} {...Navigation.args} />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Подвал сайта' })).toBeInTheDocument();
  },
};
