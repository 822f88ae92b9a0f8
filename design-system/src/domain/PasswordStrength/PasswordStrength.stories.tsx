import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PASSWORD_RULES, type PasswordRule } from '@city/contracts';
import { contentWidth } from '../../theme';
import type { SpecRule } from '../../stories/specRules';
import { PasswordStrength } from './PasswordStrength';
import { StateFigure, StateGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Участник/PasswordStrength',
  component: PasswordStrength,
  parameters: {
    layout: 'padded',
    specRules: [
      { rule: 'Процент — доля выполненных из четырёх правил; пустой пароль', state: 'Без шкалы, все правила не выполнены', story: 'Empty' },
      { rule: 'Меньше 25 % — красный; меньше 50 % — «Слабый»', state: '0 %, красная шкала, «Слабый»', story: 'NoRulesMet' },
      { rule: 'Меньше 50 % — оранжевый и «Слабый»', state: '25 %, оранжевая шкала, «Слабый»', story: 'OneRuleMet' },
      { rule: 'Меньше 75 % — жёлтый и «Средний»', state: '50 %, жёлтая шкала, «Средний»', story: 'TwoRulesMet' },
      { rule: 'Иначе — зелёный и «Сильный»', state: '75 %, зелёная шкала, «Сильный»', story: 'ThreeRulesMet' },
      { rule: 'Все четыре правила (6 символов, строчная, заглавная, цифра)', state: '100 %, зелёная шкала, «Сильный»', story: 'AllRulesMet' },
    ] satisfies SpecRule[],
  },
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
const twoRulesMet = levelStory('abcdef', { percent: 50, label: 'Средний', tone: 'yellow', met: ['length', 'lowercase'] });
export const TwoRulesMet: Story = {
  name: '50 %, жёлтый — Средний',
  ...twoRulesMet,
  play: async (context) => {
    await twoRulesMet.play?.(context);
    // The «Средний» bar is yellow, not olive, in both themes (the verdict beside it is text-coloured).
    const fill = context.canvas.getByRole('meter').querySelector<HTMLElement>('[style*="width"]')!;
    const { hue, saturation, lightness } = hsl(getComputedStyle(fill).backgroundColor);
    await expect(hue).toBeGreaterThanOrEqual(40);
    await expect(hue).toBeLessThanOrEqual(60);
    await expect(saturation).toBeGreaterThanOrEqual(0.7);
    await expect(lightness).toBeGreaterThanOrEqual(0.45);
  },
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

/** Outside the auth card (a wide page) the meter keeps the card's content width, not the page's. */
export const OutsideAuthCard: Story = {
  name: 'Вне карточки входа: не шире её содержимого',
  args: { password: 'abcdef' },
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Надёжность пароля' });
    await expect(meter.getBoundingClientRect().width).toBeLessThanOrEqual(Number.parseFloat(contentWidth.auth) * 16);
    await expect(canvas.getByRole('list', { name: 'Требования к паролю' }).getBoundingClientRect().width).toBeLessThanOrEqual(
      Number.parseFloat(contentWidth.auth) * 16,
    );
  },
};

/** Hue, saturation and lightness (0–1) of a computed rgb(…) colour. */
function hsl(computed: string): { hue: number; saturation: number; lightness: number } {
  const [r, g, b] = [...computed.matchAll(/[\d.]+/g)].slice(0, 3).map((match) => Number(match[0]) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  const sector = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return { hue: chroma === 0 ? 0 : (sector * 60 + 360) % 360, saturation, lightness };
}

const ALL_STATES: ReadonlyArray<{ caption: string; password: string }> = [
  { caption: 'Пусто', password: '' },
  { caption: '0 %, красный — Слабый', password: '!!!' },
  { caption: '25 %, оранжевый — Слабый', password: 'abc' },
  { caption: '50 %, жёлтый — Средний', password: 'abcdef' },
  { caption: '75 %, зелёный — Сильный', password: 'abcdef1' },
  { caption: '100 %, зелёный — Сильный', password: 'Abcdef1' },
];

export const AllStates: Story = {
  name: 'Все состояния',
  args: { password: '' },
  render: () => (
    <StateGallery>
      {ALL_STATES.map(({ caption, password }) => (
        <StateFigure key={caption} caption={caption}>
          <PasswordStrength password={password} />
        </StateFigure>
      ))}
    </StateGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('meter')).toHaveLength(ALL_STATES.length - 1);
  },
};
