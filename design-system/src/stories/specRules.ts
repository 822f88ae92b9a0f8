/**
 * One line of a component's «правило спецификации → состояние → история» table on its Docs page:
 * the rule as the specification words it (with its thresholds: 10/30/60 s, 25/50/75 %, 230/2700,
 * 450/500), the state it puts the component in, and the export name of the story that shows it.
 *
 * A story file lists them in its meta: `parameters: { specRules: [...] satisfies SpecRule[] }`;
 * `.storybook/DocsPage.tsx` renders them, each story name a link to the story.
 */
export interface SpecRule {
  /** The rule in the specification's words, thresholds included («меньше 30 секунд — предупреждение»). */
  readonly rule: string;
  /** The state the rule puts the component in («Жёлтая полоса, таймер»). */
  readonly state: string;
  /** The story's export name in the same file (`UnderHalfAMinute`). */
  readonly story: string;
}

/** The parameter's name in a story file's meta. */
export const SPEC_RULES_PARAMETER = 'specRules';
