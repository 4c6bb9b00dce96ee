import type { ReportQuery, ReportResult, ReportRow } from '@adops/common/contract/report';
import { cursorSlices } from '../db/cursor';
import { queryRows } from '../db/rows';
import { EXPORT_PAGE } from '../export/xlsx';
import { columnsOf, numeric, totalsOf } from './columns';
import { applyComparisons, compareTotals, comparisonBases } from './comparing';
import type { ReportDefinition, RunContext } from './definition';
import { prepare, resultOf, runPrepared } from './engine';
import { everyRowQueries } from './listPage';
import { everyRowExtras } from './pageExtras';

/** Every row of a report, a slice at a time as they are read: a result too long to hold (an export's). */
export interface StreamedResult extends Omit<ReportResult, 'rows'> {
  slices: AsyncIterable<ReportRow[]>;
  /** Lets go of what reading the rows holds (a cursor, a connection) when they are not all read. */
  close(): void;
}

type Row = Record<string, unknown>;

/**
 * Every row of a report (an export's query): whole where they fit a slice (`sliceRows`) or are read otherwise
 * (a pivot, rows grouped over the whole range, a series), else streamed from a cursor a slice at a time, each
 * slice given its figures, extras and comparisons as it comes; what those read is read once for every row first.
 */
export async function everyRow(
  asked: ReportDefinition,
  query: ReportQuery,
  context: RunContext,
  sliceRows = EXPORT_PAGE,
): Promise<ReportResult | StreamedResult> {
  const prepared = await prepare(asked, query, context);
  const { def, range, ctx } = prepared;
  const queries = everyRowQueries(def, range, query, ctx);
  if (!queries) return runPrepared(prepared, query);
  const columns = columnsOf(def, range, ctx.today);
  const figures = numeric(columns);
  const [[totalRow = {}], bases] = await Promise.all([
    queryRows<Row>(ctx.db, queries.totals),
    comparisonBases(def, range, query, ctx, undefined, true),
  ]);
  const slices = cursorSlices(ctx.db, queries.rows, sliceRows);
  try {
    const first = await slices.next();
    const firstRows = first.done ? [] : first.value;
    // A flat report's rows are counted with the totals, grouped rows each carry their count.
    const total = Number(totalRow.total_rows ?? firstRows[0]?.total_rows ?? 0);
    delete totalRow.total_rows;
    const summary = totalsOf(def, figures(totalRow));
    const [fillExtras] = await Promise.all([
      everyRowExtras(def, range, query, ctx, summary),
      compareTotals(def, range, query, ctx, summary),
    ]);
    const finished = async (read: Row[]) => {
      const rows = read.map((row) => {
        delete row.total_rows;
        return figures(row);
      });
      await fillExtras(rows);
      applyComparisons(def, bases, rows);
      return rows;
    };
    if (firstRows.length < sliceRows) {
      await slices.return(undefined);
      return resultOf(prepared, { columns, rows: await finished(firstRows), total, summary });
    }
    const rest = async function* () {
      yield await finished(firstRows);
      for await (const slice of slices) yield await finished(slice);
    };
    return {
      ...resultOf(prepared, { columns, total, summary }),
      slices: rest(),
      close: () => void slices.return(undefined).catch(() => {}),
    };
  } catch (error) {
    await slices.return(undefined).catch(() => {});
    throw error;
  }
}
