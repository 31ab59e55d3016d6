export { StrokeIcon } from './stroke-icon';
// The shell's header draws these too.
export { closeIcon, logOutIcon, menuIcon, userRoundIcon } from './shapes';
