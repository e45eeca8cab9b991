/**
 * The changelog page of a reference: a summary table, then every change
 * grouped by how risky it is for existing clients and by what happened.
 * Change messages are schema text: rendered as text only.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {
  CATEGORIES,
  CRITICALITIES,
  type Category,
  type Changelog as ChangelogData,
  type ChangelogEntry,
  type Criticality,
} from '@site/src/generators/graphql-reference/changelog';
import styles from './styles.module.css';

const CRITICALITY_TITLES: Readonly<Record<Criticality, string>> = {
  breaking: 'Breaking changes',
  dangerous: 'Dangerous changes',
  safe: 'Safe changes',
};

const CRITICALITY_HELP: Readonly<Record<Criticality, string>> = {
  breaking: 'Requests that worked against the older snapshot may fail now.',
  dangerous: 'Requests still validate, but answers may hold values a client does not expect.',
  safe: 'Existing requests keep working.',
};

const CATEGORY_TITLES: Readonly<Record<Category, string>> = {
  removed: 'Removed',
  changed: 'Changed',
  added: 'Added',
  deprecated: 'Deprecated',
};

function Entry({entry}: {readonly entry: ChangelogEntry}): ReactNode {
  return (
    <li>
      {entry.coordinate !== null &&
        (entry.route === null ? (
          <code>{entry.coordinate}</code>
        ) : (
          <Link to={entry.route}>
            <code>{entry.coordinate}</code>
          </Link>
        ))}
      {entry.coordinate !== null && ': '}
      {entry.message}
    </li>
  );
}

export default function Changelog({changelog, referenceRoute}: {readonly changelog: ChangelogData; readonly referenceRoute: string}): ReactNode {
  const {counts} = changelog;
  return (
    <>
      <p>
        What changed from the {changelog.from.label} (<code>{changelog.from.origin}</code>) to the {changelog.to.label} (
        <code>{changelog.to.origin}</code>), which the <Link to={referenceRoute}>reference</Link> documents:{' '}
        {counts.total} changes, computed when the site is built.
        {counts.descriptionChanges > 0 && ` ${counts.descriptionChanges} changes to descriptions only are not listed.`}
      </p>
      {counts.total === 0 ? (
        <p>The two schemas are the same: nothing changed.</p>
      ) : (
        <>
          <table className={styles.itemTable}>
            <thead>
              <tr>
                <th scope="col">Change</th>
                <th scope="col">Breaking</th>
                <th scope="col">Dangerous</th>
                <th scope="col">Safe</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {CATEGORIES.map((category) => (
                <tr key={category}>
                  <th scope="row">{CATEGORY_TITLES[category]}</th>
                  {CRITICALITIES.map((criticality) => (
                    <td key={criticality}>{counts[category][criticality]}</td>
                  ))}
                  <td>{CRITICALITIES.reduce((sum, criticality) => sum + counts[category][criticality], 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {CRITICALITIES.map((criticality) => {
            const entries = changelog.entries.filter((entry) => entry.criticality === criticality);
            if (entries.length === 0) return null;
            return (
              <section key={criticality}>
                <Heading as="h2" id={criticality}>
                  {CRITICALITY_TITLES[criticality]} ({entries.length})
                </Heading>
                <p>{CRITICALITY_HELP[criticality]}</p>
                {CATEGORIES.map((category) => {
                  const group = entries.filter((entry) => entry.category === category);
                  if (group.length === 0) return null;
                  return (
                    <section key={category}>
                      <Heading as="h3" id={`${criticality}-${category}`}>
                        {CATEGORY_TITLES[category]} ({group.length})
                      </Heading>
                      <ul className={styles.usages}>
                        {group.map((entry, index) => (
                          <Entry key={index} entry={entry} />
                        ))}
                      </ul>
                    </section>
                  );
                })}
              </section>
            );
          })}
        </>
      )}
    </>
  );
}
