import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_THRESHOLDS,
  thresholdsOf,
  type ThresholdKey,
  type Thresholds,
} from '@adops/common/thresholds';
import type { Executor } from './client';
import { readSetting, writeSetting } from './settings';

/** Where the thresholds saved over the defaults are kept (app_settings). */
const KEY = 'thresholds';

/** The thresholds in force: the defaults of common/thresholds.ts until saved. */
export const readThresholds = async (db: Executor): Promise<Thresholds> =>
  thresholdsOf(await readSetting(db, KEY));

/** Saves the thresholds whole; the catalog's version moves with them (0014), so cached reports are read again. */
export const writeThresholds = (db: Executor, values: Thresholds) => writeSetting(db, KEY, values);

/**
 * A threshold in force as SQL, for a query built before any is read (a resource's derived table): the saved
 * value, else the default.
 */
export const thresholdSql = (key: ThresholdKey): SQL<number> =>
  sql<number>`coalesce((select (s.value ->> ${key})::numeric from app_settings s where s.key = ${KEY}), ${DEFAULT_THRESHOLDS[key]})`;
