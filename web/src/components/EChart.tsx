import { init, use, type ECharts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useStore } from '../store/createStore';
import { appliedTheme } from '../theme/applied';

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

/** ECharts' own dark theme in a dark console, on a transparent background so that the card shows through. */
const withLook = (option: EChartsCoreOption) => ({
  animation: !reducedMotion(),
  backgroundColor: 'transparent',
  ...option,
});

/**
 * An ECharts instance in a div. It starts once the div has a size, so a chart in a hidden tab or where there is
 * no layout (jsdom) waits instead of drawing at 0 × 0; then it follows the div's size and the option. Where
 * there is no canvas to draw on, the div stays empty. It follows the console's theme: ECharts' dark theme in a
 * dark console (the div's `data-chart-theme` says which theme it is drawn in).
 */
export function EChart({ option, height }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const latest = useRef(option);
  const theme = useStore(appliedTheme, (applied) => applied.dark) ? 'dark' : 'default';
  const latestTheme = useRef(theme);

  // Before the mount effect, so that the first init draws the current option and the chart updates after.
  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(withLook(option), { notMerge: true });
  }, [option]);

  useEffect(() => {
    if (latestTheme.current === theme) return;
    latestTheme.current = theme;
    if (!chart.current) return;
    chart.current.setTheme(theme);
    element.current!.dataset.chartTheme = theme;
  }, [theme]);

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const fit = () => {
      // A hidden div keeps the chart's last size rather than collapsing it.
      if (!el.clientWidth || !el.clientHeight) return;
      if (chart.current) {
        // The observer also calls on observing, and on changes of what does not move the chart (a redraw each).
        if (chart.current.getWidth() !== el.clientWidth || chart.current.getHeight() !== el.clientHeight)
          chart.current.resize();
        return;
      }
      if (!canDraw()) return;
      chart.current = init(el, latestTheme.current);
      chart.current.setOption(withLook(latest.current));
      el.dataset.chartTheme = latestTheme.current;
    };
    fit();
    // The div's own size, not the window's: a side menu folding away widens it without any window resize.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    if (observer) observer.observe(el);
    else window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  return <div ref={element} style={{ width: '100%', height }} />;
}
