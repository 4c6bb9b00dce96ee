import { Button, Form, Input, Radio, Switch, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { EXPORT_BOOKS, type ExportBook } from '@adops/common/contract/export';
import { saveBlob } from '../../../api/client';
import { toastError, toastWarning } from '../../../api/notify';
import { exportResource } from '../../../api/resource';
import { exportColumnsOf } from '../../../export/exportColumns';
import { useTranslation } from '../../../i18n';
import { endpointsOfDef } from '../../../resource/records';
import type { ResourceDef } from '../../../resource/types';
import { fileNameRules } from '../fileNameRules';

interface Choices {
  fileName?: string;
  autoWidth: boolean;
  book: ExportBook;
}

/**
 * The export of the rows picked in a resource table, with the file's name, type and column widths chosen: the
 * server writes it (the list's own export, named rows only); with no row picked it warns and sends nothing.
 */
export function ExportPanel<Row extends { id: number }>({
  def,
  picked,
}: {
  def: ResourceDef<Row>;
  picked: Row[];
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Choices>();
  const exporting = useMutation({
    mutationFn: async ({ fileName, autoWidth, book }: Choices) => {
      const title = t(def.title);
      const name = fileName?.trim() || undefined;
      const blob = await exportResource(
        endpointsOfDef(def).export,
        {},
        {
          columns: exportColumnsOf(def.columns, t, i18n.language),
          title,
          // The heading says which rows the file holds.
          filters: [{ label: t('example.excel.pickedRows'), value: String(picked.length) }],
        },
        { ids: picked.map((row) => row.id), book, autoWidth, ...(name ? { fileName: name } : {}) },
      );
      saveBlob(blob, `${name ?? title}.${book}`);
    },
    onError: () => toastError(t('example.excel.exportFailed')),
  });

  const start = (choices: Choices) => {
    if (!picked.length) {
      toastWarning(t('example.excel.pickFirst'));
      return;
    }
    exporting.mutate(choices);
  };

  return (
    <Form<Choices>
      form={form}
      layout="inline"
      data-testid="excel-export-form"
      initialValues={{ autoWidth: true, book: 'xlsx' }}
      onFinish={start}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item
        name="fileName"
        label={t('example.excel.fileName')}
        tooltip={t('example.excel.fileNameHint')}
        rules={fileNameRules(t)}
      >
        <Input allowClear placeholder={t(def.title)} style={{ width: 220 }} data-testid="excel-file-name" />
      </Form.Item>
      <Form.Item name="autoWidth" label={t('example.excel.autoWidth')} valuePropName="checked">
        <Switch data-testid="excel-auto-width" />
      </Form.Item>
      <Form.Item name="book" label={t('example.excel.book')}>
        <Radio.Group
          optionType="button"
          data-testid="excel-book"
          options={EXPORT_BOOKS.map((book) => ({ value: book, label: book }))}
        />
      </Form.Item>
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<DownloadOutlined />}
          loading={exporting.isPending}
          data-testid="excel-export"
        >
          {t('example.excel.exportPicked')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Typography.Text type="secondary" data-testid="excel-picked">
          {t('example.excel.picked', { count: picked.length })}
        </Typography.Text>
      </Form.Item>
    </Form>
  );
}
