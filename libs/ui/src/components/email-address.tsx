import { styled } from '@club/stack';

/**
 * An e-mail address shown in a text: it has no spaces, so it breaks anywhere rather than widen its box
 * (in a flex or grid item, `break-word` alone would still count its full width). `as="strong"` to stress it.
 */
export const EmailAddress = styled.span`
  overflow-wrap: anywhere;
`;
