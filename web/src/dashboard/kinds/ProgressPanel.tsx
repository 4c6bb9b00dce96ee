import { Flex, Progress, Statistic } from 'antd';
import { formatPercent } from '@adops/common/format';
import { useTranslation } from '../../i18n';
import type { PanelDef } from '../types';

type ProgressDef = Extract<PanelDef, { kind: 'progress' }>;

/** A value against its target: the value, the target, and the bar of the share achieved. */
export default function ProgressPanel({ def, data }: { def: ProgressDef; data: unknown }) {
  const { t } = useTranslation();
  const value = def.value(data);
  const target = def.target(data);
  const achieved = target ? value / target : null;
  return (
    <Flex vertical gap={8}>
      <Statistic value={def.format(value)} formatter={(text) => text} />
      <span>
        {target === null ? t('dashboard.noTarget') : t('dashboard.target', { amount: def.format(target) })}
      </span>
      {target === null ? null : (
        <Progress
          percent={achieved === null ? 0 : Math.min(100, achieved * 100)}
          format={() => t('dashboard.achieved', { percent: formatPercent(achieved) })}
        />
      )}
    </Flex>
  );
}
