import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Flex, Progress, theme } from 'antd';
import type { ReactNode } from 'react';
import { changeRatio, formatChange } from '@adops/common/format';
import type { FigureLine } from '../types';

/** A line under a figure, in the secondary text colour (a span: Typography would bring its editor along). */
function Note({ children, testId }: { children: ReactNode; testId?: string | undefined }) {
  const { token } = theme.useToken();
  return (
    <span style={{ color: token.colorTextSecondary }} data-testid={testId}>
      {children}
    </span>
  );
}

/** A figure against a previous one, signed, with an arrow that says the direction. */
function Change({
  current,
  previous,
  label,
  testId,
}: {
  current: number;
  previous: number;
  label: string;
  testId?: string | undefined;
}) {
  const ratio = changeRatio(current, previous);
  const arrow =
    ratio === null || ratio === 0 ? null : ratio > 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />;
  return (
    <Note>
      {label}{' '}
      <span data-testid={testId}>
        {arrow} {formatChange(current, previous)}
      </span>
    </Note>
  );
}

function Line({ line }: { line: FigureLine }) {
  if ('note' in line) return <Note testId={line.testId}>{line.note}</Note>;
  if ('notes' in line)
    return (
      <Flex justify="space-between" wrap gap={8}>
        {line.notes.map((note, i) => (
          <Note key={i} testId={note.testId}>
            {note.text}
          </Note>
        ))}
      </Flex>
    );
  if ('change' in line) return <Change {...line.change} label={line.label} testId={line.testId} />;
  return (
    <Progress
      size="small"
      percent={line.progress === null ? 0 : Math.min(100, line.progress * 100)}
      format={() => line.text}
    />
  );
}

/** The lines under a figure: notes, a change, a progress bar. */
export function FigureLines({ lines }: { lines: FigureLine[] }) {
  if (!lines.length) return null;
  return (
    <Flex vertical gap={4} style={{ marginTop: 8 }}>
      {lines.map((line, i) => (
        <Line key={i} line={line} />
      ))}
    </Flex>
  );
}
