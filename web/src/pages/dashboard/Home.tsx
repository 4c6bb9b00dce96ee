import { Dashboard, type DashboardDef } from '../../dashboard';
import { registerTexts } from '../../i18n';
import { HOME_CARDS } from './homeCards';
import { HOME_CHARTS } from './homeCharts';
import HOME_TEXTS from './texts';

registerTexts(HOME_TEXTS);

/** The Home dashboard: today's, yesterday's and the month's spend, the accounts, and three charts. */
export const HOME: DashboardDef = { id: 'home', panels: [HOME_CARDS, ...HOME_CHARTS] };

export default function Home() {
  return <Dashboard def={HOME} />;
}
