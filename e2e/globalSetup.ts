import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, seedDemo } from './server';

/**
 * Once per run: the console is built when web/dist is missing or older than its sources, and the servers serve a
 * copy of it (a build made meanwhile, by someone else at work in the same checkout, does not pull files from under
 * a page being tested); Chromium is there; the demo data is seeded for each test worker, for each test file's
 * server to start on a copy.
 */
export default async function setup(project: TestProject) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(`No Chromium at ${chromium}: install Debian's chromium package or set CHROMIUM_PATH`);
  }
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: build as `npm start` does.
  // A console built elsewhere (STATIC_DIR) is served as it is.
  const { NODE_ENV: _testEnv, ...env } = process.env;
  let copy: string | undefined;
  if (!process.env.STATIC_DIR) {
    execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], { cwd: ROOT, stdio: 'inherit', env });
    copy = mkdtempSync(join(tmpdir(), 'adops-e2e-console-'));
    cpSync(join(ROOT, 'web/dist'), copy, { recursive: true });
  }
  const { seeds, drop } = await seedDemo(Number(project.config.maxWorkers ?? 1));
  project.provide('demoSeeds', seeds);
  project.provide('staticDir', process.env.STATIC_DIR ?? copy!);
  return () => {
    drop();
    if (copy) rmSync(copy, { recursive: true, force: true });
  };
}
