import { LANDING_CHECK_MESSAGES } from './contract/landingMessages';

/**
 * The messages the console shows of its own, besides the server: those of the checks both sides run (common's
 * validators, the cron and template checks, a form's required field) and the sign-in refusal of an account
 * without permissions. The console loads only these; the server's answers come in the caller's language.
 */
export const CONSOLE_MESSAGES = {
  noPermissionAccount: {
    zh: '该账户没有权限，请联系管理员！',
    en: 'This account has no permissions; ask an administrator!',
  },
  moduleNameRule: {
    zh: '模块标识以字母开头，由字母、数字或下划线组成，最多 64 位',
    en: 'A module name starts with a letter and has letters, digits or underscores, 64 at most',
  },
  templateVariable: { zh: '模板中没有变量 {name}', en: 'Templates have no variable {name}' },
  templateBlock: {
    zh: '模板的区块 {name} 须成对出现（#rows 开始，/rows 结束）且不可嵌套',
    en: 'A template’s block {name} comes in a pair (#rows to open, /rows to close) and does not nest',
  },
  platformIdRule: {
    zh: '账户ID为平台的广告主编号：6 至 20 位数字，不以 0 开头',
    en: 'An account ID is the platform’s advertiser number: 6 to 20 digits, not starting with 0',
  },
  cronRule: {
    zh: 'Cron 表达式须为 5 段：分 时 日 月 周，如 */5 * * * *',
    en: 'A cron expression has 5 fields: minute hour day month weekday, as in */5 * * * *',
  },
  cronNever: { zh: '该 Cron 表达式不会匹配任何时间', en: 'This cron expression never matches a time' },

  // Spec section 5, word for word.
  mobileDigits: { zh: '手机号码必须是数字', en: 'The mobile number must be digits' },
  mobileLength: { zh: '手机号码必须是11位', en: 'The mobile number must be 11 digits' },
  mobilePattern: { zh: '请输入正确的手机号', en: 'Please enter a valid mobile number' },
  emailPattern: { zh: '请输入正确的邮箱', en: 'Please enter a valid email address' },
  emailRequired: { zh: '请输入邮箱', en: 'Please enter an email address' },
  required: { zh: '必填', en: 'Required' },
  passwordRule: {
    zh: '密码至少 8 位，且包含字母和数字',
    en: 'The password needs at least 8 characters with letters and digits',
  },
  usernameRule: {
    zh: '用户名为 3-32 位字母、数字、下划线或点',
    en: 'The username is 3-32 letters, digits, underscores or dots',
  },
  ...LANDING_CHECK_MESSAGES,
} as const satisfies Record<string, { zh: string; en: string }>;

export type ConsoleMessageKey = keyof typeof CONSOLE_MESSAGES;
