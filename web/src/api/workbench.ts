import type { z } from 'zod';
import {
  WORKBENCH_EDITS,
  workbenchUrl,
  type accountTaskInput,
  type monitorAccountInput,
  type quarterTargetInput,
} from '@adops/common/contract/workbench';
import { post } from './client';

/**
 * The workbench's three POSTs (common/contract/workbench.ts), money in cents. A refusal (a closed quarter's 150)
 * is toasted by the client.
 */
const edit = (name: keyof typeof WORKBENCH_EDITS, body: object) =>
  post<unknown>(workbenchUrl(WORKBENCH_EDITS[name]), body);

export const saveQuarterTarget = (body: z.input<typeof quarterTargetInput>) => edit('quarterTarget', body);
export const saveAccountTask = (body: z.input<typeof accountTaskInput>) => edit('accountTask', body);
export const saveMonitoredAccount = (body: z.input<typeof monitorAccountInput>) =>
  edit('monitorAccount', body);
