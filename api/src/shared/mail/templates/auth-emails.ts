import type { Mail } from '../mailer';
import { renderEmail } from './layout';
import { greeting, nameForEmail } from './person-name';

interface Recipient {
  email: string;
  name: string;
}

/**
 * Sent to an address nobody has proved yet: the name was typed by whoever signed up with it, possibly not the
 * address's owner, so it is left out (ADR 160).
 */
export function verificationEmail(siteName: string, to: Recipient, url: string): Mail {
  return {
    to: to.email,
    subject: `Confirmez votre adresse e-mail – ${siteName}`,
    ...renderEmail({
      siteName,
      greeting: greeting(null),
      paragraphs: [
        `Merci pour votre inscription sur le site de l'association ${siteName}.`,
        'Pour activer votre compte, confirmez votre adresse e-mail. Ce lien est valable 24 heures.',
        "Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement ce message.",
      ],
      action: { label: 'Confirmer mon adresse e-mail', url },
    }),
  };
}

export function passwordResetEmail(siteName: string, to: Recipient, url: string): Mail {
  return {
    to: to.email,
    subject: `Réinitialisation de votre mot de passe – ${siteName}`,
    ...renderEmail({
      siteName,
      greeting: greeting(to.name),
      paragraphs: [
        'Vous avez demandé à réinitialiser votre mot de passe. Ce lien est valable 1 heure.',
        "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
      ],
      action: { label: 'Choisir un nouveau mot de passe', url },
    }),
  };
}

/**
 * The reset link of a family member's first password (ADR 208): their adult gave them a login of their own, so
 * it reads as an invitation. The reset link lasts 1 hour; after that « Mot de passe oublié ? » sends another.
 */
export function ownLoginInvitationEmail(siteName: string, to: Recipient, from: { guardianName: string; minor: boolean }, url: string): Mail {
  return {
    to: to.email,
    subject: `Votre compte sur ${siteName} : choisissez votre mot de passe`,
    ...renderEmail({
      siteName,
      greeting: greeting(to.name),
      paragraphs: [
        `${nameForEmail(from.guardianName)} vous a ouvert un compte personnel sur le site de l'association ${siteName}, à cette adresse e-mail : vous y retrouverez vos séances et vos inscriptions.`,
        'Choisissez votre mot de passe pour vous connecter. Ce lien est valable 1 heure ; ensuite, utilisez «\u00a0Mot de passe oublié\u00a0?\u00a0» sur la page de connexion.',
        ...(from.minor ? ["Jusqu'à vos 18 ans, votre représentant légal garde accès à votre compte et peut agir pour vous."] : []),
        'Si vous ne connaissez pas cette personne, ignorez ce message : aucun mot de passe ne sera créé.',
      ],
      action: { label: 'Choisir mon mot de passe', url },
    }),
  };
}

export function oneTimeCodeEmail(siteName: string, to: Recipient, code: string): Mail {
  return {
    to: to.email,
    subject: `Votre code de connexion – ${siteName}`,
    ...renderEmail({
      siteName,
      greeting: greeting(to.name),
      paragraphs: ['Voici votre code de validation en deux étapes. Il est valable 3 minutes.'],
      code,
      closing: `Si vous n'essayez pas de vous connecter, changez votre mot de passe.\n\nL'équipe de l'association ${siteName}`,
    }),
  };
}

/** Links of the notice sent when someone signs up with an address that already has an account. */
interface ExistingAccountLinks {
  login: string;
  forgotPassword: string;
  /** Only while the address is not verified yet. */
  sendVerification?: string;
}

/**
 * Sign-up with an address that already has an account (ADR 158): the answer on the site is the same as for a
 * new address, and the mailbox gets one e-mail either way — this notice instead of a verification link.
 */
export function existingAccountEmail(siteName: string, to: Recipient, links: ExistingAccountLinks): Mail {
  return {
    to: to.email,
    subject: `Vous avez déjà un compte – ${siteName}`,
    ...renderEmail({
      siteName,
      greeting: greeting(to.name),
      paragraphs: [
        `Quelqu'un, peut-être vous, a demandé à créer un compte sur le site de l'association ${siteName} avec cette adresse e-mail. Vous avez déjà un compte : aucun nouveau compte n'a été créé.`,
        `Mot de passe oublié ? Choisissez-en un nouveau sur ${links.forgotPassword}`,
        ...(links.sendVerification
          ? [`Votre adresse n'est pas encore confirmée. Pour recevoir un nouveau lien de confirmation, rendez-vous sur ${links.sendVerification}`]
          : []),
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte reste inchangé.",
      ],
      action: { label: 'Me connecter', url: links.login },
    }),
  };
}
