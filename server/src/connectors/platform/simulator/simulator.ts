import { MAX_REPORT_DAYS, MAX_TRANSFER_KEY, PlatformError, TRANSFER_TYPES } from '../types';
import type {
  TransferRequest,
  AccountHourlyRow,
  DailyRow,
  FundRow,
  PlanHourlyRow,
  PlatformAccount,
  PlatformBalance,
  PlatformConnector,
  PlatformPlan,
  NoteDailyRow,
  PlatformContentAccount,
  PlatformNote,
} from '../types';
import { dayString, parseDay, shanghaiMs, shanghaiTime, type ShanghaiTime } from './calendar';
import type { FundEvent } from './ledger';
import { buildNoteBook, contentAccountOn, noteDays, notesOf, type NoteBook } from './notes';
import { accountStatus, buildPopulation, type AccountProfile, type Brand } from './population';
import { seedKey } from './random';
import { memoryJournal, type JournalEntry, type TransferJournal } from './journal';
import { idSpace, TRANSFER_ID_BASE } from './ids';
import { TAG } from './tags';
import { World } from './world';

export interface SimulatorOptions {
  /** Same seed and same clock give the same world, always. */
  seed: number;
  /** Ad accounts (advertisers), e.g. 1,000 (demo tier) or 10,000 (large tier). */
  accounts: number;
  /** Advertiser brands (the agency's customers); each gets 1-15 accounts. */
  brands: number;
  /** How far back before the anchor day accounts may have been opened. */
  historyDays: number;
  /** The clock: "today" and "the current hour" are read from it in Asia/Shanghai. */
  now: () => Date;
  /**
   * The day the history is laid out back from ('YYYY-MM-DD'); by default the clock's day when the simulator is
   * created. Pass the day of the first seed to keep the same world across restarts while the clock moves on.
   */
  anchorDay?: string;
  /** How many accounts' money ledgers to keep in memory (default 4,096); others are recomputed when asked for. */
  cacheAccounts?: number;
  /** Where the transfers asked for are kept; by default in memory. */
  journal?: TransferJournal;
}

export interface SimulatedAccount extends PlatformAccount {
  brand: number;
  brandName: string;
  industry: string;
  subIndustry: string;
}

export interface SimulatedBrand {
  index: number;
  name: string;
  industry: string;
  subIndustry: string;
  /** Six-digit district code (GB/T 2260) the customer is registered in. */
  regionHint: string;
  /** Province, city and district of regionHint, e.g. '浙江省 杭州市 西湖区'. */
  regionName: string;
}

export interface Simulator extends PlatformConnector {
  readonly seed: number;
  /** The day the history was laid out back from. */
  readonly anchorDay: string;
  /** Every advertiser, with its status on the clock's day at creation. */
  readonly accounts: readonly SimulatedAccount[];
  readonly brands: readonly SimulatedBrand[];
  /** The clock's business day. */
  today(): string;
  /** Closed days (before today) with spend, start to end inclusive, conversions as restated by now. No limit. */
  dailyRows(advertiserId: string, start: string, end: string): DailyRow[];
  /** A closed day with spend: 24 hours; today: the hours up to now, the current one partly; otherwise none. */
  hourlyRows(advertiserId: string, day: string): AccountHourlyRow[];
  /** The account's plans as of today. */
  plans(advertiserId: string): PlatformPlan[];
  /** The account's hours split among its plans. */
  planHourlyRows(advertiserId: string, day: string): PlanHourlyRow[];
  /** The balance at the end of a closed day, or now for today. */
  balanceAt(advertiserId: string, day: string): PlatformBalance;
  /** Fund records from start to end inclusive, today's up to now. */
  fundRows(advertiserId: string, start: string, end: string): FundRow[];
  /** The content accounts whose notes the account promotes, as of today. */
  contentAccountRows(advertiserId: string): PlatformContentAccount[];
  /** The notes the account promotes, published up to today. */
  noteRows(advertiserId: string): PlatformNote[];
  /** The notes' share of the account's closed days (before today), start to end inclusive. No limit. */
  noteDailyRows(advertiserId: string, start: string, end: string): NoteDailyRow[];
  /**
   * Takes in the transfers written to the journal since this simulator last looked (by another process, or before
   * it was created). The platform's calls do it themselves; the synchronous views show what was taken in.
   */
  catchUp(): Promise<void>;
}

const DEFAULT_CACHE = 4096;
/** How many brands' notes to keep in memory; others are laid out again when asked for. */
const NOTE_BOOKS = 512;

const invalid = (message: string) => new PlatformError('invalid', message);

function checkOptions(o: SimulatorOptions): void {
  const whole = (name: string, value: number, min: number, max: number) => {
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new RangeError(`simulator: ${name} must be an integer from ${min} to ${max}, got ${value}`);
    }
  };
  if (!Number.isSafeInteger(o.seed))
    throw new RangeError(`simulator: seed must be a safe integer, got ${o.seed}`);
  whole('brands', o.brands, 1, 100_000);
  whole('accounts', o.accounts, o.brands, Math.min(1_000_000, o.brands * 15));
  whole('historyDays', o.historyDays, 30, 3650);
}

function checkTransfer(r: TransferRequest): void {
  if (typeof r.key !== 'string' || r.key.length === 0 || r.key.length > MAX_TRANSFER_KEY)
    throw invalid(`out_trade_no must be 1 to ${MAX_TRANSFER_KEY} characters`);
  if (!TRANSFER_TYPES.includes(r.type)) throw invalid(`unknown trade_type ${String(r.type)}`);
  if (!Number.isSafeInteger(r.amount) || r.amount <= 0)
    throw invalid('amount must be a whole number of fen above 0');
}

const TRANSFER_FUND_TYPE = { recharge: 'recharge', refund: 'refund', transferOut: 'transferOut' } as const;

/** A journal entry as a day's money event of the account it moved. */
function outsideEvent(entry: JournalEntry, recordId: string): FundEvent {
  const t = shanghaiTime(new Date(entry.at));
  const second = Math.floor((t.ms - shanghaiMs(t.day, t.hour, 0, 0)) / 1000);
  return {
    seq: 0,
    hour: t.hour,
    minute: Math.floor(second / 60),
    second: second % 60,
    type: TRANSFER_FUND_TYPE[entry.type],
    amount: entry.amount,
    toGrant: false,
    remark: entry.remark,
    recordId,
    balanceAfter: entry.balanceAfter,
  };
}

function fundRowOf(entry: JournalEntry, recordId: string): FundRow {
  return {
    advertiserId: entry.advertiserId,
    recordId,
    occurredAt: new Date(Math.floor(entry.at / 1000) * 1000).toISOString(),
    type: TRANSFER_FUND_TYPE[entry.type],
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    remark: entry.remark,
  };
}

function day(text: string, what = 'day'): number {
  const d = parseDay(text);
  if (d === null) throw invalid(`${what} is not a YYYY-MM-DD day: ${text}`);
  return d;
}

function range(start: string, end: string): [number, number] {
  const from = day(start, 'start');
  const to = day(end, 'end');
  if (from > to) throw invalid(`start ${start} is after end ${end}`);
  return [from, to];
}

/**
 * A deterministic ad platform for demos, seeds and tests: a book of brands and accounts with realistic spend,
 * delivery, conversions, hours, plans and money, all derived from the seed and the clock.
 */
export function createSimulator(options: SimulatorOptions): Simulator {
  checkOptions(options);
  const key = seedKey(options.seed);
  const clock = (): ShanghaiTime => shanghaiTime(options.now());
  const created = clock();
  const anchor = options.anchorDay === undefined ? created.day : parseDay(options.anchorDay);
  if (anchor === null) throw new RangeError(`simulator: anchorDay is not a day: ${options.anchorDay}`);
  const population = buildPopulation({
    key,
    accounts: options.accounts,
    brands: options.brands,
    historyDays: options.historyDays,
    anchor,
  });
  const world = new World(population, key, anchor, Math.max(1, options.cacheAccounts ?? DEFAULT_CACHE));

  const journal = options.journal ?? memoryJournal();
  const transferIds = idSpace(key, TAG.transfer, TRANSFER_ID_BASE);
  let seen = 0;
  const takeIn = (entries: JournalEntry[]) => {
    for (const entry of entries) {
      if (entry.seq <= seen) continue;
      const p = population.byAdvertiserId.get(entry.advertiserId);
      if (p)
        world.addOutside(
          p,
          shanghaiTime(new Date(entry.at)).day,
          outsideEvent(entry, transferIds.id(entry.seq)),
        );
      seen = entry.seq;
    }
  };
  const catchUp = async () => takeIn(await journal.after(seen));

  function profile(advertiserId: string): AccountProfile {
    const p = population.byAdvertiserId.get(advertiserId);
    if (!p) throw invalid(`unknown advertiser ${advertiserId}`);
    return p;
  }

  const platformAccount = (p: AccountProfile, today: number): PlatformAccount => ({
    advertiserId: p.advertiserId,
    name: p.name,
    product: p.product,
    status: accountStatus(p, today),
    openedOn: dayString(p.openedDay),
    dailyBudget: p.dailyBudget,
  });

  const books = new Map<number, NoteBook>();
  const bookOf = (brand: Brand): NoteBook => {
    let book = books.get(brand.index);
    if (book) books.delete(brand.index);
    else {
      book = buildNoteBook(brand, key, anchor);
      if (books.size >= NOTE_BOOKS) books.delete(books.keys().next().value as number);
    }
    books.set(brand.index, book);
    return book;
  };
  const contentAccountRows = (p: AccountProfile, now: ShanghaiTime): PlatformContentAccount[] => {
    const book = bookOf(p.brand);
    return book.contentAccounts
      .filter((a) => a.joinedDay <= now.day)
      .map((a) => ({
        advertiserId: p.advertiserId,
        userId: a.userId,
        nickname: a.nickname,
        ...contentAccountOn(book, a, now.day),
      }));
  };
  const noteRows = (p: AccountProfile, now: ShanghaiTime): PlatformNote[] =>
    notesOf(bookOf(p.brand), p, now.day).map((note) => ({
      advertiserId: p.advertiserId,
      noteId: note.noteId,
      title: note.title,
      userId: note.author.userId,
      publishedOn: dayString(note.publishedDay),
    }));
  const noteDailyRows = (p: AccountProfile, from: number, to: number, now: ShanghaiTime) =>
    noteDays(bookOf(p.brand), p, key, world.dailyRows(p, from, to, now));

  const balanceAt = (p: AccountProfile, d: number, now: ShanghaiTime) => {
    if (d > now.day) throw invalid(`no balance yet for ${dayString(d)}`);
    return world.balance(p, d, now);
  };

  return {
    seed: options.seed,
    anchorDay: dayString(anchor),
    accounts: population.accounts.map((p) => ({
      ...platformAccount(p, created.day),
      brand: p.brand.index,
      brandName: p.brand.name,
      industry: p.brand.industry.name,
      subIndustry: p.sub.name,
    })),
    brands: population.brands.map((b) => ({
      index: b.index,
      name: b.name,
      industry: b.industry.name,
      subIndustry: b.sub.name,
      regionHint: b.region.code,
      regionName: b.region.name,
    })),
    today: () => dayString(clock().day),
    dailyRows: (id, start, end) =>
      world.dailyRows(profile(id), day(start, 'start'), day(end, 'end'), clock()),
    hourlyRows: (id, d) => world.accountHours(profile(id), day(d), clock()),
    plans: (id) => world.plans(profile(id), clock()),
    planHourlyRows: (id, d) => world.planHours(profile(id), day(d), clock()),
    balanceAt: (id, d) => balanceAt(profile(id), day(d), clock()),
    fundRows: (id, start, end) => world.fundRows(profile(id), day(start, 'start'), day(end, 'end'), clock()),
    contentAccountRows: (id) => contentAccountRows(profile(id), clock()),
    noteRows: (id) => noteRows(profile(id), clock()),
    noteDailyRows: (id, start, end) =>
      noteDailyRows(profile(id), day(start, 'start'), day(end, 'end'), clock()),
    catchUp,

    async listAccounts() {
      const now = clock();
      return population.accounts
        .filter((p) => p.openedDay <= now.day)
        .map((p) => platformAccount(p, now.day));
    },
    async listPlans(id) {
      await catchUp();
      return world.plans(profile(id), clock());
    },
    async balances(ids) {
      await catchUp();
      const now = clock();
      return ids.map((id) => balanceAt(profile(id), now.day, now));
    },
    async realtimeHourly(id, d) {
      const p = profile(id);
      const target = day(d);
      const now = clock();
      if (target !== now.day) throw invalid(`the realtime report covers today (${dayString(now.day)}) only`);
      await catchUp();
      return { account: world.accountHours(p, target, now), plans: world.planHours(p, target, now) };
    },
    async offlineDaily(id, start, end) {
      const p = profile(id);
      const [from, to] = range(start, end);
      const now = clock();
      if (to >= now.day)
        throw invalid(`the offline report covers closed days only (before ${dayString(now.day)})`);
      if (to - from + 1 > MAX_REPORT_DAYS) throw invalid(`at most ${MAX_REPORT_DAYS} days per call`);
      return world.dailyRows(p, from, to, now);
    },
    async listContentAccounts(id) {
      return contentAccountRows(profile(id), clock());
    },
    async listNotes(id) {
      return noteRows(profile(id), clock());
    },
    async offlineNoteDaily(id, start, end) {
      const p = profile(id);
      const [from, to] = range(start, end);
      const now = clock();
      if (to >= now.day)
        throw invalid(`the offline report covers closed days only (before ${dayString(now.day)})`);
      if (to - from + 1 > MAX_REPORT_DAYS) throw invalid(`at most ${MAX_REPORT_DAYS} days per call`);
      return noteDailyRows(p, from, to, now);
    },
    async fundRecords(id, start, end) {
      const p = profile(id);
      const [from, to] = range(start, end);
      await catchUp();
      return world.fundRows(p, from, to, clock());
    },
    async transfer(request) {
      const p = profile(request.advertiserId);
      checkTransfer(request);
      const amount = request.type === 'recharge' ? request.amount : -request.amount;
      const entry = await journal.turn(p.advertiserId, async (turn) => {
        const earlier = await turn.find(request.key);
        if (earlier) {
          if (
            earlier.advertiserId !== p.advertiserId ||
            earlier.type !== request.type ||
            earlier.amount !== amount
          )
            throw invalid(`out_trade_no ${request.key} was used for another transfer`);
          return earlier;
        }
        takeIn(await turn.after(seen));
        const now = clock();
        if (now.day < p.openedDay) throw invalid(`advertiser ${p.advertiserId} is not open yet`);
        const balance = world.balance(p, now.day, now);
        if (amount < 0 && balance.cash < -amount)
          throw new PlatformError('funds', `the cash balance ${balance.cash} does not cover ${-amount}`);
        const stored = await turn.append({
          key: request.key,
          advertiserId: p.advertiserId,
          type: request.type,
          amount,
          remark: request.remark,
          at: now.ms,
          balanceAfter: balance.total + amount,
        });
        takeIn([stored]);
        return stored;
      });
      return fundRowOf(entry, transferIds.id(entry.seq));
    },
  };
}
