import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VIOLATIONS, type EventComplaint, type ViolationCategory } from '@city/contracts';
import { Stack } from '../../layout/Stack';
import { sampleEventComplaint } from '../../fixtures';
import { SAMPLE_MODERATION_MODEL, sampleSystemComplaintIn, sampleSystemVerdict } from '../../fixtures';
import { formatShareAsPercent } from '../shared-format';
import { TruncatedText } from '../TruncatedText';
import type { SpecRule } from '../../stories/specRules';
import { Complainant } from './Complainant';

/** The back office's complaint cell: the reason, then who filed it (docs/back-office.md#event-complaints, docs/moderation.md#the-automatic-complaint). */
function ComplaintRow({ complaint }: { complaint: EventComplaint }) {
  return (
    <Stack gap="xs">
      <TruncatedText text={complaint.reason} />
      <Complainant complaint={complaint} />
    </Stack>
  );
}

const meta = {
  title: 'Управление/Complainant',
  component: ComplaintRow,
  // The Docs page's props table of the component itself, beside the example's.
  subcomponents: { Complainant },
  args: { complaint: sampleEventComplaint },
  parameters: {
    specRules: [
      {
        rule: 'Системная жалоба: модель, уверенность 0–1 в процентах с одним знаком после запятой, категория, статья закона',
        state: 'Автор «Автоматическая модерация», модель, «Уверенность: 93,4 %», категория, статья',
        story: 'System',
      },
      {
        rule: 'Категории нарушений: экстремизм, ненависть, несанкционированные митинги, наркотики, насилие, порнография, неповиновение властям, суицид',
        state: 'Восемь категорий, у каждой своя статья',
        story: 'AllCategories',
      },
    ] satisfies SpecRule[],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 420, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComplaintRow>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Person: Story = {
  name: 'Жалоба участника',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Автор жалобы: Анна Смирнова')).toBeVisible();
    await expect(canvas.queryByText(/^Модель:/)).toBeNull();
  },
};

const CATEGORIES = Object.keys(VIOLATIONS) as ViolationCategory[];

/** A system complaint in one category: model, confidence as a one-decimal percent, label and law. */
async function showsSystemComplaint(root: HTMLElement, category: ViolationCategory) {
  const canvas = within(root);
  await expect(canvas.getByText(`Автоматическая модерация: ${VIOLATIONS[category].label}`)).toBeVisible();
  await expect(canvas.getByText('Автор жалобы: Автоматическая модерация')).toBeVisible();
  await expect(canvas.getByText(`Модель: ${SAMPLE_MODERATION_MODEL}`)).toBeVisible();
  // getByText collapses the no-break space before % into a plain one.
  const percent = formatShareAsPercent(sampleSystemVerdict(category).confidence).replace(/\s/g, ' ');
  await expect(percent).toMatch(/^\d{1,3},\d %$/);
  await expect(canvas.getByText(`Уверенность: ${percent}`)).toBeVisible();
  await expect(canvas.getByText(`Категория: ${VIOLATIONS[category].label}`)).toBeVisible();
  await expect(canvas.getByText(`Статья: ${VIOLATIONS[category].lawReference}`)).toBeVisible();
}

export const System: Story = {
  name: 'Автоматическая модерация',
  args: { complaint: sampleSystemComplaintIn('drugs') },
  play: async ({ canvasElement }) => showsSystemComplaint(canvasElement, 'drugs'),
};

/** The eight categories of the automatic moderation, each with its label and law. */
export const AllCategories: Story = {
  name: 'Все категории',
  render: () => (
    <Stack gap="lg">
      {CATEGORIES.map((category) => (
        <figure key={category} data-category={category} style={{ margin: 0 }}>
          <figcaption>{VIOLATIONS[category].label}</figcaption>
          <ComplaintRow complaint={sampleSystemComplaintIn(category)} />
        </figure>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(CATEGORIES).toHaveLength(8);
    for (const category of CATEGORIES) {
      const figure = canvasElement.querySelector<HTMLElement>(`[data-category="${category}"]`);
      await expect(figure).not.toBeNull();
      if (figure) await showsSystemComplaint(figure, category);
    }
  },
};

/** An old verdict without some fields: what is known is shown, nothing invented. */
export const IncompleteVerdict: Story = {
  name: 'Автоматическая модерация: неполный вердикт',
  args: {
    complaint: {
      ...sampleSystemComplaintIn('violence'),
      metadata: { autoModeration: true, systemGenerated: true, model: 'city-moderation-1', confidence: null, category: null, lawReference: null, checkedAt: null },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Модель: city-moderation-1')).toBeVisible();
    await expect(canvas.queryByText(/^Уверенность:/)).toBeNull();
    await expect(canvas.queryByText(/^Статья:/)).toBeNull();
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: () => (
    <Stack gap="lg">
      <figure style={{ margin: 0 }}>
        <figcaption>Жалоба участника</figcaption>
        <ComplaintRow complaint={sampleEventComplaint} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>Автоматическая модерация</figcaption>
        <ComplaintRow complaint={sampleSystemComplaintIn('drugs')} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>Автоматическая модерация: неполный вердикт</figcaption>
        <ComplaintRow complaint={IncompleteVerdict.args?.complaint ?? sampleEventComplaint} />
      </figure>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/^Автор жалобы:/)).toHaveLength(3);
  },
};
