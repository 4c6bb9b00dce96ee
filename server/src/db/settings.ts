import { eq, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { appSettings } from './schema';

/** The simulated platform the demo seed laid out; the sync continues the same world after a restart. */
export const SIMULATED_WORLD = 'platform.simulator';

export interface SimulatedWorld {
  seed: number;
  brands: number;
  accounts: number;
  historyDays: number;
  anchorDay: string;
}

export async function readSetting<T>(db: Executor, key: string): Promise<T | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row ? (row.value as T) : null;
}

export async function writeSetting(db: Executor, key: string, value: unknown): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}
