/** What the load test is asked to do: its arguments and environment. */

export interface LoadOptions {
  cluster: boolean;
  embedded: boolean;
  clusterStaff: number;
  embeddedStaff: number;
  seconds: number;
  seed: number;
  password: string;
  /** Empty the shared report cache first, so that every answer is computed at least once in the run. */
  cold: boolean;
}

const USAGE =
  'usage: bench:load [-- --embedded | --cluster-only] [--cold]; env LOAD_STAFF (200), LOAD_EMBEDDED_STAFF (50), ' +
  'LOAD_SECONDS (60), LOAD_SEED (1), DEMO_PASSWORD (Demo@2026)';

function whole(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number\n${USAGE}`);
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
    cold: args.includes('--cold'),
  };
}
