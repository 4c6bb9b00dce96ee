import { isMobileUserAgent, MOBILE_BREAKPOINT } from '@adops/common/device';
import { useWindowMatch } from '../components/useWindowMatch';

const isMobile = () => window.innerWidth < MOBILE_BREAKPOINT || isMobileUserAgent(navigator.userAgent);

/** Mobile mode below the spec's breakpoint (about 1324 px) or on a mobile device. */
export const useIsMobile = (): boolean => useWindowMatch(isMobile);
