import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

const TEXTS = defineTexts({
  'profile.info': { zh: '基本资料', en: 'About me' },
  'profile.username': { zh: '用户名', en: 'Username' },
  'profile.name': { zh: '姓名', en: 'Name' },
  'profile.avatar': { zh: '头像地址', en: 'Avatar URL' },
  'profile.mobile': { zh: '手机号码', en: 'Mobile' },
  'profile.email': { zh: '邮箱', en: 'Email' },
  'profile.roles': { zh: '角色', en: 'Roles' },
  'profile.department': { zh: '部门', en: 'Department' },
  'profile.noDepartment': { zh: '未分配部门', en: 'No department' },
  'profile.password': { zh: '修改密码', en: 'Change password' },
  'profile.oldPassword': { zh: '当前密码', en: 'Current password' },
  'profile.newPassword': { zh: '新密码', en: 'New password' },
  'profile.confirmPassword': { zh: '确认新密码', en: 'Repeat the new password' },
  'profile.passwordMismatch': { zh: '两次输入的新密码不一致', en: 'The two new passwords differ' },
  'profile.passwordChanged': {
    zh: '密码已修改，其他设备上的登录已退出',
    en: 'Password changed; you are signed out on every other device',
  },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
