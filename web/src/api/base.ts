import type {
  BaseCategory,
  BaseCustomer,
  BaseGroup,
  BaseUser,
  DeptNode,
} from '@adops/common/contract/department';
import { get } from './client';

/** Lookup lists for pickers, each within the caller's data scope (`/api/crm/base/…`). */
export const baseDepartments = () => get<DeptNode[]>('/api/crm/base/department/getList');
export const baseUsers = (filter: { deptId?: number; groupId?: number } = {}) =>
  get<BaseUser[]>('/api/crm/base/department/user/getList', filter);
export const baseGroups = () => get<BaseGroup[]>('/api/crm/base/group/getList');
export const baseCategories = () => get<BaseCategory[]>('/api/crm/base/category/getList');
export const baseCustomers = (
  filter: { keyword?: string | undefined; id?: number | undefined; limit?: number },
  signal?: AbortSignal,
) => get<BaseCustomer[]>('/api/crm/base/customer/getList', filter, { signal });
