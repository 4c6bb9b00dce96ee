import type { RankItem } from './types';

const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** Each item with its bar's share (0-1) of the largest value; a value not above 0 has no bar. */
export function rankShares(items: RankItem[]): { item: RankItem; share: number }[] {
  const max = Math.max(0, ...items.map((item) => positive(item.value)));
  return items.map((item) => ({ item, share: max > 0 ? positive(item.value) / max : 0 }));
}
