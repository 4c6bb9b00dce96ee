import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Status } from '@adops/common/codes';
import { EXPORT_MAX_ROWS } from '@adops/common/contract/export';
import type { ReportQuery } from '@adops/common/contract/report';
import { ApiError } from '../src/http/errors';
import { exportThreadOn, type ExportThread } from '../src/reports/exportThread/exportThread';
import type { ExportJob } from '../src/reports/exportThread/messages';
import { createTestApi, TestClock, type TestApi } from './harness';

/** The export thread reads PostgreSQL on connections of its own: it runs where the server does on PostgreSQL. */
describe.runIf(process.env.TEST_DATABASE_URL)('the export thread', () => {
  let api: TestApi;
  let thread: ExportThread;
  const clock = new TestClock(Date.parse('2026-06-15T14:30:00+08:00'));
  const ALL = { all: true, departmentIds: [], groupIds: [], operatorIds: [], salesIds: [] };

  const job = (query: Partial<ReportQuery>, keptRowsMax: number): ExportJob => ({
    name: 'xhsAccountConsumption',
    query: {
      start: '2026-06-01',
      end: '2026-06-14',
      page: 1,
      pageSize: EXPORT_MAX_ROWS,
      ...query,
    } as ReportQuery,
    scope: ALL,
    today: '2026-06-15',
    hour: 14,
    lang: 'zh',
    filters: [],
    day: '2026-06-15',
    keptRowsMax,
  });

  async function sheetRows(body: NodeJS.ReadableStream) {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    return workbook.worksheets[0]!.rowCount;
  }

  beforeAll(async () => {
    api = await createTestApi({}, { tier: 'small', clock });
    thread = exportThreadOn(api.databaseUrl!, 20_000);
  });
  afterAll(async () => {
    await thread.close();
    await api.close();
  });

  it('answers a short result whole, with the days it read, and a long one as its file', async () => {
    const short = await thread.build(job({}, Infinity));
    if (!('result' in short)) throw new Error('a short result came as a file');
    expect(short.result.rows.length).toBe(short.result.total);
    expect(short.result.total).toBeGreaterThan(100);
    expect(short.spans.length).toBeGreaterThan(0);

    const long = await thread.build(job({}, 10));
    if (!('file' in long)) throw new Error('a long result came whole');
    expect(long.file.filename).toBe('账户消耗日报-2026-06-15.xlsx');
    // The heading lines, the titles, every row and the totals.
    expect(await sheetRows(long.file.body)).toBeGreaterThan(short.result.total + 2);
  });

  it('gives back a refusal as the refusal it is, naming the field', async () => {
    const refused = await thread.build(job({ start: '2026-06-14', end: '2026-06-01' }, 10)).catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(Status.INVALID);
    expect((refused as ApiError).params.field).toBe('start');
  });

  it('fails the files under way when the thread is lost, and starts again for the next', async () => {
    const long = await thread.build(job({}, 10));
    if (!('file' in long)) throw new Error('a long result came whole');
    const failed = sheetRows(long.file.body).catch((error: unknown) => error);
    await thread.close();
    expect(String(await failed)).toMatch(/export thread stopped/);

    const next = await thread.build(job({}, 10));
    if (!('file' in next)) throw new Error('a long result came whole');
    expect(await sheetRows(next.file.body)).toBeGreaterThan(100);
  });
});
