import { routeByName } from '@adops/common/menu';

/** The link to a page about one account (its fund records, its spend history): the page's path with `accountId`. */
export const accountDrill = (page: string, accountId: number) =>
  `${routeByName(page)!.fullPath}?accountId=${accountId}`;
