import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { ManagementFeedback } from '@city/contracts';
import type { FeedbackStatusRequest } from '@city/design-system';
import { getManagementFeedback, updateFeedbackStatus } from '../../../../api/management/feedback';
import { logFailure } from '../../../../api/failurePolicy';
import { managementFeedbackMessages as messages } from '../../../../i18n/managementFeedback';

export interface FeedbackDetail {
  /** The item the dialog is about; kept after closing so the dialog can animate out with its title. */
  feedbackId: number | null;
  isOpen: boolean;
  open(feedbackId: number): void;
  setOpen(open: boolean): void;
  feedback: ManagementFeedback | null;
  isLoading: boolean;
  /** 'Ошибка при загрузке деталей отзыва', or null. */
  loadError: string | null;
  retryLoad(): void;
  /** Rejects with 'Ошибка при обновлении статуса' for the dialog's red box. */
  submit(request: FeedbackStatusRequest): Promise<void>;
}

/**
 * docs/back-office.md#feedback: the 'Отзыв #{id}' dialog's data: the item read in full, and its status
 * update. After success `onUpdated` gets the item as saved (the row updates in place, the counts
 * reload) and the dialog closes itself.
 */
export function useFeedbackDetail(onUpdated: (item: ManagementFeedback) => void): FeedbackDetail {
  const [feedbackId, setFeedbackId] = useState<number | null>(null);
  const [isOpen, setOpen] = useState(false);
  const { data, error, isLoading, mutate } = useSWR(
    feedbackId === null ? null : (['/api/management/feedback/:id', feedbackId] as const),
    ([, id]) => getManagementFeedback(id),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  useEffect(() => {
    if (error) logFailure(messages.serviceFailures.detail, error);
  }, [error]);

  // docs/back-office.md#feedback: opening a new item marks it read (its comment kept); the row and
  // the counts follow through onUpdated. The dialog waits for it, so its form starts from «Прочитан»
  // and a status picked meanwhile is never overwritten. A failure is only logged: the item shows
  // as it is, still new.
  const [unmarkable, setUnmarkable] = useState<ReadonlySet<number>>(new Set());
  const marking = data !== undefined && data.status === 'new' && !unmarkable.has(data.id);
  useEffect(() => {
    if (!marking || !data) return;
    // Depends on the item, not on onUpdated (the page's inline callback, new each render), so one
    // opening sends one update; the list row takes the saved item even if the dialog was closed.
    updateFeedbackStatus(data.id, { status: 'read', adminComment: data.adminComment }).then(
      async (saved) => {
        onUpdated(saved);
        await mutate(saved, { revalidate: false });
      },
      (failure: unknown) => {
        logFailure(messages.serviceFailures.update, failure);
        setUnmarkable((ids) => new Set(ids).add(data.id));
      },
    );
  }, [marking, data?.id]);

  return {
    feedbackId,
    isOpen,
    open(id) {
      // Opening the same item again asks for it again: someone may have answered it meanwhile.
      if (id === feedbackId) void mutate();
      setFeedbackId(id);
      setOpen(true);
    },
    setOpen,
    feedback: error || marking ? null : (data ?? null),
    isLoading: isLoading || marking,
    loadError: error ? messages.detailFailed : null,
    retryLoad: () => void mutate(),
    async submit(request) {
      if (feedbackId === null) return;
      let saved: ManagementFeedback;
      try {
        saved = await updateFeedbackStatus(feedbackId, request);
      } catch (failure) {
        logFailure(messages.serviceFailures.update, failure);
        throw new Error(messages.updateFailed, { cause: failure });
      }
      await mutate(saved, { revalidate: false });
      onUpdated(saved);
    },
  };
}
