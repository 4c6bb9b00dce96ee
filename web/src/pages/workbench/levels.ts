import type { Worker } from '@adops/common/contract/session';
import { TARGET_LEVELS, type TargetLevel } from '@adops/common/contract/workbench';
import { groupTitle } from '@adops/common/lists';
import type { ColumnValues } from '@adops/common/columns';
import type { DataScope } from '@adops/common/scope';
import { getPrivilege, getUserInfoById } from '../../api/session';
import type { PanelChoice } from '../../dashboard';
import { sessionStore } from '../../store/session';
import TEXTS from './texts';

/**
 * Whose quarter target the progress panel measures: the company's, a department's, a group's or an operator's.
 * A level is a choice of the panel's selector (`department:12`), a filter of the report (`deptId=12`) and, in
 * the target form, a level with the picker of its team.
 */

export interface TargetTeam {
  level: TargetLevel;
  /** None for the company. */
  id?: number;
  /** The team's name as stored (a group's may be a code with titles). */
  name?: string;
}

type Me = Pick<Worker, 'id' | 'name' | 'departmentId' | 'departmentName' | 'groupId' | 'groupName'>;

/**
 * The levels a user sees the progress at, the one the page starts from first: the company for a user who sees
 * all data, their department where their scope holds it, their group likewise, and themselves always.
 */
export function viewableTeams(scope: DataScope, me: Me): TargetTeam[] {
  const department = me.departmentId;
  const seesDepartment = department !== null && (scope.all || scope.departmentIds.includes(department));
  const seesGroup =
    me.groupId !== null && (scope.all || seesDepartment || scope.groupIds.includes(me.groupId));
  return [
    ...(scope.all ? [{ level: 'company' as const }] : []),
    ...(seesDepartment
      ? [{ level: 'department' as const, id: department, name: me.departmentName ?? '' }]
      : []),
    ...(seesGroup ? [{ level: 'group' as const, id: me.groupId!, name: me.groupName ?? '' }] : []),
    { level: 'operator', id: me.id, name: me.name },
  ];
}

export const teamChoice = (team: Pick<TargetTeam, 'level' | 'id'>) =>
  team.id === undefined ? team.level : `${team.level}:${team.id}`;

/** The team of a choice; the company's for none, or for one that names no level. */
export function teamOf(choice: string | undefined): Pick<TargetTeam, 'level' | 'id'> {
  const [level, id] = (choice ?? '').split(':');
  if (!TARGET_LEVELS.includes(level as TargetLevel) || level === 'company') return { level: 'company' };
  const number = Number(id);
  return Number.isInteger(number) && number > 0
    ? { level: level as TargetLevel, id: number }
    : { level: 'company' };
}

/** The report's filter of a level: none for the company. */
const FILTER_OF: Record<Exclude<TargetLevel, 'company'>, string> = {
  department: 'deptId',
  group: 'groupId',
  operator: 'operatorId',
};

export function teamFilter(choice: string | undefined): Record<string, number> {
  const team = teamOf(choice);
  return team.level === 'company' ? {} : { [FILTER_OF[team.level]]: team.id! };
}

/** The target form's picker of each level's team. */
export const PICKER_OF: Record<Exclude<TargetLevel, 'company'>, 'departmentId' | 'groupId' | 'operatorId'> = {
  department: 'departmentId',
  group: 'groupId',
  operator: 'operatorId',
};

/** The form's level and team of a choice. */
export function teamValues(choice: string | undefined): Record<string, unknown> {
  const team = teamOf(choice);
  return team.level === 'company'
    ? { level: 'company' }
    : { level: team.level, [PICKER_OF[team.level]]: team.id };
}

/** The level's choices of the target form (its titles in both languages). */
export const LEVEL_VALUES: ColumnValues = Object.fromEntries(
  TARGET_LEVELS.map((level) => [level, TEXTS[`workbench.level.${level}`]]),
);

const labelOf = ({ level, name = '' }: TargetTeam): PanelChoice['label'] => {
  if (level === 'company') return 'workbench.level.company';
  return (t, lang) =>
    t(`workbench.levelOf.${level}`, { name: level === 'group' ? groupTitle({ name }, lang) : name });
};

/** The signed-in user's levels as the panel's choices: their record and their data scope, read once. */
export async function loadTeamChoices(): Promise<PanelChoice[]> {
  const { userId } = sessionStore.get();
  if (!userId) return [];
  const [me, scope] = await Promise.all([getUserInfoById(userId), getPrivilege(userId)]);
  return viewableTeams(scope, me).map((team) => ({ value: teamChoice(team), label: labelOf(team) }));
}
