import { HttpError, HttpNetworkError, HttpTimeoutError } from './errors';

export const TIMEOUT_MESSAGE = 'Le serveur ne répond pas, veuillez réessayer.';
export const NETWORK_MESSAGE = 'Connexion impossible, vérifiez votre réseau.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Trop de tentatives. Veuillez patienter quelques instants avant de réessayer.';

/**
 * The French sentence to show a person for a failed call: the API's own message when it sent one,
 * else a message for what we know happened, else the caller's `fallback` — never the English
 * technical message, which stays in `error.message` for logs.
 */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    if (error.apiMessage) return error.apiMessage;
    if (error.status === 429) return TOO_MANY_REQUESTS_MESSAGE;
    return fallback;
  }
  if (error instanceof HttpTimeoutError) return TIMEOUT_MESSAGE;
  if (error instanceof HttpNetworkError) return NETWORK_MESSAGE;
  return fallback;
}
