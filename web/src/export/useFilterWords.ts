import { useTranslation } from '../i18n';
import {
  useBaseCategories,
  useBaseDepartments,
  useBaseGroups,
  useBaseUsers,
  useCustomerName,
} from '../resource/lookups';
import { filterWords, type ShownFilter } from './filterWords';

/**
 * The filters a page shows, in words for its export's heading. The lookups are those the page's pickers load
 * already (cached), so naming a department or a person costs no call of its own.
 */
export function useFilterWords(filters: ShownFilter[]) {
  const { t, i18n } = useTranslation();
  const needs = (...kinds: ShownFilter['kind'][]) => filters.some((f) => kinds.includes(f.kind) && f.value);
  const departments = useBaseDepartments(needs('department'));
  const users = useBaseUsers(needs('operator', 'sales', 'user'));
  const groups = useBaseGroups(needs('group'));
  const categories = useBaseCategories(needs('category'));
  const customerId = filters.find((f) => f.kind === 'customer' && f.value)?.value;
  const customer = useCustomerName(customerId ? Number(customerId) : undefined);
  return filterWords(filters, i18n.language, {
    departments: departments.data,
    users: users.data,
    groups: groups.data,
    categories: categories.data,
    customer: customer.data,
    yesNo: [t('common.yes'), t('common.no')],
  });
}
