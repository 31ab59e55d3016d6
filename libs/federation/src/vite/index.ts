export { hostAppConfig, remoteAppConfig, type HostAppOptions, type RemoteAppOptions } from './app-config';
export { hostFederation, remoteFederation } from './federation-preset';
export { remoteBuildInfo } from './remote-build-info';
export { SHARED_SINGLETONS } from './shared-singletons';
