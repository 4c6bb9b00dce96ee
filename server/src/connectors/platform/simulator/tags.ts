/**
 * The purpose word of each hash draw, so the draws of one (account, day) for different purposes never coincide.
 * Day-independent draws use PROFILE_DAY as their day.
 */
export const TAG = {
  brand: 1,
  account: 2,
  plans: 3,
  ids: 4,
  noise: 10,
  /** 8 consecutive words: the day's metric jitters. */
  metrics: 20,
  /** 24 consecutive words: the hourly curve's jitters. */
  hours: 40,
  /** 16 consecutive words: the day's money decisions and their times. */
  fund: 80,
  /** 8 consecutive words: each plan's weight on the day. */
  planDay: 100,
  restate: 120,
  transfer: 130,
  contentAccounts: 140,
  notes: 141,
  /** 65 consecutive words: the share of the day that goes to notes, then each note's jitter. */
  noteDay: 200,
} as const;

export const PROFILE_DAY = 0x7fffffff;

/** A day that never comes: the first spend of an account that never launches, the closing of one that stays open. */
export const NEVER = 1 << 30;
