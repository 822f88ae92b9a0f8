import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VIOLATIONS, type ViolationCategory } from '@city/contracts';
import { SAMPLE_MODERATION_MODEL, sampleSystemComplaintIn, sampleSystemVerdict, sampleTitleIn } from '../../fixtures';
import { formatShareAsPercent } from '../shared-format';
import { DetailList } from '../DetailList';
import { ComplaintDecisionDialog } from './ComplaintDecisionDialog';
import { complaintSummary } from './complaintSummary';
import { inOwnFrame } from '../../stories/docsFrame';
import type { SpecRule } from '../../stories/specRules';

/** docs/back-office.md#deciding-a-complaint: a moderator decides a system complaint; its detail in every category. */
const meta = {
  title: 'Управление/ComplaintDecisionDialog/Автоматическая модерация',
  component: ComplaintDecisionDialog,
  parameters: {
    ...inOwnFrame(),
    specRules: [
      {
        rule: 'Системная жалоба: модель, уверенность в процентах с одним знаком, категория, статья закона',
        state: 'Диалог «Отклонить жалобу» со сводкой вердикта',
        story: 'Rejecting',
      },
      {
        rule: 'Категории нарушений: экстремизм, ненависть, митинги, наркотики, насилие, порнография, неповиновение, суицид',
        state: 'Сводка диалога в каждой из восьми категорий',
        story: 'AllCategories',
      },
    ] satisfies SpecRule[],
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(async () => {}),
    decision: 'rejected',
    complaint: { kind: 'event', complaint: sampleSystemComplaintIn('drugs') },
  },
} satisfies Meta<typeof ComplaintDecisionDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** The summary as term → detail pairs. */
function summaryOf(dialog: HTMLElement): Record<string, string> {
  const terms = within(dialog).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

const CATEGORIES = Object.keys(VIOLATIONS) as ViolationCategory[];

/** The summary the dialog shows for a system complaint in this category. */
async function showsVerdict(root: HTMLElement, category: ViolationCategory) {
  await expect(summaryOf(root)).toMatchObject({
    Мероприятие: sampleTitleIn(category),
    'Автор жалобы': 'Автоматическая модерация',
    Причина: `Автоматическая модерация: ${VIOLATIONS[category].label}`,
    Модель: SAMPLE_MODERATION_MODEL,
    Уверенность: formatShareAsPercent(sampleSystemVerdict(category).confidence),
    'Категория нарушения': VIOLATIONS[category].label,
    'Статья закона': VIOLATIONS[category].lawReference,
  });
}

export const Rejecting: Story = {
  name: 'Отклонение',
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Отклонить жалобу' });
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await showsVerdict(dialog, 'drugs');
  },
};

/**
 * The dialog's summary in each of the eight categories, side by side: the dialog is modal and shows
 * one complaint at a time, so the summaries (its body's facts) stand here without it.
 */
export const AllCategories: Story = {
  name: 'Все категории',
  parameters: { docs: { story: { inline: true } } },
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))' }}>
      {CATEGORIES.map((category) => (
        <figure key={category} data-category={category} style={{ margin: 0 }}>
          <figcaption>{VIOLATIONS[category].label}</figcaption>
          <DetailList lines={complaintSummary({ kind: 'event', complaint: sampleSystemComplaintIn(category) })} />
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(CATEGORIES).toHaveLength(8);
    for (const category of CATEGORIES) {
      const figure = canvasElement.querySelector<HTMLElement>(`[data-category="${category}"]`);
      await expect(figure).not.toBeNull();
      if (figure) await showsVerdict(figure, category);
    }
  },
};

/** Approving a system complaint with a comment sends the decision. */
export const Deciding: Story = {
  name: 'Решение по системной жалобе',
  tags: ['!dev', '!autodocs'],
  args: { decision: 'approved', complaint: { kind: 'event', complaint: sampleSystemComplaintIn('suicide') } },
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Одобрить жалобу' });
    await expect(summaryOf(dialog)['Статья закона']).toBe(VIOLATIONS.suicide.lawReference);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Комментарий (необязательно)' }), 'Подтверждаю');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ status: 'approved', comment: 'Подтверждаю' });
  },
};
