/** A started enrolment: the credentials to confirm with, and the key to show once. */
export interface Enrolment {
  loginId: string;
  password: string;
  otpauthUri: string;
  secret: string;
}
