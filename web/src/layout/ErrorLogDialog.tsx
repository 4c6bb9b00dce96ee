import { Button, Modal, Table } from 'antd';
import { useTranslation } from '../i18n';
import { parseTime } from '@adops/common/format';
import { clearErrorLog, type ErrorLogEntry } from '../store/errorLog';

/** The log's entries in a table, each with its stack; loaded on the first open (antd's Table is most of a list page's weight). */
export default function ErrorLogDialog({
  open,
  log,
  onClose,
}: {
  open: boolean;
  log: ErrorLogEntry[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('errorLog.title')}
      width="80%"
      onCancel={onClose}
      footer={
        <Button
          danger
          onClick={() => {
            clearErrorLog();
            onClose();
          }}
        >
          {t('errorLog.clear')}
        </Button>
      }
    >
      <Table<ErrorLogEntry>
        rowKey={(row) => `${row.time}-${row.error}`}
        dataSource={log}
        pagination={false}
        size="small"
        data-testid="error-log-table"
        // The stack under its entry, opened by the row's expander: long, and read only when looked for.
        expandable={{
          rowExpandable: (row) => Boolean(row.stack),
          expandedRowRender: (row) => (
            <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap' }}>{row.stack}</pre>
          ),
        }}
        columns={[
          {
            title: t('errorLog.time'),
            dataIndex: 'time',
            width: 170,
            render: (time: number) => parseTime(time),
          },
          { title: t('errorLog.error'), dataIndex: 'error' },
          { title: t('errorLog.url'), dataIndex: 'url', ellipsis: true },
          { title: t('errorLog.info'), dataIndex: 'info', ellipsis: true },
        ]}
      />
    </Modal>
  );
}
