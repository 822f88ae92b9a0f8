import { fontFamily, fontSize, fontWeight, lineHeight } from '../../theme';
import { TokenName, TokenTable } from './TokenTable';

/** The pangram every typography sample is set in: it has every letter of the Russian alphabet. */
export const SAMPLE = 'Съешь же ещё этих мягких французских булок';

const REM_PX = 16;
/** «1.125rem» → «18px», for a designer who measures in pixels. */
const inPixels = (rem: string): string => `${parseFloat(rem) * REM_PX}px`;

/** The type scale: each font size with its value and the sample set in it. */
export function FontSizes() {
  return (
    <TokenTable
      caption="Размеры шрифта (fontSize)"
      headers={['Токен', 'Значение', 'Образец']}
      rows={Object.entries(fontSize).map(([name, value]) => ({
        key: name,
        cells: [
          <TokenName key="name">fontSize.{name}</TokenName>,
          `${value} (${inPixels(value)})`,
          <span key="sample" style={{ fontFamily: fontFamily.body, fontSize: value, lineHeight: lineHeight.tight }}>
            {SAMPLE}
          </span>,
        ],
      }))}
    />
  );
}

/** Each font weight with the sample set in it. */
export function FontWeights() {
  return (
    <TokenTable
      caption="Насыщенность (fontWeight)"
      headers={['Токен', 'Значение', 'Образец']}
      rows={Object.entries(fontWeight).map(([name, value]) => ({
        key: name,
        cells: [
          <TokenName key="name">fontWeight.{name}</TokenName>,
          value,
          <span key="sample" style={{ fontFamily: fontFamily.body, fontSize: fontSize.lg, fontWeight: value }}>
            {SAMPLE}
          </span>,
        ],
      }))}
    />
  );
}

/** Each line height on a paragraph long enough to wrap. */
export function LineHeights() {
  return (
    <TokenTable
      caption="Межстрочный интервал (lineHeight)"
      headers={['Токен', 'Значение', 'Образец']}
      rows={Object.entries(lineHeight).map(([name, value]) => ({
        key: name,
        cells: [
          <TokenName key="name">lineHeight.{name}</TokenName>,
          value,
          <p key="sample" style={{ margin: 0, maxInlineSize: '22rem', fontFamily: fontFamily.body, fontSize: fontSize.md, lineHeight: value }}>
            {SAMPLE}, да выпей чаю. {SAMPLE}, да выпей чаю.
          </p>,
        ],
      }))}
    />
  );
}

/** The font stacks: the body text and the monospace one. */
export function FontFamilies() {
  return (
    <TokenTable
      caption="Шрифты (fontFamily)"
      headers={['Токен', 'Значение', 'Образец']}
      rows={Object.entries(fontFamily).map(([name, value]) => ({
        key: name,
        cells: [
          <TokenName key="name">fontFamily.{name}</TokenName>,
          <code key="value" style={{ whiteSpace: 'normal' }}>{value}</code>,
          <span key="sample" style={{ fontFamily: value, fontSize: fontSize.md }}>
            {SAMPLE}
          </span>,
        ],
      }))}
    />
  );
}
