/**
 * One name per destination. Every button or link that leads to the same place carries the same
 * words, so a visitor learns once what "Boka introsamtal" does. The test beside this file holds
 * the catalogs to it, and docs/configuration.md's table of labels lists the same groups.
 */
import type { MessageId } from '../i18n/messages';

export const CTA_LABELS = {
  /** The 30-minute intro call on the external calendar (site.bookingUrl). */
  booking: [
    'shell.bookMeeting',
    'shell.bookIntroCall',
    'home.hero.book',
    'package.book',
    'about.hero.book',
    'about.cta.book',
    'pulse.result.book',
    'blog.cta.book',
    'templates.cta.book',
    'contact.booking.link',
  ],
  /** The 15-minute short call on the external calendar (site.chatBookingUrl). */
  shortCall: ['modules.cta.bookChat', 'aiLiteracy.cta.book'],
  /** The contact form (/kontakt, /en/contact). */
  contactForm: [
    'home.cta.contact',
    'home.faq.contact',
    'package.contact',
    'strategicClarity.cta.inquiry',
    'modules.cta.contact',
    'modules.hero.contact',
    'about.cta.contact',
    'sevenC.cta.contact',
    'sensemaking.cta.contact',
    'templates.cta.contact',
    'notFound.contact',
  ],
} as const satisfies Record<string, readonly MessageId[]>;
