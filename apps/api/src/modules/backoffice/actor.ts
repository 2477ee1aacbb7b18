import type { FastifyRequest } from 'fastify';
import type { TStaffRole } from '@haneul/contract';
import type { StaffPrincipal } from '../../plugins/staff-session.ts';

/** Who does a staff write, from where and when: what every audit row records. */
export interface Actor {
  staffId: number;
  role: TStaffRole;
  ip: string;
  now: Date;
}

export function actorOf({
  staff,
  request,
  now,
}: {
  staff: StaffPrincipal;
  request: FastifyRequest;
  now: Date;
}): Actor {
  return { staffId: staff.staffId, role: staff.role, ip: request.ip, now };
}
