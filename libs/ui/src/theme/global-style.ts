import { createGlobalStyle } from '@club/stack';
import { themeChoiceCss } from './theme-choice-css';
import { schemeVariablesCss, sharedVariablesCss } from './variables-theme';

const SHARED_VARIABLES = sharedVariablesCss();
const SCHEME_VARIABLES = schemeVariablesCss();
const THEME_CHOICE = themeChoiceCss();

/**
 * Tokens as CSS custom properties: the shared ones on :root, the colours and shadows of both schemes keyed on
 * html[data-theme] (the theme is variablesTheme: a scheme change restyles nothing but the variables), plus the
 * base every page shares. Comments stay out of the CSS below: they would ship in every page's JavaScript.
 * Issue 32 (ADR 174): a word longer than its line (an address, a URL) wraps instead of widening the page; on a
 * phone a long French word in a heading is hyphenated where French allows (the page is lang="fr", words of 10
 * letters or more), never broken anywhere; an e-mail address breaks anywhere.
 */
export const GlobalStyle = createGlobalStyle`
  :root { ${SHARED_VARIABLES} }
  ${SCHEME_VARIABLES}
  ${THEME_CHOICE}

  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background-color: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    overflow-wrap: break-word;
  }

  h1, h2, h3, h4, h5, h6 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.2; margin: 0; overflow-wrap: break-word; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    h1, h2, h3, h4, h5, h6 { hyphens: auto; -webkit-hyphens: auto; hyphenate-limit-chars: 10 4 4; }
  }
  p { margin: 0; }
  img, svg, video { max-width: 100%; display: block; }
  svg { display: inline-block; }
  input, button, textarea, select { font: inherit; color: inherit; }

  a { color: ${({ theme }) => theme.colors.primary}; text-underline-offset: 0.15em; }
  a:hover { color: ${({ theme }) => theme.colors.primaryHover}; }
  a[href^='mailto:'] { overflow-wrap: anywhere; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
