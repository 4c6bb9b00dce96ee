import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import type { AccountRow } from '@adops/common/contract/account';
import { useTranslation } from '../../../i18n';
import { ResourceTable } from '../../../resource/ResourceTable';
import { EXPORT_ACCOUNTS } from '../exportAccounts';
import { ExportPanel } from './ExportPanel';
import { SheetUpload } from './SheetUpload';

const ACCOUNTS_DEF = { ...EXPORT_ACCOUNTS, testId: 'excelAccounts' };

/**
 * The Excel sample page (/example/excelExport): accounts picked in the list exported by the server as xlsx, csv
 * or text under a two-row merged header; and an Excel or csv file uploaded and read back as a table.
 */
export default function ExcelExportPage() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<AccountRow[]>([]);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ResourceTable
        def={ACCOUNTS_DEF}
        onPick={setPicked}
        header={
          <>
            <Typography.Paragraph type="secondary">{t('example.excel.intro')}</Typography.Paragraph>
            <ExportPanel def={ACCOUNTS_DEF} picked={picked} />
          </>
        }
      />
      <Card title={t('example.excel.upload')}>
        <SheetUpload />
      </Card>
    </Space>
  );
}
