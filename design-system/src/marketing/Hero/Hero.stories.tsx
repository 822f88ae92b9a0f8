import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkButton } from '../../primitives/LinkButton';
import { AnchorNav } from '../AnchorNav';
import { sampleAnchors } from '../../fixtures';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';
import { Hero } from './Hero';

const meta = {
  title: 'Участник/Лендинг/Hero',
  component: Hero,
  parameters: {
    layout: 'padded',
    specRules: [
      {
        rule: 'Лендинг: кнопка «Начать» ведёт на /register, «Найти события» — на /events; якоря разделов',
        state: 'Главный экран с кнопками и навигацией по разделам',
        story: 'Landing',
      },
    ] satisfies SpecRule[],
  },
  args: {
    title: 'Городские события',
    lead: 'Находите, создавайте и посещайте офлайн-мероприятия своего города.',
    actions: (
      <>
        <LinkButton href="/register">Начать</LinkButton>
        <LinkButton href="/events" variant="secondary">
          Найти события
        </LinkButton>
      </>
    ),
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  name: 'Главный экран',
  args: { children: <AnchorNav label="Разделы страницы" links={sampleAnchors} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Городские события' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Начать' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'Найти события' })).toHaveAttribute('href', '/events');
    await expect(canvas.getByRole('navigation', { name: 'Разделы страницы' })).toBeVisible();
  },
};

export const WithoutNavigation: Story = {
  name: 'Без навигации по разделам',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Главный экран">
        <Hero {...args} {...Landing.args} />
      </StateFigure>
      <StateFigure caption="Без навигации по разделам">
        <Hero {...args} />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(2);
  },
};
