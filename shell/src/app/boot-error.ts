/**
 * The shell could not start (runtime configuration missing or invalid): React may not be usable, so a
 * plain French message replaces the page, with the cause in the console for the team.
 */
export function showBootError(error: unknown): void {
  console.error('Démarrage du site impossible', error);
  const root = document.getElementById('root') ?? document.body;
  const main = document.createElement('main');
  main.style.cssText = 'max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif';
  const title = document.createElement('h1');
  title.textContent = "Le site ne peut pas s'afficher pour le moment";
  const text = document.createElement('p');
  text.textContent = 'Une erreur empêche le chargement de la page. Réessayez dans quelques instants.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Réessayer';
  retry.addEventListener('click', () => window.location.reload());
  main.append(title, text, retry);
  root.replaceChildren(main);
}
