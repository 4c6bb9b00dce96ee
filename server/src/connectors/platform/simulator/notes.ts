import type { ContentAccountStatus } from '@adops/common/contract/creative';
import type { DailyRow, NoteDailyRow } from '../types';
import { dayString, monthDay, shanghaiMs } from './calendar';
import { largestRemainder } from './curve';
import { idSpace, type IdSpace } from './ids';
import type { AccountProfile, Brand } from './population';
import { gauss, hash, Stream, unit } from './random';
import { NEVER, PROFILE_DAY, TAG } from './tags';

/**
 * The brands' content accounts (C端账号) and the notes they publish, and how the brands' ad accounts promote
 * them: a note is promoted by one or two of its brand's accounts for a few weeks after it is published, and an
 * account's closed day is split in part among the notes it promotes that day (the rest went to other
 * creatives), so the notes of an account and day never sum past the account's own figures.
 */

export interface ContentAccountProfile {
  number: number;
  userId: string;
  nickname: string;
  /** Followers on the day the brand joined, and their growth per day after. */
  followers: number;
  growth: number;
  joinedDay: number;
  /** The day the platform banned it, or NEVER. */
  bannedDay: number;
}

export interface NoteProfile {
  number: number;
  noteId: string;
  title: string;
  author: ContentAccountProfile;
  publishedDay: number;
  /** Promoted from the day it is published to the day before this one. */
  lastDay: number;
  weight: number;
  /** Delivery per cent relative to its account's: a note that catches the eye buys more clicks. */
  clickFactor: number;
  interactionFactor: number;
  /** The brand's accounts (1-based numbers) that promote it. */
  promoters: number[];
}

export interface NoteBook {
  contentAccounts: ContentAccountProfile[];
  notes: NoteProfile[];
  /** The notes each account (by its number in the brand) promotes, in publishing order. */
  byAccount: Map<number, NoteProfile[]>;
}

/** How far past the anchor notes are laid out: a demo left running for a year still sees new ones. */
const AHEAD_DAYS = 400;
const MAX_CONTENT_ACCOUNTS = 8;
const MAX_NOTES = 1 << 16;

const NICKNAME_TAILS = ['小红书', '福利社', '种草君', '研究所', '旗舰店', '生活馆', '体验官'];

/** Note titles as a brand's own account writes them: the brand, its sub-industry, a month. */
const TITLES: readonly ((brand: string, sub: string, month: string) => string)[] = [
  (b) => `${b}新品上市｜这次真的有被惊艳到`,
  (_, s) => `亲测有效！${s}避坑指南`,
  (_, s) => `${s}怎么选？看完这篇就懂了`,
  (b) => `打工人必备｜${b}真实测评`,
  (_, s) => `5个${s}小技巧，建议收藏`,
  (b) => `被问爆了的${b}，到底好在哪`,
  (b, s) => `${s}天花板？${b}深度体验`,
  (_, s) => `跟着买不踩雷｜${s}合集`,
  (_, s) => `宝藏${s}分享，闭眼入`,
  (b, _, m) => `${b}｜${m}上新清单`,
  (b) => `${b}限时福利，评论区见`,
  (_, s) => `新手入门${s}，一篇讲透`,
];

/** A platform-looking object id (24 hex digits): the second of a day, then a unique 48-bit id. */
function objectId(ids: IdSpace, position: number, day: number): string {
  const seconds = Math.floor(shanghaiMs(day, 10, 0, 0) / 1000);
  return (
    (seconds >>> 0).toString(16).padStart(8, '0') +
    '0000' +
    BigInt(ids.id(position)).toString(16).padStart(12, '0')
  );
}

/** The brand's content accounts and notes, laid out from the seed alone. */
export function buildNoteBook(brand: Brand, key: number, anchor: number): NoteBook {
  const users = idSpace(key, TAG.contentAccounts, 0n);
  const noteIds = idSpace(key, TAG.notes, 0n);
  const s = new Stream(hash(key, brand.index, PROFILE_DAY, TAG.contentAccounts));
  const count = Math.min(
    MAX_CONTENT_ACCOUNTS,
    1 + (brand.accountCount >= 4 ? 1 : 0) + (s.chance(0.35) ? 1 : 0),
  );
  const tails = [...NICKNAME_TAILS];
  const contentAccounts: ContentAccountProfile[] = [];
  for (let k = 0; k < count; k++) {
    const joinedDay = brand.joinedDay - (k === 0 ? s.int(30, 400) : s.int(0, 60));
    const tail = k === 0 ? '官方' : tails.splice(Math.floor(s.next() * tails.length), 1)[0]!;
    contentAccounts.push({
      number: k + 1,
      userId: objectId(users, brand.index * MAX_CONTENT_ACCOUNTS + k, joinedDay),
      nickname: `${brand.name}${tail}`,
      followers: Math.round(
        Math.min(2_000_000, Math.max(300, Math.exp(Math.log(15_000) + 1.1 * s.normal()))),
      ),
      growth: s.range(0.0005, 0.004),
      joinedDay,
      bannedDay: s.chance(0.04) ? anchor - s.int(0, 180) : NEVER,
    });
  }

  const n = new Stream(hash(key, brand.index, PROFILE_DAY, TAG.notes));
  // About one note every twenty days per account, each promoted for one to six weeks: two or three a day.
  const perDay = brand.accountCount * n.range(0.03, 0.07);
  const notes: NoteProfile[] = [];
  const byAccount = new Map<number, NoteProfile[]>();
  for (
    let day = brand.joinedDay - n.int(0, 30);
    notes.length < MAX_NOTES;
    day += Math.floor(-Math.log(1 - n.next()) / perDay)
  ) {
    if (day > anchor + AHEAD_DAYS) break;
    const author = n.chance(0.6) ? contentAccounts[0]! : n.pick(contentAccounts);
    if (day < author.joinedDay) continue;
    const primary = n.int(1, brand.accountCount);
    const promoters = [primary];
    if (brand.accountCount > 1 && n.chance(0.25)) {
      const other = n.int(1, brand.accountCount - 1);
      promoters.push(other >= primary ? other + 1 : other);
    }
    const number = notes.length;
    const note: NoteProfile = {
      number,
      noteId: objectId(noteIds, brand.index * MAX_NOTES + number, day),
      title: n.pick(TITLES)(brand.name, brand.sub.name, `${Number(monthDay(day).slice(0, 2))}月`),
      author,
      publishedDay: day,
      lastDay: Math.min(day + n.int(7, 45), author.bannedDay),
      weight: Math.exp(0.8 * n.normal()),
      clickFactor: n.range(0.8, 1.25),
      interactionFactor: n.range(0.6, 1.6),
      promoters,
    };
    notes.push(note);
    for (const account of promoters) {
      const list = byAccount.get(account) ?? [];
      list.push(note);
      byAccount.set(account, list);
    }
  }
  return { contentAccounts, notes, byAccount };
}

/** A content account as the platform shows it on a day: followers grown, notes published by then. */
export function contentAccountOn(
  book: NoteBook,
  a: ContentAccountProfile,
  day: number,
): { followers: number; notes: number; status: ContentAccountStatus } {
  const grown = Math.max(0, day - a.joinedDay);
  return {
    followers: Math.round(a.followers * Math.pow(1 + a.growth, Math.min(grown, 3650))),
    notes: book.notes.filter((note) => note.author === a && note.publishedDay <= day).length,
    status: day >= a.bannedDay ? 'disabled' : 'active',
  };
}

/** The notes an account promotes that were published by the day. */
export const notesOf = (book: NoteBook, p: AccountProfile, day: number): NoteProfile[] =>
  (book.byAccount.get(p.number) ?? []).filter((note) => note.publishedDay <= day);

/**
 * The account's closed days split among the notes it promoted each day: a share of the day (55-95%) goes to
 * notes, by their weights fading with age; every figure of the notes of a day sums to that share of the
 * account's own, rounded down, so never past it.
 */
export function noteDays(book: NoteBook, p: AccountProfile, key: number, days: DailyRow[]): NoteDailyRow[] {
  const promoted = book.byAccount.get(p.number) ?? [];
  const rows: NoteDailyRow[] = [];
  if (!promoted.length) return rows;
  for (const row of days) {
    const day = Math.round(Date.parse(`${row.day}T00:00:00Z`) / 86_400_000);
    const live = promoted.filter((note) => note.publishedDay <= day && day < note.lastDay);
    if (!live.length || row.fee <= 0) continue;
    const share = 0.55 + 0.4 * unit(hash(key, p.index, day, TAG.noteDay));
    const weights = live.map(
      (note) =>
        note.weight *
        Math.exp(-(day - note.publishedDay) / 20) *
        Math.exp(0.3 * gauss(hash(key, p.index, day, TAG.noteDay + 1 + (note.number % 64)))),
    );
    const split = (total: number, factor?: (note: NoteProfile) => number) =>
      largestRemainder(
        Math.floor(total * share),
        factor ? weights.map((w, i) => w * factor(live[i]!)) : weights,
      );
    const fees = split(row.fee);
    const impressions = split(row.impressions);
    const clicks = split(row.clicks, (note) => note.clickFactor);
    const interactions = split(row.interactions, (note) => note.interactionFactor);
    const leads = split(row.leads, (note) => note.clickFactor);
    live.forEach((note, i) => {
      if (!fees[i] && !impressions[i]) return;
      rows.push({
        advertiserId: p.advertiserId,
        noteId: note.noteId,
        day: dayString(day),
        fee: fees[i]!,
        impressions: impressions[i]!,
        clicks: clicks[i]!,
        interactions: interactions[i]!,
        leads: leads[i]!,
      });
    });
  }
  return rows;
}
