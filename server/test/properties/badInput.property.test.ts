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
 * extra fields, and in a number's place what a loose reader takes for one (true, [5], "0x10", "1e1", {});
 * an upload route also malformed multipart bodies (cut short, another boundary or none, huge part headers).
 * Never a 500 or a hang; a 130 names a field; a refused call writes nothing. And each number field of every
 * route refuses each such value, naming the field. A route added to the table is covered without a line here.
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

/** The fields of a schema and theirs, through the wrappers zod puts around an object. */
function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  const def = (schema as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return {};
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.type === 'pipe') return { ...shapeOf(def.out as z.ZodType), ...shapeOf(def.in as z.ZodType) };
  return shapeOf((def.innerType ?? def.schema) as z.ZodType | undefined);
}
const fieldsOf = (schema: z.ZodType | undefined) => Object.keys(shapeOf(schema));

const takes = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/**
 * The number fields of a route (ids, amounts, counts, a status code): those that take a number and its digits,
 * and neither a word nor a flag's text. A list of them takes one in a list; a share also takes a fraction.
 */
function numberFieldsOf(route: RouteSpec) {
  return Object.entries(shapeOf(route.input)).flatMap(([field, schema]) => {
    const n = [1, 2, 3, 7, 30, 1000, 4000].find((v) => takes(schema, v) && takes(schema, String(v)));
    if (n === undefined || takes(schema, 'abc') || takes(schema, 'true')) return [];
    return [{ field, n, list: takes(schema, [n, n]), fraction: takes(schema, 0.5) || takes(schema, 1.5) }];
  });
}

/**
 * What a loose reader takes for a number (`z.coerce`, `Number(…)`: true as 1, [5] as 5, "0x10" as 16) and no
 * number field may, as a JSON body carries it and as a query string's text does (a list as a repeated key).
 */
function coercionsOf({ n, list, fraction }: ReturnType<typeof numberFieldsOf>[number], reading: boolean) {
  const text = ['0x10', '0b1', '1e1', 'Infinity', `${n}abc`, ...(fraction ? [] : ['1.5', `${n}.0`])];
  const values: unknown[] = reading
    ? ['true', 'false', '{}', `[${n}]`, ...text, ...(list ? [] : [[String(n), String(n)]])]
    : [true, false, {}, { 0: n }, ...text, ...(fraction ? [] : [1.5]), ...(list ? [] : [[n]])];
  // A list takes a list: its items are the number then.
  return list
    ? values.filter((v) => !Array.isArray(v)).map((v) => (reading ? [String(n), v] : [n, v]))
    : values;
}

const plausible = fc.oneof(
  fc.constantFrom(1, 2, 7, 20, 'abc', '张三', true, false, '2026-11-01', '2026-11-01T08:00:00Z', 'id', '-id'),
  fc.integer({ min: 1, max: 50 }),
);
/** Point 12's values: what a loose reader took for a number. */
const looseNumbers = fc.constantFrom(
  true,
  false,
  [5],
  [1, 2],
  {},
  { 0: 1 },
  '0x10',
  '1e1',
  '1.5',
  2.5,
  '1.0',
  null,
);

const bad = fc.oneof(
  looseNumbers,
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

interface Multipart {
  body: Buffer;
  type: string;
}

/**
 * A multipart body an upload route may be sent: a well-formed one of random parts, then spoilt — cut anywhere,
 * under another boundary or none, a part's headers huge or many, its disposition missing.
 */
const multipart: fc.Arbitrary<Multipart> = fc
  .record({
    boundary: fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/),
    parts: fc.array(
      fc.record({
        name: fc.constantFrom('file', 'values', 'image', 'x', ''),
        filename: fc.option(fc.constantFrom('a.csv', 'a.xlsx', 'a.png', '', '..\\x', 'n\u0000.csv')),
        type: fc.option(fc.constantFrom('text/csv', 'image/png', 'application/json', 'x')),
        content: fc.oneof(
          fc.constantFrom('', '{"name":"x"}', '{', '日期,账户ID\r\n2026-11-01,1', '\x89PNG\r\n\x1a\n'),
          fc.string({ maxLength: 200, unit: 'binary' }),
        ),
        header: fc.option(
          fc.constantFrom(
            `X-Long: ${'a'.repeat(100_000)}`,
            'X: a\r\n'.repeat(3_000).trimEnd(),
            'Content-Disposition:',
            ':',
          ),
        ),
      }),
      { maxLength: 4 },
    ),
    spoil: fc.oneof(
      fc.constant({ kind: 'none' as const }),
      fc.record({ kind: fc.constant('cut' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
      fc.record({ kind: fc.constant('otherBoundary' as const), other: fc.constantFrom('other', 'x', '--') }),
      fc.constantFrom(
        { kind: 'noBoundary' as const },
        { kind: 'emptyBoundary' as const },
        { kind: 'noEnd' as const },
      ),
    ),
  })
  .map(({ boundary, parts, spoil }) => {
    const sent = spoil.kind === 'otherBoundary' ? spoil.other : boundary;
    const text =
      parts
        .map((p) => {
          const disposition = `Content-Disposition: form-data; name="${p.name}"${
            p.filename === null ? '' : `; filename="${p.filename}"`
          }`;
          const headers = [disposition, p.type && `Content-Type: ${p.type}`, p.header].filter(Boolean);
          return `--${sent}\r\n${headers.join('\r\n')}\r\n\r\n${p.content}\r\n`;
        })
        .join('') + (spoil.kind === 'noEnd' ? '' : `--${sent}--\r\n`);
    const whole = Buffer.from(text, 'latin1');
    const body = spoil.kind === 'cut' ? whole.subarray(0, Math.floor(whole.length * spoil.at)) : whole;
    const type =
      spoil.kind === 'noBoundary'
        ? 'multipart/form-data'
        : spoil.kind === 'emptyBoundary'
          ? 'multipart/form-data; boundary='
          : `multipart/form-data; boundary=${boundary}`;
    return { body, type };
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

async function send(route: RouteSpec, input: Record<string, unknown>, upload?: Multipart) {
  const method = [route.method].flat()[0]!;
  const reading = method === 'GET';
  const call = api.call(method, route.url, {
    token: admin,
    ...(upload
      ? { body: upload.body, headers: { 'content-type': upload.type } }
      : reading
        ? { query: asQuery(input) }
        : { body: input }),
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
        fc.asyncProperty(inputsOf(route), fc.option(multipart, { nil: undefined }), async (input, body) => {
          const answer = await send(route, input, route.upload ? body : undefined);
          const written = (await writes()) - counted;
          counted += written;
          // A sign-out among the inputs ends the session the others are sent with.
          if (answer.status === Status.NO_SESSION) {
            admin = (await api.login('admin')).token;
            counted = await writes();
          }
          expect(answer.http).not.toBe(500);
          expect(answer.status).not.toBe(Status.SERVER_ERROR);
          // A refusal names the field by its label, as the page does, never by its API name. (A file that
          // arrived is judged by what it holds: the import's refusals name its rows and columns.)
          const fileRead = route.upload && body !== undefined;
          if (answer.status === Status.INVALID && !fileRead)
            expect(
              LABELS.some((label) => answer.desc.startsWith(`${label}无效：`)),
              answer.desc,
            ).toBe(true);
          // The import keeps a file it refused in its history, with the bad cells: by design.
          if (answer.status !== Status.OK && !fileRead)
            expect(written, `${answer.status} ${answer.desc}`).toBe(0);
        }),
        { numRuns: RUNS, seed: Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31) },
      );
    },
  );
});

describe('every number field of every route', () => {
  const table = apiRoutes({ config: {}, clock: { now: Date.now } } as never);
  const fields = table.flatMap((r) =>
    numberFieldsOf(r).map((f) => [`${r.url} ${f.field}`, r.url, f] as const),
  );

  it('is found in the route table: ids, amounts, counts', () => {
    expect(fields.length).toBeGreaterThan(300);
    expect(fields.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        '/api/crm/landingPage/publish id',
        '/api/crm/order/save amount',
        '/api/crm/settlement/save amount',
      ]),
    );
  });

  it.each(fields)(
    '%s refuses what only a loose reader takes for a number, 130 naming it',
    async (_name, url, field) => {
      const route = apiRoutes(api.app).find((r) => r.url === url)!;
      const reading = [route.method].flat()[0] === 'GET';
      for (const value of coercionsOf(field, reading)) {
        const before = await writes();
        const answer = await send(route, { [field.field]: value });
        const why = `${JSON.stringify(value)}: ${answer.status} ${answer.desc}`;
        if (answer.status === Status.NO_SESSION) admin = (await api.login('admin')).token;
        expect(answer.http, why).not.toBe(500);
        expect(answer.status, why).toBe(Status.INVALID);
        const named = (answer.data as { errors?: { field: string }[] } | null)?.errors ?? [];
        expect(
          named.map((e) => e.field.split('.')[0]),
          why,
        ).toContain(field.field);
        expect(await writes(), why).toBe(before);
      }
    },
  );
});

describe('every upload route', () => {
  const table = apiRoutes({ config: {}, clock: { now: Date.now } } as never);
  const uploads = table.filter((r) => r.upload).map((r) => r.url);
  const b = 'b0undary';
  const part = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n`;
  const malformed = {
    'cut within the file': [`multipart/form-data; boundary=${b}`, `${part}\r\n日期,账户`],
    'cut within the headers': [`multipart/form-data; boundary=${b}`, `${part}Content-Ty`],
    'under another boundary': [
      `multipart/form-data; boundary=${b}`,
      part.replace(b, 'other') + '\r\nx\r\n--other--',
    ],
    'without a boundary': ['multipart/form-data', `${part}\r\nx\r\n--${b}--\r\n`],
    'with an empty boundary': ['multipart/form-data; boundary=', `${part}\r\nx\r\n--${b}--\r\n`],
    'of no parts at all': [`multipart/form-data; boundary=${b}`, 'hello'],
  };

  it('is found in the route table', () => expect(uploads.length).toBeGreaterThanOrEqual(3));

  it.each(uploads.flatMap((url) => Object.entries(malformed).map(([how, sent]) => [url, how, ...sent])))(
    '%s refuses a body %s: 130 naming the file, never 500',
    async (url, _how, type, body) => {
      const answer = await api.call('POST', url, { token: admin, body, headers: { 'content-type': type } });
      expect(answer.http).toBe(200);
      expect(answer.status).toBe(Status.INVALID);
      expect(answer.desc).toMatch(/^(文件|图片)无效：上传的内容不完整或格式有误/);
    },
  );
});
