import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS_TITLES } from '@adops/common/business';
import { tableText } from '@adops/common/sheetText';
import { exportColumnsOf } from '../../src/export/exportColumns';
import { translate, type TextKey } from '../../src/i18n';
import { EXPORT_ACCOUNTS } from '../../src/pages/examples/exportAccounts';

const zh = (key: TextKey) => translate('zh', key);

describe('exportColumnsOf', () => {
  it('writes a list’s columns in the page’s language: groups, coded values by their titles, no hidden ones', () => {
    const columns = exportColumnsOf(
      [
        { key: 'name', title: 'route.xhsAccountAccount', group: 'example.excel.groupAccount' },
        { key: 'status', title: 'route.xhsAccountAccount', kind: 'enum', values: ACCOUNT_STATUS_TITLES },
        { key: 'balance', title: 'route.xhsAccountAccount', kind: 'money' },
        { key: 'link', title: 'route.xhsAccountAccount', noExport: true },
      ],
      zh,
      'en',
    );
    expect(columns.map((c) => c.key)).toEqual(['name', 'status', 'balance']);
    expect(columns[0]).toEqual({ key: 'name', title: '账户管理', kind: 'text', group: '账户信息' });
    expect(columns[1]!.kind).toBe('text');
    expect(columns[1]!.values!.active).toBe(ACCOUNT_STATUS_TITLES.active!.en);
    expect(columns[2]).toEqual({ key: 'balance', title: '账户管理', kind: 'money' });
  });

  it('gives the export samples’ accounts a two-row header', () => {
    const text = tableText(exportColumnsOf(EXPORT_ACCOUNTS.columns, zh, 'zh'), [], 'zh', 'txt');
    const [groups] = text.split('\n');
    expect(groups!.split('\t').filter(Boolean)).toEqual(['账户信息', '归属', '资金']);
  });
});
