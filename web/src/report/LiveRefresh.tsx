import type { TextKey } from '../i18n';
import { Select, Space, Typography } from 'antd';
import dayjs from '../components/dayjs';
import { useTranslation } from '../i18n';
import { REFRESH_CHOICES } from './preferences';

const CHOICE_TEXTS: Record<(typeof REFRESH_CHOICES)[number], TextKey> = {
  0: 'report.refreshOff',
  30_000: 'report.refresh30s',
  60_000: 'report.refresh1m',
  300_000: 'report.refresh5m',
};

/** A real-time page's refresh interval, and when its figures were fetched. */
export function LiveRefresh({
  interval,
  onChange,
  updatedAt,
}: {
  interval: number;
  onChange: (ms: number) => void;
  /** Epoch ms of the last answer; 0 before the first. */
  updatedAt: number;
}) {
  const { t } = useTranslation();
  return (
    <Space size={8}>
      <Typography.Text>{t('report.refresh')}</Typography.Text>
      <Select
        data-testid="report-refresh"
        aria-label={t('report.refresh')}
        style={{ width: 110 }}
        value={interval}
        onChange={onChange}
        options={REFRESH_CHOICES.map((ms) => ({ value: ms, label: t(CHOICE_TEXTS[ms]) }))}
      />
      {updatedAt > 0 && (
        <Typography.Text type="secondary" data-testid="report-updated">
          {t('report.updatedAt', { time: dayjs(updatedAt).format('HH:mm:ss') })}
        </Typography.Text>
      )}
    </Space>
  );
}
