import { useState } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ZMoneyLockKind, ZMoneyLockScope, type TMoneyLockCreate } from '@haneul/contract';
import { DialogButton } from '../../components/dialog-button';
import { useBackoffice } from '../../components/use-backoffice';

type Scope = TMoneyLockCreate['scope'];
type Kind = TMoneyLockCreate['kind'];

/** A lock's fixed target, when the button sits on a member's or a level's screen. */
export type MoneyLockTarget = { scope: 'member'; memberId: number } | { scope: 'level'; level: number };

function bodyOf(scope: Scope, target: string, kind: Kind, reason: string): TMoneyLockCreate {
  if (scope === 'member') return { scope, memberId: Number(target), kind, reason };
  if (scope === 'level') return { scope, level: Number(target), kind, reason };
  return { scope, kind, reason };
}

/**
 * Locks deposits or withdrawals with the reason members will read (Korean first). Given a target
 * the scope is fixed; on the locks screen staff pick the site, a level or a member by number.
 */
export function AddMoneyLockButton({ target }: { target?: MoneyLockTarget }) {
  const translate = useTranslate();
  const backoffice = useBackoffice();
  const [scope, setScope] = useState<Scope>(target?.scope ?? 'site');
  const [targetId, setTargetId] = useState('');
  const [kind, setKind] = useState<Kind>('withdraw');
  const [reason, setReason] = useState('');
  const fixed = target ? String(target.scope === 'member' ? target.memberId : target.level) : null;
  const id = fixed ?? targetId;
  const ready = reason.trim() !== '' && (scope === 'site' || /^[1-9][0-9]*$/.test(id));
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <DialogButton
        label="moneyLocks.add"
        icon={<LockIcon />}
        color="warning"
        ready={ready}
        onOpen={() => {
          setScope(target?.scope ?? 'site');
          setTargetId('');
          setKind('withdraw');
          setReason('');
        }}
        run={() => backoffice.call('moneyLocks.create', { body: bodyOf(scope, id, kind, reason.trim()) })}
      >
        {(help) => (
          <>
            {target ? null : (
              <TextField
                select
                label={translate('resources.money-locks.fields.scope')}
                value={scope}
                onChange={(event) => setScope(event.target.value as Scope)}
                {...help('scope')}
              >
                {ZMoneyLockScope.options.map((value) => (
                  <MenuItem key={value} value={value}>
                    {translate(`moneyLocks.scopes.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {!target && scope !== 'site' ? (
              <TextField
                label={translate(scope === 'member' ? 'moneyLocks.memberId' : 'moneyLocks.level')}
                value={targetId}
                onChange={(event) => setTargetId(event.target.value)}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                {...help(scope === 'member' ? 'memberId' : 'level')}
              />
            ) : null}
            <TextField
              select
              label={translate('resources.money-locks.fields.kind')}
              value={kind}
              onChange={(event) => setKind(event.target.value as Kind)}
              {...help('kind')}
            >
              {ZMoneyLockKind.options.map((value) => (
                <MenuItem key={value} value={value}>
                  {translate(`moneyLocks.kinds.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('resources.money-locks.fields.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              slotProps={{ htmlInput: { maxLength: 200 } }}
              {...help('reason', 'moneyLocks.reasonHelp')}
            />
          </>
        )}
      </DialogButton>
    </span>
  );
}
