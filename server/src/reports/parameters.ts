import { z } from 'zod';
import { day, money } from '@adops/common/contract/fields';
import type { ReportDefinition, ReportParameters } from './definition';
import { DIMENSIONS, type DimensionKey } from './dimensions';
import type { ReportInput, ReportInputKey } from '@adops/common/contract/report';
import { checkedRange } from './engine';
import type { Measure } from './measures';

/**
 * A report's own parameters (ReportDefinition.params): their fields, and what their values make of the
 * definition that runs, typed by the fields. The engine only validates the fields with the rest of the input and
 * runs what `define` answers; what a parameter means is said here or in the report's definition, never there.
 */
export function parameters<S extends z.ZodRawShape>(
  shape: S,
  define: (def: ReportDefinition, values: z.output<z.ZodObject<S>>) => ReportDefinition,
  inputs?: ReportInput[],
): ReportParameters {
  return {
    shape,
    define: (def, values) => define(def, values as z.output<z.ZodObject<S>>),
    ...(inputs ? { inputs } : {}),
  };
}

/** Several parameters as one: their fields side by side, each defining in turn. */
export const allOf = (...all: ReportParameters[]): ReportParameters => ({
  shape: Object.assign({}, ...all.map((p) => p.shape)) as z.ZodRawShape,
  define: (def, values) => all.reduce((d, p) => p.define(d, values), def),
  inputs: all.flatMap((p) => p.inputs ?? []),
});

/** A choice of a page's filter bar among titled values, by the field it sets. */
export const choice = (
  key: ReportInputKey,
  title: { zh: string; en: string },
  values: Record<string, { zh: string; en: string }>,
): ReportInput => ({ kind: 'choice', key, ...title, values });

/** `dimension`: what the rows are, one of those allowed; without it, the definition's own dimensions. */
export const pickedDimension = (allowed: readonly [DimensionKey, ...DimensionKey[]]) =>
  parameters(
    { dimension: z.enum(allowed).optional() },
    (def, { dimension }) => (dimension ? { ...def, dimensions: [dimension] } : def),
    [
      choice(
        'dimension',
        { zh: '统计维度', en: 'Rows by' },
        Object.fromEntries(allowed.map((d) => [d, Object.values(DIMENSIONS[d].titles)[0]!])),
      ),
    ],
  );

/** `threshold` (cents): only the rows whose `measure` over the range is at least that much. */
export const threshold = (measure: Measure) =>
  parameters({ threshold: money.optional() }, (def, { threshold: min }) =>
    min === undefined ? def : { ...def, thresholds: [...(def.thresholds ?? []), { measure, min }] },
  );

/**
 * `compareStart`, `compareEnd`: a second range the rows are compared with, the compared value beside the
 * change; either alone is one day, and it is held to the longest range the report takes.
 */
export const comparedRange = parameters(
  { compareStart: day.optional(), compareEnd: day.optional() },
  (def, { compareStart, compareEnd }) => {
    const range = checkedRange(def, [compareStart, compareEnd], ['compareStart', 'compareEnd']);
    return range ? { ...def, comparedRange: range, comparisonBase: true } : def;
  },
  [{ kind: 'range', keys: ['compareStart', 'compareEnd'], zh: '对比周期', en: 'Compared with' }],
);
