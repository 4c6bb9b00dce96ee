import type { HeatMatrix } from './types';

/** The largest finite value of a matrix, the full tint; 0 when none is above 0. */
export function matrixMax(matrix: HeatMatrix): number {
  let max = 0;
  for (const row of matrix.rows)
    for (const value of row.values) if (value !== null && Number.isFinite(value) && value > max) max = value;
  return max;
}
