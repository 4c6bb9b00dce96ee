import type { Translate } from '../i18n';
import { useEffect, type CSSProperties } from 'react';
import type { TablePaginationConfig } from 'antd';
import { EMPTY, parseTime } from '@adops/common/format';
import './phone.css';

export const PAGE_SIZES = [10, 20, 50, 100];

/**
 * Antd pagination with the shared total text, which never wraps; on a phone-sized screen antd's small size.
 * A new page size starts again at page 1.
 */
export function pagination(
  t: Translate,
  state: { page: number; pageSize: number; total: number | undefined },
  onChange: (page: number, pageSize: number) => void,
): TablePaginationConfig {
  return {
    current: state.page,
    pageSize: state.pageSize,
    total: state.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES,
    showTotal: (total) => t('common.total', { total }),
    responsive: true,
    onChange: (page, pageSize) => onChange(pageSize === state.pageSize ? page : 1, pageSize),
  };
}

/** Spec section 9: empty values show as "##". */
export const orEmpty = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? EMPTY : value;

export const dateTime = (value: string | null | undefined) => parseTime(value ?? null) ?? EMPTY;

export const SEARCH_STYLE: CSSProperties = { rowGap: 12, marginBottom: 16 };
/** Buttons above a table; on a narrow screen they wrap rather than squeeze what follows them. */
export const TOOLBAR_STYLE: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 };

/**
 * After the last row of the last page is deleted, go back to the page that now is the last. Pass no data
 * while a placeholder (the previous page) is shown.
 */
export function useLastPageFallback(
  data: { list: unknown[]; total: number } | undefined,
  state: { page?: number; pageSize?: number },
  setPage: (page: number) => void,
) {
  const page = state.page ?? 1;
  const pageSize = state.pageSize ?? 20;
  const empty = data !== undefined && data.list.length === 0 && page > 1;
  const last = Math.max(1, Math.ceil((data?.total ?? 0) / pageSize));
  useEffect(() => {
    if (empty) setPage(Math.min(page - 1, last));
  }, [empty, page, last, setPage]);
}
