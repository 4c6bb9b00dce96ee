import { BugOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n';
import { errorLogStore } from '../store/errorLog';
import { useStore } from '../store/createStore';

const ErrorLogDialog = lazy(() => import('./ErrorLogDialog'));

/** The top-bar button appears only while the log has entries. */
export function ErrorLog() {
  const { t } = useTranslation();
  const log = useStore(errorLogStore);
  const [open, setOpen] = useState(false);
  // Kept once loaded, so that it closes with its animation.
  const [loaded, setLoaded] = useState(false);
  if (!log.length) return null;
  return (
    <>
      <Badge count={log.length} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          danger
          icon={<BugOutlined />}
          aria-label={t('nav.errorLog')}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          data-testid="error-log-button"
        />
      </Badge>
      {loaded ? (
        <Suspense fallback={null}>
          <ErrorLogDialog open={open} log={log} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
