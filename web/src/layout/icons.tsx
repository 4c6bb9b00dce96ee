import {
  AccountBookOutlined,
  BarChartOutlined,
  CalendarOutlined,
  DashboardOutlined,
  DesktopOutlined,
  ExperimentOutlined,
  FireOutlined,
  FormOutlined,
  MonitorOutlined,
  PictureOutlined,
  SettingOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The icons `common/menu.ts` names, by name, so that only these are bundled. */
const ICONS: Record<string, ReactNode> = {
  AccountBookOutlined: <AccountBookOutlined />,
  BarChartOutlined: <BarChartOutlined />,
  CalendarOutlined: <CalendarOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  DesktopOutlined: <DesktopOutlined />,
  ExperimentOutlined: <ExperimentOutlined />,
  FireOutlined: <FireOutlined />,
  FormOutlined: <FormOutlined />,
  MonitorOutlined: <MonitorOutlined />,
  PictureOutlined: <PictureOutlined />,
  SettingOutlined: <SettingOutlined />,
  ToolOutlined: <ToolOutlined />,
  TrophyOutlined: <TrophyOutlined />,
  UserOutlined: <UserOutlined />,
  WechatOutlined: <WechatOutlined />,
};

export const menuIcon = (name: string | undefined) => (name ? ICONS[name] : undefined);
