import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU_TITLES } from '@adops/common/menuTitles';
import { MESSAGES } from '@adops/common/messages';
import type { Text } from '../src/i18n/define';

const featureTexts = import.meta.glob<{ default: Record<string, Text> }>(
  [
    '../src/i18n/locales/*.ts',
    '../src/components/texts.ts',
    '../src/dashboard/texts.ts',
    '../src/pages/**/texts.ts',
    '../src/pages/**/*Texts.ts',
    '../src/resource/texts.ts',
    '../src/report/texts.ts',
    '../src/report/**/texts.ts',
  ],
  { eager: true },
);

const SOURCE = join(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const shared: [string, Text][] = [
  ...Object.entries(MENU_TITLES),
  ...Object.entries(MESSAGES).map(([key, text]): [string, Text] => [`msg.${key}`, text]),
];
const entries = [
  ...shared.map(([key, text]) => ({ file: 'common', key, text })),
  ...Object.entries(featureTexts).flatMap(([file, module]) =>
    Object.entries(module.default).map(([key, text]) => ({ file, key, text })),
  ),
];
const all: Record<string, Text> = Object.fromEntries(entries.map(({ key, text }) => [key, text]));

describe('texts', () => {
  it('exist in Chinese and English, never empty, for every key of every feature', () => {
    expect(entries.length).toBeGreaterThan(200);
    for (const { file, key, text } of entries) {
      expect(typeof text.zh === 'string' && text.zh.trim(), `${file}: ${key} zh`).toBeTruthy();
      expect(typeof text.en === 'string' && text.en.trim(), `${file}: ${key} en`).toBeTruthy();
      expect(Object.keys(text).sort(), `${file}: ${key}`).toEqual(['en', 'zh']);
    }
  });

  it('define each key once', () => {
    const seen = new Map<string, string>();
    for (const { file, key } of entries) {
      expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
      seen.set(key, file);
    }
  });

  it('use the same {{placeholders}} in both languages', () => {
    for (const [key, text] of Object.entries(all)) {
      const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(text.en), key).toEqual(names(text.zh));
    }
  });

  it('cover every literal key the code translates', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SOURCE)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g)) {
        if (!all[match[1]!]) missing.push(`${file.slice(SOURCE.length)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
