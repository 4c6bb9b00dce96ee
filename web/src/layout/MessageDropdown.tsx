import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n';
import { useNavigate } from 'react-router';
import { MESSAGE_LINKS } from '@adops/common/contract/message';
import { getMessageCount, MESSAGE_COUNT_KEY } from '../api/shell';

const REFRESH_MS = 60_000;

/** Only for a first role of 3 or 7; a count shows only when it is not zero. */
export function MessageDropdown({ roleId }: { roleId: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = roleId === undefined ? undefined : MESSAGE_LINKS[roleId];
  const { data } = useQuery({
    queryKey: [MESSAGE_COUNT_KEY],
    queryFn: getMessageCount,
    enabled: Boolean(links),
    refetchInterval: REFRESH_MS,
  });
  if (!links) return null;
  const total = links.reduce((sum, link) => sum + (data?.[link.counter].amount ?? 0), 0);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: links.map((link, index) => {
          const amount = data?.[link.counter].amount ?? 0;
          return {
            key: String(index),
            label: (
              <span className="message-item" data-testid={`message-${link.counter}`}>
                <span className="message-title">{t(`message.${link.counter}`)}</span>
                {amount > 0 && (
                  <Badge count={amount} overflowCount={999} data-testid={`message-count-${link.counter}`} />
                )}
              </span>
            ),
          };
        }),
        onClick: ({ key }) => {
          const link = links[Number(key)]!;
          navigate(
            `${link.path}?${new URLSearchParams(Object.entries(link.query).map(([k, v]) => [k, String(v)]))}`,
          );
        },
      }}
    >
      <Badge count={total} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={t('nav.messages')}
          data-testid="message-dropdown"
        />
      </Badge>
    </Dropdown>
  );
}
