import { createDataProvider } from '../lib/data-provider';
import { createEndpointClient } from '../lib/endpoint-client';
import { createHttpClient } from '../lib/http-client';
import { createStaffAuthProvider } from '../lib/staff-auth-provider';
import { staffSessionStore } from '../lib/staff-session';
import { BACKOFFICE_RESOURCES } from './backoffice-resources';

// The contract's paths are absolute (/backoffice/api/...): same origin in production, proxied by Vite in dev.
const http = createHttpClient({ baseUrl: '', token: () => staffSessionStore.read()?.token });

export const backofficeClient = createEndpointClient(http);
export const backofficeDataProvider = createDataProvider(backofficeClient, BACKOFFICE_RESOURCES);
export const staffAuthProvider = createStaffAuthProvider(backofficeClient, staffSessionStore);
