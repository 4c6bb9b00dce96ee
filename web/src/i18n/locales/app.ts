import type { KeysOf } from '../keys';
import { defineTexts } from '../define';

/** Shell, sign-in, error pages and shared words. */
const TEXTS = defineTexts({
  'app.name': { zh: '运营后台', en: 'Ad-operations console' },
  'app.loading': { zh: '加载中…', en: 'Loading…' },
  'app.verificationFailed': {
    zh: 'Verification failed, please login again',
    en: 'Verification failed, please login again',
  },
  'app.pageInPreparation': {
    zh: '该页面正在建设中，敬请期待',
    en: 'This page is being built and will arrive in a later release',
  },

  'route.login': { zh: '登录', en: 'Sign in' },
  'route.strategy': { zh: '落地页', en: 'Landing page' },
  'route.404': { zh: '页面不存在', en: 'Page not found' },
  'route.401': { zh: '无权限', en: 'No permission' },

  'login.title': { zh: '运营后台登录', en: 'Sign in to the console' },
  'login.username': { zh: '用户名', en: 'Username' },
  'login.password': { zh: '密码', en: 'Password' },
  'login.usernameRequired': { zh: '请输入用户名', en: 'Please enter your username' },
  'login.passwordRequired': { zh: '请输入密码', en: 'Please enter your password' },
  'login.remember': { zh: '记住用户名', en: 'Remember my username' },
  'login.submit': { zh: '登录', en: 'Sign in' },
  'login.capsLock': { zh: '大写锁定已打开', en: 'Caps Lock is on' },

  'error.404.title': { zh: '页面不存在', en: 'Page not found' },
  'error.404.text': {
    zh: '您访问的页面不存在或已被移除。',
    en: 'The page you asked for does not exist or has moved.',
  },
  'error.401.title': { zh: '没有权限', en: 'No permission' },
  'error.401.text': {
    zh: '您没有访问该页面的权限，如需访问请联系管理员。',
    en: 'You may not open this page. Ask an administrator if you need it.',
  },
  'error.back': { zh: '返回', en: 'Back' },
  'error.home': { zh: '返回首页', en: 'Go home' },

  'nav.home': { zh: '首页', en: 'Home' },
  'nav.logout': { zh: '退出登录', en: 'Log out' },
  'nav.logoutDone': { zh: '退出成功', en: 'Logged out' },
  'nav.fullscreen': { zh: '全屏', en: 'Full screen' },
  'nav.fullscreenUnsupported': { zh: 'you browser can not work', en: 'you browser can not work' },
  'nav.size': { zh: '布局大小', en: 'Size' },
  'nav.size.large': { zh: '大', en: 'Large' },
  'nav.size.middle': { zh: '中', en: 'Medium' },
  'nav.size.small': { zh: '小', en: 'Small' },
  'nav.language': { zh: '语言', en: 'Language' },
  'nav.sisterCrm': { zh: '姊妹系统', en: 'Sister CRM' },
  'nav.errorLog': { zh: '错误日志', en: 'Error log' },
  'nav.messages': { zh: '消息', en: 'Messages' },
  'nav.noMessages': { zh: '暂无待办', en: 'Nothing pending' },
  'nav.toggleSidebar': { zh: '展开/收起菜单', en: 'Toggle the menu' },

  'message.pendingReviewOrder': { zh: '待审核订单', en: 'Orders to review' },
  'message.pendingPayment': { zh: '待确认付款', en: 'Payments to confirm' },
  'message.pendingRefund': { zh: '待确认退款', en: 'Refunds to confirm' },
  'message.unprocessedWithdrawal': { zh: '未处理提现', en: 'Withdrawals to handle' },
  'message.pendingInvoice': { zh: '待开发票', en: 'Invoices to issue' },

  'tags.refresh': { zh: '刷新', en: 'Refresh' },
  'tags.close': { zh: '关闭', en: 'Close' },
  'tags.closeOthers': { zh: '关闭其他', en: 'Close others' },
  'tags.closeAll': { zh: '关闭所有', en: 'Close all' },

  'errorLog.title': { zh: '错误日志', en: 'Error log' },
  'errorLog.clear': { zh: '清空', en: 'Clear' },
  'errorLog.error': { zh: '错误', en: 'Error' },
  'errorLog.url': { zh: '页面', en: 'URL' },
  'errorLog.info': { zh: '信息', en: 'Info' },
  'errorLog.time': { zh: '时间', en: 'Time' },
  'errorLog.boundary': {
    zh: '页面出错了，错误已记入错误日志。',
    en: 'This page failed; the error is in the error log.',
  },
  'errorLog.retry': { zh: '重试', en: 'Try again' },

  'common.search': { zh: '查询', en: 'Search' },
  'common.reset': { zh: '重置', en: 'Reset' },
  'common.create': { zh: '新增', en: 'New' },
  'common.edit': { zh: '编辑', en: 'Edit' },
  'common.delete': { zh: '删除', en: 'Delete' },
  'common.save': { zh: '保存', en: 'Save' },
  'common.cancel': { zh: '取消', en: 'Cancel' },
  'common.confirm': { zh: '确定', en: 'OK' },
  'common.actions': { zh: '操作', en: 'Actions' },
  'common.saved': { zh: '保存成功', en: 'Saved' },
  'common.deleted': { zh: '删除成功', en: 'Deleted' },
  'common.confirmDelete': { zh: '确定删除“{{name}}”吗？', en: 'Delete "{{name}}"?' },
  'common.total': { zh: '共 {{total}} 条', en: '{{total}} in all' },
  'common.yes': { zh: '是', en: 'Yes' },
  'common.no': { zh: '否', en: 'No' },
  'common.enabled': { zh: '启用', en: 'Enabled' },
  'common.disabled': { zh: '停用', en: 'Disabled' },
  'common.status': { zh: '状态', en: 'Status' },
  'common.keyword': { zh: '关键字', en: 'Keyword' },
  'common.createdAt': { zh: '创建时间', en: 'Created' },
  'common.loadFailed': { zh: '加载失败', en: 'Could not load' },
  'common.retry': { zh: '重试', en: 'Retry' },
  'common.empty': { zh: '暂无数据', en: 'No data' },
});

declare module '../keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
