import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Участник/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstYear: Story = {
  name: '2025 год',
  args: { year: 2025 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2025 Городские события')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'О проекте' })).toHaveAttribute('href', '/about');
    await expect(canvas.getByRole('link', { name: 'Условия использования' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  },
};

export const LaterYear: Story = {
  name: '2026 год',
  args: { year: 2026 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2025–2026 Городские события')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};
