import { useState } from 'react';
import type { ClaimDecision } from '@city/contracts';
import { showToast, type ComplaintDecisionRequest } from '@city/design-system';
import type { ClaimDecisionInput } from '../../../../api/management/claims';
import { claimsTableMessages } from '../../../../i18n/managementClaims';
import { decisionFailureText, isDecidedElsewhere } from '../mappers/claimFailure';

export interface DecisionTarget<Row> {
  row: Row;
  decision: ClaimDecision;
}

export interface ClaimDecisionState<Row> {
  /** The complaint in the dialog; kept after closing so the dialog can animate out with it. */
  target: DecisionTarget<Row> | null;
  isOpen: boolean;
  open(row: Row, decision: ClaimDecision): void;
  setOpen(open: boolean): void;
  /** For ComplaintDecisionDialog: rejects with the docs/back-office.md#answers-and-errors text, which the dialog shows in its red box. */
  submit(request: ComplaintDecisionRequest): Promise<void>;
}

/**
 * docs/back-office.md#deciding-a-complaint: approving or rejecting a pending complaint with an optional comment.
 * After a decision the list reloads; after a 409 too, since someone else decided meanwhile.
 */
export function useClaimDecision<Row extends { id: number }>(
  decide: (claimId: number, input: ClaimDecisionInput) => Promise<unknown>,
  reload: () => Promise<unknown>,
): ClaimDecisionState<Row> {
  const [target, setTarget] = useState<DecisionTarget<Row> | null>(null);
  const [isOpen, setOpen] = useState(false);

  const submit = async ({ status, comment }: ComplaintDecisionRequest) => {
    if (!target) return;
    try {
      await decide(target.row.id, { status, comment });
    } catch (error) {
      if (isDecidedElsewhere(error)) void reload();
      throw new Error(decisionFailureText(status, error), { cause: error });
    }
    showToast({ tone: 'success', title: claimsTableMessages.decided[status] });
    void reload();
  };

  return {
    target,
    isOpen,
    open: (row, decision) => {
      setTarget({ row, decision });
      setOpen(true);
    },
    setOpen,
    submit,
  };
}
