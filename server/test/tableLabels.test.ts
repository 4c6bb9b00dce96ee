import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { OTHER_RECORDS, TABLE_LABELS, tableLabel } from '../src/db/tableLabels';
import { foreignKeyRefusal } from '../src/http/foreignKey';

const tables = (Object.values(schema) as unknown[])
  .filter((t): t is PgTable => t instanceof PgTable)
  .map((t) => getTableConfig(t));

describe('a foreign key refused', () => {
  it('names each table on either side of a foreign key by a label in both languages', () => {
    const keyed = new Set(
      tables.flatMap((t) =>
        t.foreignKeys.length
          ? [t.name, ...t.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name)]
          : [],
      ),
    );
    expect([...keyed].filter((name) => !(name in TABLE_LABELS))).toEqual([]);
    for (const label of Object.values(TABLE_LABELS)) expect(label.zh && label.en).toBeTruthy();
    expect(tableLabel('constructor')).toBe(OTHER_RECORDS);
    expect(tableLabel(undefined)).toBe(OTHER_RECORDS);
  });

  it('is "in use" naming the table that refers, or "gone" naming the one referred to', () => {
    const deleting = foreignKeyRefusal({
      code: '23503',
      table: 'notice_rules',
      detail: 'Key (id)=(5) is still referenced from table "notice_rules".',
    });
    expect(deleting).toMatchObject({
      status: 150,
      messageKey: 'inUse',
      params: { user: TABLE_LABELS.notice_rules },
    });
    const writing = foreignKeyRefusal({
      code: '23503',
      table: 'notice_rules',
      detail: 'Key (template_id)=(9) is not present in table "notice_templates".',
    });
    expect(writing).toMatchObject({
      messageKey: 'referenceGone',
      params: { what: TABLE_LABELS.notice_templates },
    });
  });
});
