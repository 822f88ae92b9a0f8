import { lightPalette, radius } from '../../theme';
import { TokenName, TokenTable } from './TokenTable';

/** The corner radii: each on a square the size of a card's corner. */
export function RadiusScale() {
  return (
    <TokenTable
      caption="Скругления (radius)"
      headers={['Токен', 'Значение', 'Образец']}
      rows={Object.entries(radius).map(([name, value]) => ({
        key: name,
        cells: [
          <TokenName key="name">radius.{name}</TokenName>,
          value,
          <span
            key="sample"
            aria-hidden
            style={{
              display: 'block',
              inlineSize: '5rem',
              blockSize: '3rem',
              borderRadius: value,
              background: lightPalette.color.surfaceMuted,
              border: `2px solid ${lightPalette.color.borderStrong}`,
            }}
          />,
        ],
      }))}
    />
  );
}
