import type { FormProps } from 'antd';
import { NARROW_BREAKPOINT } from '@adops/common/device';
import { SEARCH_STYLE } from './table';
import { useWindowMatch } from './useWindowMatch';
import './phone.css';

const isPhone = () => window.innerWidth < NARROW_BREAKPOINT;

/**
 * A phone-sized screen (below the spec's narrow breakpoint, 760 px): where a table's row actions fold into a
 * menu and filters stack. The shell's mobile mode (`useIsMobile`, below 1324 px or a mobile device) is too wide
 * for this: a laptop or a tablet in it still has the room for a row's links and a row of filters.
 */
export const useIsPhone = (): boolean => useWindowMatch(isPhone);

/** A search form's layout: its filters side by side, or on a phone one a line at the full width. */
export function useSearchFormLayout(): Pick<FormProps, 'layout' | 'className' | 'style'> {
  return useIsPhone()
    ? { layout: 'vertical', className: 'search-form-stacked', style: SEARCH_STYLE }
    : { layout: 'inline', style: SEARCH_STYLE };
}

/** The popup of a range picker on a phone: one month and the quick ranges above it, within the screen. */
export const PHONE_RANGE_POPUP = 'range-popup-phone';
