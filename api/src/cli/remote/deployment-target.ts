import type { Deployments, PublishResult, ReleaseChange } from '@club/contracts';

/**
 * Where the remote commands act: the site of this machine through its database (no `--site`), or a
 * running site over HTTP with a publish token (`--site <url>`). Both go through the site's own services.
 */
export interface DeploymentTarget {
  /** Where, in words, for the messages (« le site local », « https://… »). */
  readonly label: string;
  publish(remote: string, archive: Uint8Array, canaryPercent?: number): Promise<PublishResult>;
  rollback(remote: string, version?: number): Promise<ReleaseChange>;
  promote(remote: string): Promise<ReleaseChange>;
  abort(remote: string): Promise<ReleaseChange>;
  list(remote?: string): Promise<Deployments>;
  close(): Promise<void>;
}

/** A refusal of the site, with the problems it listed. */
export class TargetError extends Error {
  constructor(
    message: string,
    readonly problems: readonly string[] = [],
  ) {
    super(message);
  }
}
