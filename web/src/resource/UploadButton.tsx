import { Alert, Button, Modal, Space, Table, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Status, type Envelope } from '@adops/common/codes';
import type { ImportFailure, ImportRowError } from '@adops/common/contract/import';
import { download, saveBlob, upload as send } from '../api/client';
import { toastError } from '../api/notify';
import { useTranslation } from '../i18n';
import type { ResourceDef, UploadDef } from './types';
import { useRefresh } from './useRefresh';

/** What an upload came back with: the summary of a file written, or why it was refused and its bad cells. */
type Outcome =
  { ok: true; text: string } | { ok: false; text: string; errors: ImportRowError[]; total: number };

/**
 * A definition's upload (`def.upload`): a dialog to pick a file (and download the template), send it, and read
 * the answer right there: what was written, or every bad cell by row and column. The lists read again after.
 */
export function UploadButton<Row extends object>({
  def,
  upload,
}: {
  def: ResourceDef<Row>;
  upload: UploadDef;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh(def);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const testId = `${def.testId}-upload`;

  const sending = useMutation({
    mutationFn: async (chosen: File): Promise<Outcome> => {
      const form = new FormData();
      form.append('file', chosen, chosen.name);
      const answer = await send<Envelope<unknown>>(upload.url, form).catch(
        (failed: unknown) => failed as Envelope<unknown> | null,
      );
      if (!answer) return { ok: false, text: t('resource.uploadFailed'), errors: [], total: 0 };
      if (answer.status === Status.OK) {
        const { key, values } = upload.summary(answer.data as never);
        return { ok: true, text: t(key, values) };
      }
      const failure = answer.status === Status.INVALID ? (answer.data as ImportFailure | null) : null;
      return { ok: false, text: answer.desc, errors: failure?.errors ?? [], total: failure?.total ?? 0 };
    },
    onSuccess: async (result) => {
      setOutcome(result);
      await refresh();
    },
  });

  const template = useMutation({
    mutationFn: async () => saveBlob(await download(upload.template!.url), upload.template!.name),
    onError: () => toastError(t('resource.downloadFailed')),
  });

  const close = () => {
    setOpen(false);
    setFile(null);
    setOutcome(null);
  };

  return (
    <>
      <Button icon={<UploadOutlined />} data-testid={testId} onClick={() => setOpen(true)}>
        {t(upload.label)}
      </Button>
      <Modal
        open={open}
        title={t(upload.label)}
        width={760}
        onCancel={close}
        footer={null}
        destroyOnHidden
        data-testid={`${testId}-modal`}
      >
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          {upload.hint && <Alert type="info" showIcon title={t(upload.hint)} />}
          <Space wrap>
            {upload.template && (
              <Button
                icon={<DownloadOutlined />}
                loading={template.isPending}
                data-testid={`${testId}-template`}
                onClick={() => template.mutate()}
              >
                {t('resource.uploadTemplate')}
              </Button>
            )}
            <Upload
              accept=".xlsx,.csv"
              maxCount={1}
              fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
              beforeUpload={(chosen) => {
                setFile(chosen);
                setOutcome(null);
                return false;
              }}
              onRemove={() => setFile(null)}
            >
              <Button data-testid={`${testId}-pick`}>{t('resource.uploadPick')}</Button>
            </Upload>
            <Button
              type="primary"
              disabled={!file}
              loading={sending.isPending}
              data-testid={`${testId}-start`}
              onClick={() => file && sending.mutate(file)}
            >
              {t('resource.uploadStart')}
            </Button>
          </Space>
          {outcome && <UploadOutcome outcome={outcome} testId={testId} />}
        </Space>
      </Modal>
    </>
  );
}

function UploadOutcome({ outcome, testId }: { outcome: Outcome; testId: string }) {
  const { t } = useTranslation();
  if (outcome.ok)
    return <Alert type="success" showIcon title={outcome.text} data-testid={`${testId}-result`} />;
  const more = outcome.total > outcome.errors.length;
  return (
    <>
      <Alert
        type="error"
        showIcon
        title={outcome.text}
        description={more ? t('resource.uploadFirstErrors', { shown: outcome.errors.length }) : undefined}
        data-testid={`${testId}-result`}
      />
      {outcome.errors.length > 0 && (
        <Table<ImportRowError & { key: number }>
          data-testid={`${testId}-errors`}
          size="small"
          rowKey="key"
          dataSource={outcome.errors.map((e, key) => ({ ...e, key }))}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            { key: 'row', dataIndex: 'row', title: t('resource.uploadRow'), width: 90 },
            { key: 'column', dataIndex: 'column', title: t('resource.uploadColumn'), width: 140 },
            { key: 'reason', dataIndex: 'reason', title: t('resource.uploadReason') },
          ]}
        />
      )}
    </>
  );
}
