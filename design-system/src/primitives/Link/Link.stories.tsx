import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../../layout';
import { Link, type LinkProps } from './Link';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';

const navigate = fn();

const meta = {
  title: 'Примитивы/Link',
  component: Link,
  args: { href: '/about', children: 'О проекте' },
  parameters: {
    specRules: [
      {
        rule: 'Согласие при входе ссылается на /terms и /privacy',
        state: 'Ссылка в тексте, подчёркнута',
        story: 'Inline',
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
} satisfies Meta<typeof Link>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

function InlineSentence(args: LinkProps) {
  return (
    <Text>
      Регистрируясь, вы соглашаетесь с <Link {...args} />.
    </Text>
  );
}

export const Standalone: Story = {
  name: 'Отдельная ссылка',
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'О проекте' });
    await expect(link).toHaveAttribute('href', '/about');
  },
};

export const StandaloneFollowed: Story = {
  ...behaviourTest,
  name: 'Отдельная ссылка: переход',
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'О проекте' });
    await userEvent.click(link);
    // Inside the app's RouterProvider the link navigates client-side.
    await expect(navigate).toHaveBeenCalledWith('/about', undefined);
  },
};

export const Inline: Story = {
  name: 'Ссылка в тексте',
  args: { variant: 'inline', href: '/terms', children: 'условиями использования' },
  render: (args) => <InlineSentence {...args} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'условиями использования' });
    // Told apart from the sentence by the underline, not by colour alone.
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const InlineFollowed: Story = {
  ...behaviourTest,
  name: 'Ссылка в тексте: переход с клавиатуры',
  args: Inline.args,
  render: (args) => <InlineSentence {...args} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'условиями использования' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/terms', undefined);
  },
};

export const KeyboardFocus: Story = {
  ...behaviourTest,
  name: 'Фокус с клавиатуры',
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'О проекте' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Отдельная ссылка">
        <Link {...args} variant="standalone" />
      </StateFigure>
      <StateFigure caption="Ссылка в тексте">
        <InlineSentence {...args} {...Inline.args} />
      </StateFigure>
    </StateGallery>
  ),
};
