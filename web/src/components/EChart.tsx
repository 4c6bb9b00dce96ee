import { init, use, type ECharts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the renderer here: a chart registers the series and components its options use, so that a page
// loads no more of ECharts than it draws.
use([CanvasRenderer]);

let canvas: boolean | undefined;
/** Whether this browser can draw on a canvas (jsdom cannot); asked once. */
function canDraw(): boolean {
  canvas ??= Boolean(document.createElement('canvas').getContext('2d'));
  return canvas;
}

/** Who asks the system for less motion gets charts that appear at once, without their entry animation. */
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export interface EChartProps {
  option: EChartsCoreOption;
  height: number | string;
}

/**
 * An ECharts instance in a div. It starts once the div has a size, so a chart in a hidden tab or where there is
 * no layout (jsdom) waits instead of drawing at 0 × 0; then it follows the div's size and the option. Where
 * there is no canvas to draw on, the div stays empty.
 */
export function EChart({ option, height }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const latest = useRef(option);

  // Before the mount effect, so that the first init draws the current option and the chart updates after.
  useEffect(() => {
    latest.current = option;
    chart.current?.setOption({ animation: !reducedMotion(), ...option }, { notMerge: true });
  }, [option]);

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const fit = () => {
      // A hidden div keeps the chart's last size rather than collapsing it.
      if (!el.clientWidth || !el.clientHeight) return;
      if (chart.current) {
        chart.current.resize();
        return;
      }
      if (!canDraw()) return;
      chart.current = init(el);
      chart.current.setOption({ animation: !reducedMotion(), ...latest.current });
    };
    fit();
    window.addEventListener('resize', fit);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(el);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  return <div ref={element} style={{ width: '100%', height }} />;
}
