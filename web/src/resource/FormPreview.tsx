import { Alert, Card, Empty, Form, Select, Space, Spin, Typography, type FormInstance } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { PreviewAnswer } from '@adops/common/contract/noticeRules';
import type { Lang } from '@adops/common/messages';
import { request } from '../api/client';
import { useTranslation } from '../i18n';
import { thousands } from '@adops/common/format';
import type { PreviewDef } from './types';

/** A pause in typing this long reads the preview again. */
const SETTLE_MS = 400;

const MESSAGE_STYLE = {
  whiteSpace: 'pre-wrap',
  fontFamily: 'inherit',
  margin: '0 0 8px',
  padding: 8,
  background: 'var(--ant-color-fill-quaternary)',
  borderRadius: 4,
} as const;

/** The text once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A form's live preview: its values as they are typed, sent to the definition's endpoint (with a choice of the
 * preview's own, an event to read), and the messages it answers shown as they would leave. A value the server
 * refuses shows its reason in place of the messages.
 */
export function FormPreview({
  def,
  form,
  testId,
}: {
  def: PreviewDef;
  form: FormInstance<Record<string, unknown>>;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const values = Form.useWatch((all: Record<string, unknown>) => all, form);
  const [picked, setPicked] = useState(def.pick?.initial);
  // Compared as text: the form's values are a new object at every render, the same values the same text.
  const typed = JSON.stringify({
    ...(values ?? {}),
    ...def.params?.(values ?? {}),
    ...(def.pick ? { [def.pick.name]: picked } : {}),
  });
  const settled = useSettled(typed, SETTLE_MS);
  const params = useMemo(() => JSON.parse(settled) as Record<string, unknown>, [settled]);
  const answer = useQuery({
    queryKey: ['preview', def.endpoint.url, params],
    queryFn: ({ signal }) =>
      request<PreviewAnswer>(def.endpoint.url, {
        method: def.endpoint.method,
        data: params,
        silent: true,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const pick = def.pick && (
    <Select
      size="small"
      style={{ minWidth: 160 }}
      data-testid={`${testId}-preview-pick`}
      value={picked}
      onChange={setPicked}
      options={Object.entries(def.pick.values).map(([value, title]) => ({ value, label: title[lang] }))}
    />
  );
  return (
    <Card
      size="small"
      title={t(def.title)}
      data-testid={`${testId}-preview`}
      extra={
        <Space>
          {pick}
          {answer.data && (
            <Typography.Text type="secondary">
              {t('resource.previewRows', { count: thousands(answer.data.rows) })}
            </Typography.Text>
          )}
          {answer.isFetching && <Spin size="small" />}
        </Space>
      }
    >
      {answer.isError ? (
        <Alert
          type="warning"
          showIcon
          message={(answer.error as Error).message}
          data-testid={`${testId}-preview-error`}
        />
      ) : answer.data?.messages.length ? (
        answer.data.messages.map((message, i) => (
          <pre key={i} style={MESSAGE_STYLE} data-testid={`${testId}-preview-message`}>
            {message}
          </pre>
        ))
      ) : answer.data ? (
        <Empty description={t('resource.previewNothing')} />
      ) : (
        <Spin style={{ display: 'block' }} />
      )}
    </Card>
  );
}
