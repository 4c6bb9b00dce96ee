/**
 * Gzip size of the JavaScript each route of the console loads: the entry and everything it imports statically,
 * plus the route's own chunk and its static imports, read from Vite's manifest after a build.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}web/dist/`;
const manifestPath = `${dist}.vite/manifest.json`;
execSync('node scripts/ensure-web-build.mjs', { cwd: root, stdio: 'inherit' });
if (!existsSync(manifestPath)) throw new Error('No Vite manifest: build the web console first');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;

function withImports(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    withImports(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const gzipKb = (keys: Set<string>) =>
  [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(dist + manifest[key]!.file)).length, 0) / 1024;

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const routes: [string, string[], number | undefined][] = [
  ['sign-in (/login)', ['src/pages/login/Login.tsx'], 200],
  ['Home (/dashboard)', ['src/app/Guarded.tsx', 'src/pages/dashboard/Home.tsx'], 300],
  ['a report (/launchReport/*)', ['src/app/Guarded.tsx', 'src/report/ReportView.tsx'], undefined],
];

console.log('JavaScript loaded per route (gzip)');
for (const [name, chunks, target] of routes) {
  const size = gzipKb(withImports(chunks, withImports([entry])));
  const verdict =
    target === undefined ? '' : `  target <= ${target} KB: ${size <= target ? 'met' : 'NOT met'}`;
  console.log(`  ${name.padEnd(28)} ${size.toFixed(1).padStart(7)} KB${verdict}`);
}
