import type { FederationManifest } from '@club/contracts';
import type { ComponentType } from 'react';
import { REMOTE_LOAD_TIMEOUT_MS, type LoadRemote } from '../load-remote-module';
import { RemoteLoadError, errorCodeOf } from '../remote-load-error';
import type { SlotWidget } from './slot-widgets';

/** Loads a widget's exposed module (`<container>/widget-<id>`); any failure is a RemoteLoadError to report. */
export async function loadWidget(manifest: FederationManifest, { remote, widget }: SlotWidget, load: LoadRemote): Promise<ComponentType> {
  const deployed = manifest.remotes[remote];
  const fail = (code: string, cause: unknown) => new RemoteLoadError(remote, deployed?.version ?? null, deployed?.entry ?? null, code, cause);
  if (!deployed) throw fail('REMOTE_NOT_DEPLOYED', new Error(`${remote} is not in the manifest`));
  let loaded: unknown;
  try {
    loaded = await Promise.race([
      load(`${deployed.name}/${widget.module.slice(2)}`),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`Remote load timed out after ${REMOTE_LOAD_TIMEOUT_MS} ms`)), REMOTE_LOAD_TIMEOUT_MS)),
    ]);
  } catch (error) {
    throw fail(errorCodeOf(error), error);
  }
  const component = (loaded as { default?: unknown } | null)?.default ?? loaded;
  if (typeof component !== 'function') throw fail('INVALID_REMOTE_MODULE', new Error(`${widget.module} does not export a component`));
  return component as ComponentType;
}
