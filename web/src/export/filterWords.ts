import type { Translate } from '../i18n';
import type { BaseCategory, BaseGroup, BaseUser, DeptNode } from '@adops/common/contract/department';
import type { ExportFilter } from '@adops/common/contract/export';
import { formatYuan, thousands } from '@adops/common/format';
import { groupTitle } from '@adops/common/lists';
import type { ColumnValues } from '@adops/common/columns';
import type { Lang } from '@adops/common/messages';
import { regionName } from '@adops/common/region';
import { findDept } from '../components/deptTree';
import type { FilterDef, InputKind } from '../resource/types';

/** A filter as the page shows it: its label in the caller's language, how it reads, what is set. */
export interface ShownFilter {
  label: string;
  kind: InputKind;
  value: unknown;
  values?: ColumnValues;
}

/** A page's filter definitions with the values its view has, labels in the caller's language. */
export function filtersShown(
  defs: readonly FilterDef[],
  values: Record<string, unknown>,
  t: Translate,
): ShownFilter[] {
  return defs.map((f) => ({ label: t(f.label), kind: f.kind, values: f.values, value: values[f.name] }));
}

/** The names a filter's id reads as, from the lookups the page's pickers have loaded. */
export interface Names {
  departments?: DeptNode[];
  users?: BaseUser[];
  groups?: BaseGroup[];
  categories?: BaseCategory[];
  customer?: string | null;
  yesNo: [string, string];
}

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);

/** One filter's value in words: a title, a name, a formatted figure; the raw value where nothing names it. */
function valueText(filter: ShownFilter, lang: Lang, names: Names): string {
  const { value } = filter;
  const id = Number(value);
  switch (filter.kind) {
    case 'enum':
      return (Array.isArray(value) ? value : [value])
        .map((v) => filter.values?.[String(v)]?.[lang] ?? String(v))
        .join(lang === 'zh' ? '、' : ', ');
    case 'flag':
      return value === true || value === 'true' ? names.yesNo[0] : names.yesNo[1];
    case 'money':
      return formatYuan(value as number);
    case 'number':
    case 'count':
      return thousands(value as number);
    case 'region':
      return regionName(String(value)) ?? String(value);
    case 'department':
      return (names.departments && findDept(names.departments, id)?.deptName) ?? String(value);
    case 'group': {
      const group = names.groups?.find((g) => g.id === id);
      return group ? groupTitle(group, lang) : String(value);
    }
    case 'operator':
    case 'sales':
    case 'user':
      return names.users?.find((u) => u.id === id)?.name ?? String(value);
    case 'category':
      return names.categories?.find((c) => c.id === id)?.name ?? String(value);
    case 'customer':
      return names.customer ?? String(value);
    default:
      return String(value);
  }
}

/** The filters that are set, as the export's heading says them: "客户：某某；状态：合作中". */
export function filterWords(filters: ShownFilter[], lang: Lang, names: Names): ExportFilter[] {
  return filters
    .filter((f) => isSet(f.value))
    .map((f) => ({ label: f.label, value: valueText(f, lang, names) }));
}
