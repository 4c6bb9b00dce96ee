import { registerTexts } from '../../i18n';
import { ResourceTabs } from '../../resource/ResourceTabs';
import type { ResourceDef } from '../../resource/types';
import { IMPORTS, SYNC_STATES } from './resources';
import DATA_COLLECTION_TEXTS from './texts';

registerTexts(DATA_COLLECTION_TEXTS);

/** Data collection (operationReptile): the accounts' syncs and the uploads of platform exports, a tab each. */
export const DataCollection = () => (
  <ResourceTabs
    testId="dataCollection"
    tabs={[
      { key: 'syncs', label: 'dataCollection.tabSyncs', def: SYNC_STATES as ResourceDef<never> },
      { key: 'imports', label: 'dataCollection.tabImports', def: IMPORTS as ResourceDef<never> },
    ]}
  />
);
