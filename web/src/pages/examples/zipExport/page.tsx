import { Button, Card, Form, Input, Typography } from 'antd';
import { FileZipOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountRow } from '@adops/common/contract/account';
import { tableText } from '@adops/common/sheetText';
import { saveBlob } from '../../../api/client';
import { toastWarning } from '../../../api/notify';
import { exportColumnsOf } from '../../../export/exportColumns';
import { registerTexts, useTranslation } from '../../../i18n';
import { ResourceTable } from '../../../resource/ResourceTable';
import { EXPORT_ACCOUNTS } from '../exportAccounts';
import { fileNameRules } from '../fileNameRules';
import ZIP_TEXTS from './texts';

registerTexts(ZIP_TEXTS);

const ACCOUNTS_DEF = { ...EXPORT_ACCOUNTS, testId: 'zipAccounts' };

/**
 * The zip sample page (/example/zipExport): the rows the table shows written as tab-separated text, as the
 * server's txt export writes them (common/sheetText), and packed into `<name>.zip` in the browser.
 */
export default function ZipExportPage() {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<AccountRow[]>([]);
  const [form] = Form.useForm<{ fileName: string }>();
  const packing = useMutation({
    mutationFn: async ({ fileName }: { fileName: string }) => {
      const name = fileName.trim();
      const text = tableText(
        exportColumnsOf(ACCOUNTS_DEF.columns, t, i18n.language),
        rows,
        i18n.language,
        'txt',
      );
      const { strToU8, zipSync } = await import('fflate');
      const zip = zipSync({ [`${name}.txt`]: strToU8(text) });
      saveBlob(new Blob([zip], { type: 'application/zip' }), `${name}.zip`);
    },
  });

  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('example.zip.intro')}</Typography.Paragraph>
      <Form<{ fileName: string }>
        form={form}
        layout="inline"
        initialValues={{ fileName: t('example.zip.defaultName') }}
        onFinish={(values) => (rows.length ? packing.mutate(values) : toastWarning(t('example.zip.noRows')))}
        style={{ marginBottom: 16 }}
      >
        <Form.Item
          name="fileName"
          label={t('example.zip.fileName')}
          rules={[
            { required: true, whitespace: true, message: t('example.zip.fileNameRequired') },
            ...fileNameRules(t),
          ]}
        >
          <Input style={{ width: 220 }} data-testid="zip-file-name" />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<FileZipOutlined />}
            loading={packing.isPending}
            data-testid="zip-export"
          >
            {t('example.zip.export')}
          </Button>
        </Form.Item>
      </Form>
      <ResourceTable def={ACCOUNTS_DEF} onRows={setRows} embedded />
    </Card>
  );
}
