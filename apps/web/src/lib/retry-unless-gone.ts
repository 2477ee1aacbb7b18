/** A record that does not exist will not appear on a retry; a passing failure may clear up. */
export function retryUnlessGone(failures: number, error: Error): boolean {
  return error.message !== 'not_found' && failures < 2;
}
