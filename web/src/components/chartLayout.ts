/**
 * The layout every chart of the console shares: the grid holds its axis labels, so long names and large amounts
 * stay inside the card, and the legend is one line (scrolling when it is longer than the chart is wide) below a
 * grid that leaves room for it, never over the plot or the axis labels.
 */
export const CHART_GRID = { left: 8, right: 24, top: 40, bottom: 8, outerBoundsMode: 'same' as const };
export const CHART_LEGEND = { type: 'scroll' as const, bottom: 0 };
export const CHART_GRID_ABOVE_LEGEND = { ...CHART_GRID, bottom: 36 };
