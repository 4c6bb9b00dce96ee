import type { Lang } from '@adops/common/messages';

/**
 * What each table that takes part in a foreign key holds, as a refusal names it (a record in use by another,
 * http/foreignKey.ts). A table missing here reads as OTHER_RECORDS; tableLabels.test.ts lists none missing.
 */
export const TABLE_LABELS: Readonly<Record<string, Record<Lang, string>>> = {
  account_categories: { zh: '账户分类', en: 'account categories' },
  account_change_records: { zh: '账户变更记录', en: 'account change records' },
  account_daily: { zh: '账户日数据', en: 'accounts’ daily figures' },
  account_hourly: { zh: '账户小时数据', en: 'accounts’ hourly figures' },
  account_hours_daily: { zh: '账户分时数据', en: 'accounts’ figures by hour' },
  account_monthly: { zh: '账户月数据', en: 'accounts’ monthly figures' },
  account_sync_state: { zh: '账户同步状态', en: 'accounts’ sync state' },
  account_tasks: { zh: '账户任务', en: 'account tasks' },
  account_week_notes: { zh: '账户周备注', en: 'accounts’ weekly notes' },
  account_weekly: { zh: '账户周数据', en: 'accounts’ weekly figures' },
  ad_accounts: { zh: '广告账户', en: 'ad accounts' },
  balance_snapshots: { zh: '余额记录', en: 'balance records' },
  campaign_plans: { zh: '推广计划', en: 'campaign plans' },
  content_accounts: { zh: 'C端账号', en: 'content accounts' },
  customer_budgets: { zh: '客户预算', en: 'customer budgets' },
  customers: { zh: '客户', en: 'customers' },
  departments: { zh: '部门', en: 'departments' },
  descent_reasons: { zh: '下降原因', en: 'reasons for a descent' },
  fund_records: { zh: '资金记录', en: 'fund records' },
  import_history: { zh: '导入记录', en: 'import history' },
  invoices: { zh: '发票', en: 'invoices' },
  job_runs: { zh: '任务执行记录', en: 'job runs' },
  landing_forms: { zh: '落地页表单', en: 'landing forms' },
  landing_images: { zh: '落地页图片', en: 'landing images' },
  landing_pages: { zh: '落地页', en: 'landing pages' },
  lead_contacts: { zh: '线索联系方式', en: 'lead contacts' },
  lead_email_sends: { zh: '线索邮件发送记录', en: 'lead email sends' },
  lead_email_settings: { zh: '线索邮件设置', en: 'lead email settings' },
  leads: { zh: '线索', en: 'leads' },
  modules: { zh: '模块', en: 'modules' },
  monitored_accounts: { zh: '监控账户', en: 'monitored accounts' },
  note_daily: { zh: '笔记日数据', en: 'notes’ daily figures' },
  notes: { zh: '笔记', en: 'notes' },
  notice_attempts: { zh: '通知发送尝试', en: 'notice attempts' },
  notice_outbox: { zh: '待发通知', en: 'notices to send' },
  notice_robots: { zh: '群机器人', en: 'group robots' },
  notice_rules: { zh: '通知规则', en: 'notice rules' },
  notice_templates: { zh: '通知模板', en: 'notice templates' },
  operation_groups: { zh: '运营组', en: 'operation groups' },
  plan_daily: { zh: '计划日数据', en: 'plans’ daily figures' },
  plan_hourly: { zh: '计划小时数据', en: 'plans’ hourly figures' },
  platform_transfers: { zh: '平台转账', en: 'platform transfers' },
  question_events: { zh: '问题处理记录', en: 'question history' },
  questions: { zh: '问题', en: 'questions' },
  recharge_orders: { zh: '充值订单', en: 'recharge orders' },
  role_departments: { zh: '角色数据范围', en: 'roles’ data scopes' },
  role_modules: { zh: '角色权限', en: 'roles’ modules' },
  roles: { zh: '角色', en: 'roles' },
  scheduled_jobs: { zh: '定时任务', en: 'scheduled jobs' },
  second_login_tickets: { zh: '二次登录票据', en: 'second-login tickets' },
  sessions: { zh: '登录会话', en: 'sessions' },
  settlements: { zh: '结算单', en: 'settlements' },
  user_roles: { zh: '用户角色', en: 'users’ roles' },
  users: { zh: '用户', en: 'users' },
  withdrawals: { zh: '提现单', en: 'withdrawals' },
};

export const OTHER_RECORDS: Record<Lang, string> = { zh: '其他记录', en: 'other records' };

export const tableLabel = (table: string | undefined): Record<Lang, string> =>
  (table !== undefined && Object.hasOwn(TABLE_LABELS, table) ? TABLE_LABELS[table] : undefined) ??
  OTHER_RECORDS;
