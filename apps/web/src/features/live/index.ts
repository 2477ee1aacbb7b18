// What other features may use of the live stream: listening to its events (the provider is the app's).
export { useLiveEvent } from './use-live-event';
