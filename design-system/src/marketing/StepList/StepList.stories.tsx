import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleSteps } from '../../fixtures';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';
import { StepList } from './StepList';

const meta = {
  title: 'Участник/Лендинг/StepList',
  component: StepList,
  parameters: {
    layout: 'padded',
    specRules: [
      {
        rule: 'Лендинг показывает четыре шага: регистрация, поиск событий, участие или создание, удовольствие',
        state: 'Нумерованный список из четырёх шагов',
        story: 'FourSteps',
      },
    ] satisfies SpecRule[],
  },
  args: { steps: sampleSteps },
} satisfies Meta<typeof StepList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourSteps: Story = {
  name: 'Четыре шага',
  play: async ({ canvasElement, canvas }) => {
    const list = canvas.getByRole('list');
    // An ordered list: the order is part of the meaning.
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      sampleSteps.map((step) => step.title),
    );
    const numbers = [...canvasElement.querySelectorAll('[aria-hidden="true"]')].map((node) => node.textContent);
    await expect(numbers).toEqual(['1', '2', '3', '4']);
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Четыре шага">
        <StepList {...args} />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
