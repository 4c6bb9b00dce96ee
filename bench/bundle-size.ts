/**
 * Gzip size of the JavaScript each route of the console loads: the entry and everything it imports statically,
 * plus the route's own chunk and its static imports, read from Vite's manifest after a build. Beside them the
 * public landing page (/strategy), a page of its own: everything strategy.html loads, lazy imports included.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}web/dist/`;
const manifestPath = `${dist}.vite/manifest.json`;
execSync('node scripts/ensure-web-build.mjs', { cwd: root, stdio: 'inherit' });
if (!existsSync(manifestPath)) throw new Error('No Vite manifest: build the web console first');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;

function withImports(keys: string[], seen = new Set<string>(), lazy = false): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    withImports([...(chunk?.imports ?? []), ...(lazy ? (chunk?.dynamicImports ?? []) : [])], seen, lazy);
  }
  return seen;
}

const gzipKb = (keys: Set<string>) =>
  [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(dist + manifest[key]!.file)).length, 0) / 1024;

const entry = 'index.html';
const LANDING = 'strategy.html';
const LANDING_TARGET_KB = 120;
if (!manifest[entry]?.isEntry || !manifest[LANDING]?.isEntry)
  throw new Error(`The manifest lacks the ${entry} or ${LANDING} entry: build the web console again`);
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

const landing = withImports([LANDING], new Set(), true);
const landingSize = gzipKb(landing);
const console_ = withImports([entry]);
const crossing = [...landing].filter((key) => console_.has(key));
console.log(
  `  ${'landing page (/strategy)'.padEnd(28)} ${landingSize.toFixed(1).padStart(7)} KB` +
    `  target <= ${LANDING_TARGET_KB} KB: ${landingSize <= LANDING_TARGET_KB ? 'met' : 'NOT met'}`,
);
console.log(
  `    its files: ${[...landing].map((key) => manifest[key]!.file.replace('assets/', '')).join(', ')}` +
    `\n    of them also loaded by the console at start: ${crossing.map((key) => manifest[key]!.file.replace('assets/', '')).join(', ') || 'none'}`,
);
