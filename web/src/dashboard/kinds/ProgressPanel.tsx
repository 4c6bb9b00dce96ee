import { Flex, Progress, Statistic } from 'antd';
import { formatPercent } from '@adops/common/format';
import { useTranslation } from '../../i18n';
import type { PanelDef } from '../types';
import { FigureLines } from './FigureLines';

type ProgressDef = Extract<PanelDef, { kind: 'progress' }>;

/**
 * A value against its target: the value, the target, the bar of the share achieved and the lines under it.
 * Test ids `<panel>-value`, `<panel>-target` (the target, or that none is set) and `<panel>-progress` (the
 * share achieved, with a target).
 */
export default function ProgressPanel({
  def,
  data,
  testId,
}: {
  def: ProgressDef;
  data: unknown;
  testId: string;
}) {
  const { t } = useTranslation();
  const value = def.value(data);
  const target = def.target(data);
  const achieved = target ? value / target : null;
  return (
    <Flex vertical gap={8}>
      <span data-testid={`${testId}-value`}>
        <Statistic value={def.format(value)} formatter={(text) => text} />
      </span>
      <span data-testid={`${testId}-target`}>
        {target === null ? t('dashboard.noTarget') : t('dashboard.target', { amount: def.format(target) })}
      </span>
      {target === null ? null : (
        <Progress
          percent={achieved === null ? 0 : Math.min(100, achieved * 100)}
          format={() => (
            <span data-testid={`${testId}-progress`}>
              {t('dashboard.achieved', { percent: formatPercent(achieved) })}
            </span>
          )}
        />
      )}
      <FigureLines lines={def.lines?.(data, t) ?? []} />
    </Flex>
  );
}
