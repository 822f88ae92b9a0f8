import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';
import { CityNote } from './CityNote';

const meta = {
  title: 'Участник/Лендинг/CityNote',
  component: CityNote,
  args: {
    title: 'Работаем в одном городе',
    children: 'Сейчас сервис работает только в городе Москва. Другие города появятся позже.',
  },
  parameters: {
    specRules: [
      { rule: 'Сервис работает только в одном городе', state: 'Заметка «Работаем в одном городе»', story: 'OneCity' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof CityNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneCity: Story = {
  name: 'Один город',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Работаем в одном городе')).toBeVisible();
    await expect(canvas.getByText(/только в городе Москва/)).toBeVisible();
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Один город">
        <CityNote {...args} />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Работаем в одном городе')).toBeVisible();
  },
};
