// What other features may use of the popups: home's lazily loaded stack of them.
export { LazyNoticePopups } from './lazy-notice-popups';
