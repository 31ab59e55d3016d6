export { hostAppConfig, remoteAppConfig, type HostAppOptions, type RemoteAppOptions } from './app-config';
export { remoteFederation } from './federation-preset';
export { FEDERATION_AREAS_FILE, type AreaPrefixes } from './host-build-files';
export { remoteBuildInfo } from './remote-build-info';
export { SHARED_SINGLETONS, type SharedSingleton } from './shared-singletons';
export { sharedVersions } from './shared-versions';
