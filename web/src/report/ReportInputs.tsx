import { DatePicker, Form, Select } from 'antd';
import type { ReportInput } from '@adops/common/contract/report';
import dayjs, { type Dayjs } from '../components/dayjs';
import { useTranslation } from '../i18n';
import type { ReportFilters } from './query';

const DAY = 'YYYY-MM-DD';

/** The form field of an input: a choice by its key, a range under its first key's. */
const fieldOf = (input: ReportInput) => (input.kind === 'choice' ? input.key : `${input.keys[0]}Range`);

/** The inputs' form values as the URL's filters say. */
export function inputValuesOf(
  filters: ReportFilters,
  inputs: readonly ReportInput[],
): Record<string, unknown> {
  return Object.fromEntries(
    inputs.map((input) => {
      if (input.kind === 'choice') return [fieldOf(input), filters[input.key]];
      const [from, to] = input.keys.map((k) => filters[k]);
      return [fieldOf(input), from && to ? [dayjs(from), dayjs(to)] : undefined];
    }),
  );
}

/** The URL's filters of the inputs' form values (an empty one leaves its key out). */
export function filtersOfInputs(
  values: Record<string, unknown>,
  inputs: readonly ReportInput[],
): ReportFilters {
  const filters: ReportFilters = {};
  for (const input of inputs) {
    const value = values[fieldOf(input)];
    if (input.kind === 'choice') {
      if (typeof value === 'string' && value) filters[input.key] = value;
    } else if (Array.isArray(value) && value.length === 2) {
      const [from, to] = value as [Dayjs, Dayjs];
      filters[input.keys[0]] = from.format(DAY);
      filters[input.keys[1]] = to.format(DAY);
    }
  }
  return filters;
}

/** The report's own inputs in its filter bar (ReportResult.inputs): a choice, or a range to compare with. */
export function ReportInputs({ inputs }: { inputs: readonly ReportInput[] }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return inputs.map((input) => (
    <Form.Item key={fieldOf(input)} name={fieldOf(input)} label={input[lang]}>
      {input.kind === 'choice' ? (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 140 }}
          data-testid={`report-input-${input.key}`}
          options={Object.entries(input.values).map(([value, title]) => ({ value, label: title[lang] }))}
        />
      ) : (
        <DatePicker.RangePicker data-testid={`report-input-${input.keys[0]}`} />
      )}
    </Form.Item>
  ));
}
