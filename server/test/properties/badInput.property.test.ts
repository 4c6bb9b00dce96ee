import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import { apiRoutes } from '../../src/app';
import { FIELD_LABELS } from '@adops/common/fieldLabels';
import type { RouteSpec } from '../../src/http/route';
import { queryRows } from '../../src/db/rows';
import { createTestApi, type TestApi } from '../harness';

/**
 * Every route of the route table, RUNS generated bad inputs each: wrong types, huge and negative numbers, ids
 * beyond their column, dates the data cannot hold, NUL and lone surrogates, huge strings, unknown sort keys,
 * extra fields. Never a 500 or a hang; a 130 names a field; a refused call writes nothing. A route added to the
 * table is covered without a line here.
 */
/**
 * 60 a route in every run, a new seed each time (PROPERTY_SEED repeats one): some 19,000 inputs a run, and
 * other ones the next. PROPERTY_RUNS asks for more.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);
/** Longer than any answer may take: a request that outlasts it is a hang. */
const HANG_MS = 15_000;

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small' });
  admin = (await api.login('admin')).token;
  await countWrites();
});
afterAll(() => api.close());

const LABELS = Object.values(FIELD_LABELS).map((l) => l.zh);

/** The field names of a schema, through the wrappers zod puts around an object. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  const def = (schema as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'pipe') return [...fieldsOf(def.in as z.ZodType), ...fieldsOf(def.out as z.ZodType)];
  return fieldsOf((def.innerType ?? def.schema) as z.ZodType | undefined);
}

const plausible = fc.oneof(
  fc.constantFrom(1, 2, 7, 20, 'abc', '张三', true, false, '2026-11-01', '2026-11-01T08:00:00Z', 'id', '-id'),
  fc.integer({ min: 1, max: 50 }),
);
const bad = fc.oneof(
  fc.constantFrom(
    null,
    -1,
    0,
    3_000_000_000,
    2 ** 53,
    -(2 ** 63),
    1e308,
    '1e400',
    'NaN',
    '0x1F',
    '',
    ' ',
    '0000-01-01',
    '1000-01-01',
    '9999-12-31',
    '2026-02-30',
    '2100-01-01',
    '1999-12-31',
    'a\u0000b',
    '\u0000',
    '\uD800',
    'x\uDC00',
    '-nope',
    'id; drop table users',
    "' or 1=1 --",
    '%',
    '../../etc/passwd',
    '__proto__',
    'x'.repeat(100_000),
    '9'.repeat(400),
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 6 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

/** An input of the route's own fields (and some it does not have), with at least one bad value. */
function inputsOf(route: RouteSpec) {
  const fields = [...fieldsOf(route.input), 'page', 'pageSize', 'sort', 'keyword', 'id', 'start', 'end'];
  const field = fc.oneof(fc.constantFrom(...fields), fc.string({ minLength: 1, maxLength: 8 }));
  return fc
    .tuple(
      fc.dictionary(field, fc.oneof(plausible, bad), { maxKeys: 6 }),
      fc.constantFrom(...fields),
      bad,
      fc.option(wideRange, { freq: 4 }),
    )
    .map(([rest, key, value, range]) => ({ ...rest, ...range, [key]: value }));
}

/** A range whose ends lie far apart: the kind that once sent a comparison back before year 0. */
const wideRange = fc.record({
  start: fc.constantFrom('0000-01-01', '0001-01-01', '1000-01-01', '1999-12-31', '2000-01-01'),
  end: fc.constantFrom('2026-11-23', '2099-12-31', '9999-12-31', '2100-01-01'),
});

/** A query string carries text; a body carries JSON as generated. */
function asQuery(input: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? value.map(String)
        : value !== null && typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
    ]),
  );
}

/**
 * Tables a refused call may write by design: the signature it spent, a failed sign-in counted; and the shared
 * report cache, which an earlier answer fills after it was sent.
 */
const WRITTEN_BY_DESIGN = ['used_signatures', 'login_failures', 'login_locks', 'report_cache'];

/**
 * Counts the rows written to every other table, in the same transactions: a write rolled back is no write. The
 * counter is the test's own, in this test's database alone.
 */
async function countWrites() {
  const counted = WRITTEN_BY_DESIGN.map((name) => `'${name}'`).join(', ');
  for (const statement of [
    `create table test_writes (n bigint not null)`,
    `insert into test_writes values (0)`,
    `create function test_count_write() returns trigger language plpgsql as $$
      begin update test_writes set n = n + 1; return null; end $$`,
    `do $$ declare t record; begin
      for t in select tablename from pg_tables
        where schemaname = 'public' and tablename not in ('test_writes', ${counted})
      loop
        execute format('create trigger test_count_write after insert or update or delete on %I
          for each row execute function test_count_write()', t.tablename);
      end loop;
    end $$`,
  ])
    await api.database.db.execute(sql.raw(statement));
}

const writes = async () =>
  Number((await queryRows<{ n: string }>(api.database.db, sql`select n from test_writes`))[0]!.n);

async function send(route: RouteSpec, input: Record<string, unknown>) {
  const method = [route.method].flat()[0]!;
  const reading = method === 'GET';
  const call = api.call(method, route.url, {
    token: admin,
    ...(reading ? { query: asQuery(input) } : { body: input }),
  });
  const hang = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no answer in ${HANG_MS} ms`)), HANG_MS).unref(),
  );
  return Promise.race([call, hang]);
}

describe('every route’s input', () => {
  it('has a label for each field, so that a refusal can name it as the page does', () => {
    const table = apiRoutes({ config: {}, clock: { now: Date.now } } as never);
    const unlabelled = table.flatMap((r) =>
      fieldsOf(r.input)
        .filter((f) => !(f in FIELD_LABELS))
        .map((f) => `${r.url} ${f}`),
    );
    expect(unlabelled).toEqual([]);
  });
});

describe('every route, given bad input', () => {
  it('is watched by a write counter that sees a write', async () => {
    const before = await writes();
    const saved = await api.call('POST', '/api/crm/sys/createRole', {
      token: admin,
      body: { roleName: '计数' },
    });
    expect(saved.status).toBe(Status.OK);
    expect(await writes()).toBeGreaterThan(before);
  });

  // The table as the app builds it: its URLs and methods are known before any handler has a context to run.
  const table = apiRoutes({ config: {}, clock: { now: Date.now } } as never);
  it.each(table.map((r) => [`${[r.method].flat()[0]} ${r.url}`, r.url] as const))(
    '%s: never 500 or a hang, 130 names a field, a refusal writes nothing',
    async (_name, url) => {
      const route = apiRoutes(api.app).find((r) => r.url === url)!;
      // The count after one call is the count before the next.
      let counted = await writes();
      await fc.assert(
        fc.asyncProperty(inputsOf(route), async (input) => {
          const answer = await send(route, input);
          const written = (await writes()) - counted;
          counted += written;
          // A sign-out among the inputs ends the session the others are sent with.
          if (answer.status === Status.NO_SESSION) {
            admin = (await api.login('admin')).token;
            counted = await writes();
          }
          expect(answer.http).not.toBe(500);
          expect(answer.status).not.toBe(Status.SERVER_ERROR);
          // A refusal names the field by its label, as the page does, never by its API name.
          if (answer.status === Status.INVALID)
            expect(
              LABELS.some((label) => answer.desc.startsWith(`${label}无效：`)),
              answer.desc,
            ).toBe(true);
          if (answer.status !== Status.OK) expect(written, `${answer.status} ${answer.desc}`).toBe(0);
        }),
        { numRuns: RUNS, seed: Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31) },
      );
    },
  );
});
