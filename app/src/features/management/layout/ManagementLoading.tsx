import { Spinner, Stack } from '@city/design-system';

/**
 * While the back office's own script loads (a chunk of its own, see managementRoute). It imports
 * no back-office texts on purpose: whatever this file imports is in every participant's bundle.
 */
export function ManagementLoading() {
  return (
    <Stack align="center">
      <Spinner size="lg" />
    </Stack>
  );
}
