import { callApi } from '../../lib/call-api';

export const NOTES_KEY = ['notes'] as const;

export async function loadNotes(page: number) {
  const answer = await callApi('get-user-note', { page });
  if (answer.status !== 'success') throw new Error(answer.status);
  return { items: answer.notes, maxCount: answer.maxCount, totalCount: answer.totalCount };
}

export async function loadNote(id: number) {
  const answer = await callApi('read-note-message', { id });
  if (answer.status !== 'success') throw new Error(answer.status);
  return answer.note;
}
