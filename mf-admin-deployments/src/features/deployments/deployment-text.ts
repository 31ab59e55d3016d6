import type { RemoteDeployment, RemoteVersion, VersionFigures } from '@club/contracts';
import { formatMoment } from '@club/ui/dates';

const NUMBER = new Intl.NumberFormat('fr-FR');

/** '0 échec', '1 chargement', '1 200 chargements' (French: 0 and 1 take the singular). */
export const countText = (count: number, one: string, many: string) => `${NUMBER.format(count)}\u00a0${count > 1 ? many : one}`;

/** '10 %' (non-breaking space before the sign). */
export const percentText = (percent: number) => `${percent}\u00a0%`;

const NO_FIGURES = { loads24h: 0, failures24h: 0, loads7d: 0, failures7d: 0 };

/** The loads and failure reports of one version (none reported: zeros). */
export function figuresOf(deployment: RemoteDeployment, version: number): VersionFigures {
  return deployment.figures.find((figures) => figures.version === version) ?? { version, ...NO_FIGURES };
}

/** '120 chargements, 2 échecs' over one period. */
export const loadsText = (loads: number, failures: number) => `${countText(loads, 'chargement', 'chargements')}, ${countText(failures, 'échec', 'échecs')}`;

/** 'publiée par Nadia Benali le 01/12/2026, 20 h 30'. */
export const publishedText = (version: RemoteVersion) => `publiée par ${version.publishedBy} le ${formatMoment(version.publishedAt)}`;

/** The versions of a remote other than the current one and its candidate: those an admin may put back online. */
export const isRollbackTarget = (deployment: RemoteDeployment, version: number) => version !== deployment.current && version !== deployment.candidate?.version;

/** The element id of a remote's section: the `/admin` widget links to `#remote-mf-public`. */
export const remoteAnchor = (remote: string) => `remote-${remote}`;
