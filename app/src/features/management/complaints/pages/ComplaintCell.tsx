import type { ReactNode } from 'react';
import { Stack, TruncatedText } from '@city/design-system';

/** docs/back-office.md#event-complaints: the complaint text, cut at 100 characters (the rest on demand), and who filed it. */
export function ComplaintCell({ reason, complainant }: { reason: string; complainant: ReactNode }) {
  return (
    <Stack gap="xs">
      <TruncatedText text={reason} />
      {complainant}
    </Stack>
  );
}
