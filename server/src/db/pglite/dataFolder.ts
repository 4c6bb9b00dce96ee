import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileSystemCause, StartFailure, unwritableDatabase } from '../../startFailure';

/**
 * Makes the folder `dataDir` where missing, one level at a time (Node's recursive mkdir never returns on some
 * paths, `/proc/x`), and checks that it is a folder it can write to; a StartFailure naming it and why otherwise.
 */
export function prepareDataFolder(dataDir: string): void {
  try {
    const missing: string[] = [];
    for (let at = resolve(dataDir); !existsSync(at) && dirname(at) !== at; at = dirname(at))
      missing.unshift(at);
    for (const folder of missing) mkdirSync(folder);
    if (!statSync(dataDir).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    const cause = fileSystemCause(error) ?? (error instanceof Error ? error.message : String(error));
    throw new StartFailure(
      `The server could not start: the data folder ${dataDir} (DATA_DIR) cannot be used: ${cause}`,
    );
  }
}

/** PGlite could not open or create its database in `dataDir`: a StartFailure when the file system says why. */
export function openFailure(dataDir: string, error: unknown): unknown {
  const cause = fileSystemCause(error);
  return cause ? unwritableDatabase(dataDir, cause) : error;
}
