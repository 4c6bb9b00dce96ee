// @vitest-environment node
import * as echarts from 'echarts';
import { describe, expect, it } from 'vitest';
import type { ActiveStats } from '@adops/common/contract/activeCustomer';
import { activeTrendOption } from '../../src/pages/dailyManage/activeTrendOption';

const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`);
const stats: ActiveStats = {
  months,
  rows: [],
  total: months.map((_, i) => ({ active: 100 + i, fresh: 10 + i, returning: 5 + i })),
} as unknown as ActiveStats;
const TITLES: Record<string, string> = {
  'biz.activeCount': 'Active customers',
  'biz.freshCount': 'New customers',
  'biz.returningCount': 'Returning customers',
};

interface Rect {
  y: number;
  height: number;
  clone(): Rect;
  applyTransform(m: number[]): void;
}
/** The ECharts instance's own layout, which its public type keeps private. */
interface Laidout {
  getModel(): { getComponent(mainType: string): unknown };
  getViewOfComponentModel(model: unknown): {
    group: { getBoundingRect(): Rect; getLocalTransform(): number[] };
  };
}

/** Where ECharts laid out a component, drawn as the page draws it at that width. */
function layoutAt(width: number) {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height: 240 });
  chart.setOption(activeTrendOption(stats, (key) => TITLES[key]!));
  const laidout = chart as unknown as Laidout;
  const model = laidout.getModel();
  const rectOf = (mainType: string) => {
    const group = laidout.getViewOfComponentModel(model.getComponent(mainType)).group;
    const rect = group.getBoundingRect().clone();
    rect.applyTransform(group.getLocalTransform());
    return rect;
  };
  const layout = { legend: rectOf('legend'), xAxis: rectOf('xAxis') };
  chart.dispose();
  return layout;
}

describe('the active customers’ chart', () => {
  it.each([375, 1440])('keeps its legend off the month labels at %i px', (width) => {
    const { legend, xAxis } = layoutAt(width);
    expect(legend.height).toBeGreaterThan(0);
    expect(legend.y).toBeGreaterThanOrEqual(xAxis.y + xAxis.height);
  });
});
