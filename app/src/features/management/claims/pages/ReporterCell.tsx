import type { EventComplaint } from '@city/contracts';
import { formatShareAsPercent, isSystemComplaint, Stack, Text, VIOLATION_CATEGORY_LABELS } from '@city/design-system';
import { claimsTableMessages as table, eventClaimsMessages as messages } from '../../../../i18n/managementClaims';

/** management-side §3: the automatic moderation's findings, one fact a line; a missing one is left out. */
function systemFacts({ metadata }: EventComplaint): string[] {
  if (!metadata) return [];
  const facts: Array<[string, string | null]> = [
    [messages.model, metadata.model],
    [messages.confidence, metadata.confidence === null ? null : formatShareAsPercent(metadata.confidence)],
    [messages.category, metadata.category ? VIOLATION_CATEGORY_LABELS[metadata.category] : null],
    [messages.lawReference, metadata.lawReference],
  ];
  return facts.flatMap(([term, value]) => (value === null ? [] : [`${term}: ${value}`]));
}

/**
 * Who filed an event complaint: the person, or 'Автоматическая модерация' with the model, its
 * confidence as a one-decimal percent, the category and the law reference (management-side §2).
 */
export function ReporterCell({ complaint }: { complaint: EventComplaint }) {
  if (!isSystemComplaint(complaint)) return <ReporterLine name={complaint.reporterName ?? messages.unknownReporter} />;
  return (
    <Stack gap="xxs">
      <ReporterLine name={messages.systemReporter} />
      {systemFacts(complaint).map((fact) => (
        <Text key={fact} as="div" size="sm" tone="muted">
          {fact}
        </Text>
      ))}
    </Stack>
  );
}

export function ReporterLine({ name }: { name: string }) {
  return (
    <Text as="div" size="sm" tone="muted">
      {table.reporter}: {name}
    </Text>
  );
}
