import type {
  DeptAccountList,
  LoginResult,
  SecondLoginTicket,
  UserInfo,
  Worker,
} from '@adops/common/contract/session';
import type { DataScope } from '@adops/common/scope';
import { get, post, request } from './client';

export const login = (username: string, password: string) =>
  get<LoginResult>('/api/crm/sys/login', { username, password });
export const logout = () => get<null>('/api/crm/sys/logout', undefined, { silent: true });
export const getUserInfo = (uid: number) =>
  get<UserInfo>('/api/crm/sys/getUserInfo', { uid }, { silent: true });
export const getUserInfoById = (uid: number) => get<Worker>('/api/crm/sys/getUserInfoById', { uid });
export const getPrivilege = (userId: number) => post<DataScope>('/api/crm/sys/getPrivilege', { userId });
export const getDeptAccountList = () => get<DeptAccountList>('/api/crm/sys/getDeptAccountList');
/** POSTs the token to the absolute second-login endpoint. */
export const secondLogin = (endpoint: string, token: string) =>
  request<SecondLoginTicket>(endpoint, { method: 'POST', data: { token }, absolute: true, silent: true });

export const updateProfile = (changes: { name?: string; mobile?: string; email?: string; picUrl?: string }) =>
  post<Worker>('/api/crm/sys/updateProfile', changes);
export const changePassword = (oldPassword: string, newPassword: string) =>
  post<null>('/api/crm/sys/changePassword', { oldPassword, newPassword });
