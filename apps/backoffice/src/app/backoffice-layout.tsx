import type { ReactNode } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import { AppBar, Layout, TitlePortal, useGetIdentity, useTranslate, type AppBarProps } from 'react-admin';
import { AppBarTools } from '../components/app-bar-tools';
import { LiveQueueBell } from '../features/queues/live-queue-bell';
import { BackofficeMenu } from './backoffice-menu';
import { BRAND } from './theme';

/** Brand on the left, the page title, who is signed in and as what role, then the queues' bell. */
function BackofficeAppBar(props: AppBarProps) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <AppBar
      {...props}
      color="secondary"
      toolbar={
        <>
          <LiveQueueBell />
          <AppBarTools />
        </>
      }
    >
      <Typography
        component="span"
        sx={{
          color: BRAND.gold400,
          fontWeight: 700,
          mr: 2,
          whiteSpace: 'nowrap',
          display: { xs: 'none', md: 'inline' },
        }}
      >
        {translate('app.brand')}
      </Typography>
      <TitlePortal />
      {typeof identity?.role === 'string' && (
        <Chip
          size="small"
          label={translate(`app.roles.${identity.role}`)}
          sx={{ bgcolor: BRAND.gold400, color: BRAND.navy950, fontWeight: 600, mr: 1 }}
        />
      )}
    </AppBar>
  );
}

export function BackofficeLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={BackofficeAppBar} menu={BackofficeMenu} appBarAlwaysOn>
      <Box sx={{ pb: 4 }}>{children}</Box>
    </Layout>
  );
}
