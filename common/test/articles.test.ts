import { describe, expect, it } from 'vitest';
import {
  ARTICLE_COMMANDS,
  ARTICLE_STATUSES,
  articleCommandFrom,
  articleNext,
  positionsAfterMove,
  reorderArticles,
  type ArticleCommand,
  type ArticleStatus,
} from '../src/examples/articles';

const STATES = Object.keys(ARTICLE_STATUSES) as ArticleStatus[];

describe('a sample article', () => {
  it('is published from a draft, taken back to a draft, and deleted from either', () => {
    expect(articleNext('publish', 'draft')).toBe('published');
    expect(articleNext('draft', 'published')).toBe('draft');
    expect(articleNext('delete', 'draft')).toBe('deleted');
    expect(articleNext('delete', 'published')).toBe('deleted');
  });

  it('is restored from deleted as a draft, and is never published straight from deleted', () => {
    expect(articleNext('draft', 'deleted')).toBe('draft');
    expect(articleNext('publish', 'deleted')).toBeNull();
  });

  it('is refused the steps that would leave it where it is', () => {
    expect(articleNext('publish', 'published')).toBeNull();
    expect(articleNext('draft', 'draft')).toBeNull();
    expect(articleNext('delete', 'deleted')).toBeNull();
  });

  it('offers each command from exactly the states it moves from', () => {
    for (const name of Object.keys(ARTICLE_COMMANDS) as ArticleCommand[]) {
      const allowed = STATES.filter((state) => articleNext(name, state) !== null);
      expect(articleCommandFrom(name)).toEqual(allowed);
      expect(ARTICLE_COMMANDS[name].from?.states).toEqual(allowed);
    }
  });
});

describe('reordering articles', () => {
  it('gives the articles the positions they held between them, in the new order', () => {
    const held = new Map([
      [7, 30],
      [3, 10],
      [5, 20],
    ]);
    expect(positionsAfterMove(held, [5, 7, 3])).toEqual([
      { id: 5, position: 10 },
      { id: 7, position: 20 },
      { id: 3, position: 30 },
    ]);
  });

  it('takes two or more articles, each once', () => {
    expect(reorderArticles.input.safeParse({ ids: [1, 2] }).success).toBe(true);
    expect(reorderArticles.input.safeParse({ ids: '2,1' }).success).toBe(true);
    expect(reorderArticles.input.safeParse({ ids: [1] }).success).toBe(false);
    expect(reorderArticles.input.safeParse({ ids: [1, 2, 1] }).success).toBe(false);
  });
});
