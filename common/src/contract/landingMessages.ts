/**
 * The texts of lead capture (landing pages, forms, leads) the server answers with, spread into `MESSAGES`.
 * The phone and email rules answer with the spec's own messages (consoleMessages.ts), not with these.
 */
export const LANDING_MESSAGES = {
  'what.landingPage': { zh: '落地页', en: 'Landing page' },
  'what.landingForm': { zh: '落地页表单', en: 'Form' },
  'what.lead': { zh: '留资客户', en: 'Lead' },
  landingNotFound: {
    zh: '页面不存在或已下线',
    en: 'This page does not exist or is no longer online',
  },
  leadRequired: { zh: '请填写{label}', en: 'Please fill in {label}' },
  leadTooLong: { zh: '{label}最多 {max} 个字', en: '{label} takes at most {max} characters' },
  leadChoiceRule: { zh: '请从选项中选择{label}', en: 'Please choose {label} from the options' },
  leadRegionRule: { zh: '请选择正确的{label}', en: 'Please choose a valid {label}' },
  leadValueRule: { zh: '{label}格式不正确', en: '{label} is not in a valid form' },
  tooManyLeads: {
    zh: '提交过于频繁，请稍后再试',
    en: 'Too many submissions; please try again later',
  },
  formFieldsRule: { zh: '表单字段格式不正确', en: 'The form fields are not in a valid form' },
  formInUse: {
    zh: '该表单被 {count} 个落地页使用（{titles}），不能删除',
    en: 'The form is used by {count} landing pages ({titles}) and cannot be deleted',
  },
  duplicateSlug: { zh: '页面标识 {slug} 已被使用', en: 'The page slug {slug} is taken' },
  unknownImage: { zh: '图片 {id} 不存在', en: 'Image {id} does not exist' },
  unknownForm: { zh: '表单 {id} 不存在', en: 'Form {id} does not exist' },
  pagePublishedDelete: {
    zh: '已发布的落地页不能删除，请先下线',
    en: 'A published landing page cannot be deleted; take it offline first',
  },
  pageHasLeads: {
    zh: '该落地页已有 {count} 条留资，不能删除',
    en: 'The landing page has {count} leads and cannot be deleted',
  },
  imageNoFile: { zh: '请选择要上传的图片', en: 'Choose an image to upload' },
} as const;

/**
 * The rules of forms, pages and images the console checks as it is typed, with the same words as the server:
 * spread into CONSOLE_MESSAGES (which the server's MESSAGES spread too).
 */
export const LANDING_CHECK_MESSAGES = {
  formFieldKeyRule: {
    zh: '字段标识须以小写字母开头，只含字母、数字和下划线，最多 32 个字符',
    en: 'A field key starts with a lowercase letter and has only letters, digits and _ (at most 32)',
  },
  formFieldKeyTaken: { zh: '字段标识 {key} 重复', en: 'The field key {key} is used twice' },
  formFieldKeyReserved: {
    zh: '字段标识 {key} 为系统保留',
    en: 'The field key {key} is reserved',
  },
  formFieldKindKey: {
    zh: '字段标识 {given} 应为 {key}',
    en: 'The field key {given} must be {key} for the field’s kind',
  },
  formFieldOptions: {
    zh: '单选字段 {key} 至少需要两个不重复的选项',
    en: 'The choice field {key} needs at least two distinct options',
  },
  formNeedsContact: {
    zh: '表单至少需要一个手机号或邮箱字段',
    en: 'A form needs a phone or an email field',
  },
  slugRule: {
    zh: '只能用小写字母、数字和连字符，以字母或数字开头和结尾，最多 60 个字符',
    en: 'Lowercase letters, digits and hyphens only, starting and ending with a letter or digit, at most 60',
  },
  blocksRule: { zh: '页面内容最多一个表单区块', en: 'A page has at most one form block' },
  imageTooLarge: {
    zh: '图片不能超过 {mb} MB',
    en: 'The image must be at most {mb} MB',
  },
  imageType: {
    zh: '只支持 JPG、PNG 或 WebP 图片（按文件内容识别）',
    en: 'Only JPG, PNG or WebP images are taken (judged by the file content)',
  },
} as const;
