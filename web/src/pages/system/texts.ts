import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

/** Texts of the /system pages: users, roles, modules and organization. */
const TEXTS = defineTexts({
  'system.user.username': { zh: '用户名', en: 'Username' },
  'system.user.password': { zh: '密码', en: 'Password' },
  'system.user.newPassword': { zh: '新密码', en: 'New password' },
  'system.user.newPasswordHint': {
    zh: '保存后该用户的会话立即失效，需用新密码重新登录',
    en: "The user's sessions end at once; they sign in again with the new one",
  },
  'system.user.name': { zh: '姓名', en: 'Name' },
  'system.user.mobile': { zh: '手机号', en: 'Mobile' },
  'system.user.email': { zh: '邮箱', en: 'Email' },
  'system.user.department': { zh: '部门', en: 'Department' },
  'system.user.group': { zh: '运营组', en: 'Operation group' },
  'system.user.role': { zh: '角色', en: 'Role' },
  'system.user.roles': { zh: '角色', en: 'Roles' },
  'system.user.signStatus': { zh: '在职状态', en: 'Employment' },
  'system.user.signStatus.active': { zh: '在职', en: 'Employed' },
  'system.user.signStatus.left': { zh: '离职', en: 'Left' },
  'system.user.keywordHint': { zh: '用户名 / 姓名 / 手机号', en: 'Username, name or mobile' },
  'system.user.deleteHint': {
    zh: '删除后该用户无法登录，其会话立即失效',
    en: 'The user can no longer sign in; their sessions end at once',
  },
  'system.user.confirmEnable': { zh: '确定启用“{{name}}”吗？', en: 'Enable "{{name}}"?' },
  'system.user.confirmDisable': {
    zh: '确定停用“{{name}}”吗？其会话立即失效',
    en: 'Disable "{{name}}"? Their sessions end at once',
  },

  'system.role.id': { zh: '编号', en: 'ID' },
  'system.role.name': { zh: '角色名称', en: 'Role name' },
  'system.role.admin': { zh: '超级管理员', en: 'Administrator' },
  'system.role.description': { zh: '描述', en: 'Description' },
  'system.role.dataScope': { zh: '数据权限', en: 'Data scope' },
  'system.role.dataScopeHint': {
    zh: '决定该角色的用户能看到哪些业务数据',
    en: 'Which business data the users of this role can see',
  },
  'system.role.departments': { zh: '指定部门', en: 'Departments' },
  'system.role.departmentsHint': { zh: '含所选部门的下级部门', en: 'Sub-departments are included' },
  'system.role.userCount': { zh: '用户数', en: 'Users' },
  'system.role.modules': { zh: '模块权限', en: 'Modules' },
  'system.role.users': { zh: '用户', en: 'Users' },
  'system.role.usersOf': { zh: '角色用户：{{name}}', en: 'Users with {{name}}' },
  'system.role.grantAll': { zh: '全选', en: 'Select all' },
  'system.role.grantNone': { zh: '清空', en: 'Clear' },
  'system.role.grantedCount': { zh: '已选 {{count}} 项', en: '{{count}} selected' },
  'system.role.modulesHint': {
    zh: '勾选模块会同时勾选其下级和所属上级；取消勾选会同时取消其下级。保存后，该角色的用户需重新登录才能看到菜单变化。',
    en: 'Checking a module checks the modules below it and the sections above it; unchecking it unchecks the modules below. Users of the role see the new menu after signing in again.',
  },

  'system.module.parent': { zh: '上级模块', en: 'Parent' },
  'system.module.id': { zh: '编号', en: 'ID' },
  'system.module.idHint': {
    zh: '可不填，系统自动分配 10000 起的编号',
    en: 'Optional; left empty, the next free id from 10000 is used',
  },
  'system.module.name': { zh: '标识', en: 'Name' },
  'system.module.nameExample': { zh: '例如 exportReport', en: 'For example exportReport' },
  'system.module.title': { zh: '标题', en: 'Title' },
  'system.module.level': { zh: '层级', en: 'Level' },
  'system.module.path': { zh: '路径', en: 'Path' },
  'system.module.sort': { zh: '排序', en: 'Sort' },
  'system.module.builtIn': { zh: '内置', en: 'Built-in' },
  'system.module.builtInLocked': {
    zh: '内置模块被菜单路由使用，不能删除',
    en: 'A built-in module is used by a menu route and cannot be deleted',
  },
  'system.module.keywordHint': { zh: '编号 / 标识 / 标题 / 路径', en: 'ID, name, title or path' },

  'system.org.departments': { zh: '部门', en: 'Departments' },
  'system.org.name': { zh: '部门名称', en: 'Name' },
  'system.org.parent': { zh: '上级部门', en: 'Parent' },
  'system.org.parentHint': { zh: '不选则为一级部门', en: 'Leave empty for a top-level department' },
  'system.org.sort': { zh: '排序', en: 'Sort' },
  'system.org.userCount': { zh: '人数', en: 'People' },
  'system.org.members': { zh: '部门成员', en: 'Members' },
  'system.org.pickDepartment': { zh: '请先新增部门', en: 'Add a department first' },
  'system.org.pickUsers': { zh: '用户', en: 'Users' },
  'system.org.addMembersHint': {
    zh: '输入用户名、姓名或手机号搜索；已在其他部门的用户会移入本部门，并退出原部门的运营组',
    en: 'Search by username, name or mobile; users of another department move here and leave their old operation group',
  },
  'system.org.confirmRemove': {
    zh: '确定将“{{name}}”移出{{owner}}吗？',
    en: 'Remove "{{name}}" from {{owner}}?',
  },
  'system.org.groups': { zh: '运营组', en: 'Operation groups' },
  'system.org.groupName': { zh: '运营组名称', en: 'Name' },
  'system.org.accountCount': { zh: '账户数', en: 'Accounts' },
  'system.org.groupDeleteHint': {
    zh: '仍有成员或账户的运营组不能删除',
    en: 'A group that still has members or accounts cannot be deleted',
  },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
