import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { heatStyle } from '../../report/heat';
import { matrixMax } from '../heatMatrix';
import type { PanelDef } from '../types';

type HeatDef = Extract<PanelDef, { kind: 'heat' }>;

/** The matrix as a table, each cell tinted by its share of the largest; scrolling across when narrow. */
export default function HeatPanel({ def, data }: { def: HeatDef; data: unknown }) {
  const { token } = theme.useToken();
  const matrix = def.matrix(data);
  const max = matrixMax(matrix);
  const cell: CSSProperties = {
    padding: '4px 8px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    whiteSpace: 'nowrap',
  };
  const head: CSSProperties = { ...cell, fontWeight: 500, background: token.colorFillAlter };
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' }}>
        <thead>
          <tr>
            <th style={{ ...head, textAlign: 'left' }}>{def.corner ?? ''}</th>
            {matrix.columns.map((column) => (
              <th key={column} style={{ ...head, textAlign: 'right' }}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => (
            <tr key={row.label}>
              <th style={{ ...head, textAlign: 'left' }}>{row.label}</th>
              {row.values.map((value, i) => (
                <td key={i} style={{ ...cell, textAlign: 'right', ...heatStyle(value, max) }}>
                  {value === null ? '' : (def.format?.(value) ?? value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
