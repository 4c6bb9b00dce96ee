import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Once per run: the console is built when web/dist is missing or older than its sources; Chromium is there. */
export default function setup() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(`No Chromium at ${chromium}: install Debian's chromium package or set CHROMIUM_PATH`);
  }
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: build as `npm start` does.
  const { NODE_ENV: _testEnv, ...env } = process.env;
  execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], { cwd: ROOT, stdio: 'inherit', env });
}
