import { join } from 'node:path';
import type { PublishResult } from '@club/contracts';
import { packBuild, readBuildDir, REMOTE_BUILD_FILE } from '@club/federation/registry';
import { expect, type APIRequestContext } from '@playwright/test';
import { BASE_URL, ROOT_DIR } from '../support/env';

/**
 * The remote these journeys roll back and put on canary: the deployments screen's own. Its variants are its
 * real build with another build name, so the other journeys running beside them see the same pages whatever
 * version they get.
 */
export const SCREEN_REMOTE = 'mf-admin-deployments';

/**
 * Publishes `folder`'s real build under another build name (`0.1.0+…-<label>`), through the publish API with
 * the signed-in admin's session, as the command line uploads it: current at once, or a candidate for
 * `canary` % of visitors.
 */
export async function publishVariant(request: APIRequestContext, folder: string, label: string, canary?: number): Promise<PublishResult> {
  const files = new Map(await readBuildDir(join(ROOT_DIR, folder, 'dist')));
  const info = JSON.parse(new TextDecoder().decode(files.get(REMOTE_BUILD_FILE))) as { version: string };
  files.set(REMOTE_BUILD_FILE, new TextEncoder().encode(JSON.stringify({ ...info, version: `${info.version}-${label}` })));
  const response = await request.post(`/api/deployments/${folder}/versions${canary ? `?canary=${canary}` : ''}`, {
    headers: { 'Content-Type': 'application/gzip', Origin: BASE_URL },
    data: Buffer.from(await packBuild(files)),
  });
  expect(response.status(), `publication de ${folder} (${label}) : ${await response.text()}`).toBe(201);
  return (await response.json()) as PublishResult;
}

/** The version of `folder` the manifest serves to this request context's browser. */
export async function servedVersion(request: APIRequestContext, folder: string): Promise<string | undefined> {
  const response = await request.get('/api/runtime-config');
  const config = (await response.json()) as { remotes: Record<string, { version: string }> };
  return config.remotes[folder]?.version;
}
