import { createContext, useContext } from 'react';

export interface PageLocation {
  path: string;
  /** Path and query of this page's own tab: a page kept alive while hidden reads its own query, not the URL. */
  fullPath: string;
}

export const PageContext = createContext<PageLocation>({ path: '/', fullPath: '/' });

export const usePage = () => useContext(PageContext);

/** The query of a page's own path. */
export function pageQuery({ fullPath }: Pick<PageLocation, 'fullPath'>): URLSearchParams {
  const index = fullPath.indexOf('?');
  return new URLSearchParams(index === -1 ? '' : fullPath.slice(index + 1));
}

export const usePageQuery = () => pageQuery(usePage());
