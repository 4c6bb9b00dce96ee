import { Flex, theme } from 'antd';
import { useTranslation } from '../../i18n';
import type { Text } from '../../i18n/define';
import { rankShares } from '../ranking';
import type { PanelDef } from '../types';

type RankingDef = Extract<PanelDef, { kind: 'ranking' }>;

/** The items in the given order, numbered, each with a bar as long as its share of the largest. */
export default function RankingPanel({ def, data }: { def: RankingDef; data: unknown }) {
  const { token } = theme.useToken();
  const { i18n } = useTranslation();
  const shown = (text: string | Text) => (typeof text === 'string' ? text : text[i18n.language]);
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rankShares(def.items(data)).map(({ item, share }, i) => (
        <li key={i} style={{ padding: '6px 0' }}>
          <Flex gap={8} align="baseline">
            <span style={{ width: 24, color: i < 3 ? token.colorPrimary : token.colorTextSecondary }}>
              {i + 1}
            </span>
            <span
              style={{
                flex: 1,
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {shown(item.name)}
            </span>
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>
              {item.text === undefined ? item.value : shown(item.text)}
            </span>
          </Flex>
          <div style={{ marginLeft: 32, height: 6, borderRadius: 3, background: token.colorFillSecondary }}>
            <div
              style={{
                width: `${share * 100}%`,
                height: '100%',
                borderRadius: 3,
                background: token.colorPrimary,
              }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
