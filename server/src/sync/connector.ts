import type { Config } from '../config';
import type { Db } from '../db/client';
import { SIMULATED_WORLD, readSetting, type SimulatedWorld } from '../db/settings';
import { createHttpConnector, memoryTokenStore } from '../connectors/platform/http';
import { createSimulator } from '../connectors/platform/simulator';
import type { PlatformConnector } from '../connectors/platform/types';
import { databaseJournal } from './simulatorJournal';

/**
 * The platform the sync pulls from: the real open API when PLATFORM_API_URL and its credentials are set,
 * otherwise the simulated world the demo seed laid out (continued from where the seed left it, its transfers kept in
 * the database), otherwise none.
 */
export async function platformConnector(
  config: Config,
  db: Db,
  now: () => number,
): Promise<PlatformConnector | null> {
  const platform = config.platform;
  if (platform) {
    return createHttpConnector({
      baseUrl: platform.url,
      appId: platform.appId,
      secret: platform.secret,
      // The refresh token from the agency's authorisation; it is exchanged for an access token at once.
      tokens: memoryTokenStore({ accessToken: '', refreshToken: platform.refreshToken, expiresAt: 0 }),
    });
  }
  const world = await readSetting<SimulatedWorld>(db, SIMULATED_WORLD);
  if (!world) return null;
  const simulator = createSimulator({ ...world, now: () => new Date(now()), journal: databaseJournal(db) });
  await simulator.catchUp();
  return simulator;
}
