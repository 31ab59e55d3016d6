import { composeMenu as composeManifestMenu, type FederationManifest, type MenuEntry, type MenuId, type MenuItem as ManifestMenuItem } from '@club/contracts';

export type MenuItem = ManifestMenuItem<MenuEntry['icon']>;

/** A shell menu from the manifest's navigation entries: no remote code is loaded to show it. */
export const composeMenu = (menu: MenuId, manifest: FederationManifest): MenuItem[] => composeManifestMenu(menu, manifest);
