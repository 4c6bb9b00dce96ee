import { CONSOLE_MESSAGES } from './consoleMessages';
import { EXPORT_MESSAGES } from './contract/exportMessages';
import { LANDING_MESSAGES } from './contract/landingMessages';
import { LEAD_EMAIL_MESSAGES } from './contract/leadEmailMessages';

/**
 * Texts the server puts in an envelope's `desc`, with those the console shows of its own (`consoleMessages.ts`).
 * The spec's Chinese messages are the zh texts word for word. `{name}` placeholders are filled by `formatMessage`.
 */
export const MESSAGES = {
  ...CONSOLE_MESSAGES,
  ...LANDING_MESSAGES,
  ...LEAD_EMAIL_MESSAGES,
  ...EXPORT_MESSAGES,
  ok: { zh: '成功', en: 'OK' },
  noSession: { zh: '登录已失效，请重新登录', en: 'Your session has ended, please sign in again' },
  badSignature: { zh: '请求签名无效', en: 'The request signature is invalid' },
  staleSignature: {
    zh: '请求已过期，请校准本机时间后重试',
    en: 'The request is stale; check your clock and retry',
  },
  replayedSignature: {
    zh: '该请求已提交过，请勿重复提交',
    en: 'This request was sent already and is not taken twice',
  },
  forbidden: { zh: '没有权限执行此操作', en: 'You do not have permission for this' },
  forbiddenData: { zh: '没有权限访问该数据', en: 'You do not have access to this data' },
  invalidField: { zh: '{field}无效：{reason}', en: '{field} is invalid: {reason}' },
  invalidBody: { zh: '请求内容无效', en: 'The request body is invalid' },
  malformedUpload: {
    zh: '上传的内容不完整或格式有误，请重新上传',
    en: 'The upload arrived cut short or malformed; upload it again',
  },
  notFound: { zh: '{what}不存在', en: '{what} not found' },
  pathNotFound: { zh: '接口不存在：{path}', en: 'No such endpoint: {path}' },
  serverError: { zh: '服务器内部错误，请稍后重试', en: 'Server error, please try again later' },
  unavailable: {
    zh: '服务暂时不可用，请稍后重试',
    en: 'The service is briefly unavailable; please try again in a moment',
  },
  bodyTooLarge: { zh: '请求内容过大', en: 'The request is too large' },
  queryTimeout: {
    zh: '查询超时，请缩小日期范围或减少筛选后重试',
    en: 'The query took too long; narrow the date range or filters and try again',
  },
  tooManyLogins: {
    zh: '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins; try again in {minutes} minutes',
  },
  tooManyAttempts: {
    zh: '尝试次数过多，请 {seconds} 秒后再试',
    en: 'Too many attempts; try again in {seconds} s',
  },
  tooManyPasswordTries: {
    zh: '当前密码错误次数过多，请 {minutes} 分钟后再试',
    en: 'Too many wrong current passwords; try again in {minutes} minutes',
  },
  badCredentials: { zh: '用户名或密码错误', en: 'Wrong username or password' },
  userDisabled: { zh: '该账户已停用，请联系管理员', en: 'This account is disabled; ask an administrator' },
  wrongPassword: { zh: '当前密码不正确', en: 'The current password is wrong' },
  ticketInvalid: { zh: '登录凭证无效或已使用', en: 'The sign-in ticket is invalid or already used' },

  duplicateUsername: { zh: '用户名 {username} 已存在', en: 'The username {username} is taken' },
  duplicateRoleName: { zh: '角色名称 {name} 已存在', en: 'A role named {name} exists already' },
  duplicateModuleId: { zh: '模块编号 {id} 已存在', en: 'Module id {id} exists already' },
  duplicateDepartmentName: {
    zh: '同级下已有部门 {name}',
    en: 'A department named {name} exists at that level',
  },
  lastAdmin: {
    zh: '不能删除或停用最后一个超级管理员',
    en: 'The last administrator cannot be removed or disabled',
  },
  selfDelete: { zh: '不能删除当前登录的用户', en: 'You cannot delete the user you are signed in as' },
  selfChange: {
    zh: '不能停用自己、修改自己的角色或重置自己的密码；修改密码请到个人中心',
    en: 'You cannot disable yourself, change your own roles or reset your own password; change it in your profile',
  },
  roleInUse: {
    zh: '角色下还有 {count} 个用户，不能删除',
    en: 'The role still has {count} users and cannot be deleted',
  },
  rolesRequired: { zh: '至少选择一个角色', en: 'Choose at least one role' },
  beyondOwn: {
    zh: '只能操作、授予本人所拥有的模块和数据范围之内的用户或角色',
    en: 'You can only act on, or grant, users and roles within the modules and data you hold yourself',
  },
  adminOnly: {
    zh: '只有超级管理员可以授予超级管理员角色或修改超级管理员',
    en: 'Only an administrator may grant the administrator role or change an administrator',
  },
  adminRoleLocked: { zh: '超级管理员角色不能删除', en: 'The administrator role cannot be deleted' },
  moduleInUse: {
    zh: '模块 {id} 被菜单路由使用，不能删除',
    en: 'Module {id} is used by a menu route and cannot be deleted',
  },
  moduleTooDeep: { zh: '模块最多四级', en: 'Modules nest at most four levels deep' },
  departmentHasUsers: {
    zh: '部门下还有 {count} 个用户，不能删除',
    en: 'The department still has {count} users and cannot be deleted',
  },
  treeParentMissing: { zh: '上级{what}不存在', en: 'Parent {what} not found' },
  treeCycle: {
    zh: '不能把{what}移到它自己或它的下级之下',
    en: '{what} cannot move under itself or anything below it',
  },
  treeHasChildren: {
    zh: '{what}下还有下级{what}，不能删除',
    en: '{what} has children below it and cannot be deleted',
  },
  staleVersion: {
    zh: '该记录在您打开后已被他人修改，请刷新后重试',
    en: 'Someone else changed this record since you opened it; reload it and try again',
  },
  wrongState: {
    zh: '{what}当前为“{state}”，不能{command}',
    en: '{what} is “{state}”: “{command}” is not allowed',
  },
  versionRule: { zh: '版本号无效', en: 'Not a version of the record' },
  notYourStep: {
    zh: '{what}当前为“{state}”，您的角色不能{command}',
    en: '{what} is “{state}”: your role may not “{command}” it',
  },
  amountRule: { zh: '金额须为大于 0 的整数分', en: 'An amount is a whole number of cents above 0' },
  accountWithoutCustomer: {
    zh: '账户未绑定客户，不能提交',
    en: 'The account has no customer; bind one first',
  },
  balanceShort: {
    zh: '账户可用现金余额 {balance} 元，不足 {amount} 元',
    en: 'The account’s available cash is ¥{balance}, short of ¥{amount}',
  },
  overRefundable: {
    zh: '退款金额超过该订单可退金额 {left} 元',
    en: 'The refund exceeds the ¥{left} the order can still refund',
  },
  overUninvoiced: {
    zh: '开票金额超过该客户未开票金额 {left} 元',
    en: 'The amount exceeds the customer’s ¥{left} not yet invoiced',
  },
  orderNotApproved: { zh: '只能对已通过的订单退款', en: 'Only an approved order can be refunded' },
  transferPending: {
    zh: '已向平台提交转账，平台尚未确认；确认后将自动完成，请稍后刷新',
    en: 'The transfer went to the platform, which has not confirmed it yet; it completes by itself once it does',
  },
  ownRecordStep: {
    zh: '您已提交或审核过该{what}，不能再{command}：同一{what}的提交和每一级审核须由不同的人完成',
    en: '{what}: you submitted it or already reviewed it, and each part of it is taken by a different person, so you may not “{command}” it',
  },
  moneyMoving: {
    zh: '{what}的资金正在划转中，平台确认并入账前不能再操作或修改',
    en: '{what}: its money is being moved; nothing else can be done to it until the platform confirms and it is booked',
  },
  transferBooking: {
    zh: '平台已完成转账，正在入账；入账后将自动完成，请稍后刷新',
    en: 'The platform has made the transfer and it is being booked; it completes by itself, refresh in a moment',
  },
  transferRefused: { zh: '平台拒绝了转账：{reason}', en: 'The platform refused the transfer: {reason}' },
  noPlatform: {
    zh: '未连接广告平台，不能转账',
    en: 'No ad platform is connected, so no money can move',
  },
  duplicateGroupName: {
    zh: '运营组名称“{name}”已存在',
    en: 'An operation group named “{name}” exists already',
  },
  groupInUse: {
    zh: '运营组下还有 {users} 个用户、{accounts} 个账户，不能删除',
    en: 'The operation group still has {users} users and {accounts} accounts and cannot be deleted',
  },
  unknownIds: { zh: '以下编号不存在：{ids}', en: 'These ids do not exist: {ids}' },
  groupOutsideDepartment: {
    zh: '运营组不属于所选部门',
    en: 'The operation group is not in the chosen department',
  },
  duplicate: { zh: '数据已存在，请勿重复提交', en: 'This record exists already' },
  inUse: {
    zh: '该记录正被{user}使用，不能删除',
    en: 'This record is in use by {user} and cannot be deleted',
  },
  referenceGone: {
    zh: '所选{what}已不存在，请刷新后重试',
    en: 'The {what} chosen no longer exists; reload and try again',
  },
  departmentHasGroups: {
    zh: '部门下还有运营组，不能删除',
    en: 'The department still has operation groups and cannot be deleted',
  },

  sortRule: { zh: '排序字段无效', en: 'Not a column to sort by' },
  unknownSort: { zh: '不能按 {sort} 排序', en: 'Cannot sort by {sort}' },
  reportTotal: { zh: '合计', en: 'Total' },
  startAfterEnd: { zh: '开始日期不能晚于结束日期', en: 'The start date comes after the end date' },
  unknownColumn: { zh: '没有 {column} 列', en: 'There is no column {column}' },
  exportFilters: { zh: '筛选条件：', en: 'Filters: ' },
  exportNoFilters: { zh: '无', en: 'none' },
  exportFilter: { zh: '{label}：{value}', en: '{label}: {value}' },
  exportFilterSeparator: { zh: '；', en: '; ' },
  exportCut: {
    zh: '仅含前 {shown} 行（共 {total} 行，超出一张工作表所能容纳），合计行为全部 {total} 行的合计',
    en: 'Holds the first {shown} rows of {total} (more than one sheet holds); the totals row is of all {total}',
  },
  referenceOutsideScope: {
    zh: '所选的{field}不在您的数据权限范围内',
    en: 'The {field} chosen lies outside your data scope',
  },
  sharedOutsideScope: {
    zh: '该{what}也被您数据权限范围之外的记录使用，不能修改或删除',
    en: 'This {what} is also used by records outside your data scope; you cannot change or delete it',
  },
  outsideScope: {
    zh: '只能保存在您数据权限范围内的记录',
    en: 'You can only save records within your data scope',
  },
  regionRule: { zh: '地区编码为 6 位数字', en: 'A region code is six digits' },
  ruleThresholdRange: {
    zh: '该事件的阈值须在 {min} 至 {max} 之间',
    en: 'This event’s threshold lies between {min} and {max}',
  },
  ruleTemplateAudience: {
    zh: '模板须与群机器人同属客户群或内部群',
    en: 'The template is for the same kind of group as the robots: customers’ or internal',
  },
  robotGone: {
    zh: '该消息的群机器人已删除，无法重发',
    en: 'The robot of this message has been deleted: it cannot be resent',
  },
  // Texts of ours kept in runs and attempts (common/src/notes.ts), put in words when read.
  ruleRunSummary: {
    zh: '通知 {robots} 个群，新排队 {messages} 条消息',
    en: '{robots} groups told, {messages} messages queued anew',
  },
  syncNoAccountAsked: { zh: '没有待同步的账户', en: 'No account was waiting to be synced' },
  runLapsed: {
    zh: '租约已过期：运行它的实例在完成前已停止',
    en: 'Lease lapsed: the instance running it stopped before it finished',
  },
  cleanupSummary: {
    zh: '已清理：过期会话 {sessions}，登录票据 {tickets}，登录失败记录 {loginFailures}，登录锁定 {loginLocks}，请求签名 {signatures}，限流计数 {rateCounters}，留资去重记录 {leadContacts}，消息正文 {sentTexts}',
    en: 'Cleared: sessions {sessions}, sign-in tickets {tickets}, failed sign-ins {loginFailures}, sign-in locks {loginLocks}, signatures {signatures}, rate counters {rateCounters}, lead contacts {leadContacts}, message texts {sentTexts}',
  },
  noticeLapsed: {
    zh: '发送它的实例在收到回复前已停止',
    en: 'The instance posting it stopped before the answer',
  },
  robotTimeout: { zh: '{ms} 毫秒内没有回复', en: 'No answer within {ms} ms' },
  robotHttpStatus: { zh: 'Webhook 返回 HTTP {status}', en: 'The webhook answered HTTP {status}' },
  robotNoErrcode: {
    zh: '回复不是企业微信的应答（没有 errcode）',
    en: 'The answer is none of WeCom’s (no errcode)',
  },
  robotUnreachable: { zh: '无法连接群机器人：{reason}', en: 'The robot could not be reached: {reason}' },
  webhookRule: {
    zh: 'Webhook 地址形如 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
    en: 'A webhook URL reads https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
  },
  unknownRegion: { zh: '没有这个地区编码', en: 'No region has this code' },
  customerHasAccounts: {
    zh: '客户下还有 {count} 个账户，不能删除',
    en: 'The customer still has {count} accounts and cannot be deleted',
  },
  customerHasMoneyRecords: {
    zh: '客户已有 {count} 条订单、提现或发票记录，不能删除，可将状态改为流失',
    en: 'The customer has {count} order, withdrawal or invoice records and cannot be deleted; mark it lost instead',
  },
  duplicateCustomerName: { zh: '客户名称 {name} 已存在', en: 'A customer named {name} exists already' },
  categoryInUse: {
    zh: '分类“{name}”被 {customers} 个客户、{accounts} 个账户使用，不能删除',
    en: 'The category “{name}” is used by {customers} customers and {accounts} accounts and cannot be deleted',
  },
  categoryTooDeep: {
    zh: '账户分类最多两级（行业 → 子行业）',
    en: 'Categories nest two levels at most (industry → sub-industry)',
  },
  duplicateCategoryName: { zh: '同级下已有分类 {name}', en: 'A category named {name} exists at that level' },
  duplicateContentAccount: {
    zh: 'C端账号 {platformUserId} 已存在',
    en: 'The content account {platformUserId} exists already',
  },
  platformUserIdRule: {
    zh: '平台用户ID只能包含字母、数字、下划线和短横线',
    en: 'A platform user id holds only letters, digits, _ and -',
  },
  articleOrderRule: {
    zh: '须列出本页的每篇文章，各一次',
    en: 'List each article of the page, once',
  },
  dayRule: { zh: '日期格式为 YYYY-MM-DD', en: 'A date is written YYYY-MM-DD' },
  wholeNumberRule: { zh: '须为整数', en: 'A whole number' },
  decimalRule: { zh: '须为数字', en: 'A number' },
  dayRange: {
    zh: '日期须在 2000-01-01 至 2099-12-31 之间',
    en: 'A date lies between 2000-01-01 and 2099-12-31',
  },
  unstorableText: {
    zh: '含有无法保存的字符（空字符或不成对的代理项），或嵌套过深',
    en: 'Holds characters that cannot be stored (NUL or a lone surrogate), or nests too deep',
  },
  rangeTooLong: { zh: '日期范围不能超过 {days} 天', en: 'The date range spans at most {days} days' },
  monthRange: {
    zh: '开始月份不能晚于结束月份，且最多 24 个月',
    en: 'The start month comes before the end, 24 months at most',
  },
  duplicatePlatformId: {
    zh: '平台账户ID {platformId} 已存在',
    en: 'The platform account id {platformId} exists already',
  },
  accountHasData: {
    zh: '账户已有消耗或资金数据，不能删除，可将状态改为已关户',
    en: 'The account has spend or money records and cannot be deleted; set it to closed instead',
  },
  quarterRule: {
    zh: '季度以首日表示，如 2026-10-01',
    en: 'A quarter is written as its first day, e.g. 2026-10-01',
  },
  quarterClosed: {
    zh: '{quarter} 季度已结束，目标不能再修改',
    en: 'The quarter of {quarter} is over: its target can no longer change',
  },
  weekClosed: {
    zh: '只能记录本周和上周的运营情况',
    en: 'Only this week and last week can be written',
  },
  weekRule: { zh: '周以周一的日期表示', en: 'A week is written as its Monday' },
  maxBelowMin: { zh: '最高消耗不能低于最低消耗', en: 'The most is below the least' },
  yearMonthRule: { zh: '月份格式为 YYYY-MM', en: 'A month is written YYYY-MM' },
  monthRule: {
    zh: '月份以当月 1 日表示，如 2026-06-01',
    en: 'A month is written as its first day, e.g. 2026-06-01',
  },
  'what.customer': { zh: '客户', en: 'Customer' },
  'what.order': { zh: '充值订单', en: 'Recharge order' },
  'what.settlement': { zh: '结算单', en: 'Settlement' },
  'what.withdrawal': { zh: '提现单', en: 'Withdrawal' },
  'what.invoice': { zh: '发票', en: 'Invoice' },
  'what.account': { zh: '账户', en: 'Account' },
  'what.record': { zh: '记录', en: 'Record' },
  'what.article': { zh: '文章', en: 'Article' },
  'what.user': { zh: '用户', en: 'User' },
  'what.role': { zh: '角色', en: 'Role' },
  'what.module': { zh: '模块', en: 'Module' },
  'what.department': { zh: '部门', en: 'Department' },
  'what.group': { zh: '运营组', en: 'Operation group' },
  'what.job': { zh: '定时任务', en: 'Scheduled job' },
  'what.robot': { zh: '群机器人', en: 'Group robot' },
  'what.rule': { zh: '通知规则', en: 'Notice rule' },
  'what.question': { zh: '问题', en: 'Question' },
  'what.category': { zh: '账户分类', en: 'Account category' },
  'what.contentAccount': { zh: 'C端账号', en: 'Content account' },
  assigneeInactive: { zh: '该用户已停用，不能指派', en: 'That user is disabled and cannot be assigned' },
  passwordCommon: {
    zh: '密码过于常见，容易被猜中',
    en: 'The password is too common and easily guessed',
  },
  passwordPattern: {
    zh: '密码是简单的重复、顺序、键盘排列或日期',
    en: 'The password is a simple repeat, sequence, keyboard pattern or date',
  },
  passwordWeak: {
    zh: '密码太容易被猜中，请加长或混用更多种字符',
    en: 'The password is too easily guessed; make it longer or mix more kinds of characters',
  },
  passwordPersonal: {
    zh: '密码不能包含用户名、姓名、手机号或邮箱',
    en: 'The password must not contain the username, name, mobile number or email',
  },
  passwordUnchanged: {
    zh: '新密码不能与当前密码相同',
    en: 'The new password must differ from the current one',
  },

  // File import of platform reports (server/src/modules/import).
  importNoFile: { zh: '请选择要导入的文件', en: 'Choose a file to import' },
  importFileType: { zh: '只能导入 xlsx 或 csv 文件', en: 'Only xlsx or csv files can be imported' },
  importFileTooLarge: { zh: '文件不能超过 {mb} MB', en: 'The file must not exceed {mb} MB' },
  importUnreadable: {
    zh: '文件无法读取，请按导入模板的格式保存后重试',
    en: 'The file cannot be read; save it in the format of the template and retry',
  },
  importEncoding: { zh: 'csv 文件须为 UTF-8 编码', en: 'A csv file must be UTF-8 encoded' },
  importEmpty: { zh: '文件中没有数据行', en: 'The file has no data rows' },
  importTooManyRows: { zh: '文件最多 {max} 行数据', en: 'A file holds at most {max} data rows' },
  importTooManyRowsRead: {
    zh: '文件最多 {max} 行（含空行），请删除多余的空行后重试',
    en: 'A file holds at most {max} rows, blank rows included; delete the extra blank rows and retry',
  },
  importUnpackedTooLarge: {
    zh: '文件解压后不能超过 {mb} MB',
    en: 'The file must not exceed {mb} MB unpacked',
  },
  importMissingColumns: { zh: '缺少列：{columns}', en: 'Missing columns: {columns}' },
  importDuplicateColumn: { zh: '列 {column} 出现了两次', en: 'The column {column} appears twice' },
  importRowError: {
    zh: '第 {row} 行 {column}：{reason}（共 {count} 处错误）',
    en: 'Row {row}, {column}: {reason} ({count} errors in all)',
  },
  importColumnMissing: { zh: '缺少此列', en: 'This column is missing' },
  importDayRule: {
    zh: '日期格式为 YYYY-MM-DD 或 YYYY/MM/DD',
    en: 'A date is written YYYY-MM-DD or YYYY/MM/DD',
  },
  importDayNotClosed: {
    zh: '只能导入今天之前（已结束）的日期',
    en: 'Only days before today (closed days) can be imported',
  },
  importNumberRule: { zh: '须为数字', en: 'Must be a number' },
  importNegative: { zh: '不能为负数', en: 'Must not be negative' },
  importMoneyDecimals: { zh: '金额最多两位小数', en: 'An amount has at most two decimals' },
  importCountRule: { zh: '须为整数', en: 'Must be a whole number' },
  importTooBig: { zh: '数值过大', en: 'The number is too large' },
  importUnstorableText: {
    zh: '含有无法保存的字符（空字符或残缺的 Unicode 字符）',
    en: 'Holds characters that cannot be stored (a NUL or a broken Unicode character)',
  },
  importNoAccount: { zh: '您的数据权限内没有此账户', en: 'No such account in your data scope' },
  importDuplicateRow: {
    zh: '与第 {row} 行的账户和日期重复',
    en: 'Same account and date as row {row}',
  },
  // Syncs asked for on the data-collection page (server/src/modules/dataCollection).
  syncRunning: {
    zh: '「{job}」正在同步，请等它完成后再试',
    en: '“{job}” is running; try again once it is done',
  },
  syncWaiting: {
    zh: '「{job}」已在等待执行，请等它完成后再试',
    en: '“{job}” is already waiting to run; try again once it is done',
  },
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageKey = keyof typeof MESSAGES;
export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}

export function formatMessage(
  key: MessageKey,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
