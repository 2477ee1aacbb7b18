// What other features may use of the message dialogs: asking for one (the provider is the app's).
export { useNotify } from './notify-context';
