import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../../layout';
import { Link } from './Link';

const navigate = fn();

const meta = {
  title: 'Примитивы/Link',
  component: Link,
  args: { href: '/about', children: 'О проекте' },
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

export const Standalone: Story = {
  name: 'Отдельная ссылка',
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'О проекте' });
    await expect(link).toHaveAttribute('href', '/about');
    await userEvent.click(link);
    // Inside the app's RouterProvider the link navigates client-side.
    await expect(navigate).toHaveBeenCalledWith('/about', undefined);
  },
};

export const Inline: Story = {
  name: 'Ссылка в тексте',
  args: { variant: 'inline', href: '/terms', children: 'условиями использования' },
  render: (args) => (
    <Text>
      Регистрируясь, вы соглашаетесь с <Link {...args} />.
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'условиями использования' });
    // Told apart from the sentence by the underline, not by colour alone.
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/terms', undefined);
  },
};

export const KeyboardFocus: Story = {
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

export const Dark: Story = {
  ...Inline,
  name: 'Ссылка в тексте, тёмная тема',
  globals: { theme: 'dark' },
};
