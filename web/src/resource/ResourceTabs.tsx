import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import type { TextKey } from '../i18n/keys';
import { useTranslation } from '../i18n';
import { ResourceTable } from './ResourceTable';
import type { ResourceDef } from './types';

/** A list of a page of several, under its tab. */
export interface ResourceTab {
  key: string;
  label: TextKey;
  // Each tab's list is typed by its own rows.
  def: ResourceDef<never>;
  /** Above this tab's list: how to use it. */
  header?: ReactNode;
}

/**
 * A page of several lists, a tab each (an account's syncs and the uploads' history): each list kept as it was
 * left while another is shown.
 */
export function ResourceTabs({
  tabs,
  testId,
  header,
}: {
  tabs: ResourceTab[];
  testId: string;
  /** Above the tabs: what holds for all of them (a notice of the server's). */
  header?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      {header}
      <Tabs
        data-testid={testId}
        items={tabs.map((tab) => ({
          key: tab.key,
          label: <span data-testid={`${testId}-${tab.key}`}>{t(tab.label)}</span>,
          children: <ResourceTable def={tab.def} header={tab.header} embedded />,
        }))}
      />
    </Card>
  );
}
