import { Section, Text } from '@city/design-system';
import type { StaticSectionCopy } from '../../../i18n/staticPages';

/** The parts of a static page from the catalogue: a heading, paragraphs, an optional list. */
export function StaticSections({ sections }: { sections: readonly StaticSectionCopy[] }) {
  return sections.map((section) => (
    <Section key={section.id} id={section.id} heading={section.heading}>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </Section>
  ));
}
