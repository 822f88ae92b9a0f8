import { z } from 'zod';

/** docs/moderation.md#the-automatic-complaint: violation categories of automatic moderation (labels and laws: docs/moderation.md#categories). */
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

export interface ViolationDescription {
  /** How a reader sees the category (banner, back office). */
  label: string;
  /** The articles of the Criminal Code (УК РФ), the Code of Administrative Offences (КоАП РФ) or the federal law it breaks. */
  lawReference: string;
}

/** docs/moderation.md#categories: every violation category with its Russian label and the law it points to, in one place. */
export const VIOLATIONS: Record<ViolationCategory, ViolationDescription> = {
  extremism: {
    label: 'экстремизм',
    lawReference:
      'ст. 280 и 282.2 УК РФ; Федеральный закон от 25.07.2002 № 114-ФЗ «О противодействии экстремистской деятельности»',
  },
  hatred: {
    label: 'разжигание ненависти',
    lawReference: 'ст. 282 УК РФ; ст. 20.3.1 КоАП РФ',
  },
  rally: {
    label: 'несанкционированные митинги',
    lawReference:
      'ст. 20.2 КоАП РФ; ст. 212.1 УК РФ; Федеральный закон от 19.06.2004 № 54-ФЗ «О собраниях, митингах, демонстрациях, шествиях и пикетированиях»',
  },
  drugs: {
    label: 'наркотики',
    lawReference: 'ст. 228, 228.1, 230 и 232 УК РФ; ст. 6.13 КоАП РФ (пропаганда наркотических средств)',
  },
  violence: {
    label: 'насилие',
    lawReference: 'ст. 111, 112, 115 и 213 УК РФ',
  },
  pornography: {
    label: 'порнография',
    lawReference:
      'ст. 242 и 242.1 УК РФ; Федеральный закон от 29.12.2010 № 436-ФЗ «О защите детей от информации, причиняющей вред их здоровью и развитию»',
  },
  disobedience: {
    label: 'неповиновение требованиям властей',
    lawReference: 'ст. 19.3 КоАП РФ; ст. 318 УК РФ',
  },
  suicide: {
    label: 'пропаганда суицида',
    lawReference: 'ст. 110.1 и 110.2 УК РФ',
  },
};

export const violationLabel = (category: ViolationCategory): string => VIOLATIONS[category].label;
export const violationLawReference = (category: ViolationCategory): string => VIOLATIONS[category].lawReference;

export const isViolationCategory = (value: unknown): value is ViolationCategory =>
  typeof value === 'string' && (VIOLATION_CATEGORIES as readonly string[]).includes(value);

export const COMPLAINT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** docs/moderation.md#the-automatic-complaint: the automatic-moderation complaint attached to an event. */
export const systemComplaintSchema = z.object({
  reason: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
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
export type SystemComplaint = z.infer<typeof systemComplaintSchema>;
