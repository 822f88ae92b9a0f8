import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleFeatures } from '../../fixtures';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';
import { FeatureGrid } from './FeatureGrid';

const meta = {
  title: 'Участник/Лендинг/FeatureGrid',
  component: FeatureGrid,
  parameters: {
    layout: 'padded',
    specRules: [
      {
        rule: 'Лендинг перечисляет шесть возможностей: профили, создание событий, поиск, избранное, сообщество, приватность и модерация',
        state: 'Шесть карточек возможностей',
        story: 'SixFeatures',
      },
    ] satisfies SpecRule[],
  },
  args: { features: sampleFeatures },
} satisfies Meta<typeof FeatureGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SixFeatures: Story = {
  name: 'Шесть возможностей',
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      sampleFeatures.map((feature) => feature.title),
    );
    // Each card draws its own picture; the pictures are decoration for assistive technology.
    for (const [index, item] of items.entries()) {
      const picture = item.querySelector('svg');
      await expect(picture).toHaveAttribute('aria-hidden', 'true');
      await expect(item.querySelector('[data-icon]')).toHaveAttribute('data-icon', sampleFeatures[index]?.icon);
    }
  },
};

export const UnderSubsection: Story = {
  name: 'Заголовки четвёртого уровня',
  args: { features: sampleFeatures.slice(0, 2), headingLevel: 4 },
  render: (args) => (
    <>
      <h3>Участникам</h3>
      <FeatureGrid {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(2);
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Шесть возможностей">
        <FeatureGrid {...args} />
      </StateFigure>
      <StateFigure caption="Заголовки четвёртого уровня">
        <h3>Участникам</h3>
        <FeatureGrid features={sampleFeatures.slice(0, 2)} headingLevel={4} />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(2);
  },
};
