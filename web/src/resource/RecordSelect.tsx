import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { call } from '../api/resource';
import { useTranslation } from '../i18n';
import type { InputProps } from './inputs';

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
  const { t } = useTranslation();
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
    label: source.label(row as never),
  }));
  const options = [...picked.filter((p) => !offered.some((o) => o.value === p.value)), ...offered];
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
