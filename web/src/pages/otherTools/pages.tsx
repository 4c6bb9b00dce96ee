import { ResourceTable } from '../../resource/ResourceTable';
import { registerTexts } from '../../i18n';
import { JOBS, RUNS } from './resources';
import OTHER_TOOLS_TEXTS from './texts';

registerTexts(OTHER_TOOLS_TEXTS);

/** The operations tools of /otherTools: each a definition and nothing more. */
export const ScheduledJobs = () => <ResourceTable def={JOBS} />;
export const AutomationLog = () => <ResourceTable def={RUNS} />;
