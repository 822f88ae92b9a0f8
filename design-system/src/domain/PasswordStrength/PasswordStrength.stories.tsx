import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PASSWORD_RULES, type PasswordRule } from '@city/contracts';
import { PasswordStrength } from './PasswordStrength';

const meta = {
  title: 'Domain/PasswordStrength',
  component: PasswordStrength,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PasswordStrength>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function expectRules(canvas: Canvas, metRules: ReadonlyArray<PasswordRule['id']>) {
  const items = canvas.getAllByRole('listitem');
  await expect(items).toHaveLength(PASSWORD_RULES.length);
  for (const [index, rule] of PASSWORD_RULES.entries()) {
    const item = items[index];
    const isMet = metRules.includes(rule.id);
    await expect(item).toHaveTextContent(rule.label);
    // The state is read out, not only shown by colour and icon.
    await expect(item).toHaveTextContent(isMet ? /— выполнено$/ : /— не выполнено$/);
  }
}

const levelStory = (
  password: string,
  expected: { percent: number; label: string; tone: string; met: ReadonlyArray<PasswordRule['id']> },
): Story => ({
  args: { password },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Надёжность пароля' });
    await expect(meter).toHaveAttribute('aria-valuenow', String(expected.percent));
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringContaining(expected.label));
    await expect(meter).toHaveAttribute('data-tone', expected.tone);
    await expect(canvas.getByText(expected.label)).toBeVisible();
    await expectRules(canvas, expected.met);
  },
});

export const Empty: Story = {
  name: 'Пусто',
  args: { password: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
    await expectRules(canvas, []);
  },
};

export const NoRulesMet: Story = {
  name: '0 %, красный — Слабый',
  ...levelStory('!!!', { percent: 0, label: 'Слабый', tone: 'red', met: [] }),
};
export const OneRuleMet: Story = {
  name: '25 %, оранжевый — Слабый',
  ...levelStory('abc', { percent: 25, label: 'Слабый', tone: 'orange', met: ['lowercase'] }),
};
export const TwoRulesMet: Story = {
  name: '50 %, жёлтый — Средний',
  ...levelStory('abcdef', { percent: 50, label: 'Средний', tone: 'yellow', met: ['length', 'lowercase'] }),
};
export const ThreeRulesMet: Story = {
  name: '75 %, зелёный — Сильный',
  ...levelStory('abcdef1', { percent: 75, label: 'Сильный', tone: 'green', met: ['length', 'lowercase', 'digit'] }),
};
export const AllRulesMet: Story = {
  name: '100 %, зелёный — Сильный',
  ...levelStory('Abcdef1', {
    percent: 100,
    label: 'Сильный',
    tone: 'green',
    met: ['length', 'lowercase', 'uppercase', 'digit'],
  }),
};
