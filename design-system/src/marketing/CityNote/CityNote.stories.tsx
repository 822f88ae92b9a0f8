import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CityNote } from './CityNote';

const meta = {
  title: 'Участник/Лендинг/CityNote',
  component: CityNote,
  args: {
    title: 'Работаем в одном городе',
    children: 'Сейчас сервис работает только в городе Москва. Другие города появятся позже.',
  },
} satisfies Meta<typeof CityNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneCity: Story = {
  name: 'Один город',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Работаем в одном городе')).toBeVisible();
    await expect(canvas.getByText(/только в городе Москва/)).toBeVisible();
  },
};

export const OneCityDark: Story = { ...OneCity, name: 'Один город, тёмная тема', globals: { theme: 'dark' } };
