export { mailtoHref, telHref } from './contact-links';
export { provideSiteConfig, siteConfigLoader, useSiteConfig } from './site-config-query';
