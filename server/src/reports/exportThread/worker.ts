/**
 * The export thread: computes a report's every row and writes its xlsx, on connections of its own, at the lowest
 * processor priority (Linux keeps a nice value per thread), so that the files people wait a minute for use what
 * the answers people wait a moment for leave.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { readPool } from '../../db/postgres';
import { DaysRead } from '../cache/daysRead';
import { everyRow } from '../everyRow';
import { reportFile } from '../exportFile';
import { REPORTS } from '../registry';
import { threadError, type ExportJob, type FromThread, type ThreadSetup, type ToThread } from './messages';

const LOWEST_PRIORITY = 19;

const port = parentPort!;
const setup = workerData as ThreadSetup;
setPriority(LOWEST_PRIORITY);
const { db } = readPool(setup.url, setup.connections, setup.budgetMs);

/** The files being sent: the next slice of each, as it is pulled. */
const files = new Map<number, { chunks: AsyncIterator<Buffer>; close(): void }>();

const post = (message: FromThread) => port.postMessage(message);

async function build(id: number, job: ExportJob): Promise<void> {
  const def = REPORTS.find((d) => d.name === job.name);
  if (!def) throw new Error(`no report ${job.name}`);
  const reads = new DaysRead();
  const { scope, today, hour } = job;
  const result = await everyRow(def, job.query, { db, scope, today, hour, reads });
  if ('rows' in result && result.rows.length <= job.keptRowsMax)
    return post({ kind: 'result', id, result, spans: reads.spans });
  // Deflated here, at this thread's priority, not on libuv's threads at everyone's.
  const file = reportFile(def, result, job.lang, job.filters, job.day, { deflateHere: true });
  files.set(id, {
    chunks: file.body[Symbol.asyncIterator]() as AsyncIterator<Buffer>,
    close: () => file.body.destroy(),
  });
  post({ kind: 'file', id, filename: file.filename, fallbackName: file.fallbackName });
}

async function pull(id: number): Promise<void> {
  const file = files.get(id);
  if (!file) return;
  const next = await file.chunks.next();
  if (next.done) {
    files.delete(id);
    return post({ kind: 'end', id });
  }
  post({ kind: 'chunk', id, bytes: next.value });
}

function cancel(id: number): void {
  files.get(id)?.close();
  files.delete(id);
}

port.on('message', (message: ToThread) => {
  const { id } = message;
  const work =
    message.kind === 'job' ? build(id, message.job) : message.kind === 'pull' ? pull(id) : cancel(id);
  void Promise.resolve(work).catch((error: unknown) => {
    cancel(id);
    post({ kind: 'error', id, error: threadError(error) });
  });
});
