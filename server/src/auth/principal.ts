/** The signed-in caller of a request. */
export interface Principal {
  userId: number;
  sessionId: number;
  username: string;
  isAdmin: boolean;
  roleIds: number[];
  moduleIds: ReadonlySet<number>;
  departmentId: number | null;
  groupId: number | null;
}

export function canUse(principal: Principal, moduleId: number): boolean {
  return principal.isAdmin || principal.moduleIds.has(moduleId);
}
