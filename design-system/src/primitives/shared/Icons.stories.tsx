import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Text } from '../../layout/Text';
import type { SpecRule } from '../../stories/specRules';
import * as icons from './icons';

type Glyph = ComponentType<icons.IconProps>;

// The frame, the tone picker and the heart take other props; the heart is shown filled below.
const NOT_PLAIN_GLYPHS = ['Icon', 'ToneIcon', 'HeartIcon'];
const gallery = Object.entries(icons).flatMap(([name, value]) =>
  name.endsWith('Icon') && !NOT_PLAIN_GLYPHS.includes(name) ? [[name, value as Glyph] as const] : [],
);

/** The design system's one icon set, for a designer to review at a glance. */
function IconGallery() {
  return (
    <Stack as="ul" direction="row" wrap gap="lg" aria-label="Иконки">
      {gallery.map(([name, Glyph]) => (
        <li key={name}>
          <Stack direction="row" gap="sm" align="center">
            <Glyph />
            <Text size="sm">{name}</Text>
          </Stack>
        </li>
      ))}
      <li>
        <Stack direction="row" gap="sm" align="center">
          <icons.HeartIcon filled />
          <Text size="sm">HeartIcon (filled)</Text>
        </Stack>
      </li>
    </Stack>
  );
}

const meta = {
  title: 'Примитивы/Icons',
  component: IconGallery,
  // The specifications state no rule of their own for the icons.
  parameters: { specRules: [] satisfies SpecRule[] },
} satisfies Meta<typeof IconGallery>;
export default meta;

// The gallery is the icons' one state: every glyph at once.
export const AllStates: StoryObj<typeof meta> = {
  name: 'Все состояния',
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.length).toBe(gallery.length + 1);
    // Icons are decoration: hidden from assistive technology, never focusable.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg.getAttribute('aria-hidden')).toBe('true');
    }
  },
};
