import { z } from 'zod';

/** participant-side §3: violation categories of automatic moderation (labels and laws: issue 8). */
export const VIOLATION_CATEGORIES = [
  'extremism',
  'hatred',
  'rally',
  'drugs',
  'violence',
  'pornography',
  'disobedience',
  'suicide',
] as const;
export type ViolationCategory = (typeof VIOLATION_CATEGORIES)[number];

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** participant-side §3: the automatic-moderation complaint attached to an event. */
export const systemClaimSchema = z.object({
  reason: z.string(),
  status: z.enum(CLAIM_STATUSES),
  createdAt: z.string(),
  metadata: z.object({
    model: z.string(),
    /** 0–1; shown as a percent with one decimal. */
    confidence: z.number().min(0).max(1),
    category: z.enum(VIOLATION_CATEGORIES),
    lawReference: z.string(),
    checkedAt: z.string(),
  }),
});
export type SystemClaim = z.infer<typeof systemClaimSchema>;
