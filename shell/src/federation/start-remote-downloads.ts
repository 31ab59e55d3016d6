import { startRemoteDownloads } from './remote-downloads';

// Imported first by main.tsx: this runs before the rest of the shell's code is evaluated.
startRemoteDownloads(document);
