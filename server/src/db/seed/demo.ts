import { CONSOLE_MODULE_ID, MENU, MENU_ROUTES } from '@adops/common/menu';
import { DEPARTMENTS, OPERATION_GROUPS } from '@adops/common/lists';
import { ADMIN_ROLE_CODE, ROLE } from '@adops/common/roles';
import type { ScopeKind } from '@adops/common/scope';
import { inArray } from 'drizzle-orm';
import type { Database, Db, Executor } from '../client';
import { createSimulator } from '../../connectors/platform/simulator';
import { shanghaiDay } from '../../time';
import { SIMULATED_WORLD, writeSetting, type SimulatedWorld } from '../settings';
import { bumpSequences } from '../bulk';
import { seedMoney } from './money';
import { seedBook, type Progress } from './business';
import { demoStaff } from './staff';
import { TIERS, type TierName } from './tiers';
import { departments, modules, operationGroups, roleModules, roles, userRoles, users } from '../schema';
import { hashPassword } from '../../auth/password';
import { seedRobots } from './robots';
import { seedNoticeRules } from './noticeRules';
import { seedQuestions } from './questions';
import { seedLanding } from './landing';
import { seedLeadEmails } from './leadEmails';
import { seedTodaysEvents } from './todaysEvents';
import { seedExampleArticles } from './exampleArticles';

/** Permission ids of the named sections (all their pages) and pages. */
function grant(...names: string[]): number[] {
  const ids = new Set<number>([CONSOLE_MODULE_ID]);
  for (const name of names) {
    const section = MENU.find((s) => s.name === name);
    if (section) {
      if (section.permission) ids.add(section.permission);
      section.children.forEach((p) => p.permission && ids.add(p.permission));
      continue;
    }
    const page = MENU_ROUTES.find((r) => r.name === name);
    if (!page) throw new Error(`No menu entry named ${name}`);
    if (page.permission) ids.add(page.permission);
    if (page.section.permission) ids.add(page.section.permission);
  }
  return [...ids];
}

interface DemoRole {
  id: number;
  code?: string;
  roleName: string;
  dataScope: ScopeKind;
  modules: number[] | 'all';
}

const BUSINESS_SECTIONS = [
  'workbench',
  'todayConsum',
  'launchReport',
  'dailyManage',
  'operationalMonitoring',
  'platformAssessment',
  'weChatNotice',
  'otherTools',
  'stayQualified',
  'csrDataManage',
  'orders',
];

/** DOMAIN.md's roles 1-7 with sensible starting module sets; every set is editable in the console. */
export const DEMO_ROLES: DemoRole[] = [
  { id: ROLE.ADMIN, code: ADMIN_ROLE_CODE, roleName: '超级管理员', dataScope: 'all', modules: 'all' },
  { id: ROLE.GENERAL_MANAGER, roleName: '总经理', dataScope: 'all', modules: grant(...BUSINESS_SECTIONS) },
  {
    id: ROLE.SALES,
    roleName: '商务',
    dataScope: 'ownCustomers',
    modules: grant(
      'myAccount',
      'xhscustomerConsumptionDayTotal',
      'xhsCustomerSundial',
      'xhsAccountConsumption',
      'xhsAccountConsumptionMonth',
      'xhsAccountCustomer',
      'xhsAccountAccount',
      'xhsActiveCustomers',
      'stayQualified',
      'orderManagement',
      'orderSettlement',
      'withdrawalRecord',
      'orderInvoice',
    ),
  },
  {
    id: ROLE.DEPARTMENT_HEAD,
    roleName: '部门负责人',
    dataScope: 'department',
    modules: grant(
      'workbench',
      'todayConsum',
      'launchReport',
      'dailyManage',
      'operationalMonitoring',
      'platformAssessment',
      'xhsQuestionManage',
      'xhsAccountChangeRecord',
      'todayOperation',
      'departmentProgress',
      'csrDataManage',
      'orders',
    ),
  },
  {
    id: ROLE.GROUP_LEAD,
    roleName: '运营组长',
    dataScope: 'group',
    modules: grant(
      'workbench',
      'todayConsum',
      'launchReport',
      'dailyManage',
      'operationalMonitoring',
      'xhsQuestionManage',
      'xhsAccountChangeRecord',
      'todayOperation',
      'csrDataManage',
    ),
  },
  {
    id: ROLE.OPERATOR,
    roleName: '运营',
    dataScope: 'ownAccounts',
    modules: grant(
      'workbench',
      'myAccount',
      'timeConsume',
      'xhsCustomerSundial',
      'xhsAccountConsumption',
      'xhsAccountSundial',
      'xhsOperateSundial',
      'xhsAccountAccount',
      'xhsAccountBalance',
      'descentDetails',
      'accountWeekOperation',
      'xhsQuestionManage',
      'todayOperation',
      'xhsAdvCreativityDailyAccount',
      'xhsAdvCreativityDailyNote',
      'xhsCAccount',
    ),
  },
  {
    id: ROLE.FINANCE,
    roleName: '财务',
    dataScope: 'all',
    modules: grant(
      'xhscustomerConsumptionDayTotal',
      'xhscustomerConsumptionDayTotalCF',
      'xhsAccountConsumption',
      'xhsAccountConsumptionWeek',
      'xhsAccountConsumptionMonth',
      'xhsExpectedAccountBalanceCount',
      'xhscustomerTradeFee',
      'xhsAccountBalance',
      'xhsAccountCustomer',
      'xhsAccountAccount',
      'orders',
      'balance',
    ),
  },
];

const groupOf = (name: string) => OPERATION_GROUPS.find((g) => g.name === name)!;
const operationsOne = DEPARTMENTS.find((d) => d.name === '运营一部')!.id;

/** One demo user per role; the README and the start banner list them. */
export const DEMO_USERS = [
  { username: 'admin', name: '系统管理员', role: ROLE.ADMIN, departmentId: null, groupId: null },
  { username: 'gm', name: '王总', role: ROLE.GENERAL_MANAGER, departmentId: null, groupId: null },
  {
    username: 'sales',
    name: '李商务',
    role: ROLE.SALES,
    departmentId: DEPARTMENTS.find((d) => d.kind === 'sales')!.id,
    groupId: null,
  },
  {
    username: 'depthead',
    name: '张部长',
    role: ROLE.DEPARTMENT_HEAD,
    departmentId: operationsOne,
    groupId: null,
  },
  {
    username: 'grouplead',
    name: '赵组长',
    role: ROLE.GROUP_LEAD,
    departmentId: operationsOne,
    groupId: groupOf('非电商1组').id,
  },
  {
    username: 'operator',
    name: '陈运营',
    role: ROLE.OPERATOR,
    departmentId: operationsOne,
    groupId: groupOf('非电商1组').id,
  },
  {
    username: 'finance',
    name: '刘财务',
    role: ROLE.FINANCE,
    departmentId: DEPARTMENTS.find((d) => d.kind === 'finance')!.id,
    groupId: null,
  },
] as const;

/** Fills an empty database with the demo organization and its logins; returns false (and writes nothing) otherwise. */
export async function seedOrganization(db: Db, options: { password: string }): Promise<boolean> {
  const passwordHash = await hashPassword(options.password);
  return db.transaction((tx) => writeOrganization(tx, passwordHash));
}

async function writeOrganization(tx: Executor, passwordHash: string): Promise<boolean> {
  if ((await tx.$count(users)) > 0) return false;
  await tx
    .insert(departments)
    .values(DEPARTMENTS.map((d, sort) => ({ id: d.id, name: d.name, kind: d.kind, sort })));
  await tx
    .insert(operationGroups)
    .values(
      OPERATION_GROUPS.map((g, sort) => ({ id: g.id, name: g.name, departmentId: g.departmentId, sort })),
    );
  await tx
    .insert(roles)
    .values(DEMO_ROLES.map(({ id, code, roleName, dataScope }) => ({ id, code, roleName, dataScope })));
  const allModules = (await tx.select({ id: modules.id }).from(modules)).map((m) => m.id);
  await tx.insert(roleModules).values(
    DEMO_ROLES.flatMap((role) =>
      (role.modules === 'all' ? allModules : role.modules).map((moduleId) => ({
        roleId: role.id,
        moduleId,
      })),
    ),
  );
  const created = await tx
    .insert(users)
    .values(DEMO_USERS.map((u) => ({ ...userFields(u), passwordHash })))
    .returning({ id: users.id, username: users.username });
  await tx
    .insert(userRoles)
    .values(
      created.map((u) => ({ userId: u.id, roleId: DEMO_USERS.find((d) => d.username === u.username)!.role })),
    );
  await bumpSequences(tx, ['departments', 'operation_groups', 'roles', 'users']);
  return true;
}

const userFields = (u: {
  username: string;
  name: string;
  departmentId: number | null;
  groupId: number | null;
}) => ({
  username: u.username,
  name: u.name,
  departmentId: u.departmentId,
  groupId: u.groupId,
  company: COMPANY,
});

const COMPANY = '星河互动广告';

export interface DemoSeedOptions {
  password: string;
  tier: TierName;
  /** The clock the simulated platform runs on. */
  now: () => Date;
  progress?: Progress;
  /** Where the demo's group robots post (the fake robots of the server, or WeCom): none without it. */
  robotBase?: string;
}

/**
 * Fills an empty database with the demo agency: the organization and logins, the wider staff, and the
 * book of the tier from the simulator, all in one transaction; remembers the simulated world so that the
 * sync continues it after a restart. Returns false (and writes nothing) when the database has users.
 */
export async function seedDemo(database: Database, options: DemoSeedOptions): Promise<boolean> {
  const tier = TIERS[options.tier];
  const passwordHash = await hashPassword(options.password);
  const progress = options.progress ?? (() => {});
  return database.bulk(async (session) => {
    const tx = session.db;
    if (!(await writeOrganization(tx, passwordHash))) return false;
    const demoOperator = DEMO_USERS.find((u) => u.role === ROLE.OPERATOR)!;
    const demoSales = DEMO_USERS.find((u) => u.role === ROLE.SALES)!;
    const staff = demoStaff({
      operatorGroupId: demoOperator.groupId,
      salesDepartmentId: demoSales.departmentId,
    });
    const added = await tx
      .insert(users)
      .values(staff.map((m) => ({ ...userFields(m), passwordHash })))
      .returning({
        id: users.id,
        username: users.username,
        departmentId: users.departmentId,
        groupId: users.groupId,
      });
    const kindOf = new Map(staff.map((m) => [m.username, m.kind]));
    await tx.insert(userRoles).values(
      added.map((u) => ({
        userId: u.id,
        roleId: kindOf.get(u.username) === 'sales' ? ROLE.SALES : ROLE.OPERATOR,
      })),
    );
    const logins = await tx
      .select({
        id: users.id,
        username: users.username,
        departmentId: users.departmentId,
        groupId: users.groupId,
      })
      .from(users)
      .where(inArray(users.username, [demoOperator.username, demoSales.username]));
    const operators = [
      ...logins.filter((u) => u.username === demoOperator.username),
      ...added.filter((u) => kindOf.get(u.username) === 'operator'),
    ];
    const salesIds = [...logins, ...added]
      .filter((u) => u.username === demoSales.username || kindOf.get(u.username) === 'sales')
      .map((u) => u.id);
    progress('staff', staff.length + DEMO_USERS.length);

    const world: SimulatedWorld = {
      seed: tier.seed,
      brands: tier.brands,
      accounts: tier.accounts,
      historyDays: tier.dailyDays,
      anchorDay: shanghaiDay(options.now().getTime()),
    };
    // One instant for the whole seed: today's hours, balances and fund records all as of it, so they agree.
    const seededAt = options.now();
    const simulator = createSimulator({ ...world, now: () => seededAt });
    await seedBook(
      session,
      simulator,
      seededAt,
      tier,
      {
        operators: operators.map((o) => ({ id: o.id, departmentId: o.departmentId!, groupId: o.groupId })),
        salesIds,
      },
      progress,
    );
    await seedMoney(tx, simulator.today());
    progress('orders, settlements, withdrawals and invoices', 0);
    if (options.robotBase) progress('group robots', await seedRobots(tx, options.robotBase, seededAt));
    progress('notice rules', await seedNoticeRules(tx, seededAt));
    progress('questions', await seedQuestions(tx, seededAt));
    progress('landing page leads', await seedLanding(tx, seededAt));
    progress('lead e-mails', await seedLeadEmails(tx, seededAt));
    progress('sample articles', await seedExampleArticles(tx));
    await seedTodaysEvents(tx, seededAt);
    progress("today's events", 0);
    await writeSetting(tx, SIMULATED_WORLD, world);
    return true;
  });
}
