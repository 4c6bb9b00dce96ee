import {
  accountTaskInput,
  monitorAccountInput,
  quarterTargetInput,
  WORKBENCH_EDITS,
  workbenchUrl,
} from '@adops/common/contract/workbench';
import { moduleOf } from '@adops/common/menu';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { writing } from '../../resources/writing';
import { editMonitoredAccount, saveAccountTask, saveQuarterTarget } from './edits';

const WORKBENCH = moduleOf('operateWorkbench');

/** The workbench's POST calls (its GET calls are reports: reports/definitions/workbench.ts). */
export function workbenchRoutes(app: AppContext) {
  return [
    route({
      method: 'POST',
      url: workbenchUrl(WORKBENCH_EDITS.quarterTarget),
      access: WORKBENCH,
      input: quarterTargetInput,
      handler: (call) => writing(app, call, (ctx) => saveQuarterTarget(ctx, call.input)),
    }),
    route({
      method: 'POST',
      url: workbenchUrl(WORKBENCH_EDITS.accountTask),
      access: WORKBENCH,
      input: accountTaskInput,
      handler: (call) => writing(app, call, (ctx) => saveAccountTask(ctx, call.input)),
    }),
    route({
      method: 'POST',
      url: workbenchUrl(WORKBENCH_EDITS.monitorAccount),
      access: WORKBENCH,
      input: monitorAccountInput,
      handler: (call) => writing(app, call, (ctx) => editMonitoredAccount(ctx, call.input)),
    }),
  ];
}
