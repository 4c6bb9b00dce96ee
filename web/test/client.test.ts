import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSignature, DEFAULT_SALTS } from '@adops/common/signing';
import { sha256Hex } from '@adops/common/sha256';
import {
  DOWNLOAD_FAILED,
  download,
  get,
  post,
  RequestError,
  setSessionEndHandler,
  upload,
} from '../src/api/client';
import { setToast } from '../src/api/notify';
import { COOKIE, cookies } from '../src/store/persist';

const toasts: { text: string; seconds: number | undefined }[] = [];
const sessionEnds = vi.fn();

const json = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  toasts.length = 0;
  sessionEnds.mockReset();
  setToast({
    error: ((text: string, seconds?: number) => toasts.push({ text, seconds })) as never,
    success: (() => undefined) as never,
    warning: (() => undefined) as never,
  });
  setSessionEndHandler(sessionEnds);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  cookies.set(COOKIE.token, 'tok123');
});
afterEach(() => {
  vi.unstubAllGlobals();
  cookies.remove(COOKIE.token);
});

describe('request client (spec sections 7 and 8)', () => {
  it('signs every call: query sessionId, saltId, timestamp; headers saltId, timestamp, token', async () => {
    fetchMock.mockResolvedValue(json({ status: 1, desc: 'ok', data: { a: 1 } }));
    await expect(get('/api/x', { q: 'v', list: [1, 2] })).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    const query = new URL(url, 'http://h').searchParams;
    expect(query.get('q')).toBe('v');
    expect(query.get('list')).toBe('1,2');
    const headers = init.headers as Record<string, string>;
    expect(headers.token).toBe('tok123');
    expect(headers.saltId).toBe(query.get('saltId'));
    expect(headers.timestamp).toBe(query.get('timestamp'));
    const given = {
      sessionId: query.get('sessionId')!,
      saltId: query.get('saltId')!,
      timestamp: query.get('timestamp')!,
      token: 'tok123',
    };
    expect(checkSignature(given, { salts: DEFAULT_SALTS, now: Date.now(), hash: sha256Hex })).toBe('ok');
  });

  it('posts JSON bodies', async () => {
    fetchMock.mockResolvedValue(json({ status: 1, desc: 'ok', data: null }));
    await post('/api/y', { userId: 3 });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"userId":3}');
  });

  it('toasts "请求状态异常:status= {code}" for 5 s on an HTTP status other than 200 and 302, and rejects', async () => {
    fetchMock.mockResolvedValue(json({ status: 500, desc: 'x', data: null }, 500));
    await expect(get('/api/x')).rejects.toBeInstanceOf(RequestError);
    expect(toasts).toEqual([{ text: '请求状态异常:status= 500', seconds: 5 }]);
  });

  it("toasts the server's desc for 5 s when the envelope status is not 1, and rejects with it", async () => {
    fetchMock.mockResolvedValue(json({ status: 150, desc: '用户名 a 已存在', data: null }));
    await expect(get('/api/x')).rejects.toMatchObject({ status: 150, message: '用户名 a 已存在' });
    expect(toasts).toEqual([{ text: '用户名 a 已存在', seconds: 5 }]);
    expect(sessionEnds).not.toHaveBeenCalled();
  });

  it('ends the session on 110, handing its message to the app (shown after the reload that follows)', async () => {
    fetchMock.mockResolvedValue(json({ status: 110, desc: '登录已失效，请重新登录', data: null }));
    await expect(get('/api/x')).rejects.toMatchObject({ status: 110 });
    expect(sessionEnds).toHaveBeenCalledExactlyOnceWith('登录已失效，请重新登录');
  });

  it('toasts a transport error message, and rejects a cancelled call without a toast', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(get('/api/x')).rejects.toBeInstanceOf(RequestError);
    expect(toasts.map((t) => t.text)).toEqual(['Failed to fetch']);
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(() => {
      controller.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    await expect(get('/api/x', undefined, { signal: controller.signal })).rejects.toMatchObject({
      message: '',
    });
    expect(toasts).toHaveLength(1);
  });

  it('keeps quiet when the caller asks', async () => {
    fetchMock.mockResolvedValue(json({ status: 120, desc: 'no', data: null }));
    await expect(get('/api/x', undefined, { silent: true })).rejects.toMatchObject({ status: 120 });
    expect(toasts).toEqual([]);
  });
});

describe('upload and download', () => {
  it('resolves an upload on HTTP 200 and rejects with the answer otherwise', async () => {
    fetchMock.mockResolvedValueOnce(json({ ok: 1 }));
    await expect(upload('/api/up', new FormData())).resolves.toEqual({ ok: 1 });
    fetchMock.mockResolvedValueOnce(json({ rows: [3] }, 400));
    await expect(upload('/api/up', new FormData(), 'PUT')).rejects.toEqual({ rows: [3] });
    expect((fetchMock.mock.calls[1]![1] as RequestInit).method).toBe('PUT');
  });

  it('gives a blob, or rejects with the error marker on any failure', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('xlsx-bytes', { status: 200, headers: { 'content-type': 'application/octet-stream' } }),
    );
    expect(await (await download('/api/file')).text()).toBe('xlsx-bytes');
    fetchMock.mockResolvedValueOnce(json({ status: 120, desc: 'no', data: null }));
    await expect(download('/api/file')).rejects.toBe(DOWNLOAD_FAILED);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(download('/api/file')).rejects.toBe(DOWNLOAD_FAILED);
  });
});

describe('a page being left', () => {
  afterEach(() => window.dispatchEvent(new Event('pageshow')));

  it('takes the calls the browser cancels for cancelled, not failed: no toast, no message', async () => {
    fetchMock.mockImplementation(() => {
      window.dispatchEvent(new Event('beforeunload'));
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const error = await get('/api/crm/sys/getUserInfo', { uid: 1 }).catch((e: RequestError) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ status: 0, message: '' });
    expect(toasts).toEqual([]);
  });

  it('does not end the session: a sign-out asked for then neither calls the server nor forgets the token', async () => {
    const { signOut } = await import('../src/store/session');
    window.dispatchEvent(new Event('pagehide'));
    await signOut();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(cookies.get(COOKIE.token)).toBe('tok123');
  });

  it('is in use again when it comes back from the page cache: a network failure is a failure', async () => {
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await get('/api/crm/sys/getUserInfo', { uid: 1 }).catch((e: RequestError) => e);
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch' });
    expect(toasts.map((t) => t.text)).toEqual(['Failed to fetch']);
  });
});
