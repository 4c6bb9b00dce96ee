import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { call } from '../api/resource';
import { useTranslation } from '../i18n';
import type { InputProps } from './inputs';
import type { Lang } from '@adops/common/messages';

/** How long a list of options is taken as current; a change of any resource reads them again. */
const STALE = 30_000;
/** Of a list searched on the server, the first this many matches are offered. */
const SEARCHED = 50;

export const OPTIONS_KEY = ['options'] as const;

type Option = { value: unknown; label: string };

/**
 * Records of another list as options (roles, users): read whole, or searched on the server as the user types.
 * The options once picked keep their names while the list offered changes with the search.
 */
export function RecordSelect(props: InputProps & { style: { width: number | string } }) {
  const { t, i18n } = useTranslation();
  const source = props.source!;
  const [typed, setTyped] = useState('');
  const searched = useDeferredValue(typed.trim());
  const [picked, setPicked] = useState<Option[]>([]);
  const rows = useQuery({
    queryKey: [...OPTIONS_KEY, source.endpoint.url, source.params, source.search ? searched : ''],
    queryFn: ({ signal }) =>
      call<Record<string, unknown>[] | { list: Record<string, unknown>[] }>(
        source.endpoint,
        {
          ...source.params,
          ...(source.search
            ? { page: 1, pageSize: SEARCHED, ...(searched ? { [source.search]: searched } : {}) }
            : {}),
        },
        signal,
      ),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
  const list = Array.isArray(rows.data) ? rows.data : (rows.data?.list ?? []);
  const offered: Option[] = list.map((row) => ({
    value: row[source.value],
    label: source.label(row as never, i18n.language as Lang),
  }));
  // The record's own value (an edit's account) is named by the row until the list offered holds it.
  const current: Option[] =
    props.currentLabel && props.value !== undefined && props.value !== null && !props.multiple
      ? [{ value: props.value, label: props.currentLabel }]
      : [];
  const extra = [...picked, ...current].filter(
    (p, i, all) =>
      !offered.some((o) => o.value === p.value) && all.findIndex((q) => q.value === p.value) === i,
  );
  const options = [...extra, ...offered];
  return (
    <Select
      id={props.id}
      data-testid={props.testId}
      style={props.style}
      disabled={props.disabled}
      mode={props.multiple ? 'multiple' : undefined}
      allowClear
      showSearch={
        source.search
          ? { filterOption: false, onSearch: setTyped, searchValue: typed }
          : { optionFilterProp: 'label' }
      }
      loading={rows.isFetching || searched !== typed.trim()}
      placeholder={props.placeholder ?? t('resource.all')}
      value={props.value ?? undefined}
      onChange={(value, chosen) => {
        setPicked(([] as Option[]).concat((chosen ?? []) as Option[]));
        props.onChange?.(value ?? (props.multiple ? [] : null));
      }}
      options={options as { value: string | number; label: string }[]}
    />
  );
}
