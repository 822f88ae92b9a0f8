import type { EventComplaint } from '@city/contracts';
import { Stack } from '../../layout/Stack';
import { Text } from '../../layout/Text';
import { isSystemComplaint } from '../ComplaintDecisionDialog/complaintSummary';
import { VIOLATION_CATEGORY_LABELS } from '../EventCard/violationLabels';
import { formatShareAsPercent } from '../shared-format';

const SYSTEM_COMPLAINANT = 'Автоматическая модерация';
const UNKNOWN_COMPLAINANT = 'Нет данных';

/** docs/moderation.md#the-automatic-complaint: the automatic moderation's findings, one fact a line; a missing one is left out. */
export function systemComplaintFacts({ metadata }: EventComplaint): string[] {
  if (!metadata) return [];
  const facts: Array<[string, string | null]> = [
    ['Модель', metadata.model],
    ['Уверенность', metadata.confidence === null ? null : formatShareAsPercent(metadata.confidence)],
    ['Категория', metadata.category ? VIOLATION_CATEGORY_LABELS[metadata.category] : null],
    ['Статья', metadata.lawReference],
  ];
  return facts.flatMap(([term, value]) => (value === null ? [] : [`${term}: ${value}`]));
}

/** 'Автор жалобы: …' under a complaint in the back-office tables. */
export function ComplainantLine({ name }: { name: string }) {
  return (
    <Text as="div" size="sm" tone="muted">
      Автор жалобы: {name}
    </Text>
  );
}

/**
 * Who filed an event complaint: the person, or 'Автоматическая модерация' with the model, its
 * confidence as a one-decimal percent, the category and the law reference (docs/back-office.md#event-complaints, docs/moderation.md#categories).
 */
export function Complainant({ complaint }: { complaint: EventComplaint }) {
  if (!isSystemComplaint(complaint)) return <ComplainantLine name={complaint.reporterName ?? UNKNOWN_COMPLAINANT} />;
  return (
    <Stack gap="xxs">
      <ComplainantLine name={SYSTEM_COMPLAINANT} />
      {systemComplaintFacts(complaint).map((fact) => (
        <Text key={fact} as="div" size="sm" tone="muted">
          {fact}
        </Text>
      ))}
    </Stack>
  );
}
