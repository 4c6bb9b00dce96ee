import type { AppContext } from '../../context';
import { repeatEvery } from '../../background/repeat';
import { resumeMoney } from './routes';
import type { TransferOutcome } from './transfer';

export interface Resuming {
  stop(): Promise<void>;
}

/**
 * Finishes the transfers left pending at once (a crash, a lost answer) and then every `everyMs` (a platform that
 * was down), one round at a time; `report` hears each round's outcomes and failures.
 */
export function keepResuming(
  app: AppContext,
  everyMs: number,
  report: (outcomes: TransferOutcome[] | null, error?: unknown) => void,
): Resuming {
  const rounds = repeatEvery(everyMs, () =>
    resumeMoney(app).then(
      (outcomes) => report(outcomes),
      (error: unknown) => report(null, error),
    ),
  );
  return { stop: () => rounds.stop() };
}
