import type { AccountRow } from '@adops/common/contract/account';
import { registerTexts, type TextKey } from '../../i18n';
import type { ResourceDef } from '../../resource/types';
import { ACCOUNTS } from '../dailyManage/resources';
import EXCEL_TEXTS from './excelExport/texts';

registerTexts(EXCEL_TEXTS);

/** The groups of the accounts' columns, for the exports' two-row header. */
const GROUPS: Partial<Record<keyof AccountRow, TextKey>> = {
  name: 'example.excel.groupAccount',
  platformId: 'example.excel.groupAccount',
  customerName: 'example.excel.groupOwner',
  operatorName: 'example.excel.groupOwner',
  groupName: 'example.excel.groupOwner',
  departmentName: 'example.excel.groupOwner',
  balance: 'example.excel.groupMoney',
  monthFee: 'example.excel.groupMoney',
};

/**
 * The accounts list of 日常管理 as the export samples show it: the same columns, filters and data (within the
 * caller's scope), its columns grouped, read-only (no form, delete or drill-downs); each page gives it its own test ids.
 */
const { form: _form, remove: _remove, actions: _actions, ...READ_ONLY } = ACCOUNTS;

export const EXPORT_ACCOUNTS: ResourceDef<AccountRow> = {
  ...READ_ONLY,
  columns: ACCOUNTS.columns.map((column) => {
    const group = GROUPS[column.key];
    return group ? { ...column, group } : column;
  }),
};
