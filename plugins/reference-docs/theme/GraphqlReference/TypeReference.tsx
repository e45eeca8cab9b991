import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import type {TypeRef} from '@site/plugins/reference-docs/contract/entries';
import styles from './styles.module.css';

export function TypeReference({type, inEntry = false}: {readonly type: TypeRef; readonly inEntry?: boolean}): ReactNode {
  return (
    <code className={inEntry ? undefined : styles.typeRef}>
      {type.prefix}
      <Link to={type.route}>{type.name}</Link>
      {type.suffix}
    </code>
  );
}
