import type {ReactNode} from 'react';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';
import {type ItemKind, KIND_INFO} from '@site/plugins/reference-docs/contract/kinds';

const KIND_INTROS: Readonly<Record<ItemKind, string>> = {
  query: 'Queries read data. Send them as a query operation.',
  mutation: 'Mutations change data. Send them as a mutation operation.',
  subscription: 'Subscriptions deliver events as they happen.',
  object: 'Objects are what operations return: each has a set of fields you can select.',
  interface: 'Interfaces are sets of fields that several object types share.',
  input: 'Inputs are the structured arguments that operations take.',
  enum: 'Enums are fixed sets of allowed values.',
  union: 'Unions are fields that return one of several object types; select them with fragments.',
  scalar: 'Scalars are the leaf values of the API.',
  directive: 'Directives annotate a schema or an operation.',
};

export function CategoryIntro({kind, count, api}: Props['CategoryIntro']): ReactNode {
  return (
    <p>
      {KIND_INTROS[kind]} The {api} has {count}{' '}
      {count === 1 ? KIND_INFO[kind].singular.toLowerCase() : KIND_INFO[kind].plural.toLowerCase()}.
    </p>
  );
}
