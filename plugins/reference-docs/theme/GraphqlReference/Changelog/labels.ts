/** What the changelog page calls each criticality and category, and the ids of its headings. */
import clsx from 'clsx';

import type {Category, Criticality} from '@site/plugins/reference-docs/contract/changelog';
import styles from './Changelog.module.css';

export const CRITICALITY_INFO: Readonly<
  Record<Criticality, {readonly label: string; readonly title: string; readonly help: string; readonly badge: string}>
> = {
  breaking: {
    label: 'Breaking',
    title: 'Breaking changes',
    help: 'Requests that worked against the older snapshot can fail now.',
    badge: clsx('badge', 'badge--danger', styles.breakingBadge),
  },
  dangerous: {
    label: 'Dangerous',
    title: 'Dangerous changes',
    help: 'Requests still validate, but answers or behaviour can differ from what a client expects.',
    badge: clsx('badge', 'badge--warning', styles.dangerousBadge),
  },
  safe: {
    label: 'Safe',
    title: 'Safe changes',
    help: 'Existing requests keep working.',
    badge: clsx('badge', 'badge--success', styles.safeBadge),
  },
};

export const CATEGORY_TITLES: Readonly<Record<Category, string>> = {
  removed: 'Removed',
  changed: 'Changed',
  added: 'Added',
  deprecated: 'Deprecated',
};

/** Stable heading ids, so links to a section survive regeneration and the anchor checker knows them. */
export const sectionId = (criticality: Criticality): string => `${criticality}-changes`;
export const groupId = (criticality: Criticality, category: Category): string => `${criticality}-changes-${category}`;
