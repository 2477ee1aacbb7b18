import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { AppBar, Layout, Menu, TitlePortal, useTranslate, type AppBarProps } from 'react-admin';
import { AppBarTools } from '../components/app-bar-tools';
import { BRAND } from '../app/theme';

function AgentAppBar(props: AppBarProps) {
  const translate = useTranslate();
  return (
    <AppBar {...props} color="secondary" toolbar={<AppBarTools />}>
      <Typography
        component="span"
        sx={{ color: BRAND.gold400, fontWeight: 700, mr: 2, whiteSpace: 'nowrap' }}
      >
        {translate('agent.brand')}
      </Typography>
      <TitlePortal />
    </AppBar>
  );
}

function AgentMenu() {
  return (
    <Menu dense>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
    </Menu>
  );
}

export function AgentLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AgentAppBar} menu={AgentMenu} appBarAlwaysOn>
      {children}
    </Layout>
  );
}
