import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateFigure, StateGallery } from '../../stories/StateGallery';
import type { SpecRule } from '../../stories/specRules';
import { Stack } from '../Stack';
import { Text } from './Text';

const meta = {
  title: 'Примитивы/Text',
  component: Text,
  parameters: {
    layout: 'padded',
    specRules: [
      { rule: 'Год начала копирайта — 2025', state: 'Мелкая приглушённая подпись «© 2025 Городские события»', story: 'Tones' },
    ] satisfies SpecRule[],
  },
  args: { children: 'Все мероприятия загружены' },
} satisfies Meta<typeof Text>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Обычный текст',
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Все мероприятия загружены');
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).marginTop).toBe('0px');
  },
};

const tones = (
  <Stack gap="sm">
    <Text>Обычный текст</Text>
    <Text tone="muted">Загрузка дополнительных событий...</Text>
    <Text tone="danger">Пароли не совпадают</Text>
    <Text tone="success">Пароли совпадают</Text>
    <Text size="sm" tone="muted" as="span">
      © 2025 Городские события
    </Text>
  </Stack>
);

export const Tones: Story = {
  name: 'Тона',
  render: () => tones,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = ['Обычный текст', 'Пароли не совпадают', 'Пароли совпадают'].map(
      (text) => getComputedStyle(canvas.getByText(text)).color,
    );
    await expect(new Set(colours).size).toBe(3);
    await expect(canvas.getByText('© 2025 Городские события').tagName).toBe('SPAN');
  },
};

export const Centered: Story = {
  name: 'По центру, крупно',
  args: { align: 'center', size: 'xl', as: 'div' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Все мероприятия загружены');
    await expect(text.tagName).toBe('DIV');
    await expect(getComputedStyle(text).textAlign).toBe('center');
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <StateGallery>
      <StateFigure caption="Обычный текст">
        <Text {...args} />
      </StateFigure>
      <StateFigure caption="Тона">{tones}</StateFigure>
      <StateFigure caption="По центру, крупно">
        <Text {...args} {...Centered.args} />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Пароли не совпадают')).toBeVisible();
  },
};
