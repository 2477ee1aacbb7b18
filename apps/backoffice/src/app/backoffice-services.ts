import { createDataProvider } from '../lib/data-provider';
import { createApiClient } from '../lib/api-client';
import { createStaffAuthProvider } from '../lib/staff-auth-provider';
import { staffSessionStore } from '../lib/staff-session';
import { BACKOFFICE_RESOURCES } from './backoffice-resources';

export const backofficeClient = createApiClient({ token: () => staffSessionStore.read()?.token });
export const backofficeDataProvider = createDataProvider(backofficeClient, BACKOFFICE_RESOURCES);
export const staffAuthProvider = createStaffAuthProvider(backofficeClient, staffSessionStore);
