import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VIOLATIONS, type ViolationCategory } from '@city/contracts';
import { SAMPLE_MODERATION_MODEL, sampleSystemComplaintIn, sampleSystemVerdict, sampleTitleIn } from '../../fixtures';
import { formatShareAsPercent } from '../shared-format';
import { ComplaintDecisionDialog } from './ComplaintDecisionDialog';
import { inOwnFrame } from '../../stories/docsFrame';

/** docs/back-office.md#deciding-a-complaint: a moderator decides a system complaint; its detail in every category. */
const meta = {
  title: 'Управление/ComplaintDecisionDialog/Автоматическая модерация',
  component: ComplaintDecisionDialog,
  parameters: inOwnFrame(),
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

const detailIn = (category: ViolationCategory): Story => ({
  name: `Автоматическая модерация: ${VIOLATIONS[category].label}`,
  args: { complaint: { kind: 'event', complaint: sampleSystemComplaintIn(category) } },
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Отклонить жалобу' });
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await expect(summaryOf(dialog)).toMatchObject({
      Мероприятие: sampleTitleIn(category),
      'Автор жалобы': 'Автоматическая модерация',
      Причина: `Автоматическая модерация: ${VIOLATIONS[category].label}`,
      Модель: SAMPLE_MODERATION_MODEL,
      Уверенность: formatShareAsPercent(sampleSystemVerdict(category).confidence),
      'Категория нарушения': VIOLATIONS[category].label,
      'Статья закона': VIOLATIONS[category].lawReference,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ status: 'rejected', comment: null });
  },
});

export const Extremism = detailIn('extremism');
export const Hatred = detailIn('hatred');
export const Rally = detailIn('rally');
export const Drugs = detailIn('drugs');
export const Violence = detailIn('violence');
export const Pornography = detailIn('pornography');
export const Disobedience = detailIn('disobedience');
export const Suicide = detailIn('suicide');

export const ApproveDark: Story = {
  name: 'Автоматическая модерация: одобрение, тёмная тема',
  args: { decision: 'approved', complaint: { kind: 'event', complaint: sampleSystemComplaintIn('suicide') } },
  globals: { theme: 'dark' },
  play: async ({ args }) => {
    const dialog = await page.findByRole('dialog', { name: 'Одобрить жалобу' });
    await expect(summaryOf(dialog)['Статья закона']).toBe(VIOLATIONS.suicide.lawReference);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Комментарий (необязательно)' }), 'Подтверждаю');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ status: 'approved', comment: 'Подтверждаю' });
  },
};
