import { z } from 'zod';
import type { DataScope } from '../scope';
import { clearableText, email, id, mobile, password } from './fields';

export const loginInput = z.object({
  username: z.string().trim().min(1, { error: 'required' }).max(64),
  password: z.string().min(1, { error: 'required' }).max(128),
});
export interface LoginResult {
  token: string;
  id: number;
}

export const uidInput = z.object({ uid: id });

export interface ModuleGrant {
  id: number;
  level: number;
}

export interface RoleRef {
  id: number;
  roleName: string;
  code: string | null;
}

export interface UserInfo {
  modules: ModuleGrant[];
  user: Pick<
    Worker,
    'id' | 'username' | 'name' | 'mobile' | 'email' | 'picUrl' | 'signStatus' | 'company' | 'roles'
  >;
}

export const SIGN_STATUSES = ['active', 'left'] as const;
export type SignStatus = (typeof SIGN_STATUSES)[number];

export interface Worker {
  id: number;
  username: string;
  name: string;
  mobile: string | null;
  email: string | null;
  picUrl: string | null;
  signStatus: SignStatus;
  company: string | null;
  enabled: boolean;
  departmentId: number | null;
  departmentName: string | null;
  groupId: number | null;
  groupName: string | null;
  roles: RoleRef[];
  createTime: string;
}

export const privilegeInput = z.object({ userId: id });
export type Privilege = DataScope;

export interface DeptAccountList {
  type: 1;
  deptAccountList: { deptId: number; deptName: string; parentId: number | null; accountCount: number }[];
}

export const secondLoginInput = z.object({ token: z.string().min(16).max(128) });
export interface SecondLoginTicket {
  token: string;
  expiresAt: string;
}
export interface SecondLoginIdentity {
  id: number;
  username: string;
  name: string;
}

export const updateProfileInput = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(50).optional(),
  mobile: mobile.optional(),
  email: email.optional(),
  picUrl: clearableText(500).optional(),
});
export const changePasswordInput = z.object({
  oldPassword: z.string().min(1, { error: 'required' }).max(128),
  newPassword: password,
});
