import { useState } from 'react';
import type { ComplaintDecision } from '@city/contracts';
import { showToast, type ComplaintDecisionRequest } from '@city/design-system';
import type { ComplaintDecisionInput } from '../../../../api/management/complaints';
import { complaintsTableMessages } from '../../../../i18n/managementComplaints';
import { decisionFailureText, isDecidedElsewhere } from '../mappers/complaintFailure';

export interface DecisionTarget<Row> {
  row: Row;
  decision: ComplaintDecision;
}

export interface ComplaintDecisionState<Row> {
  /** The complaint in the dialog; kept after closing so the dialog can animate out with it. */
  target: DecisionTarget<Row> | null;
  isOpen: boolean;
  open(row: Row, decision: ComplaintDecision): void;
  setOpen(open: boolean): void;
  /** For ComplaintDecisionDialog: rejects with the docs/back-office.md#answers-and-errors text, which the dialog shows in its red box. */
  submit(request: ComplaintDecisionRequest): Promise<void>;
}

/**
 * docs/back-office.md#deciding-a-complaint: approving or rejecting a pending complaint with an optional comment.
 * After a decision the list reloads; after a 409 too, since someone else decided meanwhile.
 */
export function useComplaintDecision<Row extends { id: number }>(
  decide: (complaintId: number, input: ComplaintDecisionInput) => Promise<unknown>,
  reload: () => Promise<unknown>,
): ComplaintDecisionState<Row> {
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
    showToast({ tone: 'success', title: complaintsTableMessages.decided[status] });
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
