import type { ExportColumn } from '@adops/common/contract/export';
import type { Lang } from '@adops/common/messages';
import type { Translate } from '../i18n';
import type { ColumnDef } from '../resource/types';

/**
 * A list's columns as its export writes them, in the page's language: titles and groups translated, coded values
 * by their titles (an enum or a yes-or-no is then text), columns marked `noExport` left out.
 */
export function exportColumnsOf<Row>(
  columns: readonly ColumnDef<Row>[],
  t: Translate,
  lang: Lang,
): ExportColumn[] {
  return columns
    .filter((c) => !c.noExport)
    .map((c) => ({
      key: c.key,
      title: t(c.title),
      kind: c.kind === 'enum' || c.kind === 'flag' || !c.kind ? 'text' : c.kind,
      ...(c.values
        ? { values: Object.fromEntries(Object.entries(c.values).map(([k, v]) => [k, v[lang]])) }
        : {}),
      ...(c.group ? { group: t(c.group) } : {}),
    }));
}
