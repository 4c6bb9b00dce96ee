import { useEffect, useState } from 'react';
import { isMobileUserAgent, MOBILE_BREAKPOINT } from '@adops/common/device';

const isMobile = () => window.innerWidth < MOBILE_BREAKPOINT || isMobileUserAgent(navigator.userAgent);

/** Mobile mode below the spec's breakpoint (about 1324 px) or on a mobile device. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(isMobile);
  useEffect(() => {
    const update = () => setMobile(isMobile());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return mobile;
}
