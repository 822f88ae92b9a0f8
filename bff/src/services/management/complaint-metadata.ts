import { complaintMetadataSchema } from '@city/contracts';
import { z } from 'zod';

export type ComplaintMetadata = z.infer<typeof complaintMetadataSchema>;

const field = complaintMetadataSchema.shape;

/**
 * The automatic moderation writes its verdict as jsonb; a field missing or of the wrong shape
 * is shown as null rather than hiding the complaint or failing the whole list.
 */
const verdictSchema = z
  .object({
    model: field.model.catch(null),
    confidence: field.confidence.catch(null),
    category: field.category.catch(null),
    lawReference: field.lawReference.catch(null),
    checkedAt: field.checkedAt.catch(null),
  })
  .catch({ model: null, confidence: null, category: null, lawReference: null, checkedAt: null });

/**
 * docs/back-office.md#event-complaints: a complaint without a reporter was filed by the automatic moderation
 * (docs/moderation.md#the-automatic-complaint System claim); user-filed complaints carry no metadata.
 */
export function complaintMetadataOf(complainantId: number | null, stored: unknown): ComplaintMetadata | null {
  if (complainantId !== null) return null;
  return { autoModeration: true, systemGenerated: true, ...verdictSchema.parse(stored ?? {}) };
}
