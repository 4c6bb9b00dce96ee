import { GROUP_TITLES, groupTitle, OPERATION_GROUPS } from '@adops/common/lists';
import type { Lang } from '@adops/common/messages';
import { cellText } from '../../resource/cells';

/**
 * Operation groups of a department. There is no endpoint that lists groups, so this reads the static list
 * the demo seed writes (common/lists.ts); a group added to the database by other means will not show here.
 */
export function groupOptions(departmentId: number | null | undefined, lang: Lang) {
  if (!departmentId) return [];
  return OPERATION_GROUPS.filter((g) => g.departmentId === departmentId).map((g) => ({
    value: g.id,
    label: groupTitle(g, lang),
  }));
}

/** A group's cell in a table: its name in the page's language. */
export const groupCell = (lang: Lang) => (name: string | null) => cellText('text', name, lang, GROUP_TITLES);
