import { Alert, Space, Spin, Table, Typography, Upload, type UploadProps } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Status, type Envelope } from '@adops/common/codes';
import {
  SHEET_EXTENSIONS,
  SHEET_MAX_BYTES,
  SHEET_MAX_ROWS,
  SHEET_URL,
  type SheetAnswer,
} from '@adops/common/contract/exampleSheet';
import { upload } from '../../../api/client';
import { useTranslation } from '../../../i18n';

const MB = SHEET_MAX_BYTES / 1024 / 1024;

/** The file's table, or why it was not read (the server's words, or the upload's failure). */
type Outcome = { name: string; sheet: SheetAnswer } | { failed: string };

/**
 * An Excel or csv file dropped or browsed for (one, .xlsx .xls .csv, at most 1 MB, checked here and again on
 * the server), read by the server and shown as a table whose columns are the file's first row.
 */
export function SheetUpload() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const reading = useMutation({
    mutationFn: async (file: File): Promise<Outcome> => {
      const form = new FormData();
      form.append('file', file, file.name);
      const answer = await upload<Envelope<SheetAnswer>>(SHEET_URL, form).catch(
        (failed: unknown) => failed as Envelope<SheetAnswer> | null,
      );
      if (answer?.status === Status.OK) return { name: file.name, sheet: answer.data };
      return { failed: answer?.desc ?? t('example.excel.uploadFailed') };
    },
    onMutate: () => setOutcome(null),
    onSuccess: setOutcome,
  });

  // Checked here first, so that a file the server would refuse is not sent.
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const name = file.name.toLowerCase();
    if (!SHEET_EXTENSIONS.some((ext) => name.endsWith(ext))) {
      setOutcome({ failed: t('example.excel.uploadType') });
    } else if (file.size > SHEET_MAX_BYTES) {
      setOutcome({ failed: t('example.excel.uploadTooLarge', { mb: MB }) });
    } else {
      reading.mutate(file);
    }
    return Upload.LIST_IGNORE;
  };

  const rows = outcome && 'sheet' in outcome ? outcome.sheet.rows.map((cells, key) => ({ key, cells })) : [];
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Upload.Dragger
        accept={SHEET_EXTENSIONS.join(',')}
        maxCount={1}
        multiple={false}
        showUploadList={false}
        beforeUpload={beforeUpload}
        disabled={reading.isPending}
        data-testid="excel-upload"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('example.excel.uploadDrop')}</p>
        <p className="ant-upload-hint">{t('example.excel.uploadHint', { mb: MB })}</p>
      </Upload.Dragger>
      {reading.isPending && <Spin />}
      {outcome && 'failed' in outcome && (
        <Alert type="error" showIcon title={outcome.failed} data-testid="excel-upload-error" />
      )}
      {outcome && 'sheet' in outcome && (
        <>
          <Typography.Text data-testid="excel-upload-summary">
            {t('example.excel.uploaded', {
              name: outcome.name,
              columns: outcome.sheet.columns.length,
              total: outcome.sheet.total,
            })}
            {outcome.sheet.total > SHEET_MAX_ROWS &&
              t('example.excel.uploadedFirst', { shown: SHEET_MAX_ROWS })}
          </Typography.Text>
          <Table<{ key: number; cells: string[] }>
            data-testid="excel-upload-table"
            size="small"
            dataSource={rows}
            columns={outcome.sheet.columns.map((title, i) => ({ key: i, title, dataIndex: ['cells', i] }))}
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 10, showSizeChanger: false }}
          />
        </>
      )}
    </Space>
  );
}
