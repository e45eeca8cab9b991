import type {ReactNode} from 'react';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';
import {TypeReference} from './TypeReference';

export function Returns({type}: Props['Returns']): ReactNode {
  return (
    <p>
      <TypeReference type={type} />
    </p>
  );
}
