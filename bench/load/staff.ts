/**
 * One virtual staff member at work: signs in once (at their own moment of the ramp), lands on Home, then goes
 * round their three reports (a new range and filters each time, the filter bar's pickers loaded when older
 * than a minute), a searched list and Home again, thinking 1-3 s between actions; about one action in twenty
 * is an export of the report last seen instead (LOAD_EXPORT_SHARE). A session found ended (110) is signed into again.
 */
import type { BaseCustomer, BaseGroup, BaseUser, DeptNode } from '@adops/common/contract/department';
import type { LoginResult, UserInfo } from '@adops/common/contract/session';
import { Status } from '@adops/common/codes';
import type { Answer, Client, Params } from './client';
import {
  choicesOf,
  exportHeadingOf,
  filtersOf,
  HOME_PATHS,
  keywordOf,
  listsFor,
  LOOKUP_PATHS,
  LOOKUP_STALE_MS,
  NO_CHOICES,
  PATHS,
  rangeOf,
  reportsFor,
  type Choices,
} from './plan';
import type { Random } from './random';

const THINK_MS: [number, number] = [1000, 3000];
const SIGN_IN_TRIES = 3;
const REPORT_PAGE_SIZE = 50;
const LIST_PAGE_SIZE = 20;
/** After Home: the three reports, a list, Home again. */
const ROUND = ['report', 'report', 'report', 'list', 'home'] as const;

export interface StaffSetup {
  username: string;
  password: string;
  client: Client;
  random: Random;
  /** This member's own address, as their office's proxy forwards it. */
  from: string | undefined;
  /** When they sign in, and after which they start nothing new (performance.now() times). */
  signInAt: number;
  until: number;
  /** Asia/Shanghai's today, the day the ranges end near. */
  today: string;
  /** The share of actions that export the report last seen instead. */
  exportShare: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export class Staff {
  token: string | undefined;
  #userId = 0;
  #reports: string[] = [];
  #lists: string[] = [];
  #choices: Choices = NO_CHOICES;
  #lookedUpAt = -Infinity;
  #lastReport: { name: string; params: Params } | undefined;
  #next = 0;
  #step = 0;
  #signInsLeft = SIGN_IN_TRIES;

  constructor(private readonly setup: StaffSetup) {}

  async run(): Promise<void> {
    const { random, until } = this.setup;
    await sleep(this.setup.signInAt - performance.now());
    while (performance.now() < until) {
      if (!this.token) {
        if (this.#signInsLeft-- <= 0) return;
        if (await this.#signIn()) await this.#home();
      } else await this.#act();
      await sleep(Math.min(random.between(...THINK_MS), until - performance.now()));
    }
  }

  /** Ends the session once the run is over, through a client whose figures are not the run's. */
  async signOut(client: Client): Promise<void> {
    if (this.token)
      await client.call({ kind: 'signIn', path: PATHS.logout, token: this.token }, this.setup.from);
    this.token = undefined;
  }

  #call<T>(call: Parameters<Client['call']>[0]): Promise<Answer<T>> {
    return this.setup.client.call<T>({ ...call, token: this.token }, this.setup.from).then((answer) => {
      if (answer.status === Status.NO_SESSION) this.token = undefined;
      return answer;
    });
  }

  async #signIn(): Promise<boolean> {
    const { username, password } = this.setup;
    const { data } = await this.#call<LoginResult>({
      kind: 'signIn',
      path: PATHS.login,
      params: { username, password },
    });
    if (!data) return false;
    this.token = data.token;
    this.#userId = data.id;
    return true;
  }

  async #act(): Promise<void> {
    if (this.#lastReport && this.setup.random.chance(this.setup.exportShare)) return this.#export();
    const action = ROUND[this.#step++ % ROUND.length]!;
    if (action === 'report') return this.#report();
    if (action === 'list') return this.#list();
    return this.#home();
  }

  async #home(): Promise<void> {
    const [info] = await Promise.all([
      this.#call<UserInfo>({ kind: 'home', path: PATHS.userInfo, params: { uid: this.#userId } }),
      ...HOME_PATHS.map((path) => this.#call({ kind: 'home', path })),
    ]);
    if (!info.data) return;
    const modules = new Set(info.data.modules.map((m) => m.id));
    this.#reports = reportsFor(modules);
    this.#lists = listsFor(modules);
  }

  async #report(): Promise<void> {
    if (!this.#reports.length) return;
    const { random, today } = this.setup;
    const name = this.#reports[this.#next++ % this.#reports.length]!;
    const params: Params = {
      ...rangeOf(random, today),
      ...filtersOf(random, this.#choices),
      page: 1,
      pageSize: REPORT_PAGE_SIZE,
    };
    this.#lastReport = { name, params };
    const report = this.#call({ kind: 'report', path: PATHS.report(name), params });
    if (performance.now() - this.#lookedUpAt >= LOOKUP_STALE_MS) await this.#lookUp();
    await report;
  }

  /** The filter bar's pickers, as the page loads them beside its report. */
  async #lookUp(): Promise<void> {
    this.#lookedUpAt = performance.now();
    const [departments, groups, users, customers] = await Promise.all([
      this.#call<DeptNode[]>({ kind: 'lookup', path: LOOKUP_PATHS.departments }),
      this.#call<BaseGroup[]>({ kind: 'lookup', path: LOOKUP_PATHS.groups }),
      this.#call<BaseUser[]>({ kind: 'lookup', path: LOOKUP_PATHS.users }),
      this.#call<BaseCustomer[]>({ kind: 'lookup', path: LOOKUP_PATHS.customers }),
    ]);
    this.#choices = choicesOf(departments.data, groups.data, users.data, customers.data);
  }

  async #list(): Promise<void> {
    if (!this.#lists.length) return;
    const { random } = this.setup;
    await this.#call({
      kind: 'list',
      path: random.pick(this.#lists),
      params: { keyword: keywordOf(random, this.#choices), page: 1, pageSize: LIST_PAGE_SIZE },
    });
  }

  async #export(): Promise<void> {
    const { name, params } = this.#lastReport!;
    const { page: _page, pageSize: _pageSize, ...query } = params;
    await this.#call({
      kind: 'export',
      path: PATHS.reportExport(name),
      params: { ...query, filters: exportHeadingOf(query) },
      file: true,
    });
  }
}
