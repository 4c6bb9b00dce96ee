/**
 * How much code the pages of /system take (issue 13, point 2): the lines of `web/src/pages/system`,
 * `server/src/modules/sys` and `server/src/modules/department` now, beside the same folders before they were moved
 * onto the resource engine (commit 0775eb2, read from git when the clone has it; its count otherwise). Target: at
 * most half. Exits non-zero past it.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['web/src/pages/system', 'server/src/modules/sys', 'server/src/modules/department'];
const BEFORE_COMMIT = '0775eb2';
/** The count at that commit, for a clone without its history. */
const BEFORE_LINES = 3_315;

const linesOf = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

function filesUnder(folder: string): string[] {
  const path = join(ROOT, folder);
  try {
    return readdirSync(path).flatMap((name) => {
      const child = join(folder, name);
      return statSync(join(ROOT, child)).isDirectory() ? filesUnder(child) : [child];
    });
  } catch {
    return [];
  }
}

function countNow(folder: string) {
  return filesUnder(folder).reduce((sum, file) => sum + linesOf(readFileSync(join(ROOT, file), 'utf8')), 0);
}

function countBefore(folder: string): number | null {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  try {
    const files = git('ls-tree', '-r', '--name-only', BEFORE_COMMIT, '--', folder)
      .split('\n')
      .filter(Boolean);
    return files.reduce((sum, file) => sum + linesOf(git('show', `${BEFORE_COMMIT}:${file}`)), 0);
  } catch {
    return null;
  }
}

const rows = FOLDERS.map((folder) => ({ folder, now: countNow(folder), before: countBefore(folder) }));
const now = rows.reduce((sum, r) => sum + r.now, 0);
const fromGit = rows.every((r) => r.before !== null);
const before = fromGit ? rows.reduce((sum, r) => sum + r.before!, 0) : BEFORE_LINES;

console.log(`Lines of the /system pages and their server modules, now and at ${BEFORE_COMMIT}`);
for (const r of rows)
  console.log(
    `  ${r.folder.padEnd(32)} ${String(r.now).padStart(6)}  ${String(r.before ?? '?').padStart(6)}`,
  );
console.log(
  `  ${'total'.padEnd(32)} ${String(now).padStart(6)}  ${String(before).padStart(6)}${fromGit ? '' : ' (recorded)'}`,
);
const share = now / before;
console.log(
  `now ${(share * 100).toFixed(1)} % of before; target at most 50 %: ${share <= 0.5 ? 'met' : 'NOT met'}`,
);
if (share > 0.5) process.exitCode = 1;
