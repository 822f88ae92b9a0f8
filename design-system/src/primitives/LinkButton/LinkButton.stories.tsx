import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout';
import { LinkButton } from './LinkButton';

const navigate = fn();

const meta = {
  title: 'Примитивы/LinkButton',
  component: LinkButton,
  args: { href: '/create-event', children: 'Создать первое событие' },
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
} satisfies Meta<typeof LinkButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  name: 'Основная',
  play: async ({ canvasElement }) => {
    // Still a link for assistive technology, even though it looks like a button.
    const link = within(canvasElement).getByRole('link', { name: 'Создать первое событие' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/create-event', undefined);
  },
};

export const Variants: Story = {
  name: 'Варианты',
  render: (args) => (
    <Stack direction="row" gap="md" wrap>
      <LinkButton {...args} variant="primary" href="/login">
        Войти
      </LinkButton>
      <LinkButton {...args} variant="secondary" href="/register">
        Зарегистрироваться
      </LinkButton>
      <LinkButton {...args} variant="ghost" href="/events">
        К событиям
      </LinkButton>
      <LinkButton {...args} variant="primary" size="sm" href="/events">
        Маленькая
      </LinkButton>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Зарегистрироваться' }));
    await expect(navigate).toHaveBeenCalledWith('/register', undefined);
  },
};

export const VariantsDark: Story = {
  ...Variants,
  name: 'Варианты, тёмная тема',
  globals: { theme: 'dark' },
};
