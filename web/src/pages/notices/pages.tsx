import { ResourceTable } from '../../resource/ResourceTable';
import { registerTexts } from '../../i18n';
import { CUSTOMER_TEMPLATES, INTERNAL_TEMPLATES, ROBOTS, SEND_LOG } from './resources';
import NOTICE_TEXTS from './texts';

registerTexts(NOTICE_TEXTS);

/** The WeCom notice pages: each a definition and nothing more. */
export const Robots = () => <ResourceTable def={ROBOTS} />;
export const SendLog = () => <ResourceTable def={SEND_LOG} />;
export const CustomerTemplates = () => <ResourceTable def={CUSTOMER_TEMPLATES} />;
export const InternalTemplates = () => <ResourceTable def={INTERNAL_TEMPLATES} />;
