import { callApi } from '../../lib/call-api';
import type { LiveCheck } from './use-live-check';

type Availability = Extract<LiveCheck, 'free' | 'taken' | 'failed'>;

/** Whether a login id is still free, as the live check under the id field asks it. */
export async function askUserId(userId: string): Promise<Availability> {
  const answer = await callApi('check-user-id', { userId });
  return answer.status === 'success' ? 'free' : answer.status === 'alread_have_user' ? 'taken' : 'failed';
}

/** Whether a nickname is still free. */
export async function askNick(nick: string): Promise<Availability> {
  const answer = await callApi('check-user-nick', { nick });
  return answer.status === 'success' ? 'free' : answer.status === 'alread' ? 'taken' : 'failed';
}
