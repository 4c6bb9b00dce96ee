import { registerTexts } from '../../i18n';
import { ResourceTable } from '../../resource/ResourceTable';
import { FORMS } from './forms';
import { PAGES } from './landingPages';
import FORM_TEXTS from './formTexts';

registerTexts(FORM_TEXTS);

/** The form builder and the landing page editor of /stayQualified: each a definition and nothing more. */
export const LandingForms = () => <ResourceTable def={FORMS} />;
export const LandingPages = () => <ResourceTable def={PAGES} />;
