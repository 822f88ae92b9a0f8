import { Controls, Description, Primary, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';
import { SpecRulesTable } from './SpecRulesTable';

/**
 * A component's Docs page: its description (JSDoc), the table of the specification's rules with the
 * story that shows each, the first story with its props table, then every other story.
 */
export function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <SpecRulesTable />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
