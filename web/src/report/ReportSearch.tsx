import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from '../components/dayjs';
import { useEffect, useMemo } from 'react';
import { SearchButtons } from '../components/SearchButtons';
import { PHONE_RANGE_POPUP, useIsPhone, useSearchFormLayout } from '../components/phone';
import { useTranslation, type Translate } from '../i18n';
import { ResourceInput } from '../resource/inputs';
import { pickableDay } from './pickableDay';
import type { ReportInput } from '@adops/common/contract/report';
import { FORM_DEFS, FORM_FILTERS, type ReportFilters } from './query';
import { filtersOfInputs, inputValuesOf, ReportInputs } from './ReportInputs';

const NO_INPUTS: readonly ReportInput[] = [];

const DAY = 'YYYY-MM-DD';

/** The quick ranges of the filter bar. */
function presets(t: Translate): { label: string; value: [Dayjs, Dayjs] }[] {
  const today = dayjs();
  const yesterday = today.subtract(1, 'day');
  return [
    { label: t('report.today'), value: [today, today] },
    { label: t('report.yesterday'), value: [yesterday, yesterday] },
    { label: t('report.last7'), value: [today.subtract(7, 'day'), yesterday] },
    { label: t('report.last30'), value: [today.subtract(30, 'day'), yesterday] },
    { label: t('report.thisMonth'), value: [today.startOf('month'), today] },
    {
      label: t('report.lastMonth'),
      value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')],
    },
  ];
}

interface SearchValues {
  [input: string]: unknown;
  range?: [Dayjs, Dayjs] | null;
  deptId?: number;
  groupId?: number;
  operatorId?: number;
  customerId?: number;
  product?: string;
}

/** The form's fields as the URL's filters say, every field named so that an absent one is cleared. */
function valuesOf(filters: ReportFilters): SearchValues {
  return {
    range: filters.start && filters.end ? [dayjs(filters.start), dayjs(filters.end)] : undefined,
    ...Object.fromEntries(
      FORM_FILTERS.map((k) => [
        k,
        filters[k] === undefined || k === 'product' ? filters[k] : Number(filters[k]),
      ]),
    ),
  };
}

function filtersOfValues(values: SearchValues): ReportFilters {
  return {
    ...(values.range ? { start: values.range[0].format(DAY), end: values.range[1].format(DAY) } : {}),
    ...Object.fromEntries(
      FORM_FILTERS.map((k) => [k, values[k]])
        .filter(([, v]) => v !== undefined && v !== null && v !== '')
        .map(([k, v]) => [k, String(v)]),
    ),
  };
}

/**
 * The filter bar: the range with quick picks and the scope filters. It shows what the page's URL says, also
 * when the URL changes under it (a drill-down into this open tab).
 */
export function ReportSearch({
  filters,
  inputs = NO_INPUTS,
  period,
  maxDays,
  firstDay,
  onSearch,
  onReset,
}: {
  filters: ReportFilters;
  /** The report's own inputs, which the bar shows after the filters. */
  inputs?: readonly ReportInput[];
  /** The range the figures cover when the URL names none (the server's default). */
  period: [string, string] | undefined;
  /** The longest range the report takes: days further from the first one picked cannot be picked. */
  maxDays: number | undefined;
  /** The first day the report has (a report by hour: the first whose hours are kept). */
  firstDay?: string;
  onSearch: (filters: ReportFilters) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SearchValues>();
  const phone = useIsPhone();
  const searchLayout = useSearchFormLayout();
  const values = useMemo(
    () => ({ ...valuesOf(filters), ...inputValuesOf(filters, inputs) }),
    [filters, inputs],
  );
  useEffect(() => form.setFieldsValue(values), [form, values]);

  return (
    <Form
      form={form}
      {...searchLayout}
      data-testid="report-search"
      initialValues={values}
      onFinish={(v) => onSearch({ ...filtersOfValues(v), ...filtersOfInputs(v, inputs) })}
    >
      <Form.Item name="range" label={t('report.range')}>
        <DatePicker.RangePicker
          presets={presets(t)}
          allowClear={false}
          disabledDate={(d, info) => !pickableDay(d, info.from, maxDays, undefined, firstDay)}
          placeholder={period}
          data-testid="report-range"
          {...(phone ? { classNames: { popup: { root: PHONE_RANGE_POPUP } } } : {})}
        />
      </Form.Item>
      {FORM_DEFS.map((f) => (
        <Form.Item key={f.name} name={f.name} label={t(f.label)}>
          <ResourceInput
            kind={f.kind}
            values={f.values}
            {...(f.kind === 'customer' ? { currentLabel: null } : {})}
          />
        </Form.Item>
      ))}
      <ReportInputs inputs={inputs} />
      <SearchButtons
        testId="report"
        onReset={() => {
          form.setFieldsValue({ ...valuesOf({}), ...inputValuesOf({}, inputs) });
          onReset();
        }}
      />
    </Form>
  );
}
