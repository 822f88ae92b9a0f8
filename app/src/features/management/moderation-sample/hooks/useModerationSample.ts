import { useEffect } from 'react';
import useSWR from 'swr';
import { MODERATION_SAMPLE_SIZE, type ModerationSampleEvent } from '@city/contracts';
import { logFailure } from '../../../../api/failurePolicy';
import { drawModerationSample } from '../../../../api/management/moderationSample';
import { moderationSampleMessages as messages } from '../../../../i18n/managementModerationSample';

export interface ModerationSample {
  /** The events drawn; the previous draw stays while the next loads. */
  events: readonly ModerationSampleEvent[] | null;
  isLoading: boolean;
  /** A new draw is on its way ('Новая выборка' pressed). */
  isDrawing: boolean;
  /** The sample could not be drawn (docs/back-office.md#answers-and-errors: the screen shows the red box instead). */
  hasFailed: boolean;
  redraw(): Promise<unknown>;
}

/**
 * docs/moderation.md#sample-labelling: a random draw of live events the automatic moderation let
 * through. Drawn once per visit and on 'Новая выборка' only: a focus or reconnect must not swap
 * the rows a moderator is reading.
 */
export function useModerationSample(size: number = MODERATION_SAMPLE_SIZE.default): ModerationSample {
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    ['/api/management/moderation-sample', size] as const,
    ([, count]) => drawModerationSample(count),
    { shouldRetryOnError: false, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  useEffect(() => {
    if (error) logFailure(messages.serviceFailures.draw, error);
  }, [error]);

  return {
    events: data ?? null,
    isLoading,
    isDrawing: isValidating,
    hasFailed: error !== undefined,
    redraw: () => mutate(),
  };
}
