import { registerTexts } from '../../i18n';
import { ResourceTable } from '../../resource/ResourceTable';
import { MODULES } from './modules';
import { ROLES } from './roles';
import SYSTEM_TEXTS from './texts';
import { USERS } from './users';

registerTexts(SYSTEM_TEXTS);

/** The pages of /system that are a definition and nothing more. */
export const UserManage = () => <ResourceTable def={USERS} />;
export const Role = () => <ResourceTable def={ROLES} />;
export const Module = () => <ResourceTable def={MODULES} />;
