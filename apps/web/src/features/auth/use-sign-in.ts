'use client';

import type { z } from 'zod';
import type { ZLoginBody } from '@haneul/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContentLanguage } from '../../i18n/use-content-language';
import { callApi } from '../../lib/call-api';
import { SESSION_QUERY_KEY, sessionFromLogin, type SessionState } from '../session';

/**
 * Signs in and puts the login answer's user into the session cache: the top bar and the drawer
 * show the member at once, without reloading the page. Every other query is refetched, since what
 * it holds was read as a visitor; the session's own refetch brings the message counts. The site's
 * language goes along: the member's automatic notes are written in it.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const lang = useContentLanguage();
  return useMutation({
    mutationFn: (body: z.output<typeof ZLoginBody>) => callApi('user-do-login', { ...body, lang }),
    onSuccess: (answer) => {
      if (answer.status !== 'authenticated') return;
      queryClient.setQueryData<SessionState>(
        SESSION_QUERY_KEY,
        sessionFromLogin(answer.user, answer.mustChangePassword),
      );
      void queryClient.invalidateQueries();
    },
  });
}
