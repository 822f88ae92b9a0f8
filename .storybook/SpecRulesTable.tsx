import { useOf } from '@storybook/addon-docs/blocks';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import type { SpecRule } from '@city/design-system/spec-rules';

/**
 * The «правило спецификации → состояние → история» table of a component's Docs page, from its
 * meta's `parameters.specRules`. A row naming a story that does not exist says so in red, so a
 * renamed story cannot leave a dead link behind unseen.
 */
export function SpecRulesTable() {
  const meta = useOf('meta');
  const rules = (meta.preparedMeta.parameters['specRules'] ?? []) as readonly SpecRule[];
  if (rules.length === 0) return null;
  const title = meta.preparedMeta.title;
  return (
    <section aria-labelledby="spec-rules-heading">
      <h2 id="spec-rules-heading">Правила спецификации</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Правило спецификации</th>
            <th scope="col">Состояние</th>
            <th scope="col">История</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => {
            // A story's id is made from its export name as Storybook spells it (OverAMinute → over-a-minute).
            const id = toId(title, storyNameFromExport(rule.story));
            const story = meta.csfFile.stories[id];
            return (
              <tr key={`${rule.rule}→${rule.story}`}>
                <td>{rule.rule}</td>
                <td>{rule.state}</td>
                <td>
                  {story ? (
                    <a href={`./?path=/story/${id}`} target="_top">
                      {story.name}
                    </a>
                  ) : (
                    <strong style={{ color: '#B00020' }}>нет истории {rule.story}</strong>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
