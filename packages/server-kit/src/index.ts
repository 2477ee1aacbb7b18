export { InFlight } from './in-flight.ts';
