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
