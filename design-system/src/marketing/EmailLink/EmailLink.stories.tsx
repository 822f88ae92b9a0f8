import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';
import { EmailLink } from './EmailLink';

const navigate = fn();

const meta = {
  title: 'Участник/Лендинг/EmailLink',
  component: EmailLink,
  args: { address: 'support@events.example.org' },
  // The specifications state no rule of their own for the address link (the contacts page uses it).
  parameters: { specRules: [] satisfies SpecRule[] },
  // As in the app: a client-side router is around, and the address must not become a route.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate} useHref={(href) => `/contacts/${href}`}>
        <p>
          Напишите на адрес <Story />.
        </p>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof EmailLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Address: Story = {
  name: 'Адрес почты',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'support@events.example.org' });
    await expect(link).toHaveAttribute('href', 'mailto:support@events.example.org');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const KeyboardFocus: Story = {
  // A behaviour test: out of the sidebar and the Docs page, still run as a test.
  tags: ['!dev', '!autodocs'],
  name: 'Фокус с клавиатуры',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'support@events.example.org' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Адрес почты">
        <EmailLink {...args} />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'support@events.example.org' })).toBeVisible();
  },
};
