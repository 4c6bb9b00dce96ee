/** What the load test is asked to do: its arguments and environment. */

export interface LoadOptions {
  cluster: boolean;
  embedded: boolean;
  clusterStaff: number;
  embeddedStaff: number;
  seconds: number;
  seed: number;
  password: string;
  /** The share of a member's actions that export the report they last saw. */
  exportShare: number;
  /** Empty the shared report cache first, so that every answer is computed at least once in the run. */
  cold: boolean;
}

const USAGE =
  'usage: bench:load [-- --embedded | --cluster-only] [--cold]; env LOAD_STAFF (200), LOAD_EMBEDDED_STAFF (50), ' +
  'LOAD_SECONDS (60), LOAD_SEED (1), LOAD_EXPORT_SHARE (0.05), DEMO_PASSWORD (Demo@2026)';

function whole(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number\n${USAGE}`);
  return value;
}

function share(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!(value >= 0 && value <= 1)) throw new Error(`${name} must be a share from 0 to 1\n${USAGE}`);
  return value;
}

export function loadOptions(args: readonly string[]): LoadOptions {
  const known = ['--embedded', '--cluster-only', '--cold'];
  const unknown = args.filter((a) => !known.includes(a));
  if (unknown.length) throw new Error(`unknown argument ${unknown.join(' ')}\n${USAGE}`);
  if (args.includes('--embedded') && args.includes('--cluster-only'))
    throw new Error(`--embedded and --cluster-only exclude each other\n${USAGE}`);
  return {
    cluster: !args.includes('--embedded'),
    embedded: !args.includes('--cluster-only'),
    clusterStaff: whole('LOAD_STAFF', 200),
    embeddedStaff: whole('LOAD_EMBEDDED_STAFF', 50),
    seconds: whole('LOAD_SECONDS', 60),
    seed: whole('LOAD_SEED', 1),
    password: process.env.DEMO_PASSWORD || 'Demo@2026',
    exportShare: share('LOAD_EXPORT_SHARE', 1 / 20),
    cold: args.includes('--cold'),
  };
}
