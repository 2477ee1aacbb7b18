import type { ReactNode } from 'react';
import { ListSubheader } from '@mui/material';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';

/** A heading over a group of menu items; hidden when the sidebar is folded to icons. */
function Group({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <>
      {open && (
        <ListSubheader
          disableSticky
          sx={{
            lineHeight: '28px',
            mt: 1,
            fontSize: 11,
            fontWeight: 700,
            letterSpacing: '0.06em',
            bgcolor: 'transparent',
          }}
        >
          {translate(label)}
        </ListSubheader>
      )}
      {children}
    </>
  );
}

/**
 * The menu grouped by task. Admin-only screens are left out for operators: the API refuses them
 * anyway (403), this only keeps operators from meeting dead ends.
 */
export function BackofficeMenu() {
  const { permissions } = usePermissions();
  const admin = permissions === 'admin';
  return (
    <Menu dense>
      <Menu.DashboardItem />
      <Group label="app.menu.money">
        <Menu.ResourceItem name="deposits" />
        <Menu.ResourceItem name="withdrawals" />
        <Menu.ResourceItem name="money-locks" />
      </Group>
      <Group label="app.menu.members">
        <Menu.ResourceItem name="members" />
        <Menu.ResourceItem name="money" />
        <Menu.ResourceItem name="bets" />
        <Menu.ResourceItem name="game-transfers" />
        <Menu.ResourceItem name="harm-markers" />
      </Group>
      <Group label="app.menu.support">
        <Menu.ResourceItem name="tickets" />
        <Menu.ResourceItem name="notes" />
      </Group>
      <Group label="app.menu.content">
        <Menu.ResourceItem name="notices" />
        <Menu.ResourceItem name="popups" />
        <Menu.ResourceItem name="banners" />
        <Menu.ResourceItem name="note-templates" />
      </Group>
      <Group label="app.menu.games">
        <Menu.ResourceItem name="casino-games" />
        <Menu.ResourceItem name="slot-providers" />
        <Menu.ResourceItem name="slot-games" />
        <Menu.ResourceItem name="sports" />
        <Menu.ResourceItem name="providers" />
      </Group>
      <Group label="app.menu.sportsbook">
        <Menu.ResourceItem name="sport-events" />
        <Menu.ResourceItem name="sport-results" />
        <Menu.ResourceItem name="sport-bets" />
        <Menu.ResourceItem name="sport-liability" />
        <Menu.ResourceItem name="sport-settlements" />
        <Menu.ResourceItem name="sport-reports" />
        <Menu.ResourceItem name="sport-competitions" />
        {admin && <Menu.ResourceItem name="sport-pairs" />}
      </Group>
      <Group label="app.menu.partners">
        <Menu.ResourceItem name="agents" />
        <Menu.ResourceItem name="agent-tree" />
        <Menu.ResourceItem name="agent-domains" />
        <Menu.ResourceItem name="settlements" />
      </Group>
      <Group label="app.menu.insight">
        <Menu.ResourceItem name="reports" />
        <Menu.ResourceItem name="audit" />
      </Group>
      <Group label="app.menu.admin">
        <Menu.ResourceItem name="levels" />
        {admin && <Menu.ResourceItem name="settings" />}
        {admin && <Menu.ResourceItem name="staff" />}
      </Group>
    </Menu>
  );
}
