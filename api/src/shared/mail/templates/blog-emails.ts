import { quoteName } from '@club/contracts';
import type { Mail } from '../mailer';
import { excerptOf } from './contact-emails';
import { renderEmail } from './layout';
import { greeting } from './person-name';

interface HiddenCommentMailData {
  site: { name: string; url: string };
  to: { email: string; firstName: string | null };
  article: { title: string; slug: string };
  comment: string;
}

/**
 * Tells a member that moderation hid their comment (ADR 178): which article, what they wrote, that others no
 * longer see it, and where it is (they still see it there, marked « Masqué par la modération »).
 */
export function hiddenCommentEmail({ site, to, article, comment }: HiddenCommentMailData): Mail {
  return {
    to: to.email,
    subject: 'Votre commentaire a été masqué par la modération',
    ...renderEmail({
      siteName: site.name,
      greeting: greeting(to.firstName),
      paragraphs: [
        `Votre commentaire sur l'article ${quoteName(excerptOf(article.title, 120))} a été masqué par la modération : les autres lecteurs ne le voient plus.`,
        `Votre commentaire : ${quoteName(excerptOf(comment))}`,
        "Vous le voyez toujours sous l'article, marqué « Masqué par la modération ». Pour en savoir plus, écrivez au club depuis la page Contact du site.",
      ],
      action: { label: "Voir l'article", url: `${site.url}/dashboard/blog/${encodeURIComponent(article.slug)}#comments-title` },
    }),
  };
}
