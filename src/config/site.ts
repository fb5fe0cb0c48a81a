/**
 * The brand and every contact detail, in one place. Change them here and every page,
 * the footer, the head tags and the sitemap follow.
 */
import { BRAND_NAME } from './brand';

export const site = {
  brandName: BRAND_NAME,
  /** Absolute origin for canonical and hreflang URLs; set SITE_URL at build time to change it. */
  url: (import.meta.env.SITE_URL as string | undefined)?.replace(/\/+$/, '') || 'https://clarityworks.se',
  email: 'hej@clarityworks.se',
  /**
   * Shown as written; `phoneHref` is the dialable form. The number lies in the 070-174 06 xx
   * range that PTS keeps for fiction: replace it with the real one before launch.
   */
  phone: '070-174 06 50',
  phoneHref: 'tel:+46701740650',
  /** 30-minute intro call on the external scheduling page. */
  bookingUrl: 'https://calendly.com/clarityworks/intro-30',
  /** Shorter "Book a chat" slot, also used by the AI literacy CTA. */
  chatBookingUrl: 'https://calendly.com/clarityworks/forsnack-15',
  templatesUrl: 'https://clarityworks.se/mallar',
  linkedInUrl: 'https://www.linkedin.com/company/clarityworks-se',
  xUrl: 'https://x.com/clarityworks_se',
} as const;
