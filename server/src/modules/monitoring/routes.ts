import {
  DESCENT_REASON_URL,
  descentReasonInput,
  WEEK_NOTE_URL,
  weekNoteInput,
} from '@adops/common/contract/monitoring';
import { moduleOf } from '@adops/common/menu';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { writing } from '../../resources/writing';
import { recordDescent, writeWeekNote } from './edits';

/** The monitoring pages' POST calls (the pages themselves are reports: reports/definitions/monitoring.ts). */
export function monitoringRoutes(app: AppContext) {
  return [
    route({
      method: 'POST',
      url: DESCENT_REASON_URL,
      access: moduleOf('descentDetails'),
      input: descentReasonInput,
      handler: (call) => writing(app, call, (ctx) => recordDescent(ctx, call.input)),
    }),
    route({
      method: 'POST',
      url: WEEK_NOTE_URL,
      access: moduleOf('accountWeekOperation'),
      input: weekNoteInput,
      handler: (call) => writing(app, call, (ctx) => writeWeekNote(ctx, call.input)),
    }),
  ];
}
