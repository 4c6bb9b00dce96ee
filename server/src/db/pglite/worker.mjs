/**
 * PGlite in a thread of its own, so that a long statement never holds the server's event loop. Plain
 * JavaScript: it loads the same under tsx, Vitest and node. `thread.ts` is the other end and describes the
 * messages (`WireRequest`, `WireReply`).
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const identity = (value) => value;

/** The fields of a PostgreSQL error that survive a message: its SQLSTATE `code`, message, detail, table… */
function serialized(error) {
  if (!(error instanceof Object)) return { message: String(error) };
  // Not every throw is an Error: PGlite's file system throws `{ name: 'ErrnoError', errno }` (a full disk).
  const fields =
    error instanceof Error
      ? { message: error.message, name: error.name }
      : { message: `${error.name ?? 'error'} ${error.errno ?? ''}`.trim() };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

/** Answers request `id` with what `work` gives or the error it fails with (a result that cannot be sent too). */
async function reply(id, work) {
  try {
    parentPort.postMessage({ id, result: await work() });
  } catch (error) {
    parentPort.postMessage({ id, error: serialized(error) });
  }
}

const expired = (deadline) => deadline !== undefined && Date.now() >= deadline;

let pg;
try {
  const { dataDir, image } = workerData;
  pg = await PGlite.create(dataDir, image ? { loadDataDir: new Blob([readFileSync(image)]) } : {});
  parentPort.postMessage({ id: 0, result: null });
} catch (error) {
  parentPort.postMessage({ id: 0, error: serialized(error) });
}

/**
 * The one session: statements outside a transaction and whole transactions take turns in arrival order. A
 * request whose caller has stopped waiting (its deadline passed) before its turn is skipped, so that a write the
 * caller was told timed out never happens later.
 */
let session = Promise.resolve();
function inTurn(id, deadline, work) {
  const turn = session.then(() =>
    expired(deadline) ? parentPort.postMessage({ id, timedOut: true }) : work(),
  );
  session = turn.catch(() => {});
  return turn;
}

/** Open transactions by the id the main thread gave them: the PGlite transaction and how it is to end. */
const transactions = new Map();

function begin({ id, tx: txId, deadline }) {
  const entry = { tx: undefined, commit: undefined, end: undefined };
  const ended = new Promise((resolve) => (entry.end = resolve));
  transactions.set(txId, entry);
  entry.done = inTurn(id, deadline, async () => {
    // Ended (rolled back) by the main thread before its turn came: nothing to start.
    if (entry.commit !== undefined) return parentPort.postMessage({ id, result: null });
    let started = false;
    try {
      await pg.transaction(async (tx) => {
        entry.tx = tx;
        started = true;
        parentPort.postMessage({ id, result: null });
        if (!(await ended)) await tx.rollback();
      });
    } catch (error) {
      if (!started) parentPort.postMessage({ id, error: serialized(error) });
      else throw error;
    }
  }).finally(() => transactions.delete(txId));
  // Its outcome is answered to the `end` request, which may come later.
  entry.done.catch(() => {});
}

function end({ id, tx: txId, commit }) {
  const entry = transactions.get(txId);
  if (!entry) return reply(id, () => null);
  entry.commit = commit;
  entry.end(commit);
  return reply(id, () => entry.done);
}

function query({ id, tx: txId, deadline, sql, params, rowMode, textOids, blobText }) {
  const options = {
    ...(rowMode ? { rowMode } : {}),
    ...(textOids ? { parsers: Object.fromEntries(textOids.map((oid) => [oid, identity])) } : {}),
    ...(blobText === undefined ? {} : { blob: new Blob([blobText]) }),
  };
  if (txId === undefined) return inTurn(id, deadline, () => reply(id, () => pg.query(sql, params, options)));
  return reply(id, () => {
    const tx = transactions.get(txId)?.tx;
    if (!tx) throw new Error('Transaction is closed');
    return tx.query(sql, params, options);
  });
}

parentPort.on('message', (message) => {
  if (!pg) return parentPort.postMessage({ id: message.id, error: { message: 'PGlite did not start' } });
  if (message.op === 'query') return query(message);
  if (message.op === 'begin') return begin(message);
  if (message.op === 'end') return end(message);
  // Announcements of the database (NOTIFY on `channel`), passed on as they come: by PGlite before the answer of
  // the statement whose commit made them.
  if (message.op === 'listen')
    return reply(message.id, async () => {
      await pg.listen(message.channel, (payload) =>
        parentPort.postMessage({ notice: message.channel, payload }),
      );
      return null;
    });
  if (message.op === 'close') {
    // Closing ends the session: a transaction still open is rolled back, as PostgreSQL does on a lost connection.
    for (const entry of transactions.values()) entry.end((entry.commit = false));
    return reply(message.id, () => pg.close());
  }
});
