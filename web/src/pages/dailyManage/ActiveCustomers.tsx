import { Card, DatePicker, Radio, Space, Table, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from '../../components/dayjs';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useMemo, useState } from 'react';
import type { ActiveCounts, ActiveStats, ActiveStatsRow } from '@adops/common/contract/activeCustomer';
import { thousands } from '@adops/common/format';
import { get } from '../../api/client';
import { EChart } from '../../components/EChart';
import { TableEmpty } from '../../components/TableEmpty';
import { registerTexts, useTranslation } from '../../i18n';
import { ResourceTable } from '../../resource/ResourceTable';
import { activeTrendOption } from './activeTrendOption';
import { ACTIVE_CUSTOMERS } from './resources';
import BIZ_TEXTS from './texts';

registerTexts(BIZ_TEXTS);
use([LineChart, GridComponent, LegendComponent, TooltipComponent]);

type By = 'department' | 'operator';

const monthKey = (d: Dayjs) => d.startOf('month').format('YYYY-MM-DD');

/** Active customers month by month, by department or operator, new and returning; then who they are. */
export default function ActiveCustomers() {
  const { t } = useTranslation();
  const [by, setBy] = useState<By>('department');
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(5, 'month'), dayjs()]);
  const query = { by, start: monthKey(range[0]), end: monthKey(range[1]) };
  const stats = useQuery({
    queryKey: ['activeCustomer', 'stats', query],
    queryFn: ({ signal }) => get<ActiveStats>('/api/crm/activeCustomer/stats', query, { signal }),
    placeholderData: keepPreviousData,
  });
  const data = stats.data;

  const countsCell = (c: ActiveCounts | undefined) => (
    <span title={`${t('biz.freshCount')} ${c?.fresh ?? 0} / ${t('biz.returningCount')} ${c?.returning ?? 0}`}>
      {thousands(c?.active ?? 0)}
      <span style={{ color: '#999', marginLeft: 6 }}>
        ({t('biz.freshCount')} {thousands(c?.fresh ?? 0)})
      </span>
    </span>
  );

  const rows: (ActiveStatsRow & { rowKey: string })[] = [
    ...(data?.rows ?? []).map((r) => ({ ...r, rowKey: String(r.key) })),
    ...(data ? [{ key: null, name: t('biz.total'), counts: data.total, rowKey: 'total' }] : []),
  ];
  const columns: TableColumnsType<ActiveStatsRow & { rowKey: string }> = [
    {
      key: 'name',
      title: t(by === 'department' ? 'biz.department' : 'biz.operator'),
      fixed: 'left',
      width: 140,
      render: (_, row) => (row.rowKey === 'total' ? <b>{row.name}</b> : (row.name ?? t('biz.none'))),
    },
    ...(data?.months ?? []).map((month, i) => ({
      key: month,
      title: month.slice(0, 7),
      align: 'right' as const,
      width: 130,
      render: (_: unknown, row: ActiveStatsRow) => countsCell(row.counts[i]),
    })),
  ];

  const option = useMemo(() => activeTrendOption(data, t), [data, t]);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('biz.activeTrend')}
        extra={
          <Space wrap>
            <Radio.Group
              value={by}
              onChange={(e) => setBy(e.target.value as By)}
              optionType="button"
              data-testid="active-by"
              options={[
                { value: 'department', label: t('biz.byDepartment') },
                { value: 'operator', label: t('biz.byOperator') },
              ]}
            />
            <DatePicker.RangePicker
              picker="month"
              allowClear={false}
              value={range}
              disabledDate={(d) => d.isAfter(dayjs(), 'month')}
              onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
            />
          </Space>
        }
      >
        <EChart option={option} height={240} />
        <Table
          data-testid="active-stats"
          rowKey="rowKey"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={stats.isFetching}
          pagination={false}
          scroll={{ x: 140 + 130 * (data?.months.length ?? 6) }}
          locale={{ emptyText: <TableEmpty failed={stats.isError} onRetry={() => void stats.refetch()} /> }}
        />
      </Card>
      <ResourceTable def={ACTIVE_CUSTOMERS} />
    </Space>
  );
}
