import type { ButtonProps } from 'antd';

/** Props of a button antd renders for us (a modal's OK), carrying a `data-testid` for the browser tests. */
export const buttonWithTestId = (testId: string, props: ButtonProps = {}): ButtonProps =>
  ({ ...props, 'data-testid': testId }) as ButtonProps;
