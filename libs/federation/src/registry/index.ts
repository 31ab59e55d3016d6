export { packBuild, unpackBuild, type UnpackResult } from './archive';
export { ALLOWED_EXTENSIONS, MAX_ARCHIVE_BYTES, MAX_ARCHIVE_ENTRIES, MAX_FILE_BYTES, MAX_PATH_LENGTH, MAX_UNPACKED_BYTES } from './archive-limits';
export { readBuildDir, type BuildFiles } from './build-files';
export { compressedForms, isCompressible } from './compressed-forms';
export { buildInfoOf, containerNameOf, readBuildInfo, REMOTE_BUILD_FILE, REMOTE_ENTRY_FILE, RemoteBuildInfoSchema, type RemoteBuildInfo } from './build-info';
export { checkRemoteBuild, prefixClashes, type CompatibilityInput } from './compatibility';
export { readLastLoaded, readVersions, REMOTE_FOLDER_PATTERN, VERSION_PATTERN, versionDir } from './registry-files';
export { LIBRARY_MARKERS } from './singleton-markers';
