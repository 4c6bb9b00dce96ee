import { Dashboard, type DashboardDef } from '../../dashboard';
import { registerTexts } from '../../i18n';
import {
  MONITORED_ACCOUNTS,
  HOUR_SPEND,
  HOUR_SPEND_CUMULATIVE,
  MONITORED_BY_DEPARTMENT,
  MONITORED_BY_HOUR,
} from './monitor';
import { TODOS, YOY } from './overview';
import {
  ACCOUNT_RANKING,
  DEPARTMENT_STRUCTURE,
  DEPARTMENT_YOY,
  OPERATOR_RANKING,
  STRUCTURE,
  STRUCTURE_SHARES,
  TREND_YOY,
} from './spend';
import { DEPARTMENT_TASK_SHARES, DEPARTMENT_TASKS, TARGET_PROGRESS } from './target';
import { ACCOUNT_TASKS } from './tasks';
import WORKBENCH_TEXTS from './texts';

registerTexts(WORKBENCH_TEXTS);

/**
 * The operations workbench (/workbench/operateWorkbench): a dashboard of the workbench's reports. Figures across
 * the top, the quarter's progress beside the trend, charts two abreast, then the lists a row each. A target,
 * task or monitor set from it reloads every panel.
 */
export const WORKBENCH: DashboardDef = {
  id: 'workbench',
  panels: [
    TODOS,
    YOY,
    TARGET_PROGRESS,
    TREND_YOY,
    HOUR_SPEND_CUMULATIVE,
    MONITORED_BY_HOUR,
    STRUCTURE_SHARES,
    DEPARTMENT_TASK_SHARES,
    ACCOUNT_RANKING,
    OPERATOR_RANKING,
    ACCOUNT_TASKS,
    MONITORED_ACCOUNTS,
    HOUR_SPEND,
    DEPARTMENT_TASKS,
    DEPARTMENT_YOY,
    STRUCTURE,
    DEPARTMENT_STRUCTURE,
    MONITORED_BY_DEPARTMENT,
  ],
};

export default function Workbench() {
  return <Dashboard def={WORKBENCH} />;
}
