import { ResourceTable } from '../../resource/ResourceTable';
import { registerTexts } from '../../i18n';
import { QUESTIONS } from './resources';
import QUESTION_TEXTS from './texts';

registerTexts(QUESTION_TEXTS);

/** Operational questions (xhsQuestionManage): a definition and nothing more. */
export const Questions = () => <ResourceTable def={QUESTIONS} />;
