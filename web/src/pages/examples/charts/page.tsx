import { Dashboard } from '../../../dashboard';
import { registerTexts } from '../../../i18n';
import { EXAMPLE_CHARTS } from './charts';
import EXAMPLE_CHARTS_TEXTS from './texts';

registerTexts(EXAMPLE_CHARTS_TEXTS);

/**
 * The charts sample page (/example/charts): smooth lines with fading areas over a time axis, stacked bars under a
 * line that zooms, and many shaded bars, on the demo's spend; each follows its card's width.
 */
export default function Page() {
  return <Dashboard def={EXAMPLE_CHARTS} />;
}
