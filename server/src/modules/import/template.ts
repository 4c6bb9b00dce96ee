import ExcelJS from 'exceljs';
import { ACCOUNT_DAILY_COLUMNS, type AccountDailyColumn } from '@adops/common/contract/import';

export { XLSX_TYPE } from '../../export/xlsx';

const WIDTH: Record<AccountDailyColumn, number> = {
  day: 12,
  platformId: 20,
  fee: 12,
  impressions: 10,
  clicks: 10,
  interactions: 10,
  consults: 10,
  leads: 10,
};

/**
 * The account daily template: the header row and one example row of `exampleDay`. The day and account id
 * columns are text cells, so that Excel keeps a 16-digit id whole (it rounds numbers past 15 digits).
 */
export async function accountDailyTemplate(exampleDay: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'adops';
  const sheet = workbook.addWorksheet('账户日报');
  sheet.columns = ACCOUNT_DAILY_COLUMNS.map(({ key, title }) => ({
    header: title,
    key,
    width: WIDTH[key],
    style: { numFmt: key === 'day' || key === 'platformId' ? '@' : key === 'fee' ? '0.00' : '0' },
  }));
  sheet.addRow({
    day: exampleDay,
    platformId: '1600000000000101',
    fee: 1234.56,
    impressions: 52_000,
    clicks: 1_300,
    interactions: 420,
    consults: 18,
    leads: 6,
  } satisfies Record<AccountDailyColumn, string | number>);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
