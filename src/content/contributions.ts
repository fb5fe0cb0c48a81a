/** The four 'Så här bidrar vi' cards of the home page. */
import type { IconName } from '../components/ui/LineIcon';
import type { MessageId } from '../i18n/messages';

export interface Contribution {
  id: string;
  title: MessageId;
  summary: MessageId;
  details: MessageId;
  icon: IconName;
}

function contribution(id: 'safety' | 'roles' | 'culture' | 'decisions', icon: IconName) {
  const prefix = `home.contribute.${id}` as const;
  return {
    id,
    title: `${prefix}.title`,
    summary: `${prefix}.summary`,
    details: `${prefix}.details`,
    icon,
  } as const satisfies Contribution;
}

export const CONTRIBUTIONS: readonly Contribution[] = [
  contribution('safety', 'heart'),
  contribution('roles', 'roles'),
  contribution('culture', 'people'),
  contribution('decisions', 'compass'),
];
