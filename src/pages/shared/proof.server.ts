/**
 * The proof slots of src/config/site.ts (PROOF) in one language, for the loaders of the pages
 * that show them: read at build time, so an empty slot costs a page nothing and a set one
 * arrives as the page's data, not in its script.
 */
import type { Locale } from '../../routing/route-table';
import { PROOF, type Proof } from '../../config/site';
import { readCatalogs } from '../../seo/site-pages.server';

export interface ClientProof {
  /** The section's heading, in the language: there only when a quote or a case is. */
  title?: string;
  quote?: { text: string; name: string; role: string };
  clientCase?: { title: string; text: string };
}

export type Partner = Proof['partners'][number];

/**
 * The client quote and case in the language, each only when it is set, with the section's
 * heading: read here, so the pages that show the proof ship neither the message nor a lookup.
 */
export function clientProof(locale: Locale, proof: Proof = PROOF): ClientProof {
  const { quote, clientCase } = proof;
  if (!quote && !clientCase) return {};
  return {
    title: readCatalogs()[locale]['home.proof.title'],
    ...(quote && { quote: { text: quote.text[locale], name: quote.name, role: quote.role[locale] } }),
    ...(clientCase && { clientCase: { title: clientCase.title[locale], text: clientCase.text[locale] } }),
  };
}

/** The partners by name, as listed (empty until any is named). */
export function partners(proof: Proof = PROOF): readonly Partner[] {
  return proof.partners;
}
