import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

/** Texts of the sample pages (/example). */
const TEXTS = defineTexts({
  'example.errorLogIntro': {
    zh: '下面的按钮会故意制造错误。每个错误都会记入错误日志：顶栏的错误按钮显示条数，点开可查看错误、信息、页面和调用栈，也可清空。',
    en: 'The buttons below fail on purpose. Each error goes into the error log: the button in the top bar counts them, and opens the log with each error, its info, page and stack; the log can be cleared.',
  },
  'example.throwInRender': { zh: '渲染时抛出错误', en: 'Throw while rendering' },
  'example.throwInRenderHint': {
    zh: '组件在渲染中抛出，错误边界接住它，只替换这一块',
    en: 'A component throws while rendering; an error boundary catches it and replaces only that part',
  },
  'example.throwInEvent': { zh: '事件处理中抛出错误', en: 'Throw in an event handler' },
  'example.throwInEventHint': {
    zh: '点击处理函数抛出，由全局错误处理记录',
    en: 'A click handler throws; the global error handler records it',
  },
  'example.rejectPromise': { zh: '未处理的 Promise 失败', en: 'Reject a promise' },
  'example.rejectPromiseHint': {
    zh: '一个没人处理的 Promise 失败，由 unhandledrejection 记录',
    en: 'A promise nobody handles fails; unhandledrejection records it',
  },
  'example.renderFailed': {
    zh: '这个组件渲染失败，错误已记入日志',
    en: 'This part failed to render; the error is logged',
  },
  'example.renderAgain': { zh: '重新渲染', en: 'Render again' },
  'example.rendered': { zh: '组件正常渲染中', en: 'The part renders normally' },
  'example.i18nIntro': {
    zh: '切换语言后，本页的文字、日期选择器、下拉选项、表头和按钮随之改变；本页自己的文案合并进控制台的文案表。',
    en: 'Switch the language: this page’s texts, the date picker, the select’s options, the table’s headers and the buttons change with it; the page’s own texts are merged into the console’s.',
  },
  'example.language': { zh: '语言', en: 'Language' },
  'example.pickDay': { zh: '选择日期', en: 'Pick a day' },
  'example.pickPage': { zh: '选择示例页面', en: 'Pick a sample page' },
  'example.pageTitle': { zh: '页面', en: 'Page' },
  'example.pagePath': { zh: '路径', en: 'Path' },
  'example.permission': { zh: '权限编号', en: 'Permission id' },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
