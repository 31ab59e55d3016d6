export { mailtoHref, telHref } from '@club/contracts';
export { provideSiteConfig, siteConfigLoader, useSiteConfig } from './site-config-query';
