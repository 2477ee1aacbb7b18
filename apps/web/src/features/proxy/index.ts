// What other features may use of the proxy: reading the session cookie on the server.
export { readSessionToken } from './session-cookie';
