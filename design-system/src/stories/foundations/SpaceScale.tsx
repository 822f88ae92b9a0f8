import { lightPalette, space } from '../../theme';
import { TokenName, TokenTable } from './TokenTable';

/** The spacing scale: each step as a bar as long as the step. */
export function SpaceScale() {
  return (
    <TokenTable
      caption="Отступы (space)"
      headers={['Токен', 'Значение', 'Размер']}
      rows={Object.entries(space).map(([name, value]) => ({
        key: name,
        cells: [
          <TokenName key="name">space.{name}</TokenName>,
          value,
          <span
            key="bar"
            aria-hidden
            style={{ display: 'block', inlineSize: value, blockSize: '1rem', background: lightPalette.color.accent, borderRadius: '2px' }}
          />,
        ],
      }))}
    />
  );
}
