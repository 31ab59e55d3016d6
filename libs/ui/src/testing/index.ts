/**
 * @club/ui/testing — the test helpers of every package (vitest only; lint forbids it in product code):
 * one render helper, one fetch stub, form and page fixtures. `@club/ui/testing/setup` is the vitest
 * setup file every suite of the UI uses.
 */
export { answer, fakeServer, hanging, inTurn, json, type FetchCall, type FetchHandler } from '@club/http/testing';
export { description, fill, passwordInput, spinbutton, textbox, type User } from './form-helpers';
export { mockMatchMedia } from './match-media';
export { readTable } from './read-table';
export { createTestQueryClient, renderPage, renderRoutes, type RenderPageOptions } from './render-page';
export { TEST_SITE, inlineRuntimeConfig } from './test-site';
