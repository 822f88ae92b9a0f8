import { darkPalette, lightPalette, type Palette } from '../../theme';
import { TokenName, TokenTable } from './TokenTable';

type ThemeName = 'light' | 'dark';
const PALETTES: Record<ThemeName, Palette> = { light: lightPalette, dark: darkPalette };

/** A colour as it looks on its theme's surface: a swatch and its value, in that theme's text colour. */
function Swatch({ theme, value }: { theme: ThemeName; value: string }) {
  const palette = PALETTES[theme];
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: '0.75rem',
        padding: '0.5rem 0.75rem',
        borderRadius: '6px',
        background: palette.color.surface,
        color: palette.color.text,
      }}
    >
      <span
        aria-hidden
        style={{
          inlineSize: '2.5rem',
          blockSize: '2.5rem',
          flexShrink: 0,
          borderRadius: '6px',
          background: value,
          border: `1px solid ${palette.color.border}`,
        }}
      />
      <code style={{ background: 'transparent', color: 'inherit', border: 'none' }}>{value}</code>
    </div>
  );
}

/** A shadow on its theme's background: a card lifted by it, and its value. */
function ShadowSample({ theme, value }: { theme: ThemeName; value: string }) {
  const palette = PALETTES[theme];
  return (
    <div style={{ padding: '1rem', borderRadius: '6px', background: palette.color.background, color: palette.color.text }}>
      <div style={{ padding: '0.75rem', borderRadius: '10px', background: palette.color.surfaceRaised, boxShadow: value }}>
        <code style={{ background: 'transparent', color: 'inherit', border: 'none', whiteSpace: 'normal' }}>{value}</code>
      </div>
    </div>
  );
}

const HEADERS = ['Токен', 'Светлая тема', 'Тёмная тема'];

/** Every colour of the theme contract, light and dark side by side, read from the palettes. */
export function ColorTokens() {
  const names = Object.keys(lightPalette.color) as (keyof Palette['color'])[];
  return (
    <TokenTable
      caption="Цвета (vars.color)"
      headers={HEADERS}
      rows={names.map((name) => ({
        key: name,
        cells: [
          <TokenName key="name">vars.color.{name}</TokenName>,
          <Swatch key="light" theme="light" value={lightPalette.color[name]} />,
          <Swatch key="dark" theme="dark" value={darkPalette.color[name]} />,
        ],
      }))}
    />
  );
}

/** Every shadow of the theme contract, light and dark side by side. */
export function ShadowTokens() {
  const names = Object.keys(lightPalette.shadow) as (keyof Palette['shadow'])[];
  return (
    <TokenTable
      caption="Тени (vars.shadow)"
      headers={HEADERS}
      rows={names.map((name) => ({
        key: name,
        cells: [
          <TokenName key="name">vars.shadow.{name}</TokenName>,
          <ShadowSample key="light" theme="light" value={lightPalette.shadow[name]} />,
          <ShadowSample key="dark" theme="dark" value={darkPalette.shadow[name]} />,
        ],
      }))}
    />
  );
}
