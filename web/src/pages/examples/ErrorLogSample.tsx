import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { registerTexts, useTranslation } from '../../i18n';
import EXAMPLE_TEXTS from './texts';

registerTexts(EXAMPLE_TEXTS);

/** A part that renders until told to fail, and then throws while rendering. */
function Fragile({ fail }: { fail: boolean }) {
  const { t } = useTranslation();
  if (fail) throw new Error('Sample error thrown while rendering (errorLog page)');
  return <Typography.Text type="success">{t('example.rendered')}</Typography.Text>;
}

/**
 * The error log's sample page (/example/errorLog): errors made on purpose — in render, in an event handler, and
 * an unhandled rejection — each recorded by the console's error log (store/errorLog.ts) and counted in the top bar.
 */
export default function ErrorLogSample() {
  const { t } = useTranslation();
  const [fail, setFail] = useState(false);
  const cases = [
    {
      key: 'render',
      title: t('example.throwInRender'),
      hint: t('example.throwInRenderHint'),
      run: () => setFail(true),
      body: (
        <ErrorBoundary
          fallback={(retry) => (
            <Alert
              type="error"
              showIcon
              title={t('example.renderFailed')}
              data-testid="example-render-failed"
              action={
                <Button
                  size="small"
                  onClick={() => {
                    setFail(false);
                    retry();
                  }}
                >
                  {t('example.renderAgain')}
                </Button>
              }
            />
          )}
        >
          <Fragile fail={fail} />
        </ErrorBoundary>
      ),
    },
    {
      key: 'event',
      title: t('example.throwInEvent'),
      hint: t('example.throwInEventHint'),
      run: () => {
        throw new Error('Sample error thrown in a click handler (errorLog page)');
      },
    },
    {
      key: 'promise',
      title: t('example.rejectPromise'),
      hint: t('example.rejectPromiseHint'),
      run: () => void Promise.reject(new Error('Sample promise rejected on purpose (errorLog page)')),
    },
  ];
  return (
    <Card>
      <Typography.Paragraph>{t('example.errorLogIntro')}</Typography.Paragraph>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {cases.map((c) => (
          <div key={c.key}>
            <Space wrap>
              <Button danger onClick={c.run} data-testid={`example-error-${c.key}`}>
                {c.title}
              </Button>
              <Typography.Text type="secondary">{c.hint}</Typography.Text>
            </Space>
            {c.body ? <div style={{ marginTop: 12 }}>{c.body}</div> : null}
          </div>
        ))}
      </Space>
    </Card>
  );
}
