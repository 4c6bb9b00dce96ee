import Cookies from 'js-cookie';

/** The cookie and storage names the console keeps its state under (vue-element-admin's names). */
export const COOKIE = {
  token: 'Admin-Token',
  userId: 'userId',
  sidebar: 'sidebarStatus',
  size: 'size',
  language: 'language',
  username: 'rememberedUsername',
} as const;

export const STORAGE = { tags: 'tagsView' } as const;

export const cookies = {
  get: (name: string) => Cookies.get(name),
  set: (name: string, value: string, days?: number) =>
    Cookies.set(name, value, { sameSite: 'strict', ...(days ? { expires: days } : {}) }),
  remove: (name: string) => Cookies.remove(name),
};

export function readJson<T>(key: string, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown) {
  localStorage.setItem(key, JSON.stringify(value));
}
