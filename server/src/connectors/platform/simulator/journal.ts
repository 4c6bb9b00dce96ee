import type { TransferType } from '../types';

/** A transfer as the simulated platform keeps it. */
export interface JournalEntry {
  /** The order written, from 1: the record id is made from it. */
  seq: number;
  key: string;
  advertiserId: string;
  type: TransferType;
  /** Cents, signed: positive in, negative out. */
  amount: number;
  remark: string | null;
  /** Epoch milliseconds. */
  at: number;
  balanceAfter: number;
}

/** What may be done with the journal while one advertiser's transfers wait for each other. */
export interface JournalTurn {
  find(key: string): Promise<JournalEntry | null>;
  /** Entries written after `seq`, in order. */
  after(seq: number): Promise<JournalEntry[]>;
  append(entry: Omit<JournalEntry, 'seq'>): Promise<JournalEntry>;
}

/**
 * Where the simulated platform keeps the transfers it was asked for, so that they outlive the process (the rest
 * of its world is derived from the seed and the clock). `turn` runs the work while no other transfer of the
 * same advertiser runs, in this process or another on the same database.
 */
export interface TransferJournal {
  after(seq: number): Promise<JournalEntry[]>;
  turn<T>(advertiserId: string, work: (journal: JournalTurn) => Promise<T>): Promise<T>;
}

/** A journal in memory, for a simulator that lives as long as its process (tests, the seed). */
export function memoryJournal(): TransferJournal {
  const entries: JournalEntry[] = [];
  const queues = new Map<string, Promise<unknown>>();
  const after = async (seq: number) => entries.filter((e) => e.seq > seq);
  const turn: JournalTurn = {
    find: async (key) => entries.find((e) => e.key === key) ?? null,
    after,
    append: async (entry) => {
      const stored = { ...entry, seq: entries.length + 1 };
      entries.push(stored);
      return stored;
    },
  };
  return {
    after,
    turn(advertiserId, work) {
      const run = (queues.get(advertiserId) ?? Promise.resolve()).then(() => work(turn));
      queues.set(
        advertiserId,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
