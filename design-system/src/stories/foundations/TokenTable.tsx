import type { CSSProperties, ReactNode } from 'react';

/** A token's name as the code writes it, e.g. `vars.color.accent` or `space.lg`. */
export function TokenName({ children }: { children: ReactNode }) {
  return <code style={{ whiteSpace: 'nowrap' }}>{children}</code>;
}

const cell: CSSProperties = { verticalAlign: 'middle' };

/** The one table every foundations page draws its tokens in: a header row, then a row per token. */
export function TokenTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <table style={{ width: '100%' }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlock: '0.5rem' }}>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" style={{ textAlign: 'start' }}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((content, index) => (
              <td key={index} style={cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
