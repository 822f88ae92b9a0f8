import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VIOLATIONS, type EventComplaint, type ViolationCategory } from '@city/contracts';
import { Stack } from '../../layout/Stack';
import { sampleEventComplaint } from '../../fixtures';
import { SAMPLE_MODERATION_MODEL, sampleSystemComplaintIn, sampleSystemVerdict } from '../../fixtures';
import { formatShareAsPercent } from '../shared-format';
import { TruncatedText } from '../TruncatedText';
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

/** A system complaint in one category: model, confidence as a one-decimal percent, label and law. */
const systemIn = (category: ViolationCategory): Story => ({
  name: `Автоматическая модерация: ${VIOLATIONS[category].label}`,
  args: { complaint: sampleSystemComplaintIn(category) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Автоматическая модерация: ${VIOLATIONS[category].label}`)).toBeVisible();
    await expect(canvas.getByText('Автор жалобы: Автоматическая модерация')).toBeVisible();
    await expect(canvas.getByText(`Модель: ${SAMPLE_MODERATION_MODEL}`)).toBeVisible();
    // getByText collapses the no-break space before % into a plain one.
    const percent = formatShareAsPercent(sampleSystemVerdict(category).confidence).replace(/\s/g, ' ');
    await expect(percent).toMatch(/^\d{1,3},\d %$/);
    await expect(canvas.getByText(`Уверенность: ${percent}`)).toBeVisible();
    await expect(canvas.getByText(`Категория: ${VIOLATIONS[category].label}`)).toBeVisible();
    await expect(canvas.getByText(`Статья: ${VIOLATIONS[category].lawReference}`)).toBeVisible();
  },
});

export const Extremism = systemIn('extremism');
export const Hatred = systemIn('hatred');
export const Rally = systemIn('rally');
export const Drugs = systemIn('drugs');
export const Violence = systemIn('violence');
export const Pornography = systemIn('pornography');
export const Disobedience = systemIn('disobedience');
export const Suicide = systemIn('suicide');

export const DrugsDark: Story = { ...Drugs, name: 'Автоматическая модерация: наркотики, тёмная тема', globals: { theme: 'dark' } };

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
