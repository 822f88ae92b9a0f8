import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout';
import { LinkButton, type LinkButtonProps } from './LinkButton';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';

const navigate = fn();

const meta = {
  title: 'Примитивы/LinkButton',
  component: LinkButton,
  args: { href: '/create-event', children: 'Создать первое событие' },
  parameters: {
    specRules: [
      {
        rule: 'Лендинг: «Начать» ведёт на /register, «Найти события» — на /events',
        state: 'Ссылка, оформленная кнопкой',
        story: 'Variants',
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
} satisfies Meta<typeof LinkButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Behaviour tests: out of the sidebar and the Docs page, still run as tests. */
const behaviourTest = { tags: ['!dev', '!autodocs'] } satisfies Story;

function VariantsRow(args: LinkButtonProps) {
  return (
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
  );
}

export const Primary: Story = {
  name: 'Основная',
  play: async ({ canvasElement }) => {
    // Still a link for assistive technology, even though it looks like a button.
    const link = within(canvasElement).getByRole('link', { name: 'Создать первое событие' });
    await expect(link).toHaveAttribute('href', '/create-event');
  },
};

export const Followed: Story = {
  ...behaviourTest,
  name: 'Переход по нажатию',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Создать первое событие' }));
    await expect(navigate).toHaveBeenCalledWith('/create-event', undefined);
  },
};

export const Variants: Story = {
  name: 'Варианты',
  render: (args) => <VariantsRow {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(4);
  },
};

export const VariantFollowed: Story = {
  ...behaviourTest,
  name: 'Варианты: переход',
  render: (args) => <VariantsRow {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Зарегистрироваться' }));
    await expect(navigate).toHaveBeenCalledWith('/register', undefined);
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Основная">
        <LinkButton {...args} />
      </StateFigure>
      <StateFigure caption="Варианты">
        <VariantsRow {...args} />
      </StateFigure>
    </StateGallery>
  ),
};
