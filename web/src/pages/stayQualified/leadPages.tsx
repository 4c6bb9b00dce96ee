import { SettingsButton } from '../../components/SettingsButton';
import { registerTexts } from '../../i18n';
import { ResourceTable } from '../../resource/ResourceTable';
import { LEAD_RATE_LIMITS, LEADS } from './leads';
import LEAD_TEXTS from './leadTexts';

registerTexts(LEAD_TEXTS);

/** The leads, with the public form's rate limits beside them. */
export const Leads = () => (
  <ResourceTable
    def={LEADS}
    header={
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <SettingsButton def={LEAD_RATE_LIMITS} />
      </div>
    }
  />
);
