import { formatClockText, mailtoHref, telHref, type PublicCategory, type PublicSection, type PublicSectionSummary, type PublicTrainingSlot } from '@club/contracts';
import { AppError } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/service-context';
import { escapeAttribute as escape } from '../static-site/area-preloads';
import { getPublicSection, listPublicSections } from './public-sections.service';

/**
 * The sections as the served site shows them (issue 29): the cards of `/` and `/sections`, and the page of
 * each section, rendered here from the data admins edit and put into the prerendered HTML at serve time
 * (docs/decisions/172-public-sections-from-live-data.md). One renderer, the server's: mf-public shows this
 * HTML as is. Every text is escaped; no script is added.
 */
export interface SectionsSite {
  /** The section cards, their names at heading `level` (3 on `/`, under « Nos sections sportives »; 2 on `/sections`). */
  cardsHtml(level: 2 | 3): Promise<string>;
  /** A section's page, or undefined for an unknown slug. */
  sectionPage(slug: string): Promise<{ title: string; html: string } | undefined>;
}

const NBSP = '\u00a0';
const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
const FEE = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

const sectionPath = (slug: string) => `/sections/${encodeURIComponent(slug)}`;

function agesText(minAge: number | null, maxAge: number | null): string {
  if (minAge !== null && maxAge !== null) return minAge === maxAge ? `${minAge}${NBSP}ans` : `De ${minAge} à ${maxAge}${NBSP}ans`;
  if (minAge !== null) return `Dès ${minAge}${NBSP}ans`;
  if (maxAge !== null) return `Jusqu'à ${maxAge}${NBSP}ans`;
  return 'Tous âges';
}

const GENDER: Record<PublicCategory['gender'], string> = { mixed: 'mixte', female: 'féminine', male: 'masculine' };

function slotHtml(slot: PublicTrainingSlot): string {
  const when = `${WEEKDAYS[slot.weekday - 1]}, de ${formatClockText(slot.start)} à ${formatClockText(slot.end)}`;
  return `<li><span class="slot-when">${escape(when)}</span>${slot.place ? `<span class="slot-place">${escape(slot.place)}</span>` : ''}</li>`;
}

function categoryHtml(category: PublicCategory): string {
  const slots = category.slots.length
    ? `<ul class="slots" aria-label="${escape(`Entraînements de la catégorie ${category.name}`)}">${category.slots.map(slotHtml).join('')}</ul>`
    : '<p class="no-slot">Aucun entraînement prévu dans les quatre prochaines semaines.</p>';
  return [
    '<li class="category">',
    `<h3>${escape(category.name)}</h3>`,
    `<p class="ages">${escape(`${agesText(category.minAge, category.maxAge)} · ${GENDER[category.gender]}`)}</p>`,
    category.description ? `<p>${escape(category.description)}</p>` : '',
    slots,
    '</li>',
  ].join('');
}

function contactHtml(section: PublicSection): string {
  const { name, email, phone } = section.contact;
  const lines = [
    name ? `<p>${escape(name)}</p>` : '',
    email ? `<p><a href="${escape(mailtoHref(email))}">${escape(email)}</a></p>` : '',
    phone ? `<p><a href="${escape(telHref(phone))}">${escape(phone)}</a></p>` : '',
  ].join('');
  return `<h2>Contact</h2>${lines || '<p>Écrivez-nous depuis la page <a href="/contact">Contact</a>.</p>'}`;
}

function sectionPageHtml(section: PublicSection): string {
  const fee = section.seasonFeeCents > 0 ? `<p>${escape(`Cotisation annuelle : ${FEE.format(section.seasonFeeCents / 100)}`.replace(' :', `${NBSP}:`))}</p>` : '';
  const categories = section.categories.length
    ? `<ul class="categories">${section.categories.map(categoryHtml).join('')}</ul>`
    : '<p>Les catégories de cette section seront bientôt en ligne.</p>';
  return [
    `<p class="back"><a href="/sections">Toutes les sections</a></p>`,
    `<h1>${escape(section.name)}</h1>`,
    `<p class="club">${escape(section.clubName)}</p>`,
    section.description ? `<p class="lead">${escape(section.description)}</p>` : '',
    '<h2>Catégories et horaires</h2>',
    categories,
    contactHtml(section),
    '<h2>Rejoindre la section</h2>',
    `<p>Créez votre compte, puis choisissez la section ${escape(section.name)} et votre catégorie : un responsable étudie votre candidature.</p>`.replace(
      ' :',
      `${NBSP}:`,
    ),
    fee,
    '<p><a class="join" href="/auth/register">Créer mon compte</a></p>',
  ].join('');
}

function sectionCardsHtml(sections: readonly PublicSectionSummary[], level: 2 | 3): string {
  if (sections.length === 0) return "<p>Les sections de l'association seront bientôt présentées ici.</p>";
  const cards = sections.map((section) => {
    const audience = section.minAge === null ? 'Tous âges' : `Dès ${section.minAge}${NBSP}ans`;
    return [
      '<li>',
      `<h${level}><a href="${escape(sectionPath(section.slug))}">${escape(section.name)}</a></h${level}>`,
      `<p class="audience">${escape(audience)}</p>`,
      section.description ? `<p>${escape(section.description)}</p>` : '',
      `<p class="more">${escape(section.categoryCount === 1 ? '1 catégorie' : `${section.categoryCount} catégories`)} · horaires et contact</p>`,
      '</li>',
    ].join('');
  });
  return `<ul class="section-cards">${cards.join('')}</ul>`;
}

export function sectionsSite(ctx: ServiceContext, site: { shortName: string }): SectionsSite {
  return {
    cardsHtml: async (level) => sectionCardsHtml(await listPublicSections({ ctx }), level),
    async sectionPage(slug) {
      const section = await getPublicSection({ ctx, input: { slug } }).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return undefined;
        throw error;
      });
      return section && { title: `${section.name} — ${site.shortName}`, html: sectionPageHtml(section) };
    },
  };
}
