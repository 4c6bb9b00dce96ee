// Builds the web console when web/dist is missing or older than its sources, so that `npm start` serves it.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'web/dist/index.html';
const sources = ['web/src', 'web/index.html', 'web/strategy.html', 'web/vite.config.ts', 'common/src'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const stale =
  !existsSync(built) ||
  !existsSync('web/dist/strategy.html') ||
  Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the web console…');
  execSync('npm run build -w @adops/web', { stdio: 'inherit' });
}
