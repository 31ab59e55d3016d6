import type { Mail } from '../mailer';
import { renderEmail } from './layout';
import { maskedAddress } from './masked-address';
import { greeting } from './person-name';

/** To the new address: follow the link to make it the account's address. No name: the address is not proved yet. */
export function emailChangeConfirmationEmail(data: { siteName: string; to: string; url: string; validHours: number }): Mail {
  return {
    to: data.to,
    subject: `Confirmez votre nouvelle adresse e-mail – ${data.siteName}`,
    ...renderEmail({
      siteName: data.siteName,
      greeting: greeting(null),
      paragraphs: [
        `Une demande a été faite pour utiliser cette adresse e-mail sur votre compte de l'association ${data.siteName}.`,
        `Pour confirmer ce changement, suivez ce lien. Il est valable ${data.validHours} heures.`,
        "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message : rien ne changera.",
      ],
      action: { label: 'Confirmer ma nouvelle adresse', url: data.url },
    }),
  };
}

/**
 * To the old address once the change is made: the new address, masked, and a single-use link that puts the
 * old one back and closes every session (ADR 160).
 */
export function emailChangedNoticeEmail(data: {
  siteName: string;
  to: { email: string; name: string };
  newEmail: string;
  undoUrl: string;
  validDays: number;
}): Mail {
  return {
    to: data.to.email,
    subject: `L'adresse e-mail de votre compte a changé – ${data.siteName}`,
    ...renderEmail({
      siteName: data.siteName,
      greeting: greeting(data.to.name),
      paragraphs: [
        `L'adresse e-mail de votre compte a été remplacée par ${maskedAddress(data.newEmail)}. Les messages de l'association y seront envoyés désormais.`,
        "Si vous êtes à l'origine de ce changement, vous n'avez rien à faire.",
        `Sinon, annulez-le avec ce lien, valable ${data.validDays} jours et utilisable une seule fois : il rétablit cette adresse et déconnecte toutes les sessions ouvertes. Réinitialisez ensuite votre mot de passe.`,
      ],
      action: { label: 'Annuler ce changement', url: data.undoUrl },
    }),
  };
}
