import { ResourceTable } from '../../resource/ResourceTable';
import { ResourceTabs } from '../../resource/ResourceTabs';
import type { ResourceDef } from '../../resource/types';
import { RULES } from './rules';
import { TOTALS } from './totals';
import { registerTexts } from '../../i18n';
import { CUSTOMER_TEMPLATES, INTERNAL_TEMPLATES, ROBOTS, SEND_LOG } from './resources';
import NOTICE_TEXTS from './texts';

registerTexts(NOTICE_TEXTS);

/** The WeCom notice pages: each a definition and nothing more. */
export const NoticeOptions = () => (
  <ResourceTabs
    testId="noticeOptions"
    tabs={[
      { key: 'rules', label: 'notices.rules', def: RULES as ResourceDef<never> },
      { key: 'robots', label: 'notices.robots', def: ROBOTS as ResourceDef<never> },
    ]}
  />
);
export const SendLog = () => <ResourceTable def={SEND_LOG} />;
export const Totals = () => <ResourceTable def={TOTALS} />;
export const CustomerTemplates = () => <ResourceTable def={CUSTOMER_TEMPLATES} />;
export const InternalTemplates = () => <ResourceTable def={INTERNAL_TEMPLATES} />;
