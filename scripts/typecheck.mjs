/**
 * `npm run typecheck`: `tsc -p` on every workspace and on scripts/, as many at once as there are cores (tsc uses
 * one each); prints each one's errors, fails when any has some.
 */
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
// The longest first, so that the cores end together.
const projects = ['server', 'bench', 'web', 'e2e', 'common', 'scripts'];

const queue = [...projects];
let failed = 0;
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const started = Date.now();
    try {
      await promisify(execFile)(process.execPath, [tsc, '-p', project], { cwd: root, maxBuffer: 64 << 20 });
      console.log(`${project}: no errors (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } catch (error) {
      failed++;
      console.log(`${project}:\n${error.stdout || error.message}`);
    }
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, worker));
process.exit(failed ? 1 : 0);
