import { describe, expect, it } from 'vitest';
import { MENU_TITLES } from '@adops/common/menuTitles';
import { findRoute } from '@adops/common/menu';
import type { Text } from '../../src/i18n/define';
import RESOURCE_TEXTS from '../../src/resource/texts';
import BIZ_TEXTS from '../../src/pages/dailyManage/texts';
import APP_TEXTS from '../../src/i18n/locales/app';
import * as RESOURCES from '../../src/pages/dailyManage/resources';
import SYSTEM_TEXTS from '../../src/pages/system/texts';
import { USERS } from '../../src/pages/system/users';
import { ROLES } from '../../src/pages/system/roles';
import { MODULES } from '../../src/pages/system/modules';
import { DEPARTMENTS, MEMBERS, OPERATION_GROUPS } from '../../src/pages/system/departments';
import { QUESTIONS } from '../../src/pages/questions/resources';
import QUESTION_TEXTS from '../../src/pages/questions/texts';
import { TODAY_OPERATIONS } from '../../src/pages/todayOperation/resources';
import TODAY_OPERATION_TEXTS from '../../src/pages/todayOperation/texts';
import { LEADS } from '../../src/pages/stayQualified/leads';
import LEAD_TEXTS from '../../src/pages/stayQualified/leadTexts';
import { FORMS } from '../../src/pages/stayQualified/forms';
import { PAGES } from '../../src/pages/stayQualified/landingPages';
import FORM_TEXTS from '../../src/pages/stayQualified/formTexts';
import { LEAD_EMAIL_LOG, LEAD_EMAILS } from '../../src/pages/stayQualified/emails';
import EMAIL_TEXTS from '../../src/pages/stayQualified/emailTexts';
import * as ARTICLE_TABLES from '../../src/pages/examples/complexTable/articles';
import ARTICLE_TEXTS from '../../src/pages/examples/complexTable/texts';
import type { FieldDef, RelatedDef, ResourceDef } from '../../src/resource/types';
import type { TextKey } from '../../src/i18n';

const texts: Record<string, Text> = {
  ...MENU_TITLES,
  ...APP_TEXTS,
  ...RESOURCE_TEXTS,
  ...BIZ_TEXTS,
  ...SYSTEM_TEXTS,
  ...QUESTION_TEXTS,
  ...TODAY_OPERATION_TEXTS,
  ...LEAD_TEXTS,
  ...FORM_TEXTS,
  ...EMAIL_TEXTS,
  ...ARTICLE_TEXTS,
};
const definitions = [
  ...Object.entries(RESOURCES),
  ...Object.entries(ARTICLE_TABLES),
  ...Object.entries({
    USERS,
    ROLES,
    MODULES,
    DEPARTMENTS,
    OPERATION_GROUPS,
    QUESTIONS,
    TODAY_OPERATIONS,
    LEADS,
    FORMS,
    PAGES,
    LEAD_EMAILS,
    LEAD_EMAIL_LOG,
  }),
] as [string, ResourceDef<{ id: number }>][];
const fieldKeys = (fields: readonly FieldDef[] = []): (TextKey | undefined)[] =>
  fields.flatMap((f) => [f.label, f.help, f.list?.noun, ...fieldKeys(f.list?.item)]);
const relatedKeys = (related: RelatedDef<never, never>) => [
  related.label,
  related.title,
  ...related.columns.map((c) => c.title),
  ...(related.commands ?? []).flatMap((c) => [c.confirm, ...fieldKeys(c.fields)]),
];

describe('the resource page definitions', () => {
  it('name only texts that exist, in both languages', () => {
    const missing: string[] = [];
    for (const [name, def] of definitions) {
      const keys = [
        def.title,
        ...def.columns.map((c) => c.title),
        ...def.filters.flatMap((f) => [f.label, f.placeholder]),
        ...fieldKeys(def.form?.fields),
        ...(def.actions ?? []).flatMap((a) => [a.label, a.view?.title]),
        ...(def.commands ?? []).flatMap((c) => [c.confirm, ...fieldKeys(c.fields)]),
        ...(def.related ?? []).flatMap(relatedKeys),
        ...(def.remove?.locked ? [def.remove.locked({ id: 0, builtIn: true } as never)] : []),
        def.remove?.hint,
      ].filter((k): k is TextKey => Boolean(k));
      for (const key of keys) if (!texts[key]?.zh || !texts[key]?.en) missing.push(`${name}: ${key}`);
    }
    for (const key of relatedKeys(MEMBERS as never)) {
      if (key && (!texts[key]?.zh || !texts[key]?.en)) missing.push(`MEMBERS: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('give every coded column and filter the titles of its values', () => {
    for (const [name, def] of definitions) {
      for (const item of [...def.columns, ...def.filters]) {
        if (item.kind === 'enum') expect(Object.keys(item.values ?? {}), `${name}`).not.toHaveLength(0);
      }
    }
  });

  it('drill down to pages of the menu, carrying the account', () => {
    const account = { id: 42 } as never;
    for (const action of RESOURCES.ACCOUNTS.actions ?? []) {
      const [path, query] = action.to!(account).split('?');
      expect(findRoute(path!)?.hidden).toBe(true);
      expect(query).toBe('accountId=42');
    }
  });

  it('use a distinct test id each', () => {
    const ids = definitions.map(([, def]) => def.testId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
