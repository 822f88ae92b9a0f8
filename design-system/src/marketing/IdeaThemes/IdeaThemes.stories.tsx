import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { samplePriceNote, sampleThemes } from '../../fixtures';
import { IdeaThemes } from './IdeaThemes';

const meta = {
  title: 'Участник/Лендинг/IdeaThemes',
  component: IdeaThemes,
  parameters: { layout: 'padded' },
  args: { themes: sampleThemes, priceNote: samplePriceNote },
} satisfies Meta<typeof IdeaThemes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourThemes: Story = {
  name: 'Четыре темы с примерами цен',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      sampleThemes.map((theme) => theme.title),
    );
    await expect(canvas.getByText(samplePriceNote)).toBeVisible();
    const learning = canvas.getByText('Разговорный клуб').closest('li');
    if (!learning) throw new Error('idea without a list item');
    // Read aloud as an example price, shown as the event card shows prices.
    await expect(learning.textContent).toBe('Разговорный клуб, пример цены: 100\u00a0₽');
    // Text queries read the no-break spaces as plain ones.
    await expect(within(learning).getByText('100 ₽')).toBeVisible();
    await expect(canvas.getAllByText('Бесплатно')).toHaveLength(3);
    await expect(canvas.getByText('1 500 ₽')).toBeVisible();
  },
};

export const OneFreeTheme: Story = {
  name: 'Только бесплатные идеи',
  args: { themes: [{ title: 'Спорт и туризм', ideas: [{ title: 'Утренняя пробежка', price: null }] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Бесплатно')).toBeVisible();
    await expect(canvas.queryByText(/₽/)).toBeNull();
  },
};

export const FourThemesDark: Story = {
  ...FourThemes,
  name: 'Четыре темы с примерами цен, тёмная тема',
  globals: { theme: 'dark' },
};
