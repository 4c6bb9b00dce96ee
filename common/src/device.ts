/** Device and layout helpers pinned by spec section 9. Pure: callers pass the user agent and DOM measures in. */

/** Spec section 9: the shell switches to mobile mode below this width (px). */
export const MOBILE_BREAKPOINT = 1324;

/** Spec section 9's other reading of the mobile breakpoint (px); kept for narrow-layout decisions inside pages. */
export const NARROW_BREAKPOINT = 760;

const MOBILE_AGENTS = ['Android', 'iPhone', 'Symbian', 'Windows Phone', 'iPad', 'iPod'] as const;

/** Spec section 9: a mobile device if the user agent contains Android, iPhone, Symbian, Windows Phone, iPad or iPod. */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_AGENTS.some((agent) => userAgent.includes(agent));
}

/** Measures tableHeight needs, read by the caller from the DOM. */
export interface TableHeightInput {
  pageHeight: number;
  elementOffsetTop: number;
  parentOffsetTop: number;
}

/** Spec section 9: pageHeight − elementOffsetTop − 95 − parentOffsetTop, clamped at 0 (also 0 for NaN measures). */
export function tableHeight({ pageHeight, elementOffsetTop, parentOffsetTop }: TableHeightInput): number {
  const height = pageHeight - elementOffsetTop - 95 - parentOffsetTop;
  return height > 0 ? height : 0;
}

/** The UI sizes (antd's names). */
export const SIZES = ['large', 'middle', 'small'] as const;

/** One of SIZES. */
export type Size = (typeof SIZES)[number];

/** Spec section 9: default UI size "medium", which is antd's 'middle'. */
export const DEFAULT_SIZE: Size = 'middle';
