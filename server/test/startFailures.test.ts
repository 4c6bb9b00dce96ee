import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './serverProcess';

/**
 * A server that cannot start on its data folder says so in one line naming the folder and why, and exits 1:
 * the real server process (`node --import tsx src/main.ts`) on the embedded database.
 */

const TEST_MS = 180_000;
let dir: string;
/** File systems of the test's own: a full one (tmpfs of 2 MB) and a read-only one (a bind mount); root only. */
let full: string | undefined;
let readOnly: string | undefined;

const mount = (...args: string[]) => {
  try {
    execFileSync('mount', args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'adops-start-'));
  const tmpfs = join(dir, 'full');
  mkdirSync(tmpfs);
  if (mount('-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', tmpfs)) full = tmpfs;
  const bound = join(dir, 'readonly');
  mkdirSync(bound);
  if (mount('--bind', '-o', 'ro', bound, bound)) readOnly = bound;
});
afterAll(() => {
  for (const mounted of [full, readOnly]) if (mounted) execFileSync('umount', [mounted]);
  rmSync(dir, { recursive: true });
});

/** What the server prints and its exit code, started on the data folder `dataDir`. */
async function startOn(dataDir: string) {
  const { code, output } = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' }).output();
  return { code, lines: output.trim().split('\n') };
}

describe('a data folder the server cannot use', { timeout: TEST_MS }, () => {
  it('on a file system that holds no folders (/proc) is one line, exit 1', async () => {
    expect(await startOn('/proc/x')).toEqual({
      code: 1,
      lines: [
        'The server could not start: the data folder /proc/x (DATA_DIR) cannot be used: no such file or folder can be made there',
      ],
    });
  });

  it('under a file is one line naming it, exit 1', async () => {
    const file = join(dir, 'file');
    writeFileSync(file, '');
    expect(await startOn(join(file, 'db'))).toEqual({
      code: 1,
      lines: [
        `The server could not start: the data folder ${join(file, 'db')} (DATA_DIR) cannot be used: a file stands where a folder is expected`,
      ],
    });
  });

  it.runIf(readOnly !== undefined || process.getuid?.() === 0)(
    'on a read-only file system is one line, exit 1',
    async () => {
      expect(readOnly, 'a read-only bind mount (root can mount)').toBeDefined();
      const dataDir = join(readOnly!, 'db');
      expect(await startOn(dataDir)).toEqual({
        code: 1,
        lines: [
          `The server could not start: the data folder ${dataDir} (DATA_DIR) cannot be used: the file system is read-only`,
        ],
      });
    },
  );

  it.runIf(process.getuid?.() === 0)('on a full disk at the first start is one line, exit 1', async () => {
    expect(full, 'a tmpfs of 2 MB (root can mount)').toBeDefined();
    const dataDir = join(full!, 'db');
    expect(await startOn(dataDir)).toEqual({
      code: 1,
      lines: [
        `The server could not start: the database in ${dataDir} (DATA_DIR) could not be written: no space left on the device`,
      ],
    });
  });
});
