import { findRoute } from '@adops/common/menu';
import { CloseOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from '../i18n';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from '../store/createStore';
import { closeAllTabs, closeOtherTabs, closeTab, refreshTab, type CloseResult } from '../store/tabs';
import { tabsStore } from '../store/tabsStore';
import { usePainted } from '../components/usePainted';

export function TagsView() {
  const { t } = useTranslation();
  // A tab kept from a page the menu no longer has reads as its name.
  const titleOf = (view: { path: string; name: string }) => {
    const route = findRoute(view.path);
    return route ? t(route.title) : view.name;
  };
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { views } = useStore(tabsStore);
  // Their menus (a right click) come after the first figure; the tabs themselves at once.
  const painted = usePainted();

  const apply = ({ state, navigateTo }: CloseResult) => {
    tabsStore.set(state);
    if (navigateTo) navigate(navigateTo);
  };

  return (
    <div className="tags-view" data-testid="tags-view">
      {views.map((view) => {
        const active = view.path === pathname;
        const tab = (
          <span
            key={view.path}
            className={`tags-view-item${active ? ' active' : ''}`}
            data-path={view.path}
            onClick={() => navigate(view.fullPath)}
            onAuxClick={(e) => e.button === 1 && apply(closeTab(tabsStore.get(), view.path, pathname))}
          >
            {titleOf(view)}
            {!view.affix && (
              <CloseOutlined
                className="tags-view-close"
                aria-label={t('tags.close')}
                onClick={(e) => {
                  e.stopPropagation();
                  apply(closeTab(tabsStore.get(), view.path, pathname));
                }}
              />
            )}
          </span>
        );
        if (!painted) return tab;
        return (
          <Dropdown
            key={view.path}
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'refresh', label: t('tags.refresh') },
                ...(view.affix ? [] : [{ key: 'close', label: t('tags.close') }]),
                { key: 'others', label: t('tags.closeOthers') },
                { key: 'all', label: t('tags.closeAll') },
              ],
              onClick: ({ key }) => {
                if (key === 'refresh') tabsStore.set(refreshTab(tabsStore.get(), view.path));
                if (key === 'close') apply(closeTab(tabsStore.get(), view.path, pathname));
                if (key === 'others') apply(closeOtherTabs(tabsStore.get(), view.path, pathname));
                if (key === 'all') apply(closeAllTabs(tabsStore.get()));
              },
            }}
          >
            {tab}
          </Dropdown>
        );
      })}
    </div>
  );
}
