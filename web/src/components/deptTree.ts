import type { DeptNode } from '@adops/common/contract/department';
import { findNode, treeOptions, type TreeOption } from '../resource/tree';

/** The department tree (`deptId` / `childDept`, where `childDept` may be absent) read by the tree helpers. */

const DEPARTMENTS = { key: 'childDept', idOf: (d: DeptNode) => d.deptId, label: (d: DeptNode) => d.deptName };

export const findDept = (nodes: DeptNode[], deptId: number): DeptNode | undefined =>
  findNode(nodes, DEPARTMENTS.key, DEPARTMENTS.idOf, deptId);

/** TreeSelect data of departments. */
export const deptOptions = (nodes: DeptNode[]): TreeOption[] => treeOptions(nodes, DEPARTMENTS);
