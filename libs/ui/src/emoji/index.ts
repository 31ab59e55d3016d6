export { Emoji, EmojiText, EMOJI_FALLBACK_CODE_POINTS } from './emoji';
