import type { ReportBucket } from '@adops/common/contract/report';
import { addDays, assertLoopable, monthEnd, monthStart, weekStart } from '../time';

/**
 * Where the facts of a range are read from. Whole weeks and months that have closed come from the rollups,
 * the days around them from the daily facts, today from the hours (the daily fact of a day is written once it
 * closes). Every source answers the same columns, so the parts add up by UNION ALL.
 */
export type Source = 'monthly' | 'weekly' | 'daily' | 'hourly';

export interface Segment {
  source: Source;
  from: string;
  to: string;
}

export type Bucket = ReportBucket;

/**
 * Splits [start, end] (inclusive, closed days before `today`) into rollup periods and loose days. `open`: no
 * facts exist after `end`, so the period `end` falls in is whole from its rollup if it starts within the range.
 */
function closedSegments(
  start: string,
  end: string,
  rollup: 'monthly' | 'weekly' | null,
  open = false,
): Segment[] {
  if (start > end) return [];
  if (!rollup) return [{ source: 'daily', from: start, to: end }];
  assertLoopable(start, end);
  const periodStart = rollup === 'monthly' ? monthStart : weekStart;
  const periodEnd = rollup === 'monthly' ? monthEnd : (d: string) => addDays(weekStart(d), 6);
  const segments: Segment[] = [];
  let loose: string | null = null;
  for (let d = start; d <= end;) {
    const first = periodStart(d);
    const last = periodEnd(d);
    if (first >= start && (last <= end || open)) {
      if (loose) segments.push({ source: 'daily', from: loose, to: addDays(first, -1) });
      loose = null;
      segments.push({ source: rollup, from: first, to: last });
      d = addDays(last, 1);
    } else {
      loose ??= d;
      d = addDays(d, 1);
    }
  }
  if (loose) segments.push({ source: 'daily', from: loose, to: end });
  return merge(segments);
}

/** Adjacent rollup periods of one source become one segment (one WHERE range). */
function merge(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const last = out.at(-1);
    if (last && last.source === s.source && addDays(last.to, 1) === s.from) last.to = s.to;
    else out.push({ ...s });
  }
  return out;
}

/** Loose days cut at each month's edge, so that no piece holds days of two months. */
function byMonth(part: Segment): Segment[] {
  const pieces: Segment[] = [];
  assertLoopable(part.from, part.to);
  for (let from = part.from; from <= part.to; from = addDays(monthEnd(from), 1)) {
    const to = monthEnd(from) < part.to ? monthEnd(from) : part.to;
    pieces.push({ ...part, from, to });
  }
  return pieces;
}

/**
 * The parts of [start, end]. `factsUntil`, the last day the daily facts hold: a closed range ending on or after
 * it reads the week or month under way whole from its rollup (the days after `end` have no facts yet), one row
 * per account rather than a row for each of its days.
 */
export function segments(
  start: string,
  end: string,
  today: string,
  bucket: Bucket,
  factsUntil?: string | null,
): Segment[] {
  if (bucket === 'hour') return start <= end ? [{ source: 'hourly', from: start, to: end }] : [];
  const closedEnd = end < today ? end : addDays(today, -1);
  // Not with today's hours in the range: they would be a second row of the period under way.
  const open = end < today && Boolean(factsUntil) && end >= factsUntil!;
  const rollup = bucket === 'day' ? null : bucket === 'week' ? 'weekly' : 'monthly';
  const parts = closedSegments(start, closedEnd, rollup, open);
  // Whole weeks within the loose days are read from the weekly rollup too: with no bucket, anywhere; by month,
  // only those inside one month (a week across a month's edge would put its days in one month).
  const weeksOf = (p: Segment) =>
    p.source === 'daily' ? closedSegments(p.from, p.to, 'weekly', open && p.to === closedEnd) : [p];
  const refined =
    bucket === 'none'
      ? parts.flatMap(weeksOf)
      : bucket === 'month'
        ? parts.flatMap((p) => (p.source === 'daily' ? byMonth(p).flatMap(weeksOf) : [p]))
        : parts;
  if (start <= today && end >= today) refined.push({ source: 'hourly', from: today, to: today });
  return refined;
}
