import { createStore } from './createStore';

export interface ErrorLogEntry {
  error: string;
  stack?: string | undefined;
  url: string;
  info: string;
  time: number;
}

/** Spec section 8: unhandled UI errors, recorded with error, url and info, and written to the console. */
export const errorLogStore = createStore<ErrorLogEntry[]>([]);

export function recordError(error: unknown, info: string) {
  const err = error instanceof Error ? error : new Error(String(error));
  console.error(err, info);
  errorLogStore.set((log) => [
    ...log,
    { error: err.message, stack: err.stack, url: window.location.href, info, time: Date.now() },
  ]);
}

export const clearErrorLog = () => errorLogStore.set([]);

/** Catches what no component caught: uncaught errors and unhandled promise rejections. */
export function installGlobalErrorHandlers() {
  window.addEventListener('error', (event) => recordError(event.error ?? event.message, 'window.onerror'));
  window.addEventListener('unhandledrejection', (event) => {
    // A rejected API call has shown its toast already; it still belongs in the log.
    recordError(event.reason, 'unhandledrejection');
  });
}
