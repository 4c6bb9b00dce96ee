import { registerTexts } from '../../i18n';
import { ResourceTable } from '../../resource/ResourceTable';
import { TODAY_OPERATIONS } from './resources';
import TODAY_OPERATION_TEXTS from './texts';

registerTexts(TODAY_OPERATION_TEXTS);

/** Today's operations: a definition of the resource engine, shown as a timeline. */
export default function TodayOperation() {
  return <ResourceTable def={TODAY_OPERATIONS} />;
}
