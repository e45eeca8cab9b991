import type {ReactNode} from 'react';

import {type EnumValueInfo, anchorFor} from '@site/plugins/reference-docs/contract/entries';
import {DeprecatedBadge} from './DeprecatedBadge';
import {DeprecationNotice} from './DeprecationNotice';
import {SchemaDescription} from './SchemaDescription';
import {useAnchor} from './useAnchor';

export function EnumValue({value}: {readonly value: EnumValueInfo}): ReactNode {
  const id = useAnchor(anchorFor('value', value.name));
  return (
    <li id={id}>
      <div>
        <a href={`#${id}`}>
          <code>{value.name}</code>
        </a>
        {value.deprecationReason !== null && <DeprecatedBadge />}
      </div>
      <DeprecationNotice reason={value.deprecationReason} />
      <SchemaDescription description={value.description} inEntry />
    </li>
  );
}
