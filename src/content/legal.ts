/** The privacy policy and the terms of use as structured content: sections of message ids. */
import type { MessageId } from '../i18n/messages';

export type LegalBlock =
  | { kind: 'p'; text: MessageId }
  | { kind: 'list'; items: readonly MessageId[] }
  /** A sentence followed by the site's e-mail address as a link. */
  | { kind: 'email'; text: MessageId }
  /** A link to the Swedish data protection authority. */
  | { kind: 'imy'; text: MessageId }
  /** A sentence that links to the privacy policy. */
  | { kind: 'privacy'; text: MessageId }
  /**
   * A sentence naming the firm (`{name}`: its legal name, the brand until that is configured),
   * then its organisation number and postal address under these labels, each once configured.
   */
  | { kind: 'entity'; text: MessageId; numberLabel: MessageId; addressLabel: MessageId };

export interface LegalSection {
  id: string;
  title: MessageId;
  blocks: readonly LegalBlock[];
}

export const IMY_URL = 'https://www.imy.se/';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'controller',
    title: 'privacy.controller.title',
    blocks: [
      {
        kind: 'entity',
        text: 'privacy.controller.p1',
        numberLabel: 'privacy.controller.number',
        addressLabel: 'privacy.controller.address',
      },
      { kind: 'email', text: 'privacy.controller.contact' },
    ],
  },
  {
    id: 'collect',
    title: 'privacy.collect.title',
    blocks: [
      { kind: 'p', text: 'privacy.collect.lead' },
      {
        kind: 'list',
        items: [
          'privacy.collect.contact',
          'privacy.collect.pulse',
          'privacy.collect.teamPulse',
          'privacy.collect.teamPulsePersonal',
          'privacy.collect.technical',
        ],
      },
      { kind: 'p', text: 'privacy.collect.sensitive' },
    ],
  },
  {
    id: 'purpose',
    title: 'privacy.purpose.title',
    blocks: [
      {
        kind: 'list',
        items: [
          'privacy.purpose.contact',
          'privacy.purpose.pulse',
          'privacy.purpose.teamPulse',
          'privacy.purpose.security',
        ],
      },
      { kind: 'p', text: 'privacy.purpose.withdraw' },
    ],
  },
  {
    id: 'retention',
    title: 'privacy.retention.title',
    blocks: [
      { kind: 'p', text: 'privacy.retention.text' },
      { kind: 'p', text: 'privacy.retention.teamPulse' },
      { kind: 'p', text: 'privacy.retention.teamPulsePersonal' },
    ],
  },
  {
    id: 'recipients',
    title: 'privacy.recipients.title',
    blocks: [
      { kind: 'p', text: 'privacy.recipients.lead' },
      { kind: 'list', items: ['privacy.recipients.hosting', 'privacy.recipients.email', 'privacy.recipients.booking'] },
      { kind: 'p', text: 'privacy.recipients.transfer' },
    ],
  },
  {
    id: 'rights',
    title: 'privacy.rights.title',
    blocks: [
      { kind: 'p', text: 'privacy.rights.lead' },
      {
        kind: 'list',
        items: [
          'privacy.rights.access',
          'privacy.rights.rectification',
          'privacy.rights.erasure',
          'privacy.rights.restriction',
          'privacy.rights.portability',
        ],
      },
      { kind: 'email', text: 'privacy.rights.how' },
      { kind: 'p', text: 'privacy.rights.complaint' },
      { kind: 'imy', text: 'privacy.rights.imy' },
    ],
  },
  {
    id: 'storage',
    title: 'privacy.storage.title',
    blocks: [
      { kind: 'p', text: 'privacy.storage.lead' },
      {
        kind: 'list',
        items: [
          'privacy.storage.interest',
          'privacy.storage.locale',
          'privacy.storage.pulse',
          'privacy.storage.teamPulse',
        ],
      },
      { kind: 'p', text: 'privacy.storage.control' },
    ],
  },
  { id: 'changes', title: 'privacy.changes.title', blocks: [{ kind: 'p', text: 'privacy.changes.text' }] },
];

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'site',
    title: 'terms.site.title',
    blocks: [
      { kind: 'entity', text: 'terms.site.text', numberLabel: 'terms.site.number', addressLabel: 'terms.site.address' },
    ],
  },
  {
    id: 'content',
    title: 'terms.content.title',
    blocks: [
      { kind: 'p', text: 'terms.content.text' },
      { kind: 'p', text: 'terms.content.pulse' },
    ],
  },
  {
    id: 'copyright',
    title: 'terms.ip.title',
    blocks: [
      { kind: 'p', text: 'terms.ip.text' },
      { kind: 'list', items: ['terms.ip.allowed', 'terms.ip.notAllowed'] },
    ],
  },
  {
    id: 'forms',
    title: 'terms.use.title',
    blocks: [
      { kind: 'p', text: 'terms.use.text' },
      { kind: 'privacy', text: 'terms.use.privacy' },
      { kind: 'p', text: 'terms.use.agreements' },
    ],
  },
  { id: 'links', title: 'terms.links.title', blocks: [{ kind: 'p', text: 'terms.links.text' }] },
  { id: 'liability', title: 'terms.liability.title', blocks: [{ kind: 'p', text: 'terms.liability.text' }] },
  { id: 'changes', title: 'terms.changes.title', blocks: [{ kind: 'p', text: 'terms.changes.text' }] },
  {
    id: 'law',
    title: 'terms.law.title',
    blocks: [
      { kind: 'p', text: 'terms.law.text' },
      { kind: 'email', text: 'terms.law.contact' },
    ],
  },
];
