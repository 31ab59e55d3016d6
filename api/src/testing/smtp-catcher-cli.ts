// `pnpm mail:catcher`: a local SMTP server that accepts every message and prints it, to try the site's
// e-mails with SMTP_URL=smtp://127.0.0.1:2525. With CONTROL_PORT, a small HTTP API drives it (the e2e
// journeys stop it, start it again and make it refuse addresses):
//   GET /messages · POST /stop · POST /start · POST /refuse?suffix=@refus.test (permanent, 550) · POST /accept
import { createServer } from 'node:http';
import { SmtpCatcher } from './smtp-catcher';

const smtpPort = Number(process.env.SMTP_PORT ?? 2525);
const controlPort = process.env.CONTROL_PORT ? Number(process.env.CONTROL_PORT) : undefined;

const catcher = await SmtpCatcher.start(smtpPort);
const printed = { count: 0 };
setInterval(() => {
  for (const mail of catcher.messages.slice(printed.count)) console.log(`${mail.receivedAt}  ${mail.to.join(', ')}  «\u00a0${mail.subject}\u00a0»`);
  printed.count = catcher.messages.length;
}, 200).unref();
console.log(`Serveur SMTP de test sur ${catcher.url} : lancez le site avec SMTP_URL=${catcher.url}`);

if (controlPort !== undefined) {
  createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const route = `${req.method} ${url.pathname}`;
    const done = (action: Promise<void> | void) =>
      Promise.resolve(action).then(
        () => reply(200, { running: catcher.running }),
        (error: unknown) => reply(500, { error: String(error) }),
      );
    if (route === 'GET /messages') return reply(200, catcher.messages);
    if (route === 'POST /stop') return void done(catcher.stop());
    if (route === 'POST /start') return void done(catcher.listen());
    if (route === 'POST /refuse') {
      const suffix = (url.searchParams.get('suffix') ?? '').toLowerCase();
      return void done(catcher.answerRecipients((recipient) => (suffix && recipient.endsWith(suffix) ? 'refuse' : 'accept')));
    }
    if (route === 'POST /accept') return void done(catcher.answerRecipients(() => 'accept'));
    reply(404, { error: 'unknown route' });
  }).listen(controlPort, '127.0.0.1', () => console.log(`Pilotage HTTP sur http://127.0.0.1:${controlPort}`));
}
