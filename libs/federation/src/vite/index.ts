export { defineRemoteConfig, widgetModule, type RemoteConfig } from '../remote-config';
export { hostAppConfig, remoteAppConfig, type HostAppOptions, type RemoteAppOptions } from './app-config';
export { SHARED_VERSIONS_FILE } from './host-build-files';
export { REMOTE_BUILD_FILE } from './remote-build-info';
export { remoteMetadata } from './remote-metadata';
export { SHARED_SINGLETONS, type SharedSingleton } from './shared-singletons';
export { sharedVersions } from './shared-versions';
export { REMOTE_PACKAGE_PRESET } from './remote-package-preset';
export { precompressBuild } from './precompress';
