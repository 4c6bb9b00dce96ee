import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../i18n';
import { parseTime } from '@adops/common/format';
import { clearErrorLog, errorLogStore, type ErrorLogEntry } from '../store/errorLog';
import { useStore } from '../store/createStore';

/** The top-bar button appears only while the log has entries. */
export function ErrorLog() {
  const { t } = useTranslation();
  const log = useStore(errorLogStore);
  const [open, setOpen] = useState(false);
  if (!log.length) return null;
  return (
    <>
      <Badge count={log.length} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          danger
          icon={<BugOutlined />}
          aria-label={t('nav.errorLog')}
          onClick={() => setOpen(true)}
          data-testid="error-log-button"
        />
      </Badge>
      <Modal
        open={open}
        title={t('errorLog.title')}
        width="80%"
        onCancel={() => setOpen(false)}
        footer={
          <Button
            danger
            onClick={() => {
              clearErrorLog();
              setOpen(false);
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
    </>
  );
}
