import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Card } from './Card';

const meta = {
  title: 'Примитивы/Card',
  component: Card,
  // The specifications state no rule of their own for a card: it frames the auth forms and lists.
  parameters: { specRules: [] satisfies SpecRule[] },
  args: {
    children: (
      <Stack gap="sm">
        <Heading level={2}>Проверьте почту</Heading>
        <Text tone="muted">Мы отправили письмо со ссылкой для подтверждения. Ссылка действует 24 часа.</Text>
      </Stack>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Карточка',
  play: async ({ canvasElement }) => {
    const card = canvasElement.firstElementChild as HTMLElement;
    const style = getComputedStyle(card);
    await expect(style.paddingTop).toBe('24px');
    await expect(style.borderTopStyle).toBe('solid');
    await expect(style.boxShadow).not.toBe('none');
  },
};

export const Article: Story = {
  name: 'Статья с малым отступом',
  args: { as: 'article', padding: 'lg' },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(getComputedStyle(article).paddingTop).toBe('16px');
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Карточка">
        <Card {...args} />
      </StateFigure>
      <StateFigure caption="Статья с малым отступом">
        <Card {...args} as="article" padding="lg" />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toBeInTheDocument();
  },
};
