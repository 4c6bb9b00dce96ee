import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A PGlite folder is one process's at a time. PGlite takes no lock of its own (its postmaster.pid always holds
 * the same fake pid): a second process opening the folder runs a second PostgreSQL over the same files, and the
 * folder ends unreadable, the next start dying inside PGlite with `RuntimeError: Aborted()`. So the opener writes
 * its pid into `server.pid` in the folder, and a folder whose file names a live process, this one included, is
 * refused. A file left by a process that is gone (killed, crashed) is taken over.
 */
const LOCK_FILE = 'server.pid';

/** The lock files of the folders this process holds. */
const held = new Set<string>();

/** Whether process `pid` runs (`kill(pid, 0)` fails with ESRCH once it has gone; EPERM: it runs as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export class FolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${dataDir} is in use by process ${pid}: one server at a time may open it ` +
        `(stop that one, or give this one another DATA_DIR).`,
    );
  }
}

/**
 * Takes `dataDir` for this process; throws `FolderInUseError` when another live process (or this one) holds it.
 * Returns the release, which is also done when the process exits.
 */
export function lockFolder(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    const pid = holder(file);
    if (held.has(file) || (pid !== undefined && pid !== process.pid && alive(pid)))
      throw new FolderInUseError(dataDir, pid ?? process.pid);
    if (pid !== undefined) rmSync(file, { force: true });
    try {
      // Exclusive: of two processes taking a stale folder at once, one writes the file and the other sees it.
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
  }
  held.add(file);
  const release = () => {
    if (!held.delete(file)) return;
    process.off('exit', release);
    if (holder(file) === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
