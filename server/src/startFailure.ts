/**
 * A start that cannot go on, said in one line for whoever starts the server (a full disk, a data folder that
 * cannot be made or written): printed without a stack, and the process exits 1.
 */
export class StartFailure extends Error {}

/** Node's codes and the WASI numbers of PGlite's file system (emscripten's `ErrnoError.errno`) for the same. */
const CAUSES: [code: string, wasi: number, cause: string][] = [
  ['ENOSPC', 51, 'no space left on the device'],
  ['EDQUOT', 19, 'the disk quota is used up'],
  ['EROFS', 69, 'the file system is read-only'],
  ['EACCES', 2, 'permission denied'],
  ['EPERM', 63, 'operation not permitted'],
  ['ENOTDIR', 54, 'a file stands where a folder is expected'],
  ['EEXIST', 20, 'a file of that name is in the way'],
  ['ENOENT', 44, 'no such file or folder can be made there'],
  ['EIO', 29, 'input/output error'],
];

/** What a file-system error says, in words; undefined for an error of another kind. */
export function fileSystemCause(error: unknown, depth = 0): string | undefined {
  if (!(error instanceof Object) || depth > 4) return undefined;
  const { code, errno, name, cause } = error as {
    code?: unknown;
    errno?: unknown;
    name?: unknown;
    cause?: unknown;
  };
  const known =
    CAUSES.find(([c]) => c === code) ??
    (name === 'ErrnoError' ? CAUSES.find(([, wasi]) => wasi === errno) : undefined);
  if (known) return known[2];
  if (name === 'ErrnoError') return `file system error ${String(errno)}`;
  return fileSystemCause(cause, depth + 1);
}

/** The database in `dataDir` could not be made or written, for `cause`. */
export const unwritableDatabase = (dataDir: string, cause: string) =>
  new StartFailure(
    `The server could not start: the database in ${dataDir} (DATA_DIR) could not be written: ${cause}`,
  );

/**
 * Ends a start that failed: one line and exit code 1 for a failure the person starting the server can act on (a
 * file-system error of the embedded database in `dataDir`); anything else is thrown on, with its stack.
 */
export function failedToStart(error: unknown, dataDir: string | undefined): never {
  const cause = dataDir === undefined ? undefined : fileSystemCause(error);
  if (error instanceof StartFailure) console.error(error.message);
  else if (cause) console.error(unwritableDatabase(dataDir!, cause).message);
  else throw error;
  process.exit(1);
}
