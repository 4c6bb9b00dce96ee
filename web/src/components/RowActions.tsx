import {
  Button,
  Dropdown,
  Modal,
  Space,
  Tooltip,
  Typography,
  type MenuProps,
  type TableColumnType,
} from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { registerTexts, useTranslation } from '../i18n';
import { Confirm } from './Confirm';
import { useIsPhone } from './phone';
import COMPONENT_TEXTS from './texts';

registerTexts(COMPONENT_TEXTS);

/** One action on a table's row. */
export interface RowAction {
  key: string;
  /** The shown text. */
  label: string;
  /** Of the inline link on a wide screen and of the menu entry on a phone. */
  testId: string;
  danger?: boolean;
  /** Why the action cannot be taken on this row: shown disabled, with this as its hint. */
  disabledReason?: string;
  /** Asked first; the action runs on yes. */
  confirm?: { title: string; description?: string };
  /** A promise it returns is waited for by the confirmation; its refusal is toasted by the request client. */
  onClick: () => unknown;
}

/** Runs an action at once; a refusal has been toasted by the request client, so it is swallowed here. */
async function run(action: RowAction) {
  try {
    await action.onClick();
  } catch {
    // toasted already
  }
}

/** Both paddings of a cell in the largest table size. */
const CELL_PADDING = 32;
/** Both paddings of a small link button. */
const LINK_PADDING = 14;
/** At the least, a phone's column holds a small icon button and the cell's paddings. */
const PHONE_WIDTH = 56;

/** About how wide a text is at 14 px: a CJK character a full em, anything else about half. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += char.codePointAt(0)! >= 0x2e80 ? 14 : 8;
  return width;
}

/** The width of an actions column whose widest row shows these labels as links, or the title. */
export const actionsWidth = (labels: string[], title: string) =>
  CELL_PADDING +
  Math.max(
    textWidth(title),
    labels.reduce((sum, label) => sum + textWidth(label) + LINK_PADDING, 0),
  );

/**
 * A row's actions: on a wide screen links side by side, a destructive one behind a confirmation; on a phone one
 * "more" button whose menu holds them all, a destructive one confirmed in a dialog (a confirmation popover would
 * hang on the menu that closes under it).
 */
export function RowActions({ actions, menuTestId }: { actions: RowAction[]; menuTestId: string }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [modal, dialogs] = Modal.useModal();

  if (!phone) {
    return (
      <Space size={0} wrap>
        {actions.map((action) => {
          const link = (
            <Button
              key={action.key}
              type="link"
              size="small"
              danger={action.danger}
              disabled={action.disabledReason !== undefined}
              data-testid={action.testId}
              onClick={action.confirm ? undefined : () => void run(action)}
            >
              {action.label}
            </Button>
          );
          if (action.disabledReason !== undefined)
            return (
              <Tooltip key={action.key} title={action.disabledReason}>
                {link}
              </Tooltip>
            );
          if (action.confirm)
            return (
              <Confirm
                key={action.key}
                title={action.confirm.title}
                description={action.confirm.description}
                onConfirm={() => run(action)}
              >
                {link}
              </Confirm>
            );
          return link;
        })}
      </Space>
    );
  }

  const items: MenuProps['items'] = actions.map((action) => ({
    key: action.key,
    danger: action.danger,
    disabled: action.disabledReason !== undefined,
    'data-testid': action.testId,
    label:
      action.disabledReason === undefined ? (
        action.label
      ) : (
        <>
          {action.label}
          <Typography.Text type="secondary" className="row-actions-reason">
            {action.disabledReason}
          </Typography.Text>
        </>
      ),
  }));
  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    const action = actions.find((a) => a.key === key);
    if (!action) return;
    if (!action.confirm) {
      void run(action);
      return;
    }
    void modal.confirm({
      title: action.confirm.title,
      content: action.confirm.description,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => run(action),
    });
  };
  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{ items, onClick: onMenuClick }}
        classNames={{ root: 'row-actions-menu' }}
      >
        <Button
          type="text"
          size="small"
          icon={<EllipsisOutlined />}
          aria-label={t('rowActions.more')}
          title={t('rowActions.more')}
          data-testid={menuTestId}
        />
      </Dropdown>
      {dialogs}
    </>
  );
}

/**
 * The actions column of a table, its width from the rows' actions: on a wide screen as wide as the most links
 * a row shows and fixed on the right; on a phone one narrow column of menu buttons that scrolls with the row.
 */
export function useActionsColumn<Row>(
  rows: readonly Row[],
  actionsOf: (row: Row) => RowAction[],
  menuTestId: (row: Row) => string,
): TableColumnType<Row> {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const title = t('common.actions');
  const widest = rows.reduce<string[]>((most, row) => {
    const labels = actionsOf(row).map((a) => a.label);
    return actionsWidth(labels, title) > actionsWidth(most, title) ? labels : most;
  }, []);
  return {
    key: 'actions',
    title,
    ...(phone
      ? { width: Math.max(PHONE_WIDTH, CELL_PADDING + textWidth(title)) }
      : { width: actionsWidth(widest, title), fixed: 'right' as const }),
    render: (_: unknown, row: Row) => <RowActions actions={actionsOf(row)} menuTestId={menuTestId(row)} />,
  };
}
