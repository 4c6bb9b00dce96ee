import {
  Cascader,
  Checkbox,
  DatePicker,
  Input,
  InputNumber,
  Radio,
  Select,
  Switch,
  TreeSelect,
  type CascaderProps,
  type InputNumberProps,
  type TreeSelectProps,
} from 'antd';
import dayjs, { type Dayjs } from '../components/dayjs';
import { useDeferredValue, useMemo, useState } from 'react';
import {
  FLAG_VALUES,
  figureInput,
  inputShown,
  inputStored,
  type ColumnValues,
  type FigureInputKind,
} from '@adops/common/columns';
import { regionPath, regionTree } from '@adops/common/region';
import { groupTitle } from '@adops/common/lists';
import type { Lang } from '@adops/common/messages';
import { deptOptions } from '../components/deptTree';
import { registerTexts, useTranslation } from '../i18n';
import RESOURCE_TEXTS from './texts';
import {
  useBaseGroups,
  useBaseDepartments,
  useBaseUsers,
  useCategoryTree,
  useCustomerName,
  useCustomerSearch,
} from './lookups';
import { RecordSelect } from './RecordSelect';
import type { TreeOption } from './tree';
import { ImageInput } from './ImageInput';
import { LocalTextInput } from './LocalTextInput';
import type { ImageDef, InputKind, OptionsDef } from './types';

registerTexts(RESOURCE_TEXTS);

/**
 * The control of a filter or a form field by its kind. Values are what the API takes: money in cents, rates in
 * basis points, days as 'YYYY-MM-DD', regions as six-digit codes, pickers as ids.
 */
export interface InputProps {
  kind: InputKind;
  values?: ColumnValues;
  value?: unknown;
  onChange?: (value: unknown) => void;
  placeholder?: string;
  disabled?: boolean;
  /** The department whose groups a group picker offers. */
  departmentId?: number;
  /** How a picker names its current value before its list has loaded (the row's customerName, say). */
  currentLabel?: string | null;
  testId?: string;
  /** Given by Form.Item, so that the label points at the control. */
  id?: string;
  max?: number;
  wide?: boolean;
  multiple?: boolean;
  /** The records an `options` control offers. */
  source?: OptionsDef;
  /** The nodes a `parent` control offers. */
  treeData?: TreeOption[];
  /** An `image` control's upload, and the address of the image it starts with. */
  image?: ImageDef;
  currentUrl?: string | null;
}

const FILTER_WIDTH = 180;

export function ResourceInput(props: InputProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { kind, value, onChange, disabled, testId } = props;
  const common = {
    id: props.id,
    disabled,
    'data-testid': testId,
    placeholder: props.placeholder ?? t('resource.all'),
    style: { width: props.wide ? '100%' : FILTER_WIDTH },
  };
  switch (kind) {
    case 'keyword':
    case 'text':
      return (
        <Input
          {...common}
          allowClear
          maxLength={props.max}
          value={(value as string | undefined) ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          rows={3}
          maxLength={props.max}
          showCount={Boolean(props.max)}
          value={(value as string | undefined) ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'enum':
      return (
        <Select
          {...common}
          allowClear
          mode={props.multiple ? 'multiple' : undefined}
          maxTagCount={props.multiple ? 'responsive' : undefined}
          // A multiple select takes typing: it finds the options by what they read, not by their codes.
          showSearch={props.multiple ? { optionFilterProp: 'label' } : undefined}
          value={value ?? undefined}
          onChange={(v) => onChange?.(v)}
          options={valueOptions(props.values, lang)}
        />
      );
    case 'radio':
      return (
        <Radio.Group
          id={props.id}
          disabled={disabled}
          data-testid={testId}
          value={value ?? undefined}
          onChange={(e) => onChange?.(e.target.value)}
          options={valueOptions(props.values, lang)}
        />
      );
    case 'checks':
      return (
        <Checkbox.Group
          disabled={disabled}
          data-testid={testId}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(codes) => onChange?.(codes)}
          options={valueOptions(props.values, lang)}
        />
      );
    case 'switch':
      return (
        <Switch
          id={props.id}
          disabled={disabled}
          data-testid={testId}
          checked={value === true}
          onChange={(on) => onChange?.(on)}
        />
      );
    case 'flag':
      return (
        <Select
          {...common}
          allowClear
          value={value === undefined || value === null ? undefined : String(value)}
          onChange={(v) => onChange?.(v === undefined ? undefined : v === 'true')}
          options={Object.entries(FLAG_VALUES).map(([code, title]) => ({ value: code, label: title[lang] }))}
        />
      );
    case 'number':
      return <InputNumber {...common} value={value as number | null} onChange={(v) => onChange?.(v)} />;
    case 'money':
    case 'rate':
    case 'count':
      return <FigureField kind={kind} value={value} onChange={onChange} control={common} />;
    case 'day':
      return (
        <DatePicker
          {...common}
          value={value ? dayjs(String(value)) : null}
          onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : null)}
        />
      );
    case 'password':
      return (
        <Input.Password
          {...common}
          autoComplete="new-password"
          maxLength={props.max}
          value={(value as string | undefined) ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'month':
      return (
        <DatePicker
          {...common}
          picker="month"
          value={value ? dayjs(String(value)) : null}
          onChange={(d) => onChange?.(d ? d.startOf('month').format('YYYY-MM-DD') : null)}
        />
      );
    case 'dayRange':
      return (
        <DatePicker.RangePicker
          id={props.id}
          disabled={disabled}
          data-testid={testId}
          style={common.style}
          value={dayPair(value)}
          onChange={(days) =>
            onChange?.(days?.[0] && days[1] ? days.map((d) => d!.format('YYYY-MM-DD')) : null)
          }
        />
      );
    case 'parent':
      return (
        <IdTree
          {...props}
          style={common.style}
          treeData={props.treeData}
          loading={!props.treeData}
          expand
          hint={t('resource.topLevel')}
        />
      );
    case 'options':
      return <RecordSelect {...props} style={common.style} />;
    case 'region':
      return <RegionInput {...props} style={common.style} />;
    case 'department':
      return <DepartmentInput {...props} style={common.style} />;
    case 'group':
      return <GroupInput {...props} style={common.style} />;
    case 'operator':
    case 'sales':
    case 'user':
      return <PersonInput {...props} style={common.style} />;
    case 'customer':
      return <CustomerInput {...props} style={common.style} />;
    case 'category':
      return <CategoryInput {...props} style={common.style} />;
    case 'localText':
    case 'localTextarea':
      return <LocalTextInput {...props} />;
    case 'image':
      return props.image ? <ImageInput {...props} image={props.image} /> : null;
    case 'list':
      // A list is its form's own: its items are fields of the form (FormFields).
      return null;
  }
}

type Styled = InputProps & { style: { width: number | string } };

/** The options of coded values, by their titles in the current language. */
const valueOptions = (values: ColumnValues | undefined, lang: Lang) =>
  Object.entries(values ?? {}).map(([key, title]) => ({ value: key, label: title[lang] }));

/** A `dayRange` value as the range picker takes it. */
function dayPair(value: unknown): [Dayjs, Dayjs] | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  return [dayjs(String(value[0])), dayjs(String(value[1]))];
}

/** A figure typed in its kind's unit (common/columns): money in yuan, a rate in percent; stored as the API takes it. */
function FigureField({
  kind,
  value,
  onChange,
  control,
}: {
  kind: FigureInputKind;
  value: unknown;
  onChange: InputProps['onChange'];
  control: InputNumberProps;
}) {
  const { i18n } = useTranslation();
  const { precision, unit } = figureInput(kind);
  return (
    <InputNumber
      {...control}
      precision={precision}
      addonAfter={unit?.[i18n.language]}
      value={inputShown(kind, value)}
      onChange={(v) => onChange?.(inputStored(kind, v))}
    />
  );
}

function RegionInput({ id, value, onChange, disabled, testId, style }: Styled) {
  const { t } = useTranslation();
  // antd wants mutable arrays; the tree is shared and never changed.
  const options = useMemo(() => regionTree() as unknown as CascaderProps['options'], []);
  return (
    <Cascader
      options={options}
      id={id}
      style={style}
      disabled={disabled}
      data-testid={testId}
      changeOnSelect
      showSearch
      placeholder={t('resource.region')}
      value={value ? (regionPath(String(value)) ?? undefined) : undefined}
      onChange={(path) => onChange?.(path?.length ? String(path[path.length - 1]) : null)}
    />
  );
}

/** The props every picker passes on to its antd control. */
const control = ({ id, disabled, testId, style }: Styled) => ({ id, disabled, style, 'data-testid': testId });

/** A tree of ids (departments, categories). */
function IdTree(
  props: Styled & {
    treeData: TreeSelectProps['treeData'];
    loading: boolean;
    expand?: boolean;
    /** Said where nothing is picked; "all" by default. */
    hint?: string;
  },
) {
  const { t } = useTranslation();
  return (
    <TreeSelect
      {...control(props)}
      treeData={props.treeData}
      loading={props.loading}
      allowClear
      multiple={props.multiple}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll={props.expand}
      popupMatchSelectWidth={false}
      placeholder={props.hint ?? t('resource.all')}
      value={(props.value as number | number[] | undefined) ?? undefined}
      onChange={(v) => props.onChange?.(v ?? (props.multiple ? [] : null))}
    />
  );
}

/** A list of ids (people, customers) that names its current value even before the list holds it. */
function IdSelect(
  props: Styled & {
    options: { value: number; label: string }[];
    loading: boolean;
    placeholder: string;
    onSearch?: (text: string) => void;
  },
) {
  const { value } = props;
  // A list searched on the server changes as the search does: remember what the chosen id is called.
  const [picked, setPicked] = useState<{ value: number; label: string } | null>(null);
  const currentLabel = picked && picked.value === value ? picked.label : props.currentLabel;
  const options =
    value && currentLabel && !props.options.some((o) => o.value === value)
      ? [{ value: value as number, label: currentLabel }, ...props.options]
      : props.options;
  return (
    <Select
      {...control(props)}
      allowClear
      showSearch={
        props.onSearch ? { filterOption: false, onSearch: props.onSearch } : { optionFilterProp: 'label' }
      }
      loading={props.loading}
      placeholder={props.placeholder}
      value={value ?? undefined}
      onChange={(v, option) => {
        if (v && option && !Array.isArray(option))
          setPicked({ value: v as number, label: String(option.label) });
        props.onChange?.(v ?? null);
      }}
      options={options}
    />
  );
}

function DepartmentInput(props: Styled) {
  const { data, isFetching } = useBaseDepartments();
  const treeData = useMemo(() => deptOptions(data ?? []), [data]);
  return <IdTree {...props} treeData={treeData} loading={isFetching} expand />;
}

function CategoryInput(props: Styled) {
  const { tree, isFetching } = useCategoryTree();
  return <IdTree {...props} treeData={tree} loading={isFetching} />;
}

function PersonInput(props: Styled) {
  const { t } = useTranslation();
  const { data, isFetching } = useBaseUsers();
  const options = (data ?? [])
    .filter((u) => !props.departmentId || u.departmentId === props.departmentId || u.id === props.value)
    .map((u) => ({ value: u.id, label: `${u.name} (${u.username})` }));
  return <IdSelect {...props} options={options} loading={isFetching} placeholder={t('resource.all')} />;
}

/** The operation groups the caller sees, those of the form's department when it has one. */
function GroupInput(props: Styled) {
  const { t, i18n } = useTranslation();
  const { data, isFetching } = useBaseGroups();
  const options = (data ?? [])
    .filter((g) => !props.departmentId || g.departmentId === props.departmentId || g.id === props.value)
    .map((g) => ({ value: g.id, label: groupTitle(g, i18n.language) }));
  return <IdSelect {...props} options={options} loading={isFetching} placeholder={t('resource.all')} />;
}

function CustomerInput(props: Styled) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const searched = useDeferredValue(keyword);
  const { data, isFetching } = useCustomerSearch(searched);
  const options = (data ?? []).map((c) => ({ value: c.id, label: c.name }));
  // A value the list does not hold (a drill-down's customer) is named by its own lookup, never shown as an id.
  const value = typeof props.value === 'number' ? props.value : undefined;
  const unnamed = value !== undefined && !props.currentLabel && !options.some((o) => o.value === value);
  const { data: name } = useCustomerName(unnamed ? value : undefined);
  return (
    <IdSelect
      {...props}
      currentLabel={props.currentLabel || name}
      options={options}
      // Until the typed text has been searched, the list offered is that of the text before it.
      loading={isFetching || searched !== keyword}
      placeholder={t('resource.customerSearch')}
      onSearch={setKeyword}
    />
  );
}
