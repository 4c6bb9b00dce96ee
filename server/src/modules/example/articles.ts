import { moduleOf } from '@adops/common/menu';
import { and, eq, ilike, inArray, max, or } from 'drizzle-orm';
import {
  ARTICLE_COMMANDS,
  articleFilters,
  articleNext,
  articleSaveInput,
  positionsAfterMove,
  reorderArticles,
  type ArticleCommand,
  type ArticleRow,
} from '@adops/common/examples/articles';
import type { AppContext } from '../../context';
import { exampleArticles } from '../../db/schema';
import { containing, shanghaiTimestamp } from '../../db/text';
import { unknownIds } from '../../http/errors';
import { resourceRoutes, type CommandDefinition, type WriteContext } from '../../resources/resource';

const COMPLEX_TABLE = moduleOf('complexTable');
/** A new article goes last, this far after the last one. */
const POSITION_STEP = 10;

type Stored = Omit<ArticleRow, 'version'>;

/** A status command: the row moves where the machine of common/ says (the engine has checked it may). */
const transition = (name: ArticleCommand): CommandDefinition<Stored> => ({
  contract: ARTICLE_COMMANDS[name],
  run: (ctx, row) =>
    ctx.tx
      .update(exampleArticles)
      .set({ status: articleNext(name, row.status)! })
      .where(eq(exampleArticles.id, row.id))
      .then(() => null),
});

/** The articles named take, in the order named, the positions they held between them (one transaction). */
async function reorder(ctx: WriteContext, input: Record<string, unknown>) {
  const ids = input.ids as number[];
  const found = await ctx.tx
    .select({ id: exampleArticles.id, position: exampleArticles.position })
    .from(exampleArticles)
    .where(inArray(exampleArticles.id, ids))
    .for('update');
  const held = new Map(found.map((row) => [row.id, row.position]));
  const missing = ids.filter((id) => !held.has(id));
  if (missing.length) throw unknownIds('ids', missing);
  const placed = positionsAfterMove(held, ids);
  for (const { id, position } of placed) {
    if (held.get(id) !== position)
      await ctx.tx.update(exampleArticles).set({ position }).where(eq(exampleArticles.id, id));
  }
  return placed;
}

/**
 * The sample articles of /example/complexTable [992]: listed with filters, a keyword, sorting and paging;
 * written and edited; published, taken back to a draft and deleted as the machine of common/ allows; and
 * reordered. Each change is in the audit log as entity `article`.
 */
export function exampleArticleRoutes(app: AppContext) {
  return resourceRoutes<Stored, typeof articleFilters, typeof articleSaveInput>(app, {
    path: 'exampleArticle',
    entity: 'article',
    table: exampleArticles,
    id: exampleArticles.id,
    access: COMPLEX_TABLE,
    query: (db) =>
      db
        .select({
          id: exampleArticles.id,
          title: exampleArticles.title,
          author: exampleArticles.author,
          reviewer: exampleArticles.reviewer,
          importance: exampleArticles.importance,
          type: exampleArticles.type,
          status: exampleArticles.status,
          displayDay: exampleArticles.displayDay,
          pageviews: exampleArticles.pageviews,
          remark: exampleArticles.remark,
          position: exampleArticles.position,
          createTime: shanghaiTimestamp(exampleArticles.createdAt, 'create_time'),
        })
        .from(exampleArticles)
        .$dynamic(),
    filters: articleFilters,
    where: (f) =>
      and(
        f.importance ? eq(exampleArticles.importance, f.importance) : undefined,
        f.type ? eq(exampleArticles.type, f.type) : undefined,
        f.status ? eq(exampleArticles.status, f.status) : undefined,
      ),
    keyword: (text) =>
      or(ilike(exampleArticles.title, containing(text)), ilike(exampleArticles.author, containing(text))),
    sorts: {
      id: exampleArticles.id,
      title: exampleArticles.title,
      importance: exampleArticles.importance,
      displayDay: exampleArticles.displayDay,
      pageviews: exampleArticles.pageviews,
      position: exampleArticles.position,
    },
    defaultSort: 'position',
    save: {
      input: articleSaveInput,
      async values(input, ctx, before) {
        if (before) return input;
        const [last] = await ctx.tx.select({ position: max(exampleArticles.position) }).from(exampleArticles);
        return { ...input, status: 'draft', position: (last?.position ?? 0) + POSITION_STEP };
      },
    },
    commands: [transition('publish'), transition('draft'), transition('delete')],
    listCommands: [{ contract: reorderArticles, run: reorder }],
  });
}
