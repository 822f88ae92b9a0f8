import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { ThemeMode } from '../../theme';
import { Heading, Stack, Text } from '../../layout';
import { LinkButton } from '../../primitives/LinkButton';
import { sampleUsers } from '../../fixtures';
import { SiteFooter } from '../SiteFooter';
import { SiteHeader } from '../SiteHeader';
import { ThemeToggle } from '../ThemeToggle';
import { UserMenu } from '../UserMenu';
import { SiteLayout } from './SiteLayout';
import type { SpecRule } from '../../stories/specRules';

function SampleThemeToggle() {
  const [mode, setMode] = useState<ThemeMode>('light');
  return <ThemeToggle mode={mode} onToggle={() => setMode(mode === 'light' ? 'dark' : 'light')} />;
}

const meta = {
  title: 'Участник/SiteLayout',
  component: SiteLayout,
  parameters: {
    layout: 'fullscreen',
    specRules: [
      { rule: 'Основной макет: шапка с логотипом, «Создать», переключателем темы и меню пользователя; подвал с «О проекте», «Условия», «Политика» и годами 2025–текущий', state: 'Шапка, содержимое, подвал', story: 'Default' },
      { rule: 'Меню пользователя: на телефоне — выдвижная панель', state: 'Кнопка меню пользователя на узком экране', story: 'Mobile' },
    ] satisfies SpecRule[],
  },
  args: {
    header: (
      <SiteHeader
        actions={
          <LinkButton href="/create-event" size="sm">
            Создать
          </LinkButton>
        }
        themeToggle={<SampleThemeToggle />}
        userMenu={<UserMenu user={sampleUsers.user} onFeedback={fn()} onLogout={fn()} />}
      />
    ),
    footer: <SiteFooter year={2026} />,
    children: (
      <Stack gap="md">
        <Heading level={1}>События</Heading>
        <Text>Здесь будет лента мероприятий.</Text>
      </Stack>
    ),
  },
} satisfies Meta<typeof SiteLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Основной макет',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2025–2026 Городские события');
  },
};

/** Behaviour test: the skip link is the first Tab stop and moves focus to the content (out of the sidebar, still run). */
export const DefaultFlow: Story = {
  ...Default,
  name: 'Основной макет: ссылка «Перейти к содержимому»',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2025–2026 Городские события');

    // The skip link is the first Tab stop and moves focus to the content.
    canvasElement.ownerDocument.body.focus();
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Перейти к содержимому' });
    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toBeVisible();
    await expect(skipLink).toHaveAttribute('href', '#main');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // The next Tab continues from the content (here straight to the footer), not the header.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'О проекте' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  name: 'Основной макет, мобильный',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Меню пользователя: Анна Смирнова' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Городские события' })).toBeVisible();
  },
};

/** Every named state at once: the layout has one look; on a phone it is «Основной макет, мобильный». */
export const AllStates: Story = {
  name: 'Все состояния',
  render: (args) => (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ padding: '0.5rem', fontWeight: 'bold' }}>Основной макет</figcaption>
      <SiteLayout {...args} />
    </figure>
  ),
};
