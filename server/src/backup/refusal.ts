/** A backup or restore that stops before doing harm: the command prints the message alone, no stack. */
export class BackupRefusal extends Error {}
