import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer of `stubApi` that refuses the call with an envelope status and its message. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly desc: string,
  ) {}
}

/**
 * Answers the request client's calls from a table of path → data (or a `Refusal`), in the server's envelope,
 * and records them. A path missing from the table answers status 140, as the server does for an unknown id.
 */
export function stubApi(answers: Record<string, unknown | ((call: Call) => unknown)>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call: Call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const entry = answers[url.pathname];
      const answer = typeof entry === 'function' ? entry(call) : entry;
      const envelope =
        entry === undefined
          ? { status: 140, desc: 'not found', data: null }
          : answer instanceof Refusal
            ? { status: answer.status, desc: answer.desc, data: null }
            : { status: 1, desc: '成功', data: answer };
      return new Response(JSON.stringify(envelope), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/**
 * What jsdom lacks and antd reads: matchMedia (the responsive grid; this one never matches) and
 * ResizeObserver (the virtual lists; this one never reports).
 */
export function installDomGaps() {
  if (typeof window.ResizeObserver !== 'function') {
    Object.defineProperty(window, 'ResizeObserver', {
      configurable: true,
      value: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
  }
  if (typeof window.matchMedia === 'function') return;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
