import { NAME_PLACEHOLDER } from '@club/contracts';
import { LoadingView } from '@club/ui';
import type { ComponentType } from 'react';
import { DASHBOARD_LOADING_MESSAGE } from '../features/dashboard/dashboard-loading';
import { DashboardFrame } from '../features/dashboard/dashboard-page';
import { SETTINGS_LOADING_MESSAGE } from '../features/settings/settings-loading';
import { SettingsFrame } from '../features/settings/settings-page';
import { paths } from '../paths';

export interface FramePage {
  /** Relative to the remote's base path, as in routes.tsx. */
  path: string;
  /** Its absolute address. */
  url: string;
  /** What the page passes to usePageTitle (pages.test.tsx checks it against the page). */
  title: string;
  /** The page's heading around the loading message its route shows while its data loads. */
  Frame: ComponentType;
}

/** The member's usual first pages: their frame needs no data but the first name, which the server fills in. */
export const FRAME_PAGES: readonly FramePage[] = [
  {
    path: paths.dashboard.path,
    url: paths.dashboard.href(),
    title: 'Espace membre',
    Frame: () => (
      <DashboardFrame firstName={NAME_PLACEHOLDER}>
        <LoadingView message={DASHBOARD_LOADING_MESSAGE} />
      </DashboardFrame>
    ),
  },
  {
    path: paths.settings.path,
    url: paths.settings.href(),
    title: 'Paramètres',
    Frame: () => (
      <SettingsFrame>
        <LoadingView message={SETTINGS_LOADING_MESSAGE} />
      </SettingsFrame>
    ),
  },
];
