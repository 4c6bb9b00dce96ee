import { describe, expect, it } from 'vitest';
import { DEMO_USERNAMES, expectedMenu } from '../expected';
import { login, menuTree, useConsole } from '../harness';

const e2e = useConsole();

describe('side menu per role', () => {
  it('the expectations differ between roles (so that the menu checks below can tell roles apart)', () => {
    const menus = new Set(DEMO_USERNAMES.map((u) => JSON.stringify(expectedMenu(u))));
    expect(menus.size).toBe(DEMO_USERNAMES.length);
  });

  it.each(DEMO_USERNAMES)('%s sees exactly the sections and pages of its modules', async (username) => {
    const { page } = e2e;
    await login(page, username);
    const shown = await menuTree(page);
    const expected = expectedMenu(username);
    // The top level first, for a readable failure; then every page inside the sections.
    expect(shown.map((entry) => entry.title)).toEqual(expected.map((entry) => entry.title));
    expect(shown).toEqual(expected);
  });
});
