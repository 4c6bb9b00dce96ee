/** Role ids the UI keys off (spec section 6 and DOMAIN.md). */
export const ROLE = {
  ADMIN: 1,
  GENERAL_MANAGER: 2,
  SALES: 3,
  DEPARTMENT_HEAD: 4,
  GROUP_LEAD: 5,
  OPERATOR: 6,
  FINANCE: 7,
} as const;

/** The role code that passes every permission check. */
export const ADMIN_ROLE_CODE = 'admin';

/** Roles that see the message dropdown, and which counters each sees. */
export const MESSAGE_ROLES = [ROLE.SALES, ROLE.FINANCE] as const;
