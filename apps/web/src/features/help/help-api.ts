import { callApi } from '../../lib/call-api';

export const HELP_LIST_KEY = ['help-list'] as const;

export async function loadHelpList(page: number) {
  const answer = await callApi('get-help-list', { page });
  if (answer.status !== 'success') throw new Error(answer.status);
  return { items: answer.helps, maxCount: answer.maxCount, totalCount: answer.totalCount };
}

export async function loadHelp(id: number) {
  const answer = await callApi('read-help-message', { id });
  if (answer.status !== 'success') throw new Error(answer.status);
  return answer.help;
}

/** A record that does not exist will not appear on a retry; a passing failure may clear up. */
export function retryUnlessGone(failures: number, error: Error): boolean {
  return error.message !== 'not_found' && failures < 2;
}
