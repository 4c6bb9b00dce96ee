import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** The menu as a drawer on a phone; loaded only there. */
export default function MobileDrawer({
  open,
  onClose,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={width}
      closable={false}
      styles={{ body: { padding: 0, background: '#001529' } }}
      data-testid="mobile-drawer"
    >
      {children}
    </Drawer>
  );
}
