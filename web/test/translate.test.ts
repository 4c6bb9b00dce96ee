import { describe, expect, it } from 'vitest';
import { registerTexts, translate } from '../src/i18n';
import type { TextKey } from '../src/i18n';

describe('translate', () => {
  it('fills {{name}} of the console texts and {name} of the shared messages, in the language asked', () => {
    registerTexts({ 'test.greet': { zh: '你好，{{name}}', en: 'Hello, {{name}}' } });
    expect(translate('en', 'test.greet', { name: 'Li' })).toBe('Hello, Li');
    expect(translate('zh', 'test.greet', { name: '李' })).toBe('你好，李');
    expect(translate('zh', 'msg.templateVariable', { name: 'x' })).toBe('模板中没有变量 x');
    expect(translate('en', 'msg.templateVariable')).toBe('Templates have no variable {name}');
  });

  it('shows an unknown key as itself', () => {
    expect(translate('zh', 'no.such.key' as TextKey)).toBe('no.such.key');
  });
});

describe('text keys', () => {
  it('are typed: a key no text table has does not compile, the tables’ and common’s do', () => {
    // @ts-expect-error -- no table holds it (`npm run typecheck` fails when this line compiles)
    const unknown: TextKey = 'report.noSuchText';
    // @ts-expect-error -- a message of the server's answers alone: the console does not load it
    const serverOnly: TextKey = 'msg.staleVersion';
    const known: TextKey[] = ['report.total', 'route.userManage', 'msg.required', 'system.user.username'];
    expect([unknown, serverOnly, ...known].every((key) => typeof key === 'string')).toBe(true);
  });
});
