import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleAnchors } from '../../fixtures';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';
import { AnchorNav } from './AnchorNav';

const navigate = fn();

const meta = {
  title: 'Участник/Лендинг/AnchorNav',
  component: AnchorNav,
  args: { label: 'Разделы страницы', links: sampleAnchors },
  parameters: {
    specRules: [
      {
        rule: 'Лендинг: якоря #features, #how-it-works, #about',
        state: 'Три ссылки на разделы страницы',
        story: 'Sections',
      },
    ] satisfies SpecRule[],
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof AnchorNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sections: Story = {
  name: 'Ссылки на разделы',
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Разделы страницы' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Возможности' })).toHaveAttribute('href', '#features');
    await expect(canvas.getByRole('link', { name: 'Как это работает' })).toHaveAttribute('href', '#how-it-works');
    await expect(canvas.getByRole('link', { name: 'О проекте' })).toHaveAttribute('href', '#about');
  },
};

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

export const FollowsLink: Story = {
  ...behaviourTest,
  name: 'Переход по ссылке на раздел',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'О проекте' }));
    // In the app the router moves to the hash, and the page scrolls the section into view.
    await expect(navigate).toHaveBeenCalledWith('#about', undefined);
  },
};

export const KeyboardFocus: Story = {
  ...behaviourTest,
  name: 'Фокус с клавиатуры',
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: 'Возможности' });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('#features', undefined);
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Ссылки на разделы">
        <AnchorNav {...args} />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(sampleAnchors.length);
  },
};
