import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeatureGrid } from '../FeatureGrid';
import { sampleFeatures } from '../../fixtures';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';
import { Section } from './Section';

const meta = {
  title: 'Участник/Лендинг/Section',
  component: Section,
  parameters: {
    layout: 'padded',
    specRules: [
      {
        rule: 'Условия: жалобы рассматриваются в течение 14 рабочих дней',
        state: 'Раздел документа со списком',
        story: 'WithText',
      },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLead: Story = {
  name: 'Раздел с подзаголовком',
  args: {
    id: 'features',
    heading: 'Возможности',
    lead: 'Всё, что нужно, чтобы найти компанию или собрать свою.',
    children: <p>Текст раздела.</p>,
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Возможности' });
    await expect(region).toHaveAttribute('id', 'features');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Возможности' })).toBeVisible();
    await expect(canvas.getByText('Всё, что нужно, чтобы найти компанию или собрать свою.')).toBeVisible();
    // Reached by #features, the heading stays clear of the sticky header.
    await expect(parseFloat(getComputedStyle(region).scrollMarginTop)).toBeGreaterThanOrEqual(64);
  },
};

export const WithText: Story = {
  name: 'Раздел документа со списком',
  args: {
    id: 'complaints',
    heading: 'Жалобы и модерация',
    children: (
      <>
        <p>Жалобы рассматриваются в течение 14 рабочих дней.</p>
        <ul>
          <li>Решения модераторов окончательны.</li>
          <li>Повторные нарушения могут привести к бессрочной блокировке.</li>
        </ul>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Жалобы и модерация' });
    await expect(region).toContainElement(canvas.getByRole('list'));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    // A plain list in running text is indented for its bullets.
    await expect(getComputedStyle(canvas.getByRole('list')).paddingInlineStart).toBe('24px');
  },
};

export const WithComponent: Story = {
  name: 'Раздел с сеткой возможностей',
  args: { id: 'features', heading: 'Возможности', children: <FeatureGrid features={sampleFeatures} /> },
  play: async ({ canvas }) => {
    // The text styles of the section leave a component's own list alone.
    const grid = getComputedStyle(canvas.getByRole('list'));
    await expect(grid.display).toBe('grid');
    await expect(grid.paddingInlineStart).toBe('0px');
    await expect(grid.maxWidth).toBe('none');
  },
};

export const Nested: Story = {
  name: 'Вложенный раздел без якоря',
  args: { heading: 'Участникам', level: 3, children: <p>Находите события по душе.</p> },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'Участникам' });
    // Without an id the section is still named by its heading.
    await expect(canvas.getByRole('region', { name: 'Участникам' })).toHaveAttribute('aria-labelledby', heading.id);
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  // The gallery draws its own sections; these args only satisfy the component's required props.
  args: { heading: 'Возможности', children: null },
  // Each state is its own named region: the ids and headings differ, so no landmark repeats.
  render: () => (
    <StateGallery>
      <StateFigure caption="Раздел с подзаголовком">
        <Section {...WithLead.args} id="all-states-lead" heading="Возможности" />
      </StateFigure>
      <StateFigure caption="Раздел документа со списком">
        <Section {...WithText.args} id="all-states-text" heading="Жалобы и модерация" />
      </StateFigure>
      <StateFigure caption="Раздел с сеткой возможностей">
        <Section {...WithComponent.args} id="all-states-grid" heading="Возможности сервиса" />
      </StateFigure>
      <StateFigure caption="Вложенный раздел без якоря">
        <Section {...Nested.args} heading="Участникам" />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(4);
  },
};
