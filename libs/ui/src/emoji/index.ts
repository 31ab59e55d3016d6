export { Emoji, EMOJI_FALLBACK_CODE_POINTS } from './emoji';
